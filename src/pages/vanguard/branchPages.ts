/** The hand-written pages of the party branches of 银龄先锋 (docs/vanguard.md), by menu path pattern; registry.ts merges them. */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this area: its chunk and the area's texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/vanguardBranchArea.ts') });

export const VANGUARD_BRANCH_PAGES: Record<string, LazyPage<PageProps>> = {
  '/vanguard/information/detail/{id}/{userId}': page(() => import('./MemberDetailPage.tsx')),
  '/vanguard/information/termDue': page(() => import('./TermDuePage.tsx')),
  '/vanguard/attendance/missing': page(() => import('./MeetingGapsPage.tsx')),
  '/vanguard/partyDues/detail': page(() => import('./DuesGridPage.tsx')),
};
