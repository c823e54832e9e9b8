/** The hand-written pages of 工作记录 (/workRecord), by menu path pattern; its records are the crud views. */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const WORK_RECORD_PAGES: Record<string, LazyPage<PageProps>> = {
  '/workRecord/statistics': lazyPage<PageProps>(() => import('./WorkStatisticsPage.tsx')),
};
