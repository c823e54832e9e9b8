/**
 * The shell on happy-dom without a server: a signed-in session set straight into the session store, a
 * menu tree built from the real catalogue the way GET /admin/menu shapes it, a memory location, and
 * `fetch` answering the few calls the shell itself makes (client config, home summary, hand-off code, /info's lists)
 * with what the test sets in `answers`.
 */
import '../helpers/dom.ts';
import { cleanup, configure, render } from '@testing-library/react';
import { pick } from '../../model/i18n/index.ts';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import type { MenuNode } from '../../model/menu/types.ts';
import type { MenuEntry } from '../../src/http/api/admin.ts';
import { memoryLocation, type Loc, type LocationSource } from '../../src/router/location.ts';
import { installLocation } from '../../src/router/navigate.ts';
import { pageCache } from '../../src/router/pageCache.ts';
import { sessionStore, type SessionUser } from '../../src/session/sessionStore.ts';
import { layoutStore } from '../../src/shell/layoutStore.ts';
import { DEFAULT_SETTINGS, settingsStore } from '../../src/shell/settingsStore.ts';
import { HOME_TAG, tagsStore } from '../../src/shell/tagsStore.ts';
import { unsavedPages } from '../../src/shell/useUnsavedChanges.ts';
import Workspace from '../../src/shell/Workspace.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { toastStore } from '../../src/ui/toastStore.ts';
import { settled } from '../helpers/settled.ts';

// The header's menus, popovers and panels download on first use (src/ui/OnDemand.tsx): the first import of
// their Radix code takes over a second on a machine shared with other test runs.
configure({ asyncUtilTimeout: 10_000 });

/** What the stubbed server answers, by path (the envelope's data); anything else is a 404. */
export const answers: Record<string, unknown> = {};
export const requested: string[] = [];

globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://127.0.0.1:8080');
  requested.push(url.pathname);
  const known = Object.hasOwn(answers, url.pathname);
  const body = known ? { code: 0, msg: 'ok', data: answers[url.pathname] } : { code: 1, msg: '资源不存在' };
  return new Response(JSON.stringify(body), { status: known ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
};

export const CLIENT_CONFIG = { portalUrl: '/login', ssoAuthorizeUrl: '', siblings: { pension: '', index: '', cockpit: 'https://cockpit.example/screen' } };
answers['/auth/client-config'] = CLIENT_CONFIG;
// /info's own lists (server/areas/personal): one sign-in, this device.
answers['/lgbsmp/api/v1/personal/loginLog'] = {
  records: [{ id: '1', loginTime: '2026-11-27T01:02:03Z', ip: '10.1.2.3', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0', client: 'pig', method: 'password', result: 'success', reason: null }],
  total: 1, size: 10, current: 1,
};
answers['/lgbsmp/api/v1/personal/sessions'] = [
  { id: 's1', clientId: 'pig', method: 'password', ip: '10.1.2.3', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0', createdAt: '2026-11-27T01:02:03Z', lastSeenAt: '2026-11-27T01:02:03Z', current: true },
];
answers['/lgbsmp/api/v1/home/summary'] = {
  counts: [],
  latest: { resource: 'policyDocument', available: false },
};
answers['/lgbsmp/api/v1/home/items'] = { kinds: [], asOf: '2025-03-01T02:00:00.000Z' };
answers['/lgbsmp/api/v1/homeShared'] = { records: [] };
answers['/lgbsmp/api/v1/home/figures'] = { groups: [], asOf: '2025-03-01T02:00:00.000Z' };
answers['/lgbsmp/api/v1/homePoststation'] = { records: [] };
// The cockpit (/cockpitEntrance), as a user who may view none of its figures sees it (server/areas/cockpit).
answers['/lgbsmp/api/v1/lgbcount'] = null;
answers['/lgbsmp/api/v1/lgbNyCount'] = null;
answers['/lgbsmp/api/v1/workStatistics/sss'] = null;
answers['/lgbsmp/api/v1/monitoring-center'] = {
  asOf: '2025-03-01T02:00:00.000Z', city: null, byCity: [], byState: [],
  figures: { cadres: null, workRecords: null, volunteers: null, serviceHours: null, lecturers: null, lectures: null, talents: null, activities: null, news: null },
  trend: { months: [], activities: [], lectures: [], news: [] },
};
// Two kinds of home items the shell's tests open (server/areas/home/homeItems.ts declares the real ones).
answers['/lgbsmp/api/v1/home/items/notice'] = {
  kind: { type: 'notice', group: 'read', label: 'home.type.notice', areaPage: '/informationPublish/notice/detail' }, total: 0, size: 10, current: 1, records: [],
};
answers['/lgbsmp/api/v1/home/items/birthday'] = {
  kind: { type: 'birthday', group: 'remind', label: 'home.type.birthday', areaPage: '/retiredVeteranCadres/birthdayReminder' }, total: 0, size: 10, current: 1, records: [],
};

/** A catalogue node as the menu endpoint answers it. */
function toEntry(node: MenuNode, parentId: string, group: string, keep: (node: MenuNode) => boolean): MenuEntry {
  const children = node.children.filter(keep).map((child) => toEntry(child, node.id, group, keep));
  return {
    id: node.id, parentId, children, icon: node.icon ?? '', name: pick('zh-CN', node.label), label: pick('zh-CN', node.label),
    path: node.path ?? '', keepAlive: String(node.keepAlive), code: node.code ?? '', type: node.type, sort: node.sort,
    hasChildren: children.length > 0, hidden: node.hidden, spread: false, group, query: '', resource: node.resource ?? '',
    meta: { labelEn: pick('en-US', node.label) },
  };
}

/** The menu tree of a user granted these catalogue pages (by id), with their groups, parents and hidden pages. */
export function catalogueMenu(pageIds: readonly string[]): MenuEntry[] {
  const all = flatten(MENU_CATALOGUE);
  const parentOf = new Map(all.map((n) => [n.id, n.parentId]));
  const granted = new Set<string>();
  for (const id of pageIds) {
    const node = all.find((n) => n.id === id);
    if (!node) throw new Error(`no catalogue page ${id}`);
    for (const below of flatten([node])) if (below.type !== 'button') granted.add(below.id);
    for (let up = parentOf.get(id); up; up = parentOf.get(up)) granted.add(up);
  }
  const keep = (node: MenuNode) => granted.has(node.id);
  return MENU_CATALOGUE.filter(keep).map((group) => toEntry(group, '-1', group.id, keep));
}

/** Names of every entry of a tree (what authorityList holds for it). */
export function namesOf(menu: readonly MenuEntry[]): string[] {
  return menu.flatMap((entry) => [entry.name, ...namesOf(entry.children ?? [])]);
}

export const HANGZHOU = { id: '330100', organizationName: '杭州市委老干部局', city: '杭州市', cityCode: '330100' };

export function signedIn(menu: MenuEntry[], user: Partial<SessionUser> = {}): SessionUser {
  const full: SessionUser = {
    userId: 'user-test', userName: 'tester', name: '测试员', avatar: null, organization: HANGZHOU, roleIdList: ['role-city-admin'],
    authorityList: namesOf(menu), deptList: [], roleList: [], permissions: [], ...user,
  };
  sessionStore.setState({ status: 'signedIn', user: full, menu, permissions: new Set(), locked: false, deptId: null });
  return full;
}

export interface Opened {
  location: LocationSource & { history: Loc[] };
  path(): string;
}

/** Renders the workspace (and the confirmation host) at an address. */
export function openShell(at: string): Opened {
  const location = memoryLocation(at);
  installLocation(location);
  render(
    <>
      <Workspace />
      <ConfirmHost />
    </>,
  );
  return { location, path: () => location.get().path + location.get().search };
}

/**
 * Between tests: nothing rendered, nothing cached, no tags, default settings, nothing stored. A page the
 * test opened but did not look at finishes downloading first: its chunk would otherwise arrive after the
 * test, outside act().
 */
export async function resetShell(): Promise<void> {
  await settled();
  cleanup();
  pageCache.drop(pageCache.store.getState().pages.map((page) => page.key));
  pageCache.store.setState({ pages: [], shownAt: {}, current: null, generations: {} });
  tagsStore.setState([HOME_TAG]);
  unsavedPages.setState(new Set());
  settingsStore.setState(DEFAULT_SETTINGS);
  layoutStore.setState({ collapsed: false, group: null });
  toastStore.setState({ toasts: [] });
  requested.length = 0;
  localStorage.clear();
  sessionStorage.clear();
}
