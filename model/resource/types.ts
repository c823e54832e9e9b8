/**
 * The declaration of a resource: one per record kind, in model/resources/. The server's CRUD, export and
 * import, and the browser's list, form and detail pages are all driven from it (architecture.md).
 */

/** A text in both catalogue languages: [zh-CN, en-US]. */
export type Label = readonly [zh: string, en: string];

export type FieldType =
  | 'text'
  | 'longText'
  | 'richText'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'month'
  | 'datetime'
  | 'boolean'
  | 'dict'
  | 'dicts'
  | 'org'
  /** Several organisations (receivers of a document, say): a list of org ids. */
  | 'orgs'
  | 'user'
  /** Several user accounts (the people a notice goes to): a list of user ids. */
  | 'users'
  | 'ref'
  | 'idCard'
  | 'mobile'
  | 'phone'
  | 'email'
  | 'url'
  | 'image'
  | 'files';

/**
 * How a search form filters by a field. `prefix` matches the start of the text, ignoring case: unlike
 * `contains` it can use a `lower(column) text_pattern_ops` index, for tables too large to scan. It is for
 * people's names: a prefix of two characters or more is taken to match few rows (ListQuery.fewMatches).
 */
export type SearchMode = 'exact' | 'contains' | 'prefix' | 'range' | 'in' | 'subtree';

export interface FieldDef {
  /** camelCase name on the wire and in forms. */
  readonly name: string;
  /** snake_case column; derived from name when absent. */
  readonly column?: string;
  readonly type: FieldType;
  readonly label: Label;
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
  /** Digits after the decimal point (decimal fields). */
  readonly scale?: number;
  readonly pattern?: { readonly regex: string; readonly message: Label };
  /** Dictionary type code for dict and dicts fields. */
  readonly dict?: string;
  /** Resource name for ref fields. */
  readonly ref?: string;
  readonly default?: unknown;
  readonly placeholder?: Label;
  /** Shown as a list column (true, or the column width in px). */
  readonly list?: boolean | number;
  readonly search?: SearchMode;
  readonly sortable?: boolean;
  /** Form section key; false keeps the field out of the form (derived or server-set fields). */
  readonly form?: string | false;
  /** Detail section key; defaults to the form section. false hides it. */
  readonly detail?: string | false;
  /** Clients may set it on create only (an organisation fixed at creation, say). */
  readonly createOnly?: boolean;
  /**
   * Masked in lists, details and exports unless the user holds the resource's reveal permission;
   * every reveal is logged.
   */
  readonly sensitive?: boolean;
  /**
   * For a sensitive JSON object kept as text (a feed row as received): the keys whose values are ID numbers.
   * Only those are masked, as an idCard field is, so that the rest of the row stays readable.
   */
  readonly idCardKeys?: readonly string[];
  /** Unique among live (not deleted) records of the tenant. */
  readonly unique?: boolean;
  /** Longer help under the input. */
  readonly help?: Label;
}

/**
 * A rule over several fields (end date after start date, ...): `test` true means valid. Not part of the
 * declaration: a resource's checks are a module of their own (model/resources/recordChecks.ts).
 */
export interface RecordCheck {
  readonly field: string;
  readonly message: Label;
  readonly test: (record: Readonly<Record<string, unknown>>) => boolean;
}

export interface Transition {
  /** Action name on the wire: PUT {resource}/{id}/{name}. */
  readonly name: string;
  readonly label: Label;
  readonly from: readonly string[];
  readonly to: string;
  /** Permission code; defaults to the resource's edit permission. */
  readonly permission?: string;
  /** A reason the user must give (sending back, rejecting). */
  readonly needsReason?: boolean;
  /**
   * In a reviewed lifecycle (`Lifecycle.review`), who may make the move besides holding its permission:
   * `author`, only the record's creator (submitting their own item); `reviewer`, anyone but its creator (a
   * decision: nobody decides their own item, and the engine stamps the decision's reviewer and time).
   */
  readonly by?: 'author' | 'reviewer';
  /**
   * In a levelled review (`Review.levels`), an approval: the record goes to the next level that applies to it,
   * and to `to` after the last one.
   */
  readonly advances?: boolean;
}

/** The organisation levels of a levelled review: 单位 (a unit or its county bureau), 市 (city), 省 (province). */
export type ReviewLevelName = 'unit' | 'city' | 'province';

/** One level of a levelled review: the state in which a record waits for that level's approvers. */
export interface ReviewLevel {
  readonly level: ReviewLevelName;
  readonly state: string;
}

/**
 * A lifecycle of items that an author writes and a reviewer decides on (docs/crud.md, "Review workflow").
 * The engine then lets only the creator edit the record, refuses a decision on one's own item and on an
 * item already decided, stamps the decision, and lists a reviewer's queue (`queue=review`).
 */
export interface Review {
  /** States in which an item waits for a decision: the reviewer's queue lists them. */
  readonly pending: readonly string[];
  /** A `user` field the engine sets to the reviewer on every decision (form: false). */
  readonly decidedBy: string;
  /** A `datetime` field the engine sets to the decision's time (form: false). */
  readonly decidedAt: string;
  /**
   * Approved level by level (unit, then city, then province): each level's state, in order. The levels that
   * apply to a record are those of the organisations above its `orgField` (a city bureau's own record skips
   * the unit level, a provincial unit's the city level); only the approvers of the record's current level,
   * in organisations above it, decide it (server/engine/reviewLevels.ts).
   */
  readonly levels?: readonly ReviewLevel[];
}

export interface Lifecycle {
  /** The status field (declared in fields, form: false). */
  readonly field: string;
  readonly initial: string;
  readonly states: Readonly<Record<string, { readonly label: Label; readonly tone?: 'default' | 'success' | 'warning' | 'danger' }>>;
  readonly transitions: readonly Transition[];
  /** States in which the record may still be edited; all when absent. */
  readonly editableIn?: readonly string[];
  /** Items written by an author and decided by a reviewer. */
  readonly review?: Review;
}

export interface Section {
  readonly key: string;
  readonly label: Label;
}

export interface Permissions {
  readonly view: string;
  readonly add: string;
  readonly edit: string;
  readonly delete: string;
  readonly export?: string;
  readonly import?: string;
  /** Purge from the recycle bin (its own permission: the data is gone for good). */
  readonly purge?: string;
  /** See sensitive fields unmasked. */
  readonly reveal?: string;
}

/**
 * Records of another resource that name this one in a ref field (a hospital stay's visits): listed under the
 * record's details, as far as the user may see that resource.
 */
export interface RelatedList {
  readonly resource: string;
  /** The other resource's ref field that holds this record's id (searched `exact`). */
  readonly field: string;
  readonly label: Label;
  /** Fields a new related record takes from this one, beside `field` (a stay's visit: its cadre). */
  readonly carry?: readonly string[];
}

/**
 * A hand-written view under the list's page (a hidden page of the catalogue, `{list}/{path}`) that the list
 * links to, where the user holds that page: from its toolbar, or from each row (`?id=` the record) when
 * `perRecord`, and then only for records in `states` (the lifecycle's) when given.
 */
export interface ListView {
  readonly path: string;
  readonly label: Label;
  readonly perRecord?: boolean;
  readonly states?: readonly string[];
}

export interface ResourceDef {
  /** Resource name: the API path segment under /lgbsmp/api/v1/ (the spec's names, camelCase for new ones). */
  readonly name: string;
  readonly table: string;
  readonly label: Label;
  readonly fields: readonly FieldDef[];
  /** The org field whose subtree decides who sees a record (data scope); absent: not scoped by org. */
  readonly orgField?: string;
  /**
   * A sub-record's scope comes from its parent record (a cadre's family, say): `field` holds the id of a
   * record of `resource`, and the sub-record is visible exactly when that record is. `kept`: the database keeps
   * the parent's organisation on the row while the parent is visible (`scope_org_id`, a migration's trigger),
   * so that lists filter on the row itself rather than look up the parent of every row.
   */
  readonly scopeVia?: { readonly field: string; readonly resource: string; readonly kept?: boolean };
  readonly permissions: Permissions;
  readonly recycleBin?: boolean;
  /** Days a deleted record stays in the recycle bin before it is purged. */
  readonly retentionDays?: number;
  readonly lifecycle?: Lifecycle;
  readonly sections?: readonly Section[];
  /**
   * Fields that together identify a record for imports when the resource has no unique field (a person's
   * name and organisation, say): a row whose key matches a live record in scope updates it.
   */
  readonly importKey?: readonly string[];
  /** Default sort, as `field,asc|desc`. */
  readonly defaultSort?: string;
  /** The field that names a record in titles, logs and confirmations. */
  readonly titleField: string;
  /**
   * Served by its area's own routes (the system area's, whose rules no declaration can say): the engine
   * registers no routes for it, and it is not among RESOURCES. Its pages and forms still read the declaration.
   */
  readonly ownRoutes?: boolean;
  readonly related?: readonly RelatedList[];
  readonly views?: readonly ListView[];
}
