/**
 * The demo records of 银龄先锋's remaining pages (docs/vanguard.md part 3), kept small (every test server
 * seeds the demo) and where the demo accounts look: the province's, every city bureau's, and the branches
 * of Hangzhou's and Shaoxing's counties. Activities with participants from their branch, study records,
 * the branch secretaries and committee members as core members and their training courses, silver stations,
 * party-building sites and education bases with appointments in every state. Dates lie around the autumn of
 * 2026; the appointments still to come in early 2027. Its own random source (workVisits.ts).
 */
import type { Row } from '../db/db.ts';
import { addDays } from './addDays.ts';
import type { BranchSeed } from './partyBranchRows.ts';
import type { OrgRow } from './organisations.ts';
import { personName } from './personName.ts';
import { createRandom } from './random.ts';

const BY = 'user-admin';

const ACTIVITIES: readonly (readonly [type: string, name: string, place: string])[] = [
  ['5', '重温入党誓词主题党日', '老干部活动中心党员活动室'],
  ['5', '“银龄先锋”社区志愿服务', '所在社区党群服务中心'],
  ['4', '学习贯彻党的二十届四中全会精神专题党课', '老干部活动中心报告厅'],
  ['1', '支部党员大会暨年度组织生活会', '老干部活动中心会议室'],
  ['5', '参观红色教育基地', '浙江革命烈士纪念馆'],
];
const STUDY_THEMES = [
  '学习党的二十届四中全会精神', '学习《中国共产党章程》', '学习习近平总书记考察浙江重要讲话精神', '学习《中国共产党纪律处分条例》',
  '学习“八八战略”实施二十三周年成果', '学习老干部工作政策文件',
];
/** The telephone area codes of the cities, for the demo's landlines. */
const AREA_CODES: Readonly<Record<string, string>> = {
  '330000': '0571', '330100': '0571', '330200': '0574', '330300': '0577', '330400': '0573', '330500': '0572', '330600': '0575',
  '330700': '0579', '330800': '0570', '330900': '0580', '331000': '0576', '331100': '0578',
};
const STREETS = ['文化路', '人民路', '解放路', '中山路', '新华街', '健康路', '和平路', '学士路'];

/** Education bases of Zhejiang that branches do visit, by city. */
const EDUCATION_BASES: Readonly<Record<string, readonly (readonly [name: string, address: string, type: string])[]>> = {
  '330000': [['浙江革命烈士纪念馆', '杭州市西湖区龙井路1号', '3']],
  '330100': [['中国共产党杭州历史馆', '杭州市上城区江城路558号', '4'], ['杭州市廉政文化教育基地', '杭州市西湖区北山街', '5']],
  '330200': [['四明山革命烈士纪念馆', '余姚市梁弄镇横坎头村', '3']],
  '330300': [['中共浙江省一大会址纪念馆', '平阳县凤卧镇冠尖村', '3']],
  '330400': [['南湖革命纪念馆', '嘉兴市南湖区南湖路', '6']],
  '330500': [['余村“两山”理念教育基地', '安吉县天荒坪镇余村', '4']],
  '330600': [['周恩来纪念馆', '绍兴市越城区劳动路369号', '6'], ['鲁迅纪念馆', '绍兴市越城区鲁迅中路235号', '6']],
  '330700': [['陈望道故居', '义乌市城西街道分水塘村', '4']],
  '330800': [['衢州市革命历史纪念馆', '衢州市柯城区府山公园内', '3']],
  '330900': [['舟山市廉政教育基地', '舟山市定海区昌国路', '5']],
  '331000': [['解放一江山岛烈士陵园', '台州市椒江区枫山', '3']],
  '331100': [['浙西南革命根据地纪念馆', '丽水市莲都区丽阳街', '3']],
};

/** The appointments of a base: one in each state, in the order visited, cancelled, approved, rejected, submitted. */
const APPOINTMENTS: readonly (readonly [status: string, date: string, reason: string | null])[] = [
  ['visited', '2026-10-15', null],
  ['cancelled', '2026-11-10', '天气原因，改期参观'],
  ['approved', '2026-12-16', null],
  ['rejected', '2026-12-25', '当日场馆闭馆维护，请改约其他日期'],
  ['submitted', '2027-01-13', null],
];

export interface VanguardRestSeed {
  vg_branch_activity: Row[];
  vg_activity_participant: Row[];
  vg_study_record: Row[];
  vg_backbone: Row[];
  vg_backbone_training: Row[];
  vg_backbone_trainee: Row[];
  vg_post_station: Row[];
  vg_party_base: Row[];
  vg_base_appointment: Row[];
}

export function vanguardRestRows(orgs: readonly OrgRow[], party: BranchSeed, seed: number): VanguardRestSeed {
  const random = createRandom(seed + 2023);
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const landline = (org: OrgRow) => `${AREA_CODES[org.city_code] ?? '0571'}-8${random.int(1_000_000, 9_999_999)}`;
  const shown = (org: OrgRow | undefined) => !!org && (org.kind === 'province' || org.kind === 'city' || org.city_code === '330100' || org.city_code === '330600');
  const branches = party.branches.filter((b) => shown(byId.get(String(b.org_id))));
  const membersOf = new Map<string, Row[]>();
  for (const m of party.members) membersOf.set(String(m.branch_id), [...(membersOf.get(String(m.branch_id)) ?? []), m]);
  const out: VanguardRestSeed = {
    vg_branch_activity: [], vg_activity_participant: [], vg_study_record: [], vg_backbone: [], vg_backbone_training: [], vg_backbone_trainee: [],
    vg_post_station: [], vg_party_base: [], vg_base_appointment: [],
  };
  const backbonesOf = new Map<string, Row[]>();
  for (const [bi, branch] of branches.entries()) {
    const members = membersOf.get(String(branch.id)) ?? [];
    const org = byId.get(String(branch.org_id))!;
    const common = { branch_id: branch.id, branch_name: branch.party_name, create_by: BY, update_by: BY };
    for (let k = 0; k < 1 + (bi % 2); k++) {
      const [type, name, place] = ACTIVITIES[(bi + k * 2) % ACTIVITIES.length]!;
      const id = random.id();
      const joined = members.slice(0, random.int(Math.min(2, members.length), members.length));
      out.vg_branch_activity.push({
        ...common, id, activity_name: name, activity_type: type, host: members[0]?.cadre_name ?? null, activity_date: addDays('2026-06-01', random.int(0, 170)),
        place: place.startsWith('浙江') ? place : `${org.short_name}${place}`, participant_count: joined.length,
        content: `<p>${branch.party_name}组织开展“${name}”活动，老党员们积极参与、交流体会。</p>`,
      });
      for (const m of joined) out.vg_activity_participant.push({ id: random.id(), activity_id: id, member_id: m.id, member_name: m.cadre_name, create_by: BY, update_by: BY });
    }
    const theme = STUDY_THEMES[bi % STUDY_THEMES.length]!;
    out.vg_study_record.push({
      ...common, id: random.id(), theme, study_time: addDays('2026-03-01', random.int(0, 240)), host: members[0]?.cadre_name ?? '支部书记',
      study_form: random.pick(['1', '1', '2', '3', '4']), participant_count: members.length,
      points: `<p>${theme}，结合老干部实际交流学习体会，${members.length}名党员参加。</p>`,
    });
    // The secretary and the committee members are the core of the branch's work.
    for (const [i, m] of members.filter((x) => x.role !== '3').entries()) {
      const row = {
        id: random.id(), org_id: branch.org_id, cadre_id: m.cadre_id, cadre_name: m.cadre_name, backbone_type: i === 0 ? '1' : '2',
        appoint_date: addDays('2022-03-01', random.int(0, 900)), specialty: random.pick(['党建宣讲', '组织协调', '文字材料', '志愿服务', null]), create_by: BY, update_by: BY,
      };
      out.vg_backbone.push(row);
      const bureau = org.kind === 'county' ? String(org.parent_id) : org.id;
      backbonesOf.set(bureau, [...(backbonesOf.get(bureau) ?? []), row]);
    }
  }
  // One training course per bureau shown, planned, ongoing or finished, its trainees the core members below it.
  const bureaus = orgs.filter((o) => o.kind === 'province' || o.kind === 'city');
  for (const [i, org] of bureaus.entries()) {
    const trainees = (backbonesOf.get(org.id) ?? []).slice(0, 4);
    const status = (['finished', 'ongoing', 'planned'] as const)[i % 3]!;
    const start = status === 'finished' ? addDays('2026-09-01', random.int(0, 40)) : status === 'ongoing' ? '2026-11-24' : addDays('2026-12-07', random.int(0, 30));
    const id = random.id();
    out.vg_backbone_training.push({
      id, org_id: org.id, title: `${org.short_name}离退休干部党支部书记培训班`, start_date: start, end_date: addDays(start, 4), place: `${org.short_name}委党校`,
      hours: String(random.pick([16, 24, 32])), trainee_count: trainees.length, status, content: '党的创新理论、支部工作规范、三会一课组织实务。', create_by: BY, update_by: BY,
    });
    for (const t of trainees) {
      out.vg_backbone_trainee.push({ id: random.id(), training_id: id, cadre_id: t.cadre_id, cadre_name: t.cadre_name, result: status === 'finished' ? '结业' : null, create_by: BY, update_by: BY });
    }
  }
  // Silver stations: two per city, one in each of Hangzhou's and Shaoxing's counties.
  for (const org of orgs.filter((o) => o.kind === 'city' || (o.kind === 'county' && (o.city_code === '330100' || o.city_code === '330600')))) {
    for (let k = 0; k < (org.kind === 'city' ? 2 : 1); k++) {
      const place = org.short_name.replace(/(市|区|县)$/, '');
      const street = random.pick(STREETS);
      out.vg_post_station.push({
        id: random.id(), org_id: org.id, name: `${place}${street}金秋驿站`, address: `${org.short_name}${street}${random.int(8, 288)}号`,
        lng: (119.5 + random.next() * 2).toFixed(6), lat: (28 + random.next() * 2.5).toFixed(6), manager: personName(random), phone: landline(org),
        open_hours: random.pick(['周一至周五 8:30-17:00', '每天 9:00-16:30', '周二、周四 全天']), star_level: random.int(2, 5),
        services: '政策咨询、学习阅读、文体活动、健康讲座、志愿服务', status: random.next() < 0.1 ? 'closed' : 'active', create_by: BY, update_by: BY,
      });
    }
  }
  // Party-building sites: a city bureau's centre in every city; education bases where they are.
  const bases: Row[] = [];
  for (const org of orgs.filter((o) => o.kind === 'province' || o.kind === 'city')) {
    bases.push({
      id: random.id(), kind: 'partyBuilding', org_id: org.id, name: `${org.short_name}老干部党建活动阵地`, base_type: '2', address: `${org.short_name}${random.pick(STREETS)}${random.int(10, 200)}号`,
      capacity: random.pick([40, 60, 80]), contact: personName(random), phone: landline(org), open_hours: '周一至周五 9:00-16:30',
      intro: '集党员活动、学习教育、组织生活于一体的离退休干部党建活动阵地。', create_by: BY, update_by: BY,
    });
    for (const [name, address, type] of EDUCATION_BASES[org.id] ?? []) {
      bases.push({
        id: random.id(), kind: 'educationBase', org_id: org.id, name, base_type: type, address, capacity: random.pick([50, 100, 150]),
        contact: personName(random), phone: landline(org), open_hours: '周二至周日 9:00-16:30（周一闭馆）',
        intro: `${name}是浙江省党员教育基地，常年接待党员干部参观学习。`, create_by: BY, update_by: BY,
      });
    }
  }
  out.vg_party_base = bases;
  const units = orgs.filter((o) => o.kind === 'unit');
  for (const base of bases) {
    const near = units.filter((u) => u.path.startsWith(byId.get(String(base.org_id))!.path));
    for (const [status, date, reason] of APPOINTMENTS) {
      const people = random.int(10, Math.min(40, Number(base.capacity)));
      out.vg_base_appointment.push({
        id: random.id(), kind: `${base.kind}Appointment`, base_id: base.id, base_name: base.name, visitor_org: `${random.pick(near).name}离退休干部党支部`,
        visit_date: addDays(date, random.int(0, 4)), people, contact: personName(random), phone: `13${random.int(100000000, 999999999)}`,
        purpose: '组织离退休党员开展主题党日活动', status, status_reason: reason, create_by: BY, update_by: BY,
      });
    }
  }
  return out;
}
