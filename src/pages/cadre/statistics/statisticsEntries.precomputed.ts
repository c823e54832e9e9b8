/**
 * The statistics pages' titles and export button codes, read from the menu catalogue by path, so that a page
 * says what the sidebar says and asks for the code the role screen grants. Computed at build time
 * (build/precompute.mjs): the pages download these entries, not the catalogue.
 */
import { flatten } from '../../../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../../../model/menu/catalogue.ts';
import type { Label } from '../../../../model/resource/types.ts';

/** The menu pages StatisticsPage frames. */
const PATHS = [
  '/retiredCadres/basicStatistics',
  '/retiredCadres/tabulateStatistics',
  '/retiredCadres/statisticAnalysis',
  '/retiredVeteranCadres/statisticalAnalysis',
  '/retiredVeteranCadres/statisticalAnalysis/basic',
  '/retiredVeteranCadres/statisticalAnalysis/summary',
  '/retiredVeteranCadres/statisticalAnalysis/record',
  '/retiredVeteranCadres/statisticalAnalysis/analysis',
  '/retiredVeteranCadres/statisticalAnalysis/registrationStatistics',
] as const;

export type StatisticsPath = (typeof PATHS)[number];

export interface CatalogueEntry {
  readonly label: Label;
  /** The page's export button code, when the catalogue gives it one. */
  readonly exportCode?: string;
}

function entryOf(path: string): CatalogueEntry {
  const node = flatten(MENU_CATALOGUE).find((n) => n.type === 'menu' && n.path === path);
  if (!node) throw new Error(`statistics page ${path} is not in the menu catalogue`);
  const code = node.children.find((c) => c.type === 'button' && c.id === `${node.id}#export`)?.code;
  return code ? { label: node.label, exportCode: code } : { label: node.label };
}

export const STATISTICS_ENTRIES = Object.fromEntries(PATHS.map((path) => [path, entryOf(path)])) as Readonly<Record<StatisticsPath, CatalogueEntry>>;
