/**
 * Wills (domain.md §3.10): a confidential will is seen and written only by the users of the cadre's
 * managing unit itself (their own organisation or the department they act for), not by the bureaus above.
 */
import { zh } from '../../../../model/i18n/index.ts';
import type { Principal } from '../../auth/principal.ts';
import type { ResourceHooks } from '../../../engine/hooks.ts';
import { fieldError } from '../fieldError.ts';
import { cadreOf } from './cadreOf.ts';

const ownUnits = (principal: Principal) => [...new Set([principal.orgId, principal.deptId])];

export const willHooks: ResourceHooks = {
  // The row keeps its cadre's managing unit (scope_org_id, migration 033; NULL while the cadre is not in the
  // archive, when the will's scope hides it anyway): no lookup of the cadre for every confidential will a
  // list passes.
  visibleWhere: (principal, p, alias) => `(NOT ${alias}.is_confidential OR ${alias}.scope_org_id = ANY (${p.add(ownUnits(principal))}::text[]))`,
  async beforeWrite(ctx, _op, values, current) {
    const confidential = 'isConfidential' in values ? values.isConfidential : current?.is_confidential;
    if (confidential !== true) return;
    // Otherwise the writer could not read back what they saved.
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId ?? current?.cadre_id);
    if (cadre && !ownUnits(ctx.principal).includes(cadre.manageOrgId)) throw fieldError('isConfidential', zh('cadre.willNotOwnUnit'));
  },
};
