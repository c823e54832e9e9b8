/** The hand-written pages of 工作记录 (/workRecord), by menu path pattern; its records are the crud views. */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this area: its chunk and the area's texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/workRecordArea.ts') });

export const WORK_RECORD_PAGES: Record<string, LazyPage<PageProps>> = {
  '/workRecord/statistics': page(() => import('./WorkStatisticsPage.tsx')),
};
