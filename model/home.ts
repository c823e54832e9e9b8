/**
 * What home's calls answer (server/areas/home, docs/home.md): figures per resource, the kinds of work a user
 * has today with their counts, one kind's items, the figures at a glance, the 共享展示 showcase and the open
 * 银龄驿站. Defined once for the server that builds them and the browser that shows them.
 */

export interface ResourceCount {
  /** The declared resource (model/resources): the browser labels it and finds its page. */
  resource: string;
  total: number;
  /** Records per lifecycle state, for resources that have one (every declared state, 0 included). */
  byState?: Record<string, number>;
}

export interface LatestItem {
  id: string;
  title: string;
  /** The date the list is sorted by (publishDate for policy documents). */
  date: string | null;
}

export interface HomeSummary {
  counts: ResourceCount[];
  /** Latest published policy documents, or unavailable to a user who may not view them. */
  latest: { resource: string; available: true; records: LatestItem[] } | { resource: string; available: false };
}

/** Where a kind shows on home: 待办 (a decision waits), 待阅 (to read and sign), 提醒 (dates coming or passed), 共享 (showcase). */
export type HomeGroup = 'todo' | 'read' | 'remind' | 'shared';

/** A kind of item as the browser gets it. */
export interface HomeKind {
  type: string;
  group: HomeGroup;
  /** Message key of the kind's name (model/i18n/shell.ts); `{name}` is the label of `resource`. */
  label: string;
  /** The resource the kind's items are records of: home opens an item with its declaration's detail view. */
  resource?: string;
  /** The area's page where the whole matter is handled (the reminders' page, the branch warnings). */
  areaPage?: string;
}

export interface HomeWork {
  kinds: (HomeKind & { count: number })[];
  /** When the counts were taken (ISO time). */
  asOf: string;
}

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

/** One bar and its value: named by a dictionary label, or by a resource (or one of its states) the browser names. */
export interface FigureRow {
  label?: string;
  resource?: string;
  state?: string;
  /** Service hours rather than a count of records. */
  hours?: true;
  value: number;
}

export interface FigureGroup {
  /** Which figure (its title is `home.fig.<key>`). */
  key: 'cadres' | 'workThisMonth' | 'volunteers' | 'activitiesThisMonth';
  rows: FigureRow[];
}

export interface HomeFigures {
  groups: FigureGroup[];
  asOf: string;
}

/** An item of 共享展示 (silver/shared, homeShared). `Kind`: the resources it gathers (server/areas/zhijiang/silverShared.ts). */
export interface SharedItem<Kind extends string = string> {
  id: string;
  /** The resource the record is of (its label names the kind; its detail view shows it). */
  kind: Kind;
  title: string;
  /** The organisation it belongs to (its data scope), and its name. */
  orgId: string;
  orgName: string | null;
  /** When it was last changed (approved, for the reviewed ones). */
  date: string;
}

/** An open 银龄驿站 as home's card shows it (homePoststation). */
export interface HomeStation {
  id: string;
  /** Where the station is (its data scope). */
  orgId: string;
  name: string;
  address: string;
  phone: string;
  openHours: string | null;
  starLevel: number | null;
}
