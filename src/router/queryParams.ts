/** An address's query as parameters (`type=2` → { type: '2' }). Its own module: the boot code needs it, not the menu index. */
import type { Params } from '../../model/path.ts';

export function queryParams(search: string): Params {
  return Object.fromEntries(new URLSearchParams(search));
}
