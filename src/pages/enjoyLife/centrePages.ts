/**
 * The hand-written pages of 银龄乐享's activity centres and activities (docs/enjoyLife.md "活动中心与活动"), by
 * menu path pattern; registry.ts merges them. Their records are the crud views.
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this part: its chunk and its texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/enjoyLifeCentreArea.ts') });

export const ENJOY_LIFE_CENTRE_PAGES: Record<string, LazyPage<PageProps>> = {
  '/enjoyLife/activitylist/{id}': page(() => import('./CentreActivitiesPage.tsx')),
  '/enjoyLife/activitystatistics': page(() => import('./ActivityStatisticsPage.tsx')),
  '/enjoyLife/activityCenteCollection': page(() => import('./CentreSummaryPage.tsx')),
  '/enjoyLife/activityLookRound': page(() => import('./ActivityGalleryPage.tsx')),
};
