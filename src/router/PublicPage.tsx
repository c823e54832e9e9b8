/** A page anyone may open, on its own (outside the shell), titled `page - product`. */
import { useLayoutEffect, type ComponentType } from 'react';
import type { MessageKey } from '../../model/i18n/index.ts';
import { useT } from '../i18n/locale.ts';
import type { PageProps } from './pageProps.ts';
import { queryParams } from './queryParams.ts';

export interface OpenRoute {
  page: ComponentType<PageProps>;
  title: MessageKey;
}

export function PublicPage({ route, params, search }: { route: OpenRoute; params: PageProps['params']; search: string }) {
  const t = useT();
  useLayoutEffect(() => {
    document.title = `${t(route.title)} - ${t('product.title')}`;
  }, [route, t]);
  return <route.page params={params} query={queryParams(search)} />;
}
