/**
 * Creating, changing and deleting roles. A new role belongs to the maker's acting department, so that only
 * administrators whose scope covers it manage it; its data scope is never wider than the maker's own.
 * Built-in roles keep their code and scope; the super administrator role is not changed at all.
 */
import { randomUUID } from 'node:crypto';
import { zh } from '../../../../model/i18n/index.ts';
import { recordChecks } from '../../../../model/resources/recordChecks.ts';
import { role as roleDef, type DataScopeKind } from '../../../../model/resources/role.ts';
import { validateRecord } from '../../../../model/resource/validate.ts';
import { CODE_BUSINESS } from '../../../../model/wire.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { diff, logOperation, type Actor } from '../../../engine/oplog.ts';
import { AppError, businessError, validationError } from '../../../http/errors.ts';
import type { Principal } from '../../auth/principal.ts';
import { SUPER_ADMIN_ROLE } from '../../menu/syncMenus.ts';
import { idList } from '../actor.ts';
import { assertGrantWithin } from '../staff/accountGuard.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { getRole, visibleRole } from './roleRead.ts';
import { assertManageable, mayGiveScope } from './roleGuard.ts';

const COLUMNS: Record<string, string> = { code: 'code', name: 'name', description: 'description', dataScope: 'data_scope', sort: 'sort', enabled: 'enabled' };

async function validated(input: Record<string, unknown>, mode: 'create' | 'update', current?: Row) {
  const result = validateRecord(roleDef, input, { mode, checks: await recordChecks(roleDef.name), current });
  if (result.errors.length) throw validationError(result.errors);
  return result.values;
}

/** Refuses a scope wider than the principal's; a custom scope names organisations within theirs. */
async function assertScope(q: Queryable, principal: Principal, kind: DataScopeKind, customOrgs: string[]): Promise<void> {
  if (kind === 'custom' && !customOrgs.length) throw validationError([{ field: 'orgIds', message: zh('role.customOrgsRequired') }]);
  if (!(await mayGiveScope(q, principal, kind, kind === 'custom' ? customOrgs : []))) {
    throw new AppError(400, zh('role.scopeTooWide'), CODE_BUSINESS, { errors: [{ field: kind === 'custom' ? 'orgIds' : 'dataScope', message: zh('role.scopeTooWide') }] });
  }
}

async function replaceCustomOrgs(q: Queryable, roleId: string, kind: DataScopeKind, orgIds: string[]): Promise<void> {
  await q.query('DELETE FROM sys_role_org WHERE role_id = $1', [roleId]);
  if (kind === 'custom') await q.query('INSERT INTO sys_role_org (role_id, org_id) SELECT $1, unnest($2::text[])', [roleId, orgIds]);
}

export async function createRole(deps: SystemDeps, actor: Actor, input: Record<string, unknown>): Promise<Row> {
  const { principal } = actor;
  const values = await validated({ dataScope: 'org', sort: 100, enabled: true, ...input }, 'create');
  const kind = values.dataScope as DataScopeKind;
  const orgIds = idList(input.orgIds) ?? [];
  const id = randomUUID().replaceAll('-', '');
  return deps.db.transaction(async (tx) => {
    await assertScope(tx, principal, kind, orgIds);
    const taken = await tx.query('SELECT 1 FROM sys_role WHERE code = $1', [values.code]);
    if (taken.length) throw validationError([{ field: 'code', message: zh('role.codeTaken', { code: String(values.code) }) }]);
    const names = Object.keys(values).filter((k) => COLUMNS[k]);
    await tx.query(
      `INSERT INTO sys_role (id, org_id, create_by, update_by, ${names.map((k) => COLUMNS[k]).join(', ')})
       VALUES ($1, $2, $3, $3, ${names.map((_, i) => `$${i + 4}`).join(', ')})`,
      [id, principal.deptId, principal.userId, ...names.map((k) => values[k])],
    );
    await replaceCustomOrgs(tx, id, kind, orgIds);
    await logOperation(tx, actor, { resource: 'role', recordId: id, action: 'create', title: String(values.name), changes: { ...diff({}, values), orgIds: [null, orgIds] } });
    return getRole(tx, principal, id);
  });
}

export async function updateRole(deps: SystemDeps, actor: Actor, id: string, input: Record<string, unknown>): Promise<Row> {
  const { principal } = actor;
  const version = Number(input.version);
  if (!Number.isInteger(version) || version < 1) throw businessError(zh('engine.versionMissing'), 400);
  return deps.db.transaction(async (tx) => {
    const role = await visibleRole(tx, principal, id);
    await assertManageable(tx, principal, role);
    const [row] = await tx.query<Row>('SELECT * FROM sys_role WHERE id = $1 FOR UPDATE', [id]);
    if (row!.version !== version) throw new AppError(409, zh('system.versionConflict'), CODE_BUSINESS);
    const before = Object.fromEntries(Object.entries(COLUMNS).map(([k, c]) => [k, row![c] ?? null]));
    const values = await validated(input, 'update', before);
    const changes = diff(before, values);
    const orgIds = idList(input.orgIds);
    const kind = (values.dataScope ?? before.dataScope) as DataScopeKind;
    const scopeChanged = 'dataScope' in changes || (kind === 'custom' && orgIds !== undefined && orgIds.join() !== role.customOrgs.join());
    if (id === SUPER_ADMIN_ROLE && (scopeChanged || changes.enabled)) throw businessError(zh('role.superAdminLocked'), 400);
    if (role.builtin && scopeChanged) throw businessError(zh('role.builtinLocked'), 400);
    if (scopeChanged) {
      await assertScope(tx, principal, kind, orgIds ?? role.customOrgs);
      await replaceCustomOrgs(tx, id, kind, orgIds ?? role.customOrgs);
      changes.orgIds = [role.customOrgs, kind === 'custom' ? (orgIds ?? role.customOrgs) : []];
    }
    if (!Object.keys(changes).length) return getRole(tx, principal, id);
    const names = Object.keys(changes).filter((k) => COLUMNS[k]);
    await tx.query(
      `UPDATE sys_role SET version = version + 1, update_by = $2, update_time = now()${names.map((k, i) => `, ${COLUMNS[k]} = $${i + 3}`).join('')} WHERE id = $1`,
      [id, principal.userId, ...names.map((k) => values[k])],
    );
    // A wider scope widens every holder: none may reach beyond the changer.
    if (scopeChanged) await assertHoldersBelow(tx, principal, id);
    await logOperation(tx, actor, { resource: 'role', recordId: id, action: 'update', title: role.name, changes });
    return getRole(tx, principal, id);
  });
}

async function assertHoldersBelow(q: Queryable, principal: Principal, roleId: string): Promise<void> {
  const holders = await q.query<{ user_id: string }>(
    'SELECT ur.user_id FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id AND u.del_flag = 0 WHERE ur.role_id = $1',
    [roleId],
  );
  for (const { user_id } of holders) await assertGrantWithin(q, principal, user_id);
}

export async function deleteRole(deps: SystemDeps, actor: Actor, id: string): Promise<{ deleted: number }> {
  return deps.db.transaction(async (tx) => {
    const role = await visibleRole(tx, actor.principal, id);
    if (id === SUPER_ADMIN_ROLE) throw businessError(zh('role.superAdminLocked'), 400);
    if (role.builtin) throw businessError(zh('role.builtinLocked'), 400);
    await assertManageable(tx, actor.principal, role);
    const [held] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id AND u.del_flag = 0 WHERE ur.role_id = $1',
      [id],
    );
    if ((held?.n ?? 0) > 0) throw businessError(zh('role.hasHolders', { count: held!.n }), 400);
    // Deleted accounts that held it keep no grant: their rows go with the role.
    await tx.query('DELETE FROM sys_role WHERE id = $1', [id]);
    await logOperation(tx, actor, { resource: 'role', recordId: id, action: 'delete', title: role.name, changes: { code: [role.code, null], menuIds: [role.menuIds, null] } });
    return { deleted: 1 };
  });
}
