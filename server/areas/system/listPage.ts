/**
 * One page of a system list: the engine's query parser (filters and sorting only as a declaration allows,
 * server/engine/listQuery.ts) over the declaration's table aliased `t`, with the caller's scope condition,
 * joins and select list.
 */
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Page } from '../../../model/wire.ts';
import type { Queryable, Row } from '../../db/db.ts';
import { ident } from '../../db/db.ts';
import { MAX_PAGE_SIZE, parseListQuery } from '../../engine/listQuery.ts';
import type { SqlParams } from '../../engine/sqlParams.ts';

export interface ListSpec {
  def: ResourceDef;
  query: URLSearchParams;
  p: SqlParams;
  /** Columns, over `t` and the joins. */
  select: string;
  joins?: string;
  /** The table expression aliased `t`, when it is not the declaration's table (it must have an `id`). */
  from?: string;
  /** Extra conditions (scope, live rows), joined with AND. */
  where: string[];
}

export async function listPage<T extends Row>(q: Queryable, spec: ListSpec): Promise<Page<T>> {
  const parsed = parseListQuery(spec.def, spec.query, spec.p);
  const where = [...spec.where, ...parsed.where].join(' AND ') || 'TRUE';
  const from = `${spec.from ?? `${ident(spec.def.table)} t`} ${spec.joins ?? ''}`;
  const [count, rows] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, spec.p.values),
    q.query<T>(
      `SELECT ${spec.select} FROM ${from} WHERE ${where} ORDER BY ${parsed.orderBy} LIMIT ${parsed.size} OFFSET ${(parsed.current - 1) * parsed.size}`,
      spec.p.values,
    ),
  ]);
  return { records: rows, total: count[0]?.n ?? 0, size: parsed.size, current: parsed.current };
}

/** `current`/`size` (or `currentPage`/`pageSize`) of a list that has no declaration; out-of-range values are clamped. */
export function pageParams(query: URLSearchParams, defaultSize = 20): { current: number; size: number; offset: number } {
  const current = Math.max(1, Number.parseInt(query.get('current') ?? query.get('currentPage') ?? '1', 10) || 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number.parseInt(query.get('size') ?? query.get('pageSize') ?? String(defaultSize), 10) || defaultSize));
  return { current, size, offset: (current - 1) * size };
}
