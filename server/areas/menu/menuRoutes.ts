/**
 * GET /admin/menu: the signed-in user's menu tree (spec section 3's menu entry), made of the sys_menu
 * entries granted to their enabled roles. Groups are the roots, every level sorted by `sort` then id.
 *   type=left   the sidebar tree: groups and pages, hidden pages (Add, Edit/{id}, ...) included, since
 *               they are routes the browser must know are granted (the only type the original sent)
 *   buttons=1   buttons too, as children of their page; the browser otherwise takes button codes from
 *               `permissions` of GET /admin/user
 *   size        the original's page size of the authority-list fetch (3000): accepted, and the tree is
 *               always whole, since a tree cut at an arbitrary entry is of no use
 * An entry whose parent is not granted is left out: it has no place in the tree, and granting a page
 * without its group is a half-done grant the role screen does not make.
 */
import { pick } from '../../../model/i18n/index.ts';
import { flatten } from '../../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../../model/menu/catalogue.ts';
import type { AreaDeps } from '../../areas.ts';
import type { Queryable } from '../../db/db.ts';
import type { Router } from '../../http/router.ts';

/** Spec section 3: a menu entry, as the browser reads it (src/http/api/admin.ts MenuEntry). */
export interface MenuEntryWire {
  id: string;
  /** '-1' for a group (a root), as the original sent. */
  parentId: string;
  children: MenuEntryWire[];
  icon: string;
  /** The menu's name (sys_menu.name, zh-CN): what authorityList holds. */
  name: string;
  /** The display label: the name, which administrators may edit. */
  label: string;
  /** The route pattern (`/guideWork/phoneBook/Edit/{id}`), '' for a group. */
  path: string;
  /** '0' means cached (spec section 2). */
  keepAlive: '0' | '1';
  code: string;
  type: 'group' | 'menu' | 'button';
  sort: number;
  hasChildren: boolean;
  hidden: boolean;
  spread: boolean;
  /** The id of the group the entry belongs to (its root). */
  group: string;
  /** Query of a menu that opens a shared page with its own parameters (`type=2`), '' otherwise. */
  query: string;
  /**
   * The declared resource (model/resources) the catalogue's page at this path shows, '' for none: the browser
   * binds its crud views from the menu instead of downloading the catalogue (src/pages/registry.ts).
   */
  resource: string;
  meta: { isAuth: true; isTab: boolean; keepAlive: boolean; labelEn: string };
}

interface MenuRow {
  [column: string]: unknown;
  id: string;
  parent_id: string | null;
  name: string;
  path: string | null;
  code: string | null;
  type: 'group' | 'menu' | 'button';
  icon: string | null;
  sort: number;
  keep_alive: number;
  hidden: boolean;
}

/** English labels of the catalogue by id: used while an entry still has its catalogue name. */
const catalogue = new Map(flatten(MENU_CATALOGUE).map((n) => [n.id, n.label]));

/**
 * The catalogue's engine pages by path: by path rather than id, so that an entry administrators made for the
 * same page (a shared page with its own query) shows the same resource, as the page's address does.
 */
const resources = new Map(flatten(MENU_CATALOGUE).flatMap((n) => (n.path && n.resource ? [[n.path, n.resource] as const] : [])));

function englishOf(row: MenuRow): string {
  const label = catalogue.get(row.id);
  return label && pick('zh-CN', label) === row.name ? pick('en-US', label) : row.name;
}

async function grantedMenuRows(q: Queryable, userId: string, withButtons: boolean): Promise<MenuRow[]> {
  return q.query<MenuRow>(
    `SELECT DISTINCT m.id, m.parent_id, m.name, m.path, m.code, m.type, m.icon, m.sort, m.keep_alive, m.hidden
       FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.enabled
       JOIN sys_role_menu rm ON rm.role_id = r.id JOIN sys_menu m ON m.id = rm.menu_id AND m.del_flag = 0
      WHERE ur.user_id = $1 ${withButtons ? '' : "AND m.type <> 'button'"}`,
    [userId],
  );
}

/** `/a/{id?}?type=2` → ['/a/{id?}', 'type=2']: the first `?` outside a `{param?}` starts the query. */
function splitQuery(full: string): [string, string] {
  const mark = full.search(/\?(?![^{]*\})/);
  return mark < 0 ? [full, ''] : [full.slice(0, mark), full.slice(mark + 1)];
}

/** The rows as a sorted tree; rows whose parent is absent are dropped with their subtrees. */
function menuTree(rows: readonly MenuRow[]): MenuEntryWire[] {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: string | null, group: string | null): MenuEntryWire[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
      .map((row) => {
        const children = build(row.id, group ?? row.id);
        // A menu's path may carry the query of a shared page (`/vanguard/beautiful?type=2`).
        const [path, query] = splitQuery(row.path ?? '');
        return {
          id: row.id,
          parentId: row.parent_id ?? '-1',
          children,
          icon: row.icon ?? '',
          name: row.name,
          label: row.name,
          path,
          keepAlive: row.keep_alive === 0 ? '0' : '1',
          code: row.code ?? '',
          type: row.type,
          sort: row.sort,
          hasChildren: children.length > 0,
          hidden: row.hidden,
          spread: false,
          group: group ?? row.id,
          query,
          resource: resources.get(path) ?? '',
          meta: { isAuth: true, isTab: row.type === 'menu', keepAlive: row.keep_alive === 0, labelEn: englishOf(row) },
        };
      });
  return build(null, null);
}

const YES = new Set(['1', 'true']);
/** Trees kept: one per set of roles (and with or without buttons); the least recently asked go first. */
const KEPT_TREES = 200;

export function menuRoutes(router: Router, deps: AreaDeps): void {
  // A tree depends on the user's enabled roles only, and changes only with a table that renews the grants'
  // stamp (migration 031): users of the same roles share it while the stamp they were authenticated under holds.
  // Frozen: the app keeps a frozen answer's JSON and its gzip (server/app.ts sendJson), made once per tree.
  const trees = new Map<string, { stamp: string; tree: readonly MenuEntryWire[] }>();
  router.get('/admin/menu', async (ctx) => {
    const withButtons = YES.has(ctx.query.get('buttons') ?? '');
    const { grants, userId } = ctx.principal!;
    const key = `${withButtons}|${grants.roles.map((r) => r.id).sort().join(',')}`;
    const kept = trees.get(key);
    trees.delete(key);
    const tree = kept?.stamp === grants.stamp ? kept.tree : Object.freeze(menuTree(await grantedMenuRows(deps.db, userId, withButtons)));
    trees.set(key, { stamp: grants.stamp, tree });
    if (trees.size > KEPT_TREES) trees.delete(trees.keys().next().value!);
    return tree;
  });
}
