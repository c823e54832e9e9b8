/**
 * The database as the server sees it, timing every statement while a request is measured: the time the
 * request spent waiting on the database is the union of its statements' intervals (on PostgreSQL a list's
 * count and page run at once). "Own" statements are those of the request itself; the session, signature
 * and grant lookups (auth_*, sys_role*, sys_user_role, sys_user_dept, sys_menu) are the request's overhead.
 */
import type { Db, Params, Queryable, QueryOptions } from '../server/db/db.ts';

const OVERHEAD = /\b(auth_\w+|sys_role\w*|sys_user_role|sys_user_dept|sys_menu)\b/;

interface Span {
  from: number;
  to: number;
  own: boolean;
}

/** Total length of the union of the spans. */
function covered(spans: readonly Span[]): number {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  let total = 0;
  let end = -Infinity;
  for (const s of sorted) {
    if (s.to <= end) continue;
    total += s.to - Math.max(s.from, end);
    end = s.to;
  }
  return total;
}

export interface Timed {
  /** Wall time of the whole call. */
  total: number;
  /** Time waiting on any statement. */
  sql: number;
  /** Time waiting on the request's own statements. */
  ownSql: number;
  statements: number;
}

export function sqlTimer(db: Db): { db: Db; measure(fn: () => Promise<unknown>): Promise<Timed> } {
  let spans: Span[] | undefined;
  const timedQuery = (target: Queryable, method: 'query' | 'exec') =>
    async (sql: string, params?: Params, options?: QueryOptions) => {
      const from = performance.now();
      try {
        return await (method === 'query' ? target.query(sql, params, options) : target.exec(sql));
      } finally {
        spans?.push({ from, to: performance.now(), own: !OVERHEAD.test(sql) });
      }
    };
  const wrap = <Q extends Queryable>(q: Q): Q =>
    new Proxy(q, {
      get(target, key, receiver) {
        if (key === 'query' || key === 'exec') return timedQuery(target, key);
        if (key === 'transaction') return (fn: (tx: Queryable) => Promise<unknown>) => (target as unknown as Db).transaction((tx) => fn(wrap(tx)));
        const value = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Q;
  return {
    db: wrap(db),
    async measure(fn) {
      spans = [];
      const from = performance.now();
      try {
        await fn();
        return { total: performance.now() - from, sql: covered(spans), ownSql: covered(spans.filter((s) => s.own)), statements: spans.length };
      } finally {
        spans = undefined;
      }
    },
  };
}
