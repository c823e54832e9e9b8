/**
 * The demo party branches (issue 20, docs/vanguard.md): one 联合 branch per bureau (province, city, county),
 * gathering up to MEMBERS_PER_BRANCH living party members among the retired cadres of the bureau and of its
 * units, with a secretary and committee from them, monthly pensions, a few 流动党员, and a 换届 date spread
 * over the three years of a term so that some are due. Its own random source (workVisits.ts).
 */
import type { Row } from '../db/db.ts';
import type { OrgRow } from './organisations.ts';
import { createRandom } from './random.ts';

/** Kept small: every test server seeds the demo, and meetings and dues grow with the members. */
const MEMBERS_PER_BRANCH = 4;
const PLACES = ['上海市浦东新区', '海南省三亚市', '北京市海淀区', '广东省深圳市', '江苏省苏州市', '云南省昆明市'];

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface BranchSeed {
  branches: Row[];
  members: Row[];
}

export function partyBranchRows(orgs: readonly OrgRow[], cadres: readonly Row[], seed: number): BranchSeed {
  const random = createRandom(seed + 211);
  const byId = new Map(orgs.map((o) => [o.id, o]));
  // The bureau a cadre's party life belongs to: their own organisation if it is a bureau, else its parent.
  const bureauOf = (orgId: string) => {
    const org = byId.get(orgId);
    return org?.kind === 'unit' ? org.parent_id! : orgId;
  };
  const candidates = new Map<string, Row[]>();
  for (const c of cadres) {
    if (c.status !== 'normal' || c.political_status !== '01') continue;
    const bureau = bureauOf(String(c.manage_org_id));
    candidates.set(bureau, [...(candidates.get(bureau) ?? []), c]);
  }
  const branches: Row[] = [];
  const members: Row[] = [];
  for (const org of orgs) {
    const people = (candidates.get(org.id) ?? []).slice(0, MEMBERS_PER_BRANCH);
    if (org.kind === 'unit' || people.length < 2) continue;
    const id = random.id();
    const committee = (i: number) => (people[i] ? String(people[i]!.id) : null);
    branches.push({
      id, org_id: org.id, party_name: `${org.short_name}离退休干部党支部`, branch_type: '2',
      date_for_changing_leaders: addDays('2025-03-01', random.int(0, 3 * 365)), secretary_id: committee(0), secretary_name: people[0]!.real_name, deputy_secretary_id: null,
      organ_commissary_id: committee(1), discipline_commissary_id: null, publicity_commissary_id: committee(2),
      venue_type: '1', venues: `${org.short_name}老干部活动中心`, member_count: people.length, remarks: null, create_by: 'user-admin',
    });
    people.forEach((c, i) => {
      const flowing = i > 0 && random.next() < 0.1;
      members.push({
        id: random.id(), branch_id: id, branch_name: `${org.short_name}离退休干部党支部`, cadre_id: c.id, cadre_name: c.real_name, role: i === 0 ? '1' : i < 3 ? '2' : '3',
        join_branch_date: addDays('2015-01-01', random.int(0, 3000)), pension_base: String(random.int(35, 95) * 100 + random.pick([0, 50])),
        is_flowing: flowing, flow_start: flowing ? addDays('2023-01-01', random.int(0, 500)) : null, flow_address: flowing ? random.pick(PLACES) : null,
        status: 'active', create_by: 'user-admin',
      });
    });
  }
  return { branches, members };
}
