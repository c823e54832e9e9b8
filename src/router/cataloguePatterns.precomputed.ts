/**
 * The path pattern of every page of the menu catalogue (sidebar and hidden pages), held or not, most specific
 * first: what tells an address of a page the user lacks (403) from one that does not exist (404). Computed at
 * build time (build/precompute.mjs): the browser downloads these paths, not the catalogue's labels and buttons
 * nor the resource declarations they are derived from; and only with ForbiddenOrUnknown.tsx, not the shell.
 */
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { bySpecificity } from './bySpecificity.ts';

export const CATALOGUE_PATTERNS: readonly string[] = bySpecificity(
  flatten(MENU_CATALOGUE).flatMap((node) => (node.type === 'menu' && node.path ? [node.path] : [])),
);
