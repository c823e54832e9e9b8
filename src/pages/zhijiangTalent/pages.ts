/**
 * The hand-written pages of 银龄人才申报 (docs/zhijiang.md), by menu path pattern; registry.ts merges them. The
 * applications' list, form and queue are the crud views of `talentDeclare`, opened with this area's links.
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this area: its chunk and the area's texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/zhijiangTalentArea.ts') });

const detail = page(() => import('./TalentDetailPage.tsx'));

export const ZHIJIANG_TALENT_PAGES: Record<string, LazyPage<PageProps>> = {
  '/zhijiang/personnel': page(() => import('./TalentListPage.tsx')),
  '/zhijiang/personnel/declare': page(() => import('./TalentDeclarePage.tsx')),
  '/zhijiang/personnel/approving': page(() => import('./TalentApprovingPage.tsx')),
  '/zhijiang/personnel/count': page(() => import('./TalentCountPage.tsx')),
  '/zhijiang/personnel/config': page(() => import('./TalentConfigPage.tsx')),
  '/zhijiang/personnel/detail': detail,
  '/zhijiang/personnel/detail1': detail,
  '/zhijiang/personnel/detail2': detail,
  '/zhijiang/personnel/approvingdetail': detail,
};
