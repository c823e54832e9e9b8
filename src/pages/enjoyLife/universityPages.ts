/** The hand-written pages of 银龄乐享's universities and points (docs/enjoyLife.md), by menu path pattern; registry.ts merges them. */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const ENJOY_LIFE_UNIVERSITY_PAGES: Record<string, LazyPage<PageProps>> = {
  '/enjoyLife/smartCampus': lazyPage<PageProps>(() => import('./SmartCampusPage.tsx')),
  '/enjoyLife/integral': lazyPage<PageProps>(() => import('./IntegralPage.tsx')),
};
