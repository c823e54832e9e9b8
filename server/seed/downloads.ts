/**
 * The demo 下载记录: exports the demo accounts made in the weeks before the install, as the export centre
 * records them (who, which data, which filter, how many rows, when). Their files were kept
 * EXPORT_KEEP_HOURS and are gone: the records are expired, as such old ones are. Each row count is what
 * that user's export would hold now, counted by the engine's own scope and list filters.
 */
import { pick } from '../../model/i18n/index.ts';
import { resourceByName } from '../../model/resources/index.ts';
import type { Queryable, Row } from '../db/db.ts';
import { ident } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import { chinaTime } from '../engine/chinaTime.ts';
import { parseListQuery } from '../engine/listQuery.ts';
import { principalOf } from '../engine/principalOf.ts';
import { createGrantsCache } from '../areas/auth/grants.ts';
import { scopeSql } from '../engine/scope.ts';
import { SqlParams } from '../engine/sqlParams.ts';

const HOUR = 3_600_000;
/** How long an export file is kept (EXPORT_KEEP_HOURS' default): these records are older. */
const KEPT_HOURS = 72;

const EXPORTS: readonly { userId: string; resource: string; filter: Record<string, string>; daysAgo: number }[] = [
  { userId: 'user-admin', resource: 'cadre', filter: {}, daysAgo: 21 },
  { userId: 'user-admin', resource: 'policyDocument', filter: { status: '1' }, daysAgo: 8 },
  { userId: 'user-hz-admin', resource: 'cadre', filter: { status: 'normal' }, daysAgo: 14 },
  { userId: 'user-hz-admin', resource: 'stafftelphone', filter: {}, daysAgo: 6 },
  { userId: 'user-sx-admin', resource: 'cadreHealthRecord', filter: {}, daysAgo: 11 },
  { userId: 'user-unit', resource: 'cadre', filter: {}, daysAgo: 5 },
  { userId: 'user-unit', resource: 'cadrePhoto', filter: {}, daysAgo: 5 },
];

export async function seedDownloads(q: Queryable, now: number): Promise<number> {
  const rows: Row[] = [];
  const grants = createGrantsCache(q);
  for (const [i, e] of EXPORTS.entries()) {
    const def = resourceByName(e.resource)!;
    const principal = (await principalOf(q, grants, e.userId))!;
    const p = new SqlParams();
    const list = parseListQuery(def, new URLSearchParams(e.filter), p);
    const where = ['t.del_flag = 0', scopeSql(def, principal, p), ...list.where].join(' AND ');
    const [counted] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(def.table)} t WHERE ${where}`, p.values);
    const rowCount = counted?.n ?? 0;
    // Within the day, at a working hour, a few seconds to generate.
    const created = now - e.daysAgo * 24 * HOUR - (i % 3) * HOUR;
    const finished = created + 2_000 + rowCount * 2;
    rows.push({
      id: `seed-export-${String(i + 1).padStart(2, '0')}`, resource: def.name, file_name: `${pick('zh-CN', def.label)}_${chinaTime(created).compact}.xlsx`,
      query: e.filter, status: 'expired', progress: 1, total: rowCount, row_count: rowCount, size: 6_000 + rowCount * 180, revealed: false, error: null,
      storage_name: null, user_id: principal.userId, username: principal.username, org_id: principal.orgId, create_time: new Date(created).toISOString(),
      updated_at: new Date(finished + KEPT_HOURS * HOUR).toISOString(), finished_at: new Date(finished).toISOString(),
      expires_at: new Date(finished + KEPT_HOURS * HOUR).toISOString(),
    });
  }
  await insertRows(q, 'download_record', rows);
  return rows.length;
}
