/** A page anyone may open, on its own (outside the shell), titled `page - product`. */
import { useLayoutEffect, type ComponentType } from 'react';
import { useT } from '../i18n/locale.ts';
import type { PageProps } from './pageProps.ts';
import { queryParams } from './queryParams.ts';
import { platform } from '../../model/i18n/platform.ts';
import { router } from '../../model/i18n/router.ts';

export interface OpenRoute {
  page: ComponentType<PageProps>;
  title: keyof typeof router;
}

export function PublicPage({ route, params, search }: { route: OpenRoute; params: PageProps['params']; search: string }) {
  const t = useT(platform, router);
  useLayoutEffect(() => {
    document.title = `${t(route.title)} - ${t('product.title')}`;
  }, [route, t]);
  return <route.page params={params} query={queryParams(search)} />;
}
