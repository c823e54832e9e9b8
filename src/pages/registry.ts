/**
 * Which component shows each menu page, by path pattern: a hand-written page where one exists, else the
 * schema-driven crud views for pages backed by a declared resource (the list at the page's path; its hidden
 * Add, Edit/{id}, Details/{id} and recycle pages), else a page that says it is not built yet. Which resource
 * a page shows comes from the user's menu (`MenuIndex.resources`, the entries' `resource`), not from the
 * catalogue, which the shell does not download. Every page is a lazily imported chunk, loaded on first use or
 * on hover of its menu item; a crud page's chunk comes with its resource's declaration (loadResource).
 */
import { createElement, type ComponentType } from 'react';
import { CrudDetail, CrudForm, CrudList, CrudRecycle, type CrudPageProps } from '../crud/index.ts';
import { askFirstPage } from '../crud/list/askFirstPage.ts';
import { loadResource } from '../crud/loadResource.ts';
import type { PageProps } from '../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../ui/lazyPage.tsx';
import { CADRE_PAGES } from './cadre/pages.ts';
import { CARE_CHILD_PAGES } from './careChild/pages.ts';
import { ENJOY_LIFE_CARE_PAGES } from './enjoyLife/carePages.ts';
import { ENJOY_LIFE_UNIVERSITY_PAGES } from './enjoyLife/universityPages.ts';
import { ENJOY_LIFE_CENTRE_PAGES } from './enjoyLife/centrePages.ts';
import { INFORMATION_PUBLISH_PAGES } from './informationPublish/pages.ts';
import { LIAISON_PAGES } from './liaison/pages.ts';
import { SYSTEM_PAGES } from './system/pages.ts';
import { WORK_RECORD_PAGES } from './workRecord/pages.ts';
import { VANGUARD_BRANCH_PAGES } from './vanguard/branchPages.ts';
import { ZHIJIANG_TALENT_PAGES } from './zhijiangTalent/pages.ts';
import { VANGUARD_REST_PAGES } from './vanguard/restPages.ts';

export interface RegisteredPage {
  Page: ComponentType<PageProps>;
  preload(): Promise<unknown>;
  /** Asks for what the page shows first (a list's first page), as the page does when it mounts. */
  ahead?(props: PageProps): void;
}

/** Hand-written pages of menu routes. Add a page here when it is more than the crud views make. */
const HAND_WRITTEN: Record<string, LazyPage<PageProps>> = {
  '/cockpitEntrance': lazyPage<PageProps>(() => import('./dashboard/CockpitEntrancePage.tsx')),
  '/zhijiang/webview': lazyPage<PageProps>(() => import('./dashboard/ZhijiangWebviewPage.tsx')),
  ...SYSTEM_PAGES,
  ...CADRE_PAGES,
  ...WORK_RECORD_PAGES,
  ...INFORMATION_PUBLISH_PAGES,
  ...VANGUARD_BRANCH_PAGES,
  ...LIAISON_PAGES,
  ...CARE_CHILD_PAGES,
  ...ENJOY_LIFE_CARE_PAGES,
  ...ZHIJIANG_TALENT_PAGES,
  ...ENJOY_LIFE_UNIVERSITY_PAGES,
  ...VANGUARD_REST_PAGES,
  ...ENJOY_LIFE_CENTRE_PAGES,
};

/** The crud view of each engine route, by its path below the resource's page; `props` fixed for that route. */
/** What a route fixes of its view's props; `idInQuery`: the record's id comes as `?id=` (银耀之江's edit and detail). */
type Fixed = Partial<CrudPageProps> & { idInQuery?: boolean };

const CRUD_VIEWS: readonly (readonly [suffix: string, view: LazyPage<CrudPageProps>, props?: Fixed])[] = [
  ['', CrudList],
  ['/Add', CrudForm],
  // The spec names the new-branch form of 支部信息 dialogAdd.
  ['/dialogAdd', CrudForm],
  ['/Edit/{id}', CrudForm],
  // The spec's Edit of a cadre's record names the cadre too (工作记录: Edit/{id}/{userId}); the record says it.
  ['/Edit/{id}/{userId}', CrudForm],
  ['/Details/{id}', CrudDetail],
  ['/recycle', CrudRecycle],
  // The spec's names of the same views for 银龄先锋's reviewed content (docs/vanguard.md): a {type} the
  // record holds itself, and an Add that edits when given an id.
  ['/Add/{type}', CrudForm],
  ['/Add/{id?}', CrudForm],
  // 工作联络's staff teams name their form add (docs/liaison.md).
  ['/add', CrudForm],
  ['/Edit/{type}/{id}', CrudForm],
  ['/edit/{id}/{type}', CrudForm],
  ['/Details/{type}/{id}', CrudDetail],
  // 党费收缴's edit/{id}; 骨干队伍's detail/{id}; 党建阵地's and 教育基地's details/{city}/{id} and Edit/{city}/{id} (the record says its city).
  ['/edit/{id}', CrudForm],
  ['/detail/{id}', CrudDetail],
  ['/details/{city}/{id}', CrudDetail],
  ['/Edit/{city}/{id}', CrudForm],
  // 党史学习教育's review page: its list opened on the reviewer's queue, and lectures' and discussions' views.
  ['/Audit', CrudList, { queue: true }],
  ['/Audit/lectureAdd', CrudForm, { query: { type: '1' } }],
  ['/Audit/discussionAdd', CrudForm, { query: { type: '2' } }],
  ['/Audit/lectureEdit/{id}', CrudForm],
  ['/Audit/discussionEdit/{id}', CrudForm],
  ['/Audit/lectureDetail/{id}', CrudDetail],
  ['/Audit/discussionDetail/{id}', CrudDetail],
  ['/Audit/lectureExamine/{id}', CrudDetail],
  ['/Audit/discussionExamine/{id}', CrudDetail],
  // 银耀之江's names of the same views (docs/zhijiang.md): add, and edit and detail with the record's id in the query.
  ['/add', CrudForm],
  ['/edit', CrudForm, { idInQuery: true }],
  ['/detail', CrudDetail, { idInQuery: true }],
  // 作品征集's and 题库管理's review page: the record's detail, where the reviewer's moves are.
  ['/approval/{id}', CrudDetail],
];

/** A list's first page, asked for as its page mounts, beside the view's code and the declaration. */
function askedAhead(resource: string, fixed: Fixed): ((props: PageProps) => void) | undefined {
  if (fixed.queue) return undefined;
  return ({ query }) => askFirstPage(resource, { ...fixed.query, ...query });
}

/** A crud view of one resource's page: the view's chunk and the declaration load together. */
function bound(view: LazyPage<CrudPageProps>, resource: string, basePath: string, { idInQuery, ...fixed }: Fixed = {}): RegisteredPage {
  const ahead = view === CrudList ? askedAhead(resource, fixed) : undefined;
  const Page = lazyPage<PageProps>(
    () =>
      Promise.all([view.preload(), loadResource(resource)]).then(([{ default: View }, def]) => ({
        default: ({ params, query }: PageProps) =>
          createElement(View, { ...fixed, resource: def, basePath, params: idInQuery && query?.id ? { ...params, id: query.id } : params, query: { ...fixed.query, ...query } }),
      })),
    { ahead },
  );
  return { Page, preload: () => Page.preload(), ahead };
}

const own = (page: LazyPage<PageProps>): RegisteredPage => ({ Page: page, preload: () => page.preload() });

const handWritten = new Map(Object.entries(HAND_WRITTEN).map(([pattern, page]) => [pattern, own(page)]));

/** Made once per pattern and resource, so that a page keeps one component identity (React would remount it otherwise). */
const crudPages = new Map<string, RegisteredPage>();

/** The crud view of a pattern below (or at) a page that shows a resource, when there is one. */
function crudPage(pattern: string, resources: ReadonlyMap<string, string>): RegisteredPage | undefined {
  for (const [suffix, view, fixed] of CRUD_VIEWS) {
    if (!pattern.endsWith(suffix)) continue;
    const basePath = pattern.slice(0, pattern.length - suffix.length);
    const resource = resources.get(basePath);
    if (!resource) continue;
    const key = `${pattern} ${resource}`;
    let page = crudPages.get(key);
    if (!page) crudPages.set(key, (page = bound(view, resource, basePath, fixed)));
    return page;
  }
  return undefined;
}

const pending = own(lazyPage<PageProps>(() => import('./errors/PendingPage.tsx')));

/**
 * Whether a component is written for a pattern of the user's menu (a menu group usually has none);
 * `resources`: which resource each of its pages shows (`MenuIndex.resources`).
 */
export function hasPage(pattern: string, resources: ReadonlyMap<string, string>): boolean {
  return handWritten.has(pattern) || crudPage(pattern, resources) !== undefined;
}

/** The page of a pattern of the user's menu; the not-built-yet page for one nobody has written. */
export function pageFor(pattern: string, resources: ReadonlyMap<string, string>): RegisteredPage {
  return handWritten.get(pattern) ?? crudPage(pattern, resources) ?? pending;
}
