/**
 * Server rules of 关心下一代 (docs/careChild.md): a committee sits one level below its parent (a province's has
 * none) and keeps its parent's name for the list; a committee with committees below it is not deleted; a
 * member takes their committee's name and, when chosen from the archive, the cadre's name and sex; each content
 * kind sees only its own rows (a published item takes its time from a trigger, as news does).
 */
import { zh } from '../../../model/i18n/index.ts';
import { CARE_CONTENT_KINDS, type CareContentResource } from '../../../model/resources/careContent.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Queryable, Row } from '../../db/db.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { findRow } from '../../engine/read.ts';
import { businessError } from '../../http/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { fieldError } from '../cadre/fieldError.ts';

/** care_org_level codes: 1 省 … 5 村; a parent is one code lower. */
const LEVEL_NAMES: Record<string, string> = { '1': '省', '2': '市', '3': '县', '4': '乡', '5': '村' };

const committee = (q: Queryable, principal: Principal, id: unknown) =>
  typeof id === 'string' && id ? findRow(q, resourceByName('careOrganization')!, principal, id) : Promise.resolve(undefined);

export const careOrganizationHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op === 'update' && !('parentId' in values)) return {};
    const parent = await committee(ctx.tx, ctx.principal, values.parentId);
    return { parentName: parent ? String(parent.mechanism_name) : null };
  },
  async beforeWrite(ctx, _op, values, current) {
    const level = String(values.level ?? current?.level ?? '');
    const parentId = 'parentId' in values ? values.parentId : current?.parent_id;
    if (level === '1') {
      if (parentId) throw fieldError('parentId', zh('careChild.provinceHasNoParent'));
      return;
    }
    if (!parentId) throw fieldError('parentId', zh('careChild.parentRequired'));
    if (current && parentId === current.id) throw fieldError('parentId', zh('careChild.parentSelf'));
    // The engine has refused a parent out of scope or missing (the reference check) before this runs.
    const parent = await committee(ctx.tx, ctx.principal, parentId);
    const above = String(Number(level) - 1);
    if (parent && String(parent.level) !== above) throw fieldError('parentId', zh('careChild.parentLevel', { level: LEVEL_NAMES[above]! }));
  },
  async beforeDelete(ctx, row) {
    const below = await ctx.tx.query('SELECT 1 FROM care_org WHERE parent_id = $1 AND del_flag = 0 LIMIT 1', [row.id]);
    if (below.length) throw businessError(zh('careChild.hasChildren'));
  },
  async afterWrite(ctx, op, record) {
    if (op !== 'update' || !('mechanismName' in record)) return;
    // A renamed committee's name follows into the records that show it.
    await ctx.tx.query('UPDATE care_org SET parent_name = $2 WHERE parent_id = $1 AND parent_name IS DISTINCT FROM $2', [record.id, record.mechanismName]);
    await ctx.tx.query('UPDATE care_member SET care_org_name = $2 WHERE care_org_id = $1 AND care_org_name IS DISTINCT FROM $2', [record.id, record.mechanismName]);
  },
};

export const careMemberHooks: ResourceHooks = {
  async derive(ctx, _op, values) {
    const derived: Record<string, unknown> = {};
    if ('careOrgId' in values) {
      const org = await committee(ctx.tx, ctx.principal, values.careOrgId);
      if (org) derived.careOrgName = String(org.mechanism_name);
    }
    if (typeof values.cadreId === 'string' && values.cadreId) {
      const cadre: Row | undefined = await findRow(ctx.tx, resourceByName('cadre')!, ctx.principal, values.cadreId);
      if (cadre) Object.assign(derived, { memberName: String(cadre.real_name), sex: cadre.sex ?? null });
    }
    return derived;
  },
};

export function careContentHooks(resource: CareContentResource): ResourceHooks {
  const kind = CARE_CONTENT_KINDS[resource];
  return {
    derive: (_ctx, op) => (op === 'create' ? { kind } : {}),
    visibleWhere: (_principal, p, alias) => `${alias}.kind = ${p.add(kind)}`,
  };
}
