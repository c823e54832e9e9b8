/**
 * 智能核验: run the checks (POST cadreVerification/run) and read the run records; the worklist itself is
 * the engine's resource intelligentVerificationRecord (list, confirm, correct, ignore, reopen).
 */
import type { AreaDeps } from '../../../areas.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { API } from '../../../engine/routes.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import type { Router } from '../../../http/router.ts';
import { pageOf } from '../../../db/pageOf.ts';
import { pageParams } from '../../../http/pageParams.ts';
import { CODES, requireAll } from '../permissions.ts';
import { runVerification } from './runVerification.ts';

export function verificationRoutes(router: Router, deps: AreaDeps): void {
  const base = `${API}/cadreVerification`;
  router.post(`${base}/run`, requireAll([CODES.verificationRun], async (ctx) => {
    const body = await ctx.body();
    return { runs: await runVerification(deps.db, ctx.principal!, body && !Array.isArray(body) ? body.checks : undefined, deps.config.jobStatementTimeoutMs) };
  }));
  router.get(`${base}/runs`, requireAll([CODES.verificationView], async (ctx) => {
    const p = new SqlParams();
    const where = orgScopeSql('r.org_id', ctx.principal!.scope, p, 'r.create_by', ctx.principal!.userId);
    return pageOf(deps.db, {
      from: `FROM cadre_verification_run r WHERE ${where}`,
      columns: `r.id, r.check_item AS "checkItem", r.org_id AS "orgId", (SELECT o.name FROM sys_org o WHERE o.id = r.org_id) AS "orgName", r.checked, r.found,
        r.status, (SELECT u.name FROM sys_user u WHERE u.id = r.create_by) AS "createByName", r.create_time AS "createTime", r.finished_at AS "finishedAt"`,
      order: 'r.create_time DESC, r.id',
    }, p.values, pageParams(ctx.query));
  }));
}
