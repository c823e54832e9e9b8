/**
 * The state of an account: enable, disable (its sessions end), unlock (the failed sign-in run and its lock
 * are cleared; a lock ended is a login-log row too), delete (soft: the row stays for the logs that name it),
 * and its roles and departments. Each is one transaction with its operation log entry.
 */
import type { Row } from '../../../db/db.ts';
import { logOperation, type Actor } from '../../../engine/oplog.ts';
import { unlockAccount } from '../../auth/lockout.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { assertGrantWithin, manageableAccount } from './accountGuard.ts';
import { replaceDepts, replaceRoles } from './staffDepts.ts';
import { getStaff } from './staffList.ts';
import { assertNotLastSuperAdmin } from './superAdmin.ts';

async function titleOf(deps: SystemDeps, id: string): Promise<string> {
  const [row] = await deps.db.query<{ name: string }>('SELECT name FROM sys_user WHERE id = $1', [id]);
  return row?.name ?? '';
}

export async function setEnabled(deps: SystemDeps, actor: Actor, id: string, enabled: boolean): Promise<Row> {
  const title = await titleOf(deps, id);
  return deps.db.transaction(async (tx) => {
    await manageableAccount(tx, actor.principal, id, { lock: true, action: 'state' });
    if (!enabled) await assertNotLastSuperAdmin(tx, id);
    const [row] = await tx.query<{ enabled: boolean }>('SELECT enabled FROM sys_user WHERE id = $1', [id]);
    if (row!.enabled !== enabled) {
      await tx.query('UPDATE sys_user SET enabled = $2, version = version + 1, update_by = $3, update_time = now() WHERE id = $1', [id, enabled, actor.principal.userId]);
      if (!enabled) await revokeUserSessions(tx, id, 'disabled', deps.now());
      await logOperation(tx, actor, { resource: 'users', recordId: id, action: 'update', title, changes: { enabled: [!enabled, enabled] } });
    }
    return getStaff(tx, actor.principal, id);
  });
}

export async function unlock(deps: SystemDeps, actor: Actor, id: string): Promise<Row> {
  const title = await titleOf(deps, id);
  return deps.db.transaction(async (tx) => {
    await manageableAccount(tx, actor.principal, id, { lock: true, action: 'state' });
    const [before] = await tx.query<{ username: string; failed_logins: number; locked_at: Date | null }>('SELECT username, failed_logins, locked_at FROM sys_user WHERE id = $1', [id]);
    await unlockAccount(tx, { id, username: before!.username }, { ip: actor.ip, userAgent: null, client: 'lgbsmp', method: 'admin' }, 'admin', deps.now());
    await logOperation(tx, actor, {
      resource: 'users', recordId: id, action: 'update', title,
      changes: { failedLogins: [before!.failed_logins, 0], lockedAt: [before!.locked_at, null] },
    });
    return getStaff(tx, actor.principal, id);
  });
}

export async function removeStaff(deps: SystemDeps, actor: Actor, id: string): Promise<{ deleted: number }> {
  const title = await titleOf(deps, id);
  return deps.db.transaction(async (tx) => {
    await manageableAccount(tx, actor.principal, id, { lock: true, action: 'state' });
    await assertNotLastSuperAdmin(tx, id);
    await tx.query(
      `UPDATE sys_user SET del_flag = 1, enabled = false, version = version + 1, update_by = $2, update_time = now() WHERE id = $1`,
      [id, actor.principal.userId],
    );
    await revokeUserSessions(tx, id, 'deleted', deps.now());
    await logOperation(tx, actor, { resource: 'users', recordId: id, action: 'delete', title });
    return { deleted: 1 };
  });
}

export async function assignRoles(deps: SystemDeps, actor: Actor, id: string, roleIds: string[]): Promise<Row> {
  const title = await titleOf(deps, id);
  return deps.db.transaction(async (tx) => {
    await manageableAccount(tx, actor.principal, id, { lock: true, action: 'control' });
    const { before, after } = await replaceRoles(tx, actor.principal, id, roleIds);
    await assertGrantWithin(tx, actor.principal, id);
    await logOperation(tx, actor, { resource: 'users', recordId: id, action: 'update', title, changes: { roleIds: [before, after] } });
    return getStaff(tx, actor.principal, id);
  });
}

export async function assignDepts(deps: SystemDeps, actor: Actor, id: string, deptIds: string[]): Promise<Row> {
  const title = await titleOf(deps, id);
  return deps.db.transaction(async (tx) => {
    const account = await manageableAccount(tx, actor.principal, id, { lock: true, action: 'control' });
    const { before, after } = await replaceDepts(tx, actor.principal, id, account.orgId, deptIds);
    await assertGrantWithin(tx, actor.principal, id);
    await logOperation(tx, actor, { resource: 'users', recordId: id, action: 'update', title, changes: { deptIds: [before, after] } });
    return getStaff(tx, actor.principal, id);
  });
}
