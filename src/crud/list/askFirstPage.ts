/**
 * A declared list's first page, asked for as its page mounts (src/pages/registry.ts) rather than once its view
 * has drawn: the same query as the view's first load (ListPage.tsx), which then takes the answer
 * (src/http/ahead.ts). An address without a query opens the list on no filter, so its first page is asked for
 * at once; the filters of one with a query are the declaration's to read, so that ask waits for it.
 */
import { FIELDS_KEY, LIST_PAGE_FIELDS } from '../../../model/resource/listQuery.ts';
import { resourceApi } from '../../http/api/resource.ts';
import type { Params } from '../../http/query.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { loadedResource, loadResource } from '../loadResource.ts';
import { cleanFilters } from './listFilters.ts';
import { pageFilters } from './useDeclaredList.ts';
import { openingState, type ListState } from './useListState.ts';

/** A page of the list as the list page asks for it: with the fields it shows (the server knows which), not every field the detail page does. */
export function withShownFields(query: Params): Params {
  return { ...query, [FIELDS_KEY]: LIST_PAGE_FIELDS };
}

/** `address`: the page's query, whose filters the list opens with. */
export function askFirstPage(resource: string, address: Readonly<Record<string, string>>): void {
  const ask = ({ current, size }: ListState, filters: Params) => resourceApi(resource).ahead(withShownFields({ ...filters, current, size }));
  if (Object.keys(address).length === 0) {
    ask(openingState({}), {});
    return;
  }
  const withDeclaration = (def: ResourceDef) => {
    const opening = openingState(cleanFilters(def, address));
    ask(opening, pageFilters(def, opening));
  };
  // A declaration already in is read at once: as the page mounts, before its view takes an answer that came
  // ahead, so that the view's taking is not followed by a second ask for the same page.
  const loaded = loadedResource(resource);
  if (loaded) withDeclaration(loaded);
  else loadResource(resource).then(withDeclaration, () => undefined);
}
