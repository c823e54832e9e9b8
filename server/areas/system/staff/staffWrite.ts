/**
 * Creating and editing staff accounts within the administrator's scope. A new account gets the password
 * the administrator chose (sealed, under the password rules) or a one-time one answered once, and must
 * change it at first sign-in. Every write is in the operation log (passwords never).
 */
import { randomUUID } from 'node:crypto';
import { zh } from '../../../../model/i18n/index.ts';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { passwordProblem } from '../../../../model/passwordRules.ts';
import { recordChecks } from '../../../../model/resources/recordChecks.ts';
import { users } from '../../../../model/resources/users.ts';
import { validateRecord } from '../../../../model/resource/validate.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { diff, logOperation, type Actor } from '../../../engine/oplog.ts';
import { orgInScope } from '../../../engine/scope.ts';
import { AppError, businessError, httpError, validationError } from '../../../http/errors.ts';
import { CODE_BUSINESS } from '../../../../model/wire.ts';
import { openPassword } from '../../auth/openPassword.ts';
import { hashPassword } from '../../auth/password.ts';
import { oneTimePassword } from '../../auth/resetPassword.ts';
import { idList } from '../actor.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { assertGrantWithin, manageableAccount } from './accountGuard.ts';
import { replaceDepts, replaceRoles } from './staffDepts.ts';
import { getStaff } from './staffList.ts';

const COLUMNS: Record<string, string> = {
  username: 'username', name: 'name', orgId: 'org_id', mobile: 'mobile', email: 'email', sex: 'sex',
  department: 'department', post: 'post', officePhone: 'office_phone',
};

function outOfScope(field: string): AppError {
  return new AppError(400, zh('system.outOfScope'), CODE_BUSINESS, { errors: [{ field, message: zh('system.outOfScope') }] });
}

async function validated(deps: SystemDeps, input: Record<string, unknown>, mode: 'create' | 'update', current?: Row) {
  const result = validateRecord(users, input, { mode, checks: await recordChecks(users.name), dictionary: await deps.dictionaries.checker(), current });
  if (result.errors.length) throw validationError(result.errors);
  return result.values;
}

async function assertUsernameFree(q: Queryable, username: string): Promise<void> {
  const taken = await q.query('SELECT 1 FROM sys_user WHERE lower(username) = lower($1) AND del_flag = 0', [username]);
  if (taken.length) throw validationError([{ field: 'username', message: zh('staff.usernameTaken', { username }) }]);
}

export async function createStaff(deps: SystemDeps, actor: Actor, input: Record<string, unknown>): Promise<Row> {
  const { principal } = actor;
  const values = await validated(deps, input, 'create');
  const roleIds = idList(input.roleIds) ?? [];
  const deptIds = (idList(input.deptIds) ?? []).filter((d) => d !== values.orgId);
  // Roles and further departments widen what the account reaches: role assignment's duty (安全管理员).
  if ((roleIds.length || deptIds.length) && !principal.permissions.has(SYS.staff.assignRole)) throw httpError(403, 'status.403');
  const now = deps.now();
  let password: string;
  let generated = false;
  if (typeof input.password === 'string' && input.password) {
    password = await openPassword(deps.auth, input.password, now);
    const problem = passwordProblem(password, String(values.username));
    if (problem) throw validationError([{ field: 'password', message: zh(problem.key, problem.vars) }]);
  } else {
    password = oneTimePassword();
    generated = true;
  }
  const hash = await hashPassword(password);
  const id = randomUUID().replaceAll('-', '');
  const created = await deps.db.transaction(async (tx) => {
    if (!(await orgInScope(tx, principal, String(values.orgId)))) throw outOfScope('orgId');
    await assertUsernameFree(tx, String(values.username));
    const names = Object.keys(values).filter((k) => COLUMNS[k]);
    await tx.query(
      `INSERT INTO sys_user (id, password_hash, must_change_password, create_by, update_by, ${names.map((k) => COLUMNS[k]).join(', ')})
       VALUES ($1, $2, true, $3, $3, ${names.map((_, i) => `$${i + 4}`).join(', ')})`,
      [id, hash, principal.userId, ...names.map((k) => values[k])],
    );
    const depts = await replaceDepts(tx, principal, id, String(values.orgId), deptIds);
    const roles = await replaceRoles(tx, principal, id, roleIds);
    await assertGrantWithin(tx, principal, id);
    await logOperation(tx, actor, {
      resource: 'users', recordId: id, action: 'create', title: String(values.name),
      changes: { ...diff({}, values), roleIds: [null, roles.after], deptIds: [null, depts.after] },
    });
    return getStaff(tx, principal, id);
  });
  return generated ? { ...created, password } : created;
}

export async function updateStaff(deps: SystemDeps, actor: Actor, id: string, input: Record<string, unknown>): Promise<Row> {
  const { principal } = actor;
  const version = Number(input.version);
  if (!Number.isInteger(version) || version < 1) throw businessError(zh('engine.versionMissing'), 400);
  return deps.db.transaction(async (tx) => {
    await manageableAccount(tx, principal, id, { lock: true, action: 'control' });
    const [row] = await tx.query<Row>('SELECT * FROM sys_user WHERE id = $1', [id]);
    if (row!.version !== version) throw new AppError(409, zh('system.versionConflict'), CODE_BUSINESS);
    const before = Object.fromEntries(Object.entries(COLUMNS).map(([k, c]) => [k, row![c] ?? null]));
    const values = await validated(deps, input, 'update', before);
    const changes = diff(before, values);
    if (!Object.keys(changes).length) return getStaff(tx, principal, id);
    if ('orgId' in changes) {
      if (!(await orgInScope(tx, principal, String(values.orgId)))) throw outOfScope('orgId');
      await tx.query('DELETE FROM sys_user_dept WHERE user_id = $1 AND org_id = $2', [id, before.orgId]);
      await tx.query('INSERT INTO sys_user_dept (user_id, org_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, values.orgId]);
    }
    const names = Object.keys(changes);
    await tx.query(
      `UPDATE sys_user SET version = version + 1, update_by = $2, update_time = now(), ${names.map((k, i) => `${COLUMNS[k]} = $${i + 3}`).join(', ')}
        WHERE id = $1`,
      [id, principal.userId, ...names.map((k) => values[k])],
    );
    // A move takes the account's roles along to another department: it may reach no further than the mover.
    if ('orgId' in changes) await assertGrantWithin(tx, principal, id);
    await logOperation(tx, actor, { resource: 'users', recordId: id, action: 'update', title: String(row!.name), changes });
    return getStaff(tx, principal, id);
  });
}
