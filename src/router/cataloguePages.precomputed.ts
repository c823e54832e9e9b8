/**
 * Every page of the menu catalogue (sidebar and hidden pages) as the shell needs it from the start: its path
 * pattern, and the declared resource it shows when it is an engine page. Computed at build time
 * (build/precompute.mjs): the browser downloads these paths, not the catalogue's labels and buttons nor the
 * resource declarations they are derived from.
 */
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';

export interface CataloguePage {
  readonly path: string;
  readonly resource?: string;
}

export const CATALOGUE_PAGES: readonly CataloguePage[] = flatten(MENU_CATALOGUE).flatMap((node) =>
  node.type === 'menu' && node.path ? [node.resource ? { path: node.path, resource: node.resource } : { path: node.path }] : [],
);
