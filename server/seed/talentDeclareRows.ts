/**
 * 银龄人才申报 for the demo (issue 21, docs/zhijiang.md): a declaration window open from July 2026 to June 2027
 * with a quota per city, and applications in every state of the levelled review in Hangzhou (unit_user's
 * unit, 西湖区教育局, and other units declared by the city bureau), Shaoxing and Ningbo (declared by the city
 * bureau for a county's unit), with their trails, and the provincial units' (declared by the province bureau,
 * waiting for their unit: the demo has no account at a provincial unit to decide there). Approved ones are
 * in their cadre's archive (cadre_talent).
 */
import type { Row } from '../db/db.ts';
import { CITIES } from '../../model/zhejiang.ts';
import { PROVINCE_UNITS_CODE } from '../../model/talentDeclare.ts';
import type { OrgRow } from './organisations.ts';
import { createRandom } from './random.ts';

export const TALENT_WINDOW = { start: '2026-07-01', end: '2027-06-30' } as const;

/** Each type's specialties (dictionary talent_type). */
const SPECIALTIES: Record<string, readonly string[]> = {
  '1': ['党的创新理论宣讲', '党史故事宣讲', '“八八战略”专题宣讲'],
  '2': ['书法篆刻', '中国画创作', '越剧表演与教学', '摄影'],
  '3': ['中医内科诊疗', '老年慢病管理', '心血管内科'],
  '4': ['人民调解', '法律咨询', '信访矛盾化解'],
  '5': ['中学数学教学', '农村科普', '信息技术培训'],
  '6': ['企业管理咨询', '财务审计', '乡村产业规划'],
  '7': ['茶叶种植技术', '果树栽培', '水产养殖'],
};
const ACHIEVEMENTS = [
  '退休后坚持开展志愿服务，年均服务时长超过200小时，获评县级优秀志愿者。',
  '组织编写地方读本两册，开展专题讲座三十余场，受众逾三千人次。',
  '牵头成立银龄服务队，带动二十余名老同志参与基层治理。',
  '在社区设立工作室，累计接待群众咨询五百余人次，化解矛盾纠纷八十余起。',
];
const RETURNS = ['证明材料不全，请补充获奖证书扫描件', '主要成果表述笼统，请补充具体事例和数据', '专业特长与申报类型不符，请核实后重新申报'];
const OPINIONS = ['同意上报', '材料齐全，同意', '情况属实，同意推荐', null];

interface Cadre {
  id: string;
  real_name: string;
  manage_org_id: string;
  status: string;
}

/** Who declares and decides each level for one place's applications. */
interface Place {
  cadres: Cadre[];
  creator: string;
  creatorOrg: string;
  unit: { user: string; org: string } | null;
  city: { user: string; org: string } | null;
  states: readonly string[];
}

const LEVELS = [['unitReview', 'unit'], ['cityReview', 'city'], ['provinceReview', 'province']] as const;
const PROVINCE = { user: 'user-admin', org: PROVINCE_UNITS_CODE };
const cityAdmin = (code: string) => (code === '330100' ? 'user-hz-admin' : code === '330600' ? 'user-sx-admin' : `user-${code}`);

export interface TalentDemo {
  config: Row[];
  quotas: Row[];
  declarations: Row[];
  approvals: Row[];
  talents: Row[];
}

export function talentDeclareRows(orgs: readonly OrgRow[], people: readonly Row[], clerkUnit: string, seed: number): TalentDemo {
  const random = createRandom(seed + 21);
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const alive = (people as unknown as Cadre[]).filter((c) => c.status === 'normal');
  const under = (test: (org: OrgRow) => boolean, n: number) => alive.filter((c) => test(byId.get(c.manage_org_id)!)).slice(0, n);
  // A county's unit (path /province/city/county/unit/): its unit level is the county bureau's.
  const countyUnit = (city: string) => (o: OrgRow) => o.kind === 'unit' && o.city_code === city && o.path.split('/').length === 6 && o.id !== clerkUnit;
  const countyOf = (c: Cadre) => byId.get(c.manage_org_id)!.parent_id!;
  const STATES = ['draft', 'unitReview', 'cityReview', 'provinceReview', 'approved', 'approved', 'returned'] as const;
  const places: Place[] = [
    { cadres: under((o) => o.id === clerkUnit, 7), creator: 'user-unit', creatorOrg: clerkUnit, unit: { user: 'user-330106', org: '330106' }, city: { user: 'user-hz-admin', org: '330100' }, states: STATES },
    ...['330100', '330600', '330200'].map((code) => ({
      cadres: under(countyUnit(code), code === '330200' ? 4 : 5),
      creator: cityAdmin(code), creatorOrg: code, unit: null, city: { user: cityAdmin(code), org: code },
      states: code === '330200' ? ['unitReview', 'cityReview', 'approved', 'returned'] : ['unitReview', 'cityReview', 'provinceReview', 'approved', 'returned'],
    })),
    { cadres: under((o) => o.kind === 'unit' && o.city_code === PROVINCE_UNITS_CODE, 3), creator: 'user-admin', creatorOrg: PROVINCE_UNITS_CODE, unit: null, city: null, states: ['draft', 'unitReview', 'unitReview'] },
  ];
  const out: TalentDemo = {
    config: [{ id: 'current', window_start: TALENT_WINDOW.start, window_end: TALENT_WINDOW.end, update_by: 'user-admin' }],
    quotas: [{ city_code: PROVINCE_UNITS_CODE, quota: 20 }, ...CITIES.map((c) => ({ city_code: c.code, quota: c.code === '330100' ? 40 : 30 }))],
    declarations: [],
    approvals: [],
    talents: [],
  };
  for (const place of places) {
    place.cadres.forEach((cadre, i) => {
      const state = place.states[i % place.states.length]!;
      const id = random.id();
      const type = String(random.int(1, 7));
      const specialty = random.pick(SPECIALTIES[type]!);
      const achievements = random.pick(ACHIEVEMENTS);
      let time = new Date(Date.parse(`${TALENT_WINDOW.start}T09:30:00+08:00`) + random.int(2, 130) * 86_400_000);
      const created = new Date(time.getTime() - random.int(1, 5) * 86_400_000);
      const unitApprover = place.unit ?? { user: `user-${countyOf(cadre)}`, org: countyOf(cadre) };
      const approver = { unit: unitApprover, city: place.city, province: PROVINCE };
      let last: { user: string; at: Date; reason: string | null } | null = null;
      const move = (level: 'unit' | 'city' | 'province' | null, result: string, from: string, to: string, who: { user: string; org: string }, opinion: string | null) => {
        time = new Date(time.getTime() + random.int(1, 6) * 86_400_000 + random.int(0, 28_800) * 1000);
        out.approvals.push({ id: random.id(), declare_id: id, level, result, opinion, approver: who.user, approver_org_id: who.org, from_state: from, to_state: to, create_time: time });
        if (level) last = { user: who.user, at: time, reason: opinion };
      };
      const declared = state !== 'draft';
      if (declared) {
        time = new Date(time.getTime() - 86_400_000);
        move(null, 'submit', 'draft', 'unitReview', { user: place.creator, org: place.creatorOrg }, null);
      }
      const declareTime = declared ? time : null;
      // The levels this application passed (all that apply, up to its state), then its final move.
      const path = LEVELS.filter(([, level]) => level !== 'city' || place.city).map(([s, level]) => ({ state: s, level }));
      const stopAt = state === 'approved' ? path.length : state === 'returned' ? random.int(0, path.length - 1) : path.findIndex((p) => p.state === state);
      if (declared) {
        for (let k = 0; k < stopAt; k++) {
          const next = path[k + 1]?.state ?? 'approved';
          move(path[k]!.level, 'approve', path[k]!.state, next, approver[path[k]!.level]!, random.pick(OPINIONS));
        }
        if (state === 'returned') move(path[stopAt]!.level, 'return', path[stopAt]!.state, 'returned', approver[path[stopAt]!.level]!, random.pick(RETURNS));
      }
      const decided = last as { user: string; at: Date; reason: string | null } | null;
      out.declarations.push({
        id, cadre_id: cadre.id, cadre_name: cadre.real_name, org_id: cadre.manage_org_id, talent_type: type, specialty,
        title_grade: random.pick(['1', '2', '3', '4', '9']), achievements, declare_time: declareTime, status: state,
        status_reason: decided?.reason ?? null, approver: decided?.user ?? null, approve_time: decided?.at ?? null,
        create_by: place.creator, update_by: place.creator, create_time: created, update_time: time,
      });
      if (state === 'approved') {
        out.talents.push({
          id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, specialty, talent_type: type, achievements,
          remarks: '银龄人才申报审核通过', talent_declare_id: id, create_by: 'user-admin', update_by: 'user-admin', create_time: time, update_time: time,
        });
      }
    });
  }
  return out;
}
