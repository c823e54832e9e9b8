/** The hand-written pages of System (/system), by menu path pattern; registry.ts merges them. */
import type { PageProps } from '../../router/pageProps.ts';
import type { LazyPage } from '../../ui/lazyPage.tsx';

export const SYSTEM_PAGES: Record<string, LazyPage<PageProps>> = {};
