/**
 * A crud view of a resource at one of the spec's own addresses, whose path parameters say what the view
 * starts from: 党建阵地's `table/{city}` is the list of the city's sites, `addView/{city}` the form starting in
 * that city, `appointment/{id}` the base's appointments. The views are the engine's (src/crud), the address's
 * parameters become the query they already read (filters of a list, starting values of a form).
 */
import { createElement } from 'react';
import { CrudDetail, CrudForm, CrudList, type CrudPageProps } from '../../crud/index.ts';
import { loadResource } from '../../crud/loadResource.ts';
import type { Params } from '../../../model/path.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

const VIEWS = { list: CrudList, form: CrudForm, detail: CrudDetail } as const;

export interface CrudViewAt {
  view: keyof typeof VIEWS;
  resource: string;
  /** The resource's own page, below which its views lie (the list a form returns to). */
  basePath: string;
  /** The query the view starts from, given the address's parameters. */
  query?: (params: Params) => Params;
  /** The list only: where a record's title and 详情 lead, given the address's parameters. */
  detailPath?: (params: Params) => (id: string) => string;
}

export function crudViewAt({ view, resource, basePath, query, detailPath }: CrudViewAt): LazyPage<PageProps> {
  const View = VIEWS[view];
  return lazyPage<PageProps>(() =>
    Promise.all([View.preload(), loadResource(resource)]).then(([{ default: Page }, def]) => ({
      default: ({ params, query: address }: PageProps) =>
        createElement<CrudPageProps>(Page, {
          resource: def,
          basePath,
          params,
          query: { ...address, ...query?.(params) },
          ...(detailPath ? { detailPath: detailPath(params) } : {}),
        }),
    })),
  );
}
