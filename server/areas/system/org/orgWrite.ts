/**
 * Adding and editing organisations. A new one goes under a parent within the principal's scope, at the
 * next level down (or as a sub-unit of a unit), and takes its path and city from the parent.
 */
import { randomUUID } from 'node:crypto';
import { zh } from '../../../../model/i18n/index.ts';
import { organization, type OrgKind } from '../../../../model/resources/organization.ts';
import { recordChecks } from '../../../../model/resources/recordChecks.ts';
import { validateRecord } from '../../../../model/resource/validate.ts';
import { CODE_BUSINESS } from '../../../../model/wire.ts';
import type { Row } from '../../../db/db.ts';
import { diff, logOperation, type Actor } from '../../../engine/oplog.ts';
import { AppError, businessError, validationError } from '../../../http/errors.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { assertKindUnder, cityCodeUnder, findOrg, orgCovered, orgInScopeOr404 } from './orgAccess.ts';
import { getOrg } from './orgRead.ts';

const COLUMNS: Record<string, string> = {
  name: 'name', shortName: 'short_name', kind: 'kind', parentId: 'parent_id', regionCode: 'region_code',
  telephone: 'telephone', address: 'address', sort: 'sort',
};

async function validated(input: Record<string, unknown>, mode: 'create' | 'update', current?: Row) {
  const result = validateRecord(organization, input, { mode, checks: await recordChecks(organization.name), current });
  if (result.errors.length) throw validationError(result.errors);
  return result.values;
}

export async function createOrg(deps: SystemDeps, actor: Actor, input: Record<string, unknown>): Promise<Row> {
  const { principal } = actor;
  const values = await validated({ sort: 0, ...input }, 'create');
  const kind = values.kind as OrgKind;
  const id = randomUUID().replaceAll('-', '');
  return deps.db.transaction(async (tx) => {
    const parent = await findOrg(tx, String(values.parentId), { lock: true });
    if (!parent || !orgCovered(principal, parent)) {
      throw new AppError(400, zh('system.outOfScope'), CODE_BUSINESS, { errors: [{ field: 'parentId', message: zh('system.outOfScope') }] });
    }
    if (!parent.enabled) throw businessError(zh('org.parentDisabled'), 400);
    assertKindUnder(kind, parent);
    const regionCode = (values.regionCode as string | null | undefined) ?? parent.regionCode;
    const row = { ...values, regionCode };
    const names = Object.keys(row).filter((k) => COLUMNS[k]);
    await tx.query(
      `INSERT INTO sys_org (id, path, city_code, create_by, update_by, ${names.map((k) => COLUMNS[k]).join(', ')})
       VALUES ($1, $2, $3, $4, $4, ${names.map((_, i) => `$${i + 5}`).join(', ')})`,
      [id, `${parent.path}${id}/`, cityCodeUnder(kind, id, regionCode ?? null, parent), principal.userId, ...names.map((k) => row[k as keyof typeof row])],
    );
    await logOperation(tx, actor, { resource: 'organization', recordId: id, action: 'create', title: String(values.name), changes: diff({}, row) });
    return getOrg(tx, principal, id);
  });
}

export async function updateOrg(deps: SystemDeps, actor: Actor, id: string, input: Record<string, unknown>): Promise<Row> {
  const { principal } = actor;
  const version = Number(input.version);
  if (!Number.isInteger(version) || version < 1) throw businessError(zh('engine.versionMissing'), 400);
  return deps.db.transaction(async (tx) => {
    const org = await orgInScopeOr404(tx, principal, id, { lock: true });
    if (org.version !== version) throw new AppError(409, zh('system.versionConflict'), CODE_BUSINESS);
    const [row] = await tx.query<Row>('SELECT * FROM sys_org WHERE id = $1', [id]);
    const before = Object.fromEntries(Object.entries(COLUMNS).map(([k, c]) => [k, row![c] ?? null]));
    const values = await validated(input, 'update', before);
    const changes = diff(before, values);
    const names = Object.keys(changes);
    if (names.length) {
      await tx.query(
        `UPDATE sys_org SET version = version + 1, update_by = $2, update_time = now()${names.map((k, i) => `, ${COLUMNS[k]} = $${i + 3}`).join('')} WHERE id = $1`,
        [id, principal.userId, ...names.map((k) => values[k])],
      );
      await logOperation(tx, actor, { resource: 'organization', recordId: id, action: 'update', title: org.name, changes });
    }
    return getOrg(tx, principal, id);
  });
}
