/** The hand-written pages of 工作联络 (docs/liaison.md), by menu path pattern; registry.ts merges them. */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this area: its chunk and the area's texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/liaisonArea.ts') });

export const LIAISON_PAGES: Record<string, LazyPage<PageProps>> = {
  '/guideWork/annualReport': page(() => import('./AnnualReportListPage.tsx')),
  '/guideWork/annualReport/auto': page(() => import('./AnnualReportAutoPage.tsx')),
  '/officerGroup/city': page(() => import('./OfficerTeamPage.tsx').then((m) => ({ default: m.CityTeamPage }))),
  '/officerGroup/directlySubordinate': page(() => import('./OfficerTeamPage.tsx').then((m) => ({ default: m.ProvinceTeamPage }))),
};
