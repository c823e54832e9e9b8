/**
 * Who sees a download or import record: its user always; an administrator (a role in ADMIN_ROLES) also
 * every record of a user whose organisation lies in the administrator's data scope, for oversight (who
 * exported or imported what). Files themselves are only ever handed to the user who made them. The pages and
 * single rows of either table are read here, with that rule and the names of their user and organisation.
 */
import type { ResourceDef } from '../../model/resource/types.ts';
import type { Page } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Config } from '../config.ts';
import type { Row } from '../db/db.ts';
import { pageOf } from '../db/pageOf.ts';
import type { FilesDeps } from './filesDeps.ts';
import { parseListQuery } from './listQuery.ts';
import { orgScopeSql } from './scope.ts';
import { SqlParams } from './sqlParams.ts';

export function isAdministrator(config: Config, principal: Principal): boolean {
  return principal.roleCodes.some((code) => config.auth.adminRoles.includes(code));
}

/** The condition on a record table aliased `t` (with user_id and org_id columns). */
export function jobVisibilitySql(config: Config, principal: Principal, p: SqlParams): string {
  const own = `t.user_id = ${p.add(principal.userId)}`;
  if (!isAdministrator(config, principal)) return own;
  return `(${own} OR ${orgScopeSql('t.org_id', principal.scope, p, 't.user_id', principal.userId)})`;
}

/** A job table's columns with the names of their user and organisation. */
const COLUMNS = `t.*, (SELECT u.name FROM sys_user u WHERE u.id = t.user_id) AS user_name,
       (SELECT o.name FROM sys_org o WHERE o.id = t.org_id) AS org_name`;

/** A page of the job table `list.table` the principal may see, under the list's filters and sort. */
export async function listJobs(deps: FilesDeps, principal: Principal, list: ResourceDef, query: URLSearchParams): Promise<Page<Row>> {
  const p = new SqlParams();
  const parsed = parseListQuery(list, query, p);
  const where = [jobVisibilitySql(deps.config, principal, p), ...parsed.where].join(' AND ');
  return pageOf(deps.db, { columns: COLUMNS, from: `FROM ${list.table} t WHERE ${where}`, order: parsed.orderBy }, p.values, parsed);
}

/** One row of a job table, if the principal may see it. */
export async function getJob(deps: FilesDeps, principal: Principal, table: string, id: string): Promise<Row | undefined> {
  const p = new SqlParams();
  const [row] = await deps.db.query(`SELECT ${COLUMNS} FROM ${table} t WHERE t.id = ${p.add(id)} AND ${jobVisibilitySql(deps.config, principal, p)}`, p.values);
  return row;
}
