/** The hand-written page of 关心下一代 (docs/careChild.md), by menu path pattern; registry.ts merges it. */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const CARE_CHILD_PAGES: Record<string, LazyPage<PageProps>> = {
  '/careChild/organization': lazyPage<PageProps>(() => import('./CommitteePage.tsx')),
};
