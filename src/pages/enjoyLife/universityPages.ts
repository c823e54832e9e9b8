/** The hand-written pages of 银龄乐享's universities and points (docs/enjoyLife.md), by menu path pattern; registry.ts merges them. */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this part: its chunk and its texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/enjoyLifeUniversityArea.ts') });

export const ENJOY_LIFE_UNIVERSITY_PAGES: Record<string, LazyPage<PageProps>> = {
  '/enjoyLife/smartCampus': page(() => import('./SmartCampusPage.tsx')),
  '/enjoyLife/integral': page(() => import('./IntegralPage.tsx')),
};
