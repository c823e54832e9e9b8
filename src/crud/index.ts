/**
 * The crud views of a declared resource, each a lazily loaded page with props { resource, basePath, params }
 * (pageProps.ts); the shell mounts them for every catalogue page with a `resource`: the list at basePath,
 * the form at basePath/Add and basePath/Edit/{id}, the detail at basePath/Details/{id}, the recycle bin at
 * basePath/recycle.
 */
import { lazyPage } from '../ui/lazyPage.tsx';
import type { CrudPageProps } from './pageProps.ts';

export type { CrudPageProps } from './pageProps.ts';

export const CrudList = lazyPage<CrudPageProps>(() => import('./list/ListPage.tsx'));
export const CrudForm = lazyPage<CrudPageProps>(() => import('./form/FormPage.tsx'));
export const CrudDetail = lazyPage<CrudPageProps>(() => import('./detail/DetailPage.tsx'));
export const CrudRecycle = lazyPage<CrudPageProps>(() => import('./recycle/RecyclePage.tsx'));
