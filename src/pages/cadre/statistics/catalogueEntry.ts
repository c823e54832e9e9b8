/**
 * A statistics page's title and export button code, read from the menu catalogue by its path, so that the
 * page says what the sidebar says and asks for the code the role screen grants.
 */
import type { Label } from '../../../../model/resource/types.ts';
import { CATALOGUE_PAGES } from '../../../router/catalogue.ts';

export interface CatalogueEntry {
  label: Label;
  /** The page's export button code, when the catalogue gives it one. */
  exportCode: string | undefined;
}

export function catalogueEntry(path: string): CatalogueEntry {
  const node = CATALOGUE_PAGES.find((n) => n.path === path);
  if (!node) throw new Error(`statistics page ${path} is not in the menu catalogue`);
  const exportButton = node.children.find((c) => c.type === 'button' && c.id === `${node.id}#export`);
  return { label: node.label, exportCode: exportButton?.code };
}
