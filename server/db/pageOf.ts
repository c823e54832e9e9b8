/**
 * One page of rows with the exact count of them all: how every list query of the server is paged, so that
 * counting and paging (and any later change to either) live in one place.
 */
import type { Page } from '../../model/wire.ts';
import type { PageParams } from '../http/pageParams.ts';
import type { Queryable, Row } from './db.ts';

export interface PageSql {
  /** The select list. */
  columns: string;
  /** `FROM … WHERE …`, shared by the count and the page. */
  from: string;
  /** ORDER BY's terms, ending with a unique key so that pages never overlap. */
  order: string;
}

export async function pageOf<T = Row>(q: Queryable, sql: PageSql, values: readonly unknown[], page: PageParams): Promise<Page<T>> {
  const [count, records] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n ${sql.from}`, values as unknown[]),
    q.query<T & Row>(`SELECT ${sql.columns} ${sql.from} ORDER BY ${sql.order} LIMIT ${page.size} OFFSET ${(page.current - 1) * page.size}`, values as unknown[]),
  ]);
  return { records, total: count[0]?.n ?? 0, size: page.size, current: page.current };
}
