/** The hand-written pages of the cadre archive (/retiredCadres, /retiredVeteranCadres), by menu path pattern. */
import type { PageProps } from '../../router/pageProps.ts';
import type { LazyPage } from '../../ui/lazyPage.tsx';

export const CADRE_PAGES: Record<string, LazyPage<PageProps>> = {};
