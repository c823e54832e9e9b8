/**
 * What the router knows of the menu catalogue (model/menu), whatever the user holds: every page's path
 * pattern, so that an address of a page the user lacks is told apart (403) from one that does not exist
 * (404). Patterns without parameters come first, so `/x/Add` is matched before `/x/{id}`.
 */
import { CATALOGUE_PAGES } from './cataloguePages.precomputed.ts';

export { CATALOGUE_PAGES, type CataloguePage } from './cataloguePages.precomputed.ts';

const paramCount = (pattern: string) => pattern.split('{').length - 1;

/** Path patterns ordered most specific first: fewer parameters, then longer. */
export function bySpecificity(patterns: Iterable<string>): string[] {
  return [...new Set(patterns)].sort((a, b) => paramCount(a) - paramCount(b) || b.length - a.length);
}

export const KNOWN_PATTERNS: readonly string[] = bySpecificity(CATALOGUE_PAGES.map((node) => node.path));
