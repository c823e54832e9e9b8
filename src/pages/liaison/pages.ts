/** The hand-written pages of 工作联络 (docs/liaison.md), by menu path pattern; registry.ts merges them. */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const LIAISON_PAGES: Record<string, LazyPage<PageProps>> = {
  '/guideWork/annualReport': lazyPage<PageProps>(() => import('./AnnualReportListPage.tsx')),
  '/guideWork/annualReport/auto': lazyPage<PageProps>(() => import('./AnnualReportAutoPage.tsx')),
  '/officerGroup/city': lazyPage<PageProps>(() => import('./OfficerTeamPage.tsx').then((m) => ({ default: m.CityTeamPage }))),
  '/officerGroup/directlySubordinate': lazyPage<PageProps>(() => import('./OfficerTeamPage.tsx').then((m) => ({ default: m.ProvinceTeamPage }))),
};
