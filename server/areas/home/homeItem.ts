/**
 * What an area contributes to home (docs/home.md): a kind of item (a `type`, the {type} of
 * /home/homeList/{type} and /home/homeDetails/{id}/{type}) that a user must act on, read or know about today,
 * within their data scope. One function answers a page of the items, and the count home shows is that
 * page's `total`: a count can never differ from the list it opens. Each area declares its kinds in its own
 * `homeItems.ts`; server/areas/home/homeItems.ts lists them.
 */
import type { HomeItem, HomeKind } from '../../../model/home.ts';
import type { Page } from '../../../model/wire.ts';
import type { PageParams } from '../../http/pageParams.ts';
import type { ReadDeps } from '../../engine/read.ts';
import type { SqlParams } from '../../engine/sqlParams.ts';
import type { Principal } from '../auth/principal.ts';

/** A kind as an area declares it: what the browser gets of it (HomeKind), and how its items are found. */
export interface HomeItemKind extends HomeKind {
  /** Whether the user has this kind at all (their roles); a user without it is refused its list. */
  visible(principal: Principal): boolean;
  /** One page of the user's items, ordered, with the total of them all. */
  page(deps: ReadDeps, principal: Principal, page: PageParams): Promise<Page<HomeItem>>;
  /**
   * For a kind whose page is a list query: the `FROM … WHERE …` its total counts, so that home counts all such
   * kinds in one statement (homeWork.ts). The same query as `page`'s, so the two cannot differ.
   */
  countFrom?(principal: Principal, p: SqlParams): string;
}

/** A page sliced from a whole list a function already answers in one (a warning list of a few dozen). */
export function slicePage<T>(all: readonly T[], page: PageParams): Page<T> {
  const start = (page.current - 1) * page.size;
  return { records: all.slice(start, start + page.size), total: all.length, size: page.size, current: page.current };
}
