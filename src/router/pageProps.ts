/** What the router gives every page: the `{params}` of its path pattern and the query of its address. */
import type { Params } from '../../model/path.ts';

export interface PageProps {
  params: Params;
  query: Params;
}
