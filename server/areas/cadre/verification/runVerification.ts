/**
 * A verification run: for each chosen check, one run record, the new findings among the cadres in the
 * runner's scope (a finding still open for the same cadre, check and field is not repeated), and the
 * open findings whose problem has gone closed as corrected. One transaction per check: each run record is
 * whole or absent, and between two checks the event loop turns, so that on PGlite (one connection, held by a
 * transaction) other requests are answered while a long run goes on (issue 17.4). Each check's statements
 * are limited by the background jobs' statement timeout (JOB_STATEMENT_TIMEOUT_MS).
 */
import { randomUUID } from 'node:crypto';
import { zh } from '../../../../model/i18n/index.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../../db/db.ts';
import { refreshStatistics } from '../../../db/refreshStatistics.ts';
import { limitTransaction } from '../../../db/statementTimeout.ts';
import { parentHolds, scopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import { CHECKS, VERIFICATION_RULES } from './verificationRules.ts';

export interface RunSummary {
  id: string;
  checkItem: string;
  checked: number;
  found: number;
  closed: number;
}

const OPEN = `i.del_flag = 0 AND i.handle_status IN ('unhandled', 'confirmed')`;

export async function runVerification(db: Db, principal: Principal, requested: unknown, limitMs: number): Promise<RunSummary[]> {
  const checks = Array.isArray(requested) && requested.length ? requested.map(String) : CHECKS;
  const unknown = checks.find((c) => !CHECKS.includes(c));
  if (unknown) throw businessError(zh('cadre.verifyUnknownCheck', { name: unknown.slice(0, 40) }), 400);
  const cadre = resourceByName('cadre')!;
  const summaries: RunSummary[] = [];
  for (const check of checks) {
    if (summaries.length) await new Promise((resolve) => setImmediate(resolve));
    summaries.push(await db.transaction(async (tx) => {
      await limitTransaction(tx, limitMs);
      const p = new SqlParams();
      const inScope = `t.del_flag = 0 AND ${scopeSql(cadre, principal, p)}`;
      const [{ n: checked } = { n: 0 }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM cadre t WHERE ${inScope}`, p.values);
      const id = randomUUID().replaceAll('-', '');
      await tx.query('INSERT INTO cadre_verification_run (id, check_item, org_id, checked, create_by) VALUES ($1, $2, $3, $4, $5)', [id, check, principal.deptId, checked, principal.userId]);
      let found = 0;
      let closed = 0;
      for (const rule of VERIFICATION_RULES.filter((r) => r.check === check)) {
        const q = new SqlParams();
        const scope = `t.del_flag = 0 AND ${scopeSql(cadre, principal, q)}`;
        const run = q.add(id);
        const [added] = await tx.query<{ n: number }>(
          `WITH added AS (
             INSERT INTO cadre_verification_item (id, cadre_id, cadre_name, run_id, check_item, result, field, detail, create_by, update_by)
             SELECT replace(gen_random_uuid()::text, '-', ''), t.id, t.real_name, ${run}, ${q.add(check)}, ${q.add(rule.result)}, ${q.add(rule.field)}, ${q.add(rule.detail)}, ${q.add(principal.userId)}, ${q.add(principal.userId)}
               FROM cadre t WHERE ${scope} AND (${rule.condition})
                AND NOT EXISTS (SELECT 1 FROM cadre_verification_item i WHERE i.cadre_id = t.id AND i.check_item = ${q.add(check)} AND i.field = ${q.add(rule.field)} AND ${OPEN})
             RETURNING 1)
           SELECT count(*)::int AS n FROM added`,
          q.values,
        );
        found += added?.n ?? 0;
        const c = new SqlParams();
        const [gone] = await tx.query<{ n: number }>(
          `WITH gone AS (
             UPDATE cadre_verification_item i SET handle_status = 'corrected', status_reason = ${c.add('复核时问题已消除')}, version = i.version + 1, update_by = ${c.add(principal.userId)}, update_time = now()
              WHERE ${OPEN} AND i.check_item = ${c.add(check)} AND i.field = ${c.add(rule.field)} AND i.detail = ${c.add(rule.detail)}
                AND ${parentHolds('i.cadre_id', 'cadre', 't', `t.del_flag = 0 AND ${scopeSql(cadre, principal, c)} AND NOT coalesce((${rule.condition}), false)`)}
             RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          c.values,
        );
        closed += gone?.n ?? 0;
      }
      await tx.query('UPDATE cadre_verification_run SET found = $2, finished_at = now() WHERE id = $1', [id, found]);
      return { id, checkItem: check, checked, found, closed };
    }));
  }
  await refreshStatistics(db, ['cadre_verification_item']); // a run is a bulk write of findings
  return summaries;
}
