/**
 * Changing the tree: moving an organisation with its whole subtree (every path below rewritten in one
 * transaction), disabling (the subtree with it) and enabling, and deleting an organisation that holds
 * nothing any more. None of it reaches the top of the principal's scope or leaves the scope.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { CODE_BUSINESS } from '../../../../model/wire.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { logOperation, type Actor } from '../../../engine/oplog.ts';
import { AppError, businessError } from '../../../http/errors.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { assertBelowScopeTop, assertKindUnder, cityCodeUnder, findOrg, orgCovered, orgInScopeOr404 } from './orgAccess.ts';
import { getOrg } from './orgRead.ts';

export async function moveOrg(deps: SystemDeps, actor: Actor, id: string, parentId: string): Promise<Row> {
  const { principal } = actor;
  return deps.db.transaction(async (tx) => {
    const org = await orgInScopeOr404(tx, principal, id, { lock: true });
    const from = await assertBelowScopeTop(tx, principal, org);
    const to = parentId ? await findOrg(tx, parentId, { lock: true }) : undefined;
    if (!to || !orgCovered(principal, to)) {
      throw new AppError(400, zh('system.outOfScope'), CODE_BUSINESS, { errors: [{ field: 'parentId', message: zh('system.outOfScope') }] });
    }
    if (to.path.startsWith(org.path)) throw businessError(zh('org.moveIntoItself'), 400);
    if (!to.enabled) throw businessError(zh('org.parentDisabled'), 400);
    if (to.id === from.id) return getOrg(tx, principal, id);
    assertKindUnder(org.kind, to);
    const path = `${to.path}${org.id}/`;
    // The subtree keeps its shape: each path's prefix is replaced, and everything below the moved
    // organisation belongs to its (possibly new) city.
    await tx.query(
      `UPDATE sys_org SET path = $2 || substr(path, length($1) + 1), city_code = $3, version = version + 1, update_by = $4, update_time = now()
        WHERE path LIKE replace(replace($1, '_', '\\_'), '%', '\\%') || '%'`,
      [org.path, path, cityCodeUnder(org.kind, org.id, org.regionCode, to), principal.userId],
    );
    await tx.query('UPDATE sys_org SET parent_id = $2 WHERE id = $1', [id, to.id]);
    await logOperation(tx, actor, { resource: 'organization', recordId: id, action: 'update', title: org.name, changes: { parentId: [from.id, to.id], path: [org.path, path] } });
    return getOrg(tx, principal, id);
  });
}

export async function setOrgEnabled(deps: SystemDeps, actor: Actor, id: string, enabled: boolean): Promise<Row> {
  const { principal } = actor;
  return deps.db.transaction(async (tx) => {
    const org = await orgInScopeOr404(tx, principal, id, { lock: true });
    const parent = await assertBelowScopeTop(tx, principal, org);
    if (enabled && !parent.enabled) throw businessError(zh('org.parentDisabled'), 400);
    // Disabling takes the subtree along (nothing may be filed under a disabled unit's children either);
    // enabling brings back the one organisation, whose children are enabled one by one.
    const changed = await tx.query<{ id: string }>(
      enabled
        ? `UPDATE sys_org SET enabled = true, version = version + 1, update_by = $2, update_time = now() WHERE id = $1 AND NOT enabled RETURNING id`
        : `UPDATE sys_org SET enabled = false, version = version + 1, update_by = $2, update_time = now()
            WHERE enabled AND path LIKE replace(replace($1, '_', '\\_'), '%', '\\%') || '%' RETURNING id`,
      [enabled ? id : org.path, principal.userId],
    );
    for (const row of changed) {
      await logOperation(tx, actor, { resource: 'organization', recordId: row.id, action: 'update', title: org.name, changes: { enabled: [!enabled, enabled] } });
    }
    return getOrg(tx, principal, id);
  });
}

/** What still points at the organisation: sub-organisations, staff, and any table with a key to sys_org. */
async function holdings(q: Queryable, id: string): Promise<{ key: 'org.hasChildren' | 'org.hasStaff' | 'org.hasRecords'; count: number; what?: string }[]> {
  const refs = await q.query<{ tbl: string; col: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, quote_ident(a.attname) AS col
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'sys_org'::regclass ORDER BY 1, 2`,
  );
  const found: { key: 'org.hasChildren' | 'org.hasStaff' | 'org.hasRecords'; count: number; what?: string }[] = [];
  for (const { tbl, col } of refs) {
    const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tbl} WHERE ${col} = $1`, [id]);
    const count = row?.n ?? 0;
    if (!count) continue;
    if (tbl === 'sys_org') found.push({ key: 'org.hasChildren', count });
    else if (tbl === 'sys_user' || tbl === 'sys_user_dept') found.push({ key: 'org.hasStaff', count });
    else found.push({ key: 'org.hasRecords', count, what: tbl === 'sys_role' || tbl === 'sys_role_org' ? zh('org.records.roles') : zh('org.records.other') });
  }
  const order = ['org.hasChildren', 'org.hasStaff', 'org.hasRecords'];
  return found.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

export async function deleteOrg(deps: SystemDeps, actor: Actor, id: string): Promise<{ deleted: number }> {
  const { principal } = actor;
  return deps.db.transaction(async (tx) => {
    const org = await orgInScopeOr404(tx, principal, id, { lock: true });
    await assertBelowScopeTop(tx, principal, org);
    const [first] = await holdings(tx, id);
    if (first) throw businessError(zh(first.key, { count: first.count, what: first.what ?? '' }), 400);
    await tx.query('DELETE FROM sys_org WHERE id = $1', [id]);
    await logOperation(tx, actor, { resource: 'organization', recordId: id, action: 'delete', title: org.name, changes: { name: [org.name, null], path: [org.path, null] } });
    return { deleted: 1 };
  });
}
