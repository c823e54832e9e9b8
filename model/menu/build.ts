/**
 * Builders that keep the catalogue short: `group`, `page` and `hiddenPage`; a page backed by a declared
 * resource gets that resource's buttons (add, edit, delete, export, import, purge, reveal) automatically.
 */
import { resourceByName } from '../resources/index.ts';
import { NOBODY } from '../resources/systemPermissions.ts';
import type { Label } from '../resource/types.ts';
import type { MenuIcon } from './icons.ts';
import type { MenuNode } from './types.ts';

export interface PageOptions {
  icon?: MenuIcon;
  /** Defaults to 0 (cached), as the original's list pages were. */
  keepAlive?: 0 | 1;
  resource?: string;
  /** Extra buttons: [action, label]. */
  buttons?: readonly (readonly [string, Label])[];
  /** Child pages (nested menus, three levels and more). */
  children?: readonly Draft[];
  /** The zh-CN names the page had in earlier releases (see MenuNode.formerNames). */
  formerly?: readonly string[];
  /**
   * Reached from another page, not listed in the sidebar: the records of a resource kept on another's page
   * (a branch's members, added from the branch's details), which need the engine's Add, Edit and Details.
   */
  hidden?: boolean;
}

/** `Add/{id?}` also answers `Add`: one key for routes that match the same addresses' start. */
const routeKey = (path: string) => path.replace(/\/\{\w+\?\}$/, '');

/** A node before its sort order (and, for hidden pages, its parent's path) is known. */
export type Draft = (sort: number, parentPath: string) => MenuNode;

const ACTIONS: readonly (readonly [keyof NonNullable<ReturnType<typeof resourceByName>>['permissions'], Label])[] = [
  ['add', ['新增', 'Add']],
  ['edit', ['编辑', 'Edit']],
  ['delete', ['删除', 'Delete']],
  ['export', ['导出', 'Export']],
  ['import', ['导入', 'Import']],
  ['purge', ['彻底删除', 'Purge']],
  ['reveal', ['查看敏感信息', 'Reveal']],
];

function button(pageId: string, action: string, label: Label, code: string, sort: number): MenuNode {
  return { id: `${pageId}#${action}`, label, type: 'button', code, keepAlive: 1, hidden: true, sort, children: [] };
}

/** A sidebar page at an absolute route path (`/guideWork/phoneBook`). */
export function page(path: string, label: Label, options: PageOptions = {}): Draft {
  return (sort) => {
    const id = path.slice(1);
    const def = options.resource ? resourceByName(options.resource) : undefined;
    if (options.resource && !def) throw new Error(`menu ${id}: unknown resource ${options.resource}`);
    const buttons: MenuNode[] = [];
    if (def) {
      const hasSensitive = def.fields.some((f) => f.sensitive);
      for (const [action, actionLabel] of ACTIONS) {
        const code = def.permissions[action];
        if (action === 'reveal' && !hasSensitive) continue;
        if ((action === 'purge') && !def.recycleBin) continue;
        if (code && code !== NOBODY) buttons.push(button(id, action, actionLabel, code, buttons.length + 1));
      }
      for (const t of def.lifecycle?.transitions ?? []) {
        if (t.permission) buttons.push(button(id, t.name, t.label, t.permission, buttons.length + 1));
      }
    }
    for (const [action, actionLabel] of options.buttons ?? []) {
      buttons.push(button(id, action, actionLabel, `${id.replaceAll('/', '_')}_${action}`, buttons.length + 1));
    }
    // An engine page brings the routes of its form, detail and recycle-bin views.
    const engineViews: Draft[] = def
      ? [
          // A read-only list (writes NOBODY's, abroadOverdue) has no form to route to.
          ...(def.permissions.add === NOBODY ? [] : [hiddenPage('Add', [`新增${def.label[0]}`, `New: ${def.label[1]}`])]),
          ...(def.permissions.edit === NOBODY ? [] : [hiddenPage('Edit/{id}', [`编辑${def.label[0]}`, `Edit: ${def.label[1]}`])]),
          hiddenPage('Details/{id}', [`${def.label[0]}详情`, `${def.label[1]}: details`]),
          ...(def.recycleBin ? [hiddenPage('recycle', [`${def.label[0]}回收站`, `${def.label[1]}: recycle bin`])] : []),
        ]
      : [];
    // The spec names some of those views itself (`Add/{id?}`, `Edit/{city}/{id}`): a child given here wins.
    const own = (options.children ?? []).map((draft, i) => draft(engineViews.length + i + 1, path));
    const taken = new Set(own.map((n) => routeKey(n.path!)));
    // A child that is one parameter (专题学习's `{type}`) answers every one-segment address below the page, the
    // engine's Add and recycle among them: its view opens those itself, so that no address has two pages.
    const oneParam = own.some((n) => /^\{\w+\}$/.test(n.path!.slice(path.length + 1)));
    const engine = engineViews
      .map((draft, i) => draft(i + 1, path))
      .filter((n) => !taken.has(routeKey(n.path!)) && !(oneParam && !n.path!.slice(path.length + 1).includes('/')));
    const children = [...engine, ...own];
    return {
      id,
      label,
      type: 'menu',
      path,
      code: def ? def.permissions.view : `${id.replaceAll('/', '_')}_view`,
      ...(options.icon ? { icon: options.icon } : {}),
      // A hidden page is a form or a detail: never cached, as hiddenPage's.
      keepAlive: options.keepAlive ?? (options.hidden ? 1 : 0),
      hidden: options.hidden ?? false,
      sort,
      ...(options.resource ? { resource: options.resource } : {}),
      ...(options.formerly ? { formerNames: options.formerly } : {}),
      children: [...children, ...buttons],
    };
  };
}

/**
 * A page opened from another page (Add, Edit/{id}, Details/{id}): routed, granted with its parent, not
 * listed. `segment` is relative to the parent's path, or absolute when it starts with '/' (the spec's
 * `/system/unitDetail` belongs to `/system/unit` without lying below its path).
 */
export function hiddenPage(segment: string, label: Label, keepAlive: 0 | 1 = 1): Draft {
  return (sort, parentPath) => {
    const path = segment.startsWith('/') ? segment : `${parentPath}/${segment}`;
    return { id: path.slice(1), label, type: 'menu', path, keepAlive, hidden: true, sort, children: [] };
  };
}

/** A top-level group of the top menu (spec: menuName and data); its pages keep their own paths. */
export function group(id: string, label: Label, icon: MenuIcon, pages: readonly Draft[], sort: number): MenuNode {
  return { id, label, type: 'group', icon, keepAlive: 1, hidden: false, sort, children: pages.map((draft, i) => draft(i + 1, '')) };
}

/** Every node of a tree, parents before children. */
export function flatten(nodes: readonly MenuNode[], parentId: string | null = null): (MenuNode & { parentId: string | null })[] {
  return nodes.flatMap((n) => [{ ...n, parentId }, ...flatten(n.children, n.id)]);
}
