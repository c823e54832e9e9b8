/**
 * Server rules of the staff teams (docs/liaison.md): each page sees only its kind, a new member takes the kind
 * of the page it was posted to, and the city is the one of the member's organisation (省直单位, 330000, for the
 * province's units). 市县工作队伍 take people of a city's or county's organisations, 省直单位工作队伍 of the
 * province's.
 */
import { zh } from '../../../model/i18n/index.ts';
import { OFFICER_TEAM_KINDS, type OfficerTeamResource } from '../../../model/resources/officerTeam.ts';
import type { Queryable } from '../../db/db.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { PROVINCE } from '../../../model/zhejiang.ts';
import { fieldError } from '../cadre/fieldError.ts';

async function cityOf(q: Queryable, orgId: unknown): Promise<string | undefined> {
  if (typeof orgId !== 'string') return undefined;
  const rows = await q.query<{ city_code: string }>('SELECT city_code FROM sys_org WHERE id = $1', [orgId]);
  return rows[0]?.city_code;
}

export function officerTeamHooks(resource: OfficerTeamResource): ResourceHooks {
  const kind = OFFICER_TEAM_KINDS[resource];
  return {
    async derive(ctx, op, values) {
      const kindValue = op === 'create' ? { kind } : {};
      if (!('orgId' in values)) return kindValue;
      const city = await cityOf(ctx.tx, values.orgId);
      if (city === undefined) return kindValue;
      const provincial = city === PROVINCE.code;
      if (provincial !== (kind === 'province')) throw fieldError('orgId', zh(kind === 'province' ? 'liaison.teamOrgProvince' : 'liaison.teamOrgCity'));
      return { ...kindValue, city };
    },
    visibleWhere: (_principal, p, alias) => `${alias}.kind = ${p.add(kind)}`,
  };
}
