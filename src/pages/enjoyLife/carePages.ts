/**
 * The hand-written pages of 银龄乐享's services and content (docs/enjoyLife.md, "养老服务与学习内容"), by menu
 * path pattern; their other pages are the crud views of their declarations.
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this part: its chunk and its texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/enjoyLifeCareArea.ts') });

export const ENJOY_LIFE_CARE_PAGES: Record<string, LazyPage<PageProps>> = {
  '/enjoyLife/OnePersonOneStrategy': page(() => import('./CarePlanListPage.tsx')),
  '/enjoyLife/OnePersonOneStrategy/Add/{id}': page(() => import('./CarePlanAddPage.tsx')),
  '/enjoyLife/OnePersonOneStrategy/exportRecord': page(() => import('./CarePlanExportsPage.tsx')),
  '/enjoyLife/projectLearning/{type}': page(() => import('./TopicStudyPage.tsx')),
};
