/**
 * The hand-written pages of 银龄人才申报 (docs/zhijiang.md), by menu path pattern; registry.ts merges them. The
 * applications' list, form and queue are the crud views of `talentDeclare`, opened with this area's links.
 */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

const detail = lazyPage<PageProps>(() => import('./TalentDetailPage.tsx'));

export const ZHIJIANG_TALENT_PAGES: Record<string, LazyPage<PageProps>> = {
  '/zhijiang/personnel': lazyPage<PageProps>(() => import('./TalentListPage.tsx')),
  '/zhijiang/personnel/declare': lazyPage<PageProps>(() => import('./TalentDeclarePage.tsx')),
  '/zhijiang/personnel/approving': lazyPage<PageProps>(() => import('./TalentApprovingPage.tsx')),
  '/zhijiang/personnel/count': lazyPage<PageProps>(() => import('./TalentCountPage.tsx')),
  '/zhijiang/personnel/config': lazyPage<PageProps>(() => import('./TalentConfigPage.tsx')),
  '/zhijiang/personnel/detail': detail,
  '/zhijiang/personnel/detail1': detail,
  '/zhijiang/personnel/detail2': detail,
  '/zhijiang/personnel/approvingdetail': detail,
};
