/**
 * A declared list's first page, asked for as its page mounts (src/pages/registry.ts) rather than once its view
 * has drawn: the same query as the view's first load (ListPage.tsx), which then takes the answer
 * (src/http/ahead.ts). A list opened on the reviewer's queue is not asked ahead.
 */
import { FIELDS_KEY, listPageFields } from '../../../model/resource/listQuery.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { resourceApi } from '../../http/api/resource.ts';
import type { Params } from '../../http/query.ts';
import { cleanFilters } from './listFilters.ts';
import { pageFilters } from './useDeclaredList.ts';
import { openingState } from './useListState.ts';

/** A page of the list as the list page asks for it: with the fields it shows, not every field the detail page does. */
export function withShownFields(def: ResourceDef, query: Params): Params {
  return { ...query, [FIELDS_KEY]: listPageFields(def).join() };
}

/** `address`: the page's query, whose filters the list opens with. */
export function askFirstPage(def: ResourceDef, address: Readonly<Record<string, string>>): void {
  const state = openingState(cleanFilters(def, address));
  resourceApi(def.name).ahead(withShownFields(def, { ...pageFilters(def, state), current: state.current, size: state.size }));
}
