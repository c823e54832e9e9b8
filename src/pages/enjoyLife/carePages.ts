/**
 * The hand-written pages of 银龄乐享's services and content (docs/enjoyLife.md, "养老服务与学习内容"), by menu
 * path pattern; their other pages are the crud views of their declarations.
 */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const ENJOY_LIFE_CARE_PAGES: Record<string, LazyPage<PageProps>> = {
  '/enjoyLife/OnePersonOneStrategy': lazyPage<PageProps>(() => import('./CarePlanListPage.tsx')),
  '/enjoyLife/OnePersonOneStrategy/Add/{id}': lazyPage<PageProps>(() => import('./CarePlanAddPage.tsx')),
  '/enjoyLife/OnePersonOneStrategy/exportRecord': lazyPage<PageProps>(() => import('./CarePlanExportsPage.tsx')),
  '/enjoyLife/projectLearning/{type}': lazyPage<PageProps>(() => import('./TopicStudyPage.tsx')),
};
