/**
 * The demo activity centres (docs/enjoyLife.md "活动中心与活动"): the province's, one per city and two county
 * centres (西湖区, 越城区), so that the province, Hangzhou and Shaoxing all see filled lists and the summary has
 * every city. Each has rooms, teams with their people, announcements, bookings in every state (the approved
 * ones of a room never overlapping) and a year of activities in every state, the held ones with enrolments
 * of the cadres of the centre's area and their attendance. Small: every test server seeds the demo.
 */
import type { Row } from '../db/db.ts';
import type { OrgRow } from './organisations.ts';
import { personName } from './personName.ts';
import { createRandom } from './random.ts';

const COUNTY_CENTRES = ['330106', '330602'];
const ROOMS = [
  ['多功能厅', 120, '投影仪、音响、舞台', '周一至周五 8:30-11:30，14:00-17:00'],
  ['书画室', 30, '书画桌、毛笔、宣纸', '周一至周六 8:30-11:30'],
  ['棋牌室', 24, '棋牌桌八张', '每天 8:30-17:00'],
  ['健身房', 20, '跑步机、健身器材', '每天 7:30-17:30'],
  ['阅览室', 40, '图书、报刊、电脑', '周一至周五 8:30-17:00'],
] as const;
const TEAMS = [['合唱团', '1'], ['太极拳队', '2'], ['书画社', '3'], ['门球队', '2'], ['摄影协会', '1'], ['舞蹈队', '1']] as const;
const ACTIVITIES = [
  ['春季书画作品交流会', '3'], ['健步走活动', '2'], ['重阳敬老文艺汇演', '1'], ['健康养生知识讲座', '4'], ['红色教育基地参观', '5'],
  ['门球友谊赛', '2'], ['防范电信诈骗讲座', '4'], ['迎新春联欢会', '1'], ['社区志愿服务', '6'], ['摄影采风活动', '5'],
] as const;
/** Who entered the demo rows: the province's administrator. */
const ADMIN = 'user-admin';
/** Telephone area codes of the cities, by city code. */
const AREA_CODES: Record<string, string> = {
  '330000': '0571', '330100': '0571', '330200': '0574', '330300': '0577', '330400': '0573', '330500': '0572', '330600': '0575',
  '330700': '0579', '330800': '0570', '330900': '0580', '331000': '0576', '331100': '0578',
};
const PURPOSES = ['合唱排练', '书法练习', '棋牌比赛', '理论学习', '太极拳训练', '党支部活动', '座谈会'];

/** A China wall-clock time as ISO with its offset. */
const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00+08:00`;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface CentreSeed {
  centres: Row[];
  rooms: Row[];
  teams: Row[];
  members: Row[];
  announcements: Row[];
  bookings: Row[];
  activities: Row[];
  enrolments: Row[];
}

/** Each activity's state and start, spread over 2026: held ones first, then those still ahead. */
const TERM: readonly (readonly [status: string, day: string])[] = [
  ['finished', '2026-03-18'], ['finished', '2026-05-12'], ['finished', '2026-09-16'], ['finished', '2026-10-29'],
  ['cancelled', '2026-07-08'], ['ongoing', '2026-11-27'], ['enrolling', '2026-12-10'], ['published', '2026-12-22'], ['draft', '2027-01-15'],
];

export function activityCentreRows(orgs: readonly OrgRow[], cadres: readonly Row[], seed: number): CentreSeed {
  const random = createRandom(seed + 2101);
  const out: CentreSeed = { centres: [], rooms: [], teams: [], members: [], announcements: [], bookings: [], activities: [], enrolments: [] };
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const homes = orgs.filter((o) => o.kind === 'province' || o.kind === 'city' || COUNTY_CENTRES.includes(o.id));
  const living = cadres.filter((c) => c.status === 'normal');
  homes.forEach((org, ci) => {
    const centerId = random.id();
    const title = org.kind === 'province' ? '浙江省老干部活动中心' : `${org.short_name}老干部活动中心`;
    const below = orgs.filter((o) => o.parent_id === org.id && o.kind !== 'unit').map((o) => o.id);
    const published = ci % 5 !== 4;
    out.centres.push({
      id: centerId, org_id: org.id, title, address: `${org.kind === 'province' ? '杭州市西湖区' : org.short_name}${random.pick(['文化路', '人民路', '中山路', '解放路'])}${random.int(8, 288)}号`,
      phone: `${AREA_CODES[org.city_code] ?? '0571'}-${random.int(8000_0000, 8999_9999)}`, content: `<p>${title}面向离退休干部开放，设有活动室、阅览室和健身场地，常年组织文体活动和学习讲座。</p>`,
      room_count: 0, receive_orgs: published ? [org.id, ...below.slice(0, 3)] : [], attachment: [],
      push_status: published ? '1' : '0', create_by: ADMIN,
    });
    // Rooms: two or three of the list, starting at a different one for each centre.
    const rooms = Array.from({ length: 2 + (ci % 2) }, (_, i) => ROOMS[(ci + i) % ROOMS.length]!).map(([name, capacity, facilities, openTime]) => {
      const row = { id: random.id(), center_id: centerId, center_name: title, name, capacity, facilities, open_time: openTime, create_by: ADMIN };
      out.rooms.push(row);
      return row;
    });
    out.centres.at(-1)!.room_count = rooms.length;
    for (let t = 0; t < 2; t++) {
      const [name, type] = TEAMS[(ci + t * 3) % TEAMS.length]!;
      const teamId = random.id();
      const people = Array.from({ length: random.int(3, 5) }, (_, i) => {
        const sex = random.pick(['1', '2'] as const);
        return {
          id: random.id(), team_id: teamId, team_name: name, center_name: title, name: personName(random, sex), sex,
          mobile: `13${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`, team_role: i === 0 ? '1' : i === 1 ? '2' : '3',
          join_date: addDays('2019-03-01', random.int(0, 2200)), create_by: ADMIN,
        };
      });
      out.teams.push({ id: teamId, center_id: centerId, center_name: title, name, team_type: type, leader: people[0]!.name, leader_phone: people[0]!.mobile, member_count: people.length, intro: `${title}${name}，每周定期开展活动。`, create_by: ADMIN });
      out.members.push(...people);
    }
    out.announcements.push(
      { id: random.id(), center_id: centerId, center_name: title, title: '关于调整冬季开放时间的通知', publish_date: '2026-11-02', content: '<p>自11月起，各活动室下午开放时间调整为13:30-16:30。</p>', status: '1', create_by: ADMIN },
      { id: random.id(), center_id: centerId, center_name: title, title: '2027年元旦活动安排', publish_date: '2026-12-15', content: '<p>元旦期间活动室照常开放，迎新春联欢会报名即将开始。</p>', status: '0', create_by: ADMIN },
    );
    // Bookings of each room: one in every state, a day apart, so that the approved ones never overlap.
    rooms.forEach((room, ri) => {
      const states = ['approved', 'checkedIn', 'noShow', 'rejected', 'cancelled', 'submitted'];
      states.forEach((status, si) => {
        const day = addDays('2026-11-16', si * 3 + ri);
        const hour = random.pick([9, 14]);
        out.bookings.push({
          id: random.id(), room_id: room.id, room_name: room.name, center_name: title, start_time: at(day, hour), end_time: at(day, hour + 2),
          purpose: random.pick(PURPOSES), applicant: personName(random), phone: `13${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
          people: random.int(4, Math.min(room.capacity, 40)), status,
          status_reason: status === 'rejected' ? '该时段已安排中心集体活动' : status === 'cancelled' ? '参加人员临时有事' : null, create_by: ADMIN,
        });
      });
    });
    // Activities: five of the term per centre, the held ones with enrolments of the centre's area's cadres.
    const area = living.filter((c) => (byId.get(String(c.manage_org_id))?.path ?? '').startsWith(org.path));
    for (let a = 0; a < 5; a++) {
      const [status, day] = TERM[(ci + a * 2) % TERM.length]!;
      const [name, type] = ACTIVITIES[(ci * 3 + a) % ACTIVITIES.length]!;
      const id = random.id();
      const quota = random.pick([20, 30, 40]);
      const held = status === 'finished' || status === 'ongoing' || status === 'enrolling';
      const enrolled = held ? area.slice((a * 7) % Math.max(area.length, 1)).concat(area).slice(0, Math.min(random.int(4, 9), area.length)) : [];
      const attendedCount = status === 'finished' ? Math.max(0, enrolled.length - random.int(0, 2)) : status === 'ongoing' ? Math.floor(enrolled.length / 2) : 0;
      enrolled.forEach((c, i) => out.enrolments.push({
        id: random.id(), activity_id: id, activity_title: name, cadre_id: c.id, cadre_name: c.real_name, enrol_date: addDays(day, -random.int(3, 14)),
        attended: i < attendedCount, create_by: ADMIN,
      }));
      const hour = random.pick([9, 14]);
      out.activities.push({
        id, center_id: centerId, center_name: title, title: name, activity_type: type, start_time: at(day, hour), end_time: at(day, hour + 3),
        place: rooms[a % rooms.length]!.name, quota, enrolled: enrolled.length, attended: attendedCount,
        content: `<p>${name}，欢迎离退休干部踊跃参加。</p>`, summary: status === 'finished' ? `${name}顺利举办，${attendedCount}名老同志参加。` : null,
        status, status_reason: status === 'cancelled' ? '因天气原因取消' : null, create_by: ADMIN,
      });
    }
  });
  return out;
}
