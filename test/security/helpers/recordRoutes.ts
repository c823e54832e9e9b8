/**
 * The routes of the route table that act on one record of a list, for the cross-city attempts: every route
 * below the list's path with a parameter (for `A/recycle` and `A/batches`, below `A`), and the bulk deletes and
 * purges at the list's own path and `recycle` (DELETE with the ids in the body), deletions last. A route's
 * parameters come from the record: the first one directly below the path names the record itself; `field` (a
 * sensitive field to reveal) is one of the declaration's; any other is the record's own value of that name,
 * from its row in the seeded tables when it has one (the list masks what reveal unmasks).
 */
import { columnOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { API } from '../../../server/engine/api.ts';
import type { RouteInfo } from './fuzzInputs.ts';

/** A record's id as its list gives it (a session of the online list is its `sessionId`). */
export const recordId = (record: Record<string, unknown>) => String(record.id ?? record.sessionId);

export interface RecordRoute {
  route: RouteInfo;
  /** The request target with every parameter filled, or undefined when the record has no value for one. */
  target: string | undefined;
  /** Whether the record's id goes in the body (a bulk delete or purge). */
  bulk: boolean;
}

/** Lists whose records are acted on elsewhere: an attachment of the attachments list is read at `file/{id}`. */
const ACTED_AT: Record<string, string> = { fileinformation: 'file' };

/** The paths below which a list's records are acted on: its own, and `A` for lists `A/recycle`, `A/batches`. */
function recordBases(list: string): string[] {
  const [first, ...rest] = list.split('/');
  return [list, ...(rest.length ? [first!] : []), ...(ACTED_AT[list] ? [ACTED_AT[list]] : [])];
}

export function recordRoutes(
  routes: readonly RouteInfo[],
  list: string,
  record: Record<string, unknown>,
  row: Record<string, unknown> | undefined,
  def: ResourceDef | undefined,
): RecordRoute[] {
  const out: RecordRoute[] = [];
  const id = recordId(record);
  const base = list.split('/')[0]!;
  for (const route of routes) {
    if (route.pattern === `${API}/${base}` || route.pattern === `${API}/${base}/recycle`) {
      if (route.method === 'DELETE') out.push({ route, target: route.pattern, bulk: true });
      continue;
    }
    const under = recordBases(list).find((b) => route.pattern.startsWith(`${API}/${b}/{`) || (b === list && route.pattern.startsWith(`${API}/${b}/`)));
    if (!under || !route.pattern.includes('{')) continue;
    let filled = true;
    const target = route.pattern.replace(/\{(\w+)\}/g, (whole, name: string, at: number) => {
      const value =
        at === `${API}/${under}/`.length ? id
        : name === 'field' ? def?.fields.find((f) => f.sensitive)?.name
        : row && def?.fields.some((f) => f.name === name) ? row[columnOf(def.fields.find((f) => f.name === name)!)]
        : record[name];
      if (value === undefined || value === null) filled = false;
      return encodeURIComponent(String(value));
    });
    out.push({ route, target: filled ? target : undefined, bulk: false });
  }
  // Reads and changes first, deletions last: each attempt meets the record as it was, should one succeed.
  const rank = (r: RecordRoute) => (r.bulk ? 2 : r.route.method === 'DELETE' ? 1 : 0);
  return out.sort((a, b) => rank(a) - rank(b));
}
