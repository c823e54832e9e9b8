/** A page of a hand-made list (run records, sync batches, import records): current/size as the engine reads them. */
import { zh } from '../../../model/i18n/index.ts';
import type { Page } from '../../../model/wire.ts';
import type { Db, Row } from '../../db/db.ts';
import { MAX_PAGE_SIZE } from '../../engine/listQuery.ts';
import type { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';

function number(raw: string | null, fallback: number, max: number, key: Parameters<typeof zh>[0]): number {
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw businessError(zh(key, { max }), 400);
  return n;
}

export async function pageOf(db: Db, query: URLSearchParams, p: SqlParams, sql: { from: string; columns: string; order: string }): Promise<Page<Row>> {
  const current = number(query.get('current') ?? query.get('currentPage'), 1, 1_000_000_000, 'engine.badPage');
  const size = number(query.get('size') ?? query.get('pageSize'), 10, MAX_PAGE_SIZE, 'engine.badSize');
  const [count, records] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql.from}`, p.values),
    db.query(`SELECT ${sql.columns} ${sql.from} ORDER BY ${sql.order} LIMIT ${size} OFFSET ${(current - 1) * size}`, p.values),
  ]);
  return { records, total: count[0]?.n ?? 0, size, current };
}
