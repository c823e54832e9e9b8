/**
 * Which component shows each menu page, by path pattern: a hand-written page where one exists, else the
 * schema-driven crud views for catalogue pages backed by a declared resource (the list at the page's
 * path; its hidden Add, Edit/{id}, Details/{id} and recycle pages), else a page that says it is not built
 * yet. Every page is a lazily imported chunk, loaded on first use or on hover of its menu item; a crud
 * page's chunk comes with its resource's declaration (loadResource), which the shell does not download.
 */
import { createElement, type ComponentType } from 'react';
import { CrudDetail, CrudForm, CrudList, CrudRecycle, type CrudPageProps } from '../crud/index.ts';
import { loadResource } from '../crud/loadResource.ts';
import { CATALOGUE_PAGES } from '../router/catalogue.ts';
import type { PageProps } from '../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../ui/lazyPage.tsx';
import { CADRE_PAGES } from './cadre/pages.ts';
import { SYSTEM_PAGES } from './system/pages.ts';

export interface RegisteredPage {
  Page: ComponentType<PageProps>;
  preload(): Promise<unknown>;
}

/** Hand-written pages of menu routes. Add a page here when it is more than the crud views make. */
const cockpitEntrance = lazyPage<PageProps>(() => import('./dashboard/CockpitEntrancePage.tsx'));
const HAND_WRITTEN: Record<string, LazyPage<PageProps>> = {
  '/cockpitEntrance': cockpitEntrance,
  '/zhijiang/webview': cockpitEntrance,
  ...SYSTEM_PAGES,
  ...CADRE_PAGES,
};

/** The crud view of each engine route, by its path below the resource's page. */
const CRUD_VIEWS: readonly (readonly [suffix: string, view: LazyPage<CrudPageProps>])[] = [
  ['', CrudList],
  ['/Add', CrudForm],
  ['/Edit/{id}', CrudForm],
  ['/Details/{id}', CrudDetail],
  ['/recycle', CrudRecycle],
];

/** A crud view of one resource's page: the view's chunk and the declaration load together. */
function bound(view: LazyPage<CrudPageProps>, resource: string, basePath: string): RegisteredPage {
  const Page = lazyPage<PageProps>(() =>
    Promise.all([view.preload(), loadResource(resource)]).then(([{ default: View }, def]) => ({
      default: ({ params, query }: PageProps) => createElement(View, { resource: def, basePath, params, query }),
    })),
  );
  return { Page, preload: () => Page.preload() };
}

const own = (page: LazyPage<PageProps>): RegisteredPage => ({ Page: page, preload: () => page.preload() });

/** Built once, so that a page keeps one component identity (React would remount it otherwise). */
function buildRegistry(): Map<string, RegisteredPage> {
  const registry = new Map<string, RegisteredPage>();
  const catalogued = new Set(CATALOGUE_PAGES.map((node) => node.path));
  for (const { path, resource } of CATALOGUE_PAGES) {
    if (!resource) continue;
    for (const [suffix, view] of CRUD_VIEWS) {
      const pattern = path + suffix;
      if (catalogued.has(pattern)) registry.set(pattern, bound(view, resource, path));
    }
  }
  for (const [pattern, page] of Object.entries(HAND_WRITTEN)) registry.set(pattern, own(page));
  return registry;
}

const registry = buildRegistry();

const pending = own(lazyPage<PageProps>(() => import('./errors/PendingPage.tsx')));

/** Whether a component is written for a menu route's pattern (a menu group usually has none). */
export function hasPage(pattern: string): boolean {
  return registry.has(pattern);
}

/** The page of a menu route's pattern; the not-built-yet page for one nobody has written. */
export function pageFor(pattern: string): RegisteredPage {
  return registry.get(pattern) ?? pending;
}
