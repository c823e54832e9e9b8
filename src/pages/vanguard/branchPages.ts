/** The hand-written pages of the party branches of 银龄先锋 (docs/vanguard.md), by menu path pattern; registry.ts merges them. */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const VANGUARD_BRANCH_PAGES: Record<string, LazyPage<PageProps>> = {
  '/vanguard/information/detail/{id}/{userId}': lazyPage<PageProps>(() => import('./MemberDetailPage.tsx')),
  '/vanguard/information/termDue': lazyPage<PageProps>(() => import('./TermDuePage.tsx')),
  '/vanguard/attendance/missing': lazyPage<PageProps>(() => import('./MeetingGapsPage.tsx')),
  '/vanguard/partyDues/detail': lazyPage<PageProps>(() => import('./DuesGridPage.tsx')),
};
