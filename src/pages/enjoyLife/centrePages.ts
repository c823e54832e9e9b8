/**
 * The hand-written pages of 银龄乐享's activity centres and activities (docs/enjoyLife.md "活动中心与活动"), by
 * menu path pattern; registry.ts merges them. Their records are the crud views.
 */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const ENJOY_LIFE_CENTRE_PAGES: Record<string, LazyPage<PageProps>> = {
  '/enjoyLife/activitylist/{id}': lazyPage<PageProps>(() => import('./CentreActivitiesPage.tsx')),
  '/enjoyLife/activitystatistics': lazyPage<PageProps>(() => import('./ActivityStatisticsPage.tsx')),
  '/enjoyLife/activityCenteCollection': lazyPage<PageProps>(() => import('./CentreSummaryPage.tsx')),
  '/enjoyLife/activityLookRound': lazyPage<PageProps>(() => import('./ActivityGalleryPage.tsx')),
};
