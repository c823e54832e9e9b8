/**
 * Where a home item opens: a record of its kind's resource, home's detail page (/home/homeDetails/{id}/{type});
 * an item the area handles on a page of its own, that page; a showcase record, its resource's detail page
 * when the user holds it; otherwise nowhere (shown as text).
 */
import type { MenuIndex } from '../../router/menuIndex.ts';
import { pagesShowing } from '../../router/menuIndex.ts';
import type { HomeItem, HomeKind } from '../../../model/home.ts';

export function itemPath(kind: Pick<HomeKind, 'type' | 'resource'>, item: HomeItem, index: MenuIndex): string | undefined {
  if (kind.resource) return `/home/homeDetails/${encodeURIComponent(item.id)}/${encodeURIComponent(kind.type)}`;
  if (item.link) return item.link;
  const page = item.resource ? pagesShowing(index, item.resource)[0] : undefined;
  return page ? `${page}/Details/${encodeURIComponent(item.id)}` : undefined;
}
