/**
 * 回收站 (appman): deleted cadres with how many records of each kind their archives hold. A deleted
 * cadre's sub-records stay as they were (out of every list, since their scope needs a live cadre), so
 * the engine's restore (PUT cadre/{id}/restore) brings the whole archive back and its purge (DELETE
 * cadre/{id}/purge) removes the whole archive through the foreign keys.
 */
import { CADRE_SUB_RECORDS } from '../../../model/resources/cadreResources.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Page } from '../../../model/wire.ts';
import type { Principal } from '../auth/principal.ts';
import { ident } from '../../db/db.ts';
import { listRecords, type ReadDeps } from '../../engine/read.ts';
import type { WireRecord } from '../../engine/records.ts';

export async function deletedCadres(deps: ReadDeps, principal: Principal, query: URLSearchParams): Promise<Page<WireRecord>> {
  const page = await listRecords(deps, resourceByName('cadre')!, principal, query, { recycle: true });
  const ids = page.records.map((r) => String(r.id));
  if (!ids.length) return page;
  const counts = await deps.db.query<{ cadre_id: string; kind: string; n: number }>(
    CADRE_SUB_RECORDS.map((def) => `SELECT cadre_id, '${def.name}' AS kind, count(*)::int AS n FROM ${ident(def.table)} WHERE cadre_id = ANY ($1::text[]) AND del_flag = 0 GROUP BY cadre_id`).join(' UNION ALL '),
    [ids],
  );
  return {
    ...page,
    records: page.records.map((r) => ({
      ...r,
      subRecords: Object.fromEntries(counts.filter((c) => c.cadre_id === r.id).map((c) => [c.kind, c.n])),
    })),
  };
}
