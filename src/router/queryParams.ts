/** An address's query as parameters (`type=2` → { type: '2' }). Its own module: the boot code needs it, not the menu index. */
import type { Params } from '../../model/path.ts';

export function queryParams(search: string): Params {
  // Most menu entries have no query, and a URLSearchParams is not free for each of hundreds.
  return search ? Object.fromEntries(new URLSearchParams(search)) : {};
}
