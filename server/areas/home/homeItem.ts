/**
 * What an area contributes to home (docs/home.md): a kind of item (a `type`, the {type} of
 * /home/homeList/{type} and /home/homeDetails/{id}/{type}) that a user must act on, read or know about today,
 * within their data scope. One function answers a page of the items, and the count home shows is that
 * page's `total`: a count can never differ from the list it opens. Each area declares its kinds in its own
 * `homeItems.ts`; server/areas/home/homeItems.ts lists them.
 */
import type { Page } from '../../../model/wire.ts';
import type { PageParams } from '../../http/pageParams.ts';
import type { ReadDeps } from '../../engine/read.ts';
import type { Principal } from '../auth/principal.ts';

/** Where a kind shows on home: 待办 (a decision waits), 待阅 (to read and sign), 提醒 (dates coming or passed), 共享 (showcase). */
export type HomeGroup = 'todo' | 'read' | 'remind' | 'shared';

/** One item as home lists it. */
export interface HomeItem {
  id: string;
  title: string;
  /** The date the list is ordered by (a submission, a birthday, a due date…), or null. */
  date: string | null;
  /** The organisation it belongs to, for a bureau that sees many. */
  orgName: string | null;
  /** A short second line (a state, a kind, an age), already in the user's words or null. */
  note: string | null;
  /** Where the item opens when it is no record of the kind's resource: the area's own page for it. */
  link?: string;
  /** The resource of a kind that gathers several (the showcase): the browser opens its detail page, if held. */
  resource?: string;
}

export interface HomeItemKind {
  type: string;
  group: HomeGroup;
  /** Message key of the kind's name (model/i18n/shell.ts); `{name}` is the label of `resource`. */
  label: string;
  /** The resource the kind's items are records of: home opens an item with its declaration's detail view. */
  resource?: string;
  /** The area's page where the whole matter is handled (the reminders' page, the branch warnings). */
  areaPage?: string;
  /** Whether the user has this kind at all (their roles); a user without it is refused its list. */
  visible(principal: Principal): boolean;
  /** One page of the user's items, ordered, with the total of them all. */
  page(deps: ReadDeps, principal: Principal, page: PageParams): Promise<Page<HomeItem>>;
}

/** A page sliced from a whole list a function already answers in one (a warning list of a few dozen). */
export function slicePage<T>(all: readonly T[], page: PageParams): Page<T> {
  const start = (page.current - 1) * page.size;
  return { records: all.slice(start, start + page.size), total: all.length, size: page.size, current: page.current };
}
