/**
 * One page of a system list: the engine's query parser (filters and sorting only as a declaration allows,
 * server/engine/listQuery.ts) over the declaration's table aliased `t`, with the caller's scope condition,
 * joins and select list.
 */
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Page } from '../../../model/wire.ts';
import type { Queryable, Row } from '../../db/db.ts';
import { ident } from '../../db/db.ts';
import { pageOf } from '../../db/pageOf.ts';
import { parseListQuery } from '../../engine/listQuery.ts';
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
  return pageOf<T>(q, { columns: spec.select, from: `FROM ${from} WHERE ${where}`, order: parsed.orderBy }, spec.p.values, parsed);
}
