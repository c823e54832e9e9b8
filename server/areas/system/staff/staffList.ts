/**
 * Reading staff accounts: `users` (the /system/staff list, with roles, departments, lock and last sign-in),
 * one account, and `usersTo` (the light picker other pages use to choose people), all within data scope.
 */
import type { Page } from '../../../../model/wire.ts';
import { pick, zh } from '../../../../model/i18n/index.ts';
import { fieldOf } from '../../../../model/resource/fields.ts';
import { users } from '../../../../model/resources/users.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import type { Principal } from '../../auth/principal.ts';
import { listPage } from '../listPage.ts';
import { pageOf } from '../../../db/pageOf.ts';
import { pageParams } from '../../../http/pageParams.ts';
import { escapeLike } from '../../../db/escapeLike.ts';

const SELECT = `t.id, t.version, t.username, t.name, t.mobile, t.email, t.sex, t.department, t.post, t.office_phone AS "officePhone",
  t.org_id AS "orgId", o.name AS "orgIdName", t.enabled, t.must_change_password AS "mustChangePassword",
  t.locked_at AS "lockedAt", t.locked_at IS NOT NULL AS locked, t.failed_logins AS "failedLogins",
  t.last_login_time AS "lastLoginTime", t.last_login_ip AS "lastLoginIp", t.create_time AS "createTime", t.update_time AS "updateTime",
  coalesce((SELECT json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name) ORDER BY r.sort, r.id)
     FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = t.id), '[]') AS roles,
  coalesce((SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.path)
     FROM sys_user_dept ud JOIN sys_org d ON d.id = ud.org_id WHERE ud.user_id = t.id), '[]') AS depts`;

/** The condition that keeps accounts within the principal's data scope. */
export function staffScope(principal: Principal, p: SqlParams): string {
  return orgScopeSql('t.org_id', principal.scope, p, 't.create_by', principal.userId);
}

/** The `locked` filter (not a column): accounts locked by failed passwords (until unlocked), or the others. */
function lockedSql(value: string): string {
  if (!['true', 'false', '1', '0'].includes(value)) {
    throw businessError(zh('engine.badFilter', { label: pick('zh-CN', fieldOf(users, 'locked')!.label), value: value.slice(0, 40) }), 400);
  }
  return value === 'true' || value === '1' ? 't.locked_at IS NOT NULL' : 't.locked_at IS NULL';
}

export async function listStaff(q: Queryable, principal: Principal, query: URLSearchParams): Promise<Page<Row>> {
  const p = new SqlParams();
  const filters = new URLSearchParams(query);
  const roleId = filters.get('roleId');
  const locked = filters.get('locked');
  filters.delete('roleId');
  filters.delete('locked');
  const where = ['t.del_flag = 0', staffScope(principal, p)];
  if (roleId) where.push(`EXISTS (SELECT 1 FROM sys_user_role ur WHERE ur.user_id = t.id AND ur.role_id = ${p.add(roleId)})`);
  if (locked) where.push(lockedSql(locked));
  return listPage(q, { def: users, query: filters, p, select: SELECT, joins: 'JOIN sys_org o ON o.id = t.org_id', where });
}

export async function getStaff(q: Queryable, principal: Principal, id: string): Promise<Row> {
  const p = new SqlParams();
  const [row] = await q.query(
    `SELECT ${SELECT} FROM sys_user t JOIN sys_org o ON o.id = t.org_id WHERE t.id = ${p.add(id)} AND t.del_flag = 0 AND ${staffScope(principal, p)}`,
    p.values,
  );
  if (!row) throw businessError(zh('system.notFound'));
  return row;
}

/**
 * `usersTo`: enabled accounts to choose from (recipients, responsible people), paged by `currentPage` and
 * `pageSize`. `type=1` keeps to the acting department; otherwise the whole data scope. `name` filters.
 */
export async function pickStaff(q: Queryable, principal: Principal, query: URLSearchParams): Promise<Page<Row>> {
  const p = new SqlParams();
  const where = ['t.del_flag = 0', 't.enabled', staffScope(principal, p)];
  if (query.get('type') === '1') where.push(`t.org_id = ${p.add(principal.deptId)}`);
  const name = query.get('name')?.trim();
  if (name) {
    const like = p.add(`%${escapeLike(name)}%`);
    where.push(`(t.name ILIKE ${like} OR t.username ILIKE ${like})`);
  }
  return pageOf(q, {
    columns: `t.id, t.username, t.name, t.org_id AS "orgId", o.name AS "orgName"`,
    from: `FROM sys_user t JOIN sys_org o ON o.id = t.org_id WHERE ${where.join(' AND ')}`,
    order: 'o.path, t.name, t.id',
  }, p.values, pageParams(query, 20));
}
