/**
 * The three logs, read-only, within the reader's data scope (docs/system.md, "Logs"), under /lgbsmp/api/v1:
 *   GET loginLog            sign-ins, failures, locks, sign-outs (user, time, address, result, client)
 *   GET operationLog        every recorded write; GET operationLog/{id} with its before/after values
 *   GET clientErrorLog      error logs uploaded from browsers
 * A row belongs to the scope of its user's organisation (the operation log: of the actor's organisation);
 * sign-in attempts under names that are no account are seen only with the whole scope.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { clientErrorLog, loginLog, operationLog } from '../../../../model/resources/logs.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { API } from '../../../engine/routes.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import type { Ctx, Router } from '../../../http/router.ts';
import { listPage } from '../listPage.ts';
import type { SystemDeps } from '../systemDeps.ts';

const USER_JOIN = 'LEFT JOIN sys_user u ON u.id = t.user_id';

const OPERATION = `t.id, t.time, t.user_id AS "userId", t.username, u.name AS "userIdName", t.org_id AS "orgId", o.name AS "orgIdName",
  t.resource, t.record_id AS "recordId", t.action, t.title, t.ip, t.request_id AS "requestId"`;

function scoped(ctx: Ctx, p: SqlParams, orgColumn: string): string {
  return orgScopeSql(orgColumn, ctx.principal!.scope, p, 't.user_id', ctx.principal!.userId);
}

export function logRoutes(router: Router, deps: SystemDeps): void {
  router.get(`${API}/loginLog`, (ctx) => {
    const p = new SqlParams();
    return listPage(deps.db, {
      def: loginLog, query: ctx.query, p, joins: USER_JOIN, where: [scoped(ctx, p, 'u.org_id')],
      select: `t.id, t.login_time AS "loginTime", t.username, t.user_id AS "userId", u.name AS "userIdName", t.ip, t.result, t.reason,
        t.method, t.client, t.user_agent AS "userAgent"`,
    });
  }, { permission: SYS.loginLog.view });

  router.get(`${API}/clientErrorLog`, (ctx) => {
    const p = new SqlParams();
    return listPage(deps.db, {
      def: clientErrorLog, query: ctx.query, p, joins: USER_JOIN, where: [scoped(ctx, p, 'u.org_id')],
      select: `t.id, t.uploaded_at AS "uploadedAt", t.user_id AS "userId", u.name AS "userIdName", t.type, t.url, t.message, t.time, t.stack, t.info`,
    });
  }, { permission: SYS.loginLog.view });

  router.get(`${API}/operationLog`, (ctx) => {
    const p = new SqlParams();
    return listPage(deps.db, {
      def: operationLog, query: ctx.query, p, select: OPERATION, where: [scoped(ctx, p, 't.org_id')],
      joins: 'LEFT JOIN sys_user u ON u.id = t.user_id LEFT JOIN sys_org o ON o.id = t.org_id',
    });
  }, { permission: SYS.operationLog.view });

  router.get(`${API}/operationLog/{id}`, async (ctx) => {
    const p = new SqlParams();
    const id = Number(ctx.params.id);
    if (!Number.isSafeInteger(id)) throw businessError(zh('system.notFound'));
    const [row] = await deps.db.query(
      `SELECT ${OPERATION}, t.changes FROM sys_operation_log t LEFT JOIN sys_user u ON u.id = t.user_id LEFT JOIN sys_org o ON o.id = t.org_id
        WHERE t.id = ${p.add(id)} AND ${scoped(ctx, p, 't.org_id')}`,
      p.values,
    );
    if (!row) throw businessError(zh('system.notFound'));
    // `changes` is { field: [before, after] }: the detail view shows it as rows.
    const changes = (row.changes ?? {}) as Record<string, [unknown, unknown]>;
    return { ...row, fields: Object.entries(changes).map(([field, [before, after]]) => ({ field, before, after })) };
  }, { permission: SYS.operationLog.view });
}
