/**
 * The demo records of 银耀之江's volunteers, lecturers and other pages (issue 21, docs/zhijiang.md): for the
 * province's bureau, each city's and two counties' (西湖区, 越城区), volunteer teams with volunteers (cadres of
 * the bureau's area and people outside the archive), service activities with registrations whose hours are
 * credited, a lecturer group of the bureau's level with lecturers from the archive and their lectures, and an
 * information group, a studio, a city's role models in every review state, a talent brand team and 关爱下一代
 * activities. Dates lie in the year before SEED_REFERENCE_DATE. Kept small: every test server seeds the demo.
 * Its own random source (workVisits.ts).
 */
import { checkCharacter } from '../../model/idCard.ts';
import type { Row } from '../db/db.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import type { OrgRow } from './organisations.ts';
import { personName } from './personName.ts';
import { createRandom, type Random } from './random.ts';

const BUREAUS_COUNTIES = ['330106', '330602'];
const ADMIN_OF: Record<string, string> = { '330000': 'user-admin', '330100': 'user-hz-admin', '330600': 'user-sx-admin' };
const adminOf = (org: OrgRow) => ADMIN_OF[org.id] ?? `user-${org.id}`;

const TEAM_NAMES = ['银龄红心志愿服务队', '夕阳红助老服务队', '老党员政策宣讲队', '银发生态护河队', '老干部法律帮帮团'];
const TEAM_TYPES = [['2', '3'], ['3'], ['1'], ['7'], ['5', '1']];
const ACTIVITIES = ['社区独居老人结对探访', '“文明城市”创建街头劝导', '政策法规进社区宣讲', '河道巡查与垃圾清理', '义务法律咨询', '重阳节敬老助老服务', '防范电信诈骗宣传'];
const PLACES = ['社区党群服务中心', '老年活动中心', '文化礼堂', '街道便民服务中心', '滨江公园'];
const SPECIALTIES = ['政策宣讲', '法律咨询', '医疗保健', '书法教学', '心理疏导', '文艺演出', '摄影', '环境保护'];
const TOPICS = ['红船精神与浙江发展', '“八八战略”的实践与启示', '共同富裕示范区建设', '革命传统与家风传承', '党的二十大精神解读', '浙江抗战史话', '基层治理“枫桥经验”'];
const AUDIENCES = ['社区居民', '中小学生', '机关青年干部', '企业职工', '村（社区）党员'];
const STUDIO_NAMES: readonly [string, string][] = [['老娘舅调解工作室', '1'], ['银龄理论宣讲工作室', '2'], ['非遗传承工作室', '3'], ['老专家科技服务工作室', '4'], ['银发健康驿站工作室', '5']];
const BRANDS: readonly [string, string, string][] = [['银耀宣讲团', '红色银耀', '1'], ['银龄医疗服务队', '银医暖心', '3'], ['老干部书画院', '翰墨银龄', '2'], ['乡村振兴顾问团', '银智兴村', '7'], ['银龄法律服务团', '银法护航', '4']];
const CARE_TITLES: readonly [string, string][] = [['清明祭英烈革命传统教育', '1'], ['暑期“四点半课堂”课业辅导', '2'], ['“法治进校园”专题讲座', '3'], ['青少年科普讲堂', '4'], ['“银龄助学”结对帮扶', '5']];
const MODEL_TITLES = ['扎根社区的“老娘舅”', '义务巡河十年的老书记', '{place}银龄志愿服务队', '资助山区学子的退休教师', '{place}老干部宣讲团'];
const MODEL_STATES = ['approved', 'approved', 'submitted', 'rejected', 'draft'] as const;

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const dayBefore = (days: number) => new Date(Date.parse(`${SEED_REFERENCE_DATE}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const mobile = (random: Random) => `1${random.pick(['3', '5', '8'])}${String(random.int(0, 999999999)).padStart(9, '0')}`;
const phone = (random: Random) => `0571-${random.int(8000_0000, 8999_9999)}`;

export type ZhijiangRows = Record<string, Row[]>;

export function zhijiangVolunteerRows(orgs: readonly OrgRow[], cadres: readonly Row[], seed: number): ZhijiangRows {
  const random = createRandom(seed + 219);
  const out: ZhijiangRows = {
    zj_volunteer_team: [], zj_volunteer_person: [], zj_volunteer_activity: [], zj_volunteer_registration: [],
    zj_lecturer_group: [], zj_lecturer: [], zj_lecture: [],
    zj_info_group: [], zj_studio: [], zj_beautiful: [], zj_brand_team: [], zj_care_next: [],
  };
  const bureaus = orgs.filter((o) => o.kind === 'province' || o.kind === 'city' || BUREAUS_COUNTIES.includes(o.id));
  // The living cadres of each bureau's area (its own and its units'; a city's counties have their own bureaus).
  const byOrg = new Map(orgs.map((o) => [o.id, o]));
  const bureauOf = (orgId: string): string => {
    const org = byOrg.get(orgId);
    return org?.kind === 'unit' ? org.parent_id! : orgId;
  };
  const living = new Map<string, Row[]>();
  for (const c of cadres) {
    if (c.status !== 'normal') continue;
    const bureau = bureauOf(String(c.manage_org_id));
    living.set(bureau, [...(living.get(bureau) ?? []), c]);
  }
  let outsider = 0;
  const idCardOf = (region: string) => {
    outsider += 1;
    const first17 = `${region.slice(0, 6)}19${random.int(50, 64)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}${String(900 + (outsider % 100)).padStart(3, '0')}`;
    return first17 + checkCharacter(first17);
  };
  const usedIdCards = new Set<string>();

  for (const org of bureaus) {
    const by = adminOf(org);
    const place = org.short_name;
    const pool = [...(living.get(org.id) ?? [])];
    const takeCadre = () => (pool.length ? pool.splice(random.int(0, pool.length - 1), 1)[0]! : undefined);
    const teams = org.kind === 'province' ? 2 : org.kind === 'city' ? (org.id === '330100' || org.id === '330600' ? 2 : 1) : 1;

    for (let t = 0; t < teams; t++) {
      const k = random.int(0, TEAM_NAMES.length - 1);
      const team: Row = {
        id: random.id(), org_id: org.id, team_name: `${place}${TEAM_NAMES[k]}`, team_type: TEAM_TYPES[k], charge_person: personName(random), phone: mobile(random),
        create_date: dayBefore(random.int(400, 2500)), team_context: paragraphs(`${place}${TEAM_NAMES[k]}由离退休干部自愿组成，常年开展志愿服务。`, '队员们发挥经验优势，服务群众、服务基层。'),
        member_count: 0, status: 'active', status_reason: null, create_by: by,
      };
      out.zj_volunteer_team!.push(team);
      const people: Row[] = [];
      for (let i = 0; i < 4; i++) {
        const cadre = i < 3 ? takeCadre() : undefined;
        let idCard: string | null = null;
        if (!cadre) {
          do idCard = idCardOf(org.region_code); while (usedIdCards.has(idCard));
          usedIdCards.add(idCard);
        }
        const person: Row = {
          id: random.id(), org_id: org.id, team_id: team.id, team_name: team.team_name, cadre_id: cadre ? cadre.id : null,
          name: cadre ? cadre.real_name : personName(random), id_card: idCard, phone: mobile(random), specialty: random.pick(SPECIALTIES),
          join_date: dayBefore(random.int(380, 1500)), service_hours: 0, activity_count: 0, status: 'active', status_reason: null, create_by: by,
        };
        people.push(person);
      }
      team.member_count = people.length;
      out.zj_volunteer_person!.push(...people);
      for (let a = 0; a < 2; a++) {
        const hours = random.pick([2, 2.5, 3, 4]);
        const activity: Row = {
          id: random.id(), org_id: org.id, team_id: team.id, team_name: team.team_name, activity_name: random.pick(ACTIVITIES),
          activity_date: dayBefore(random.int(5, 360)), place: `${place}${random.pick(PLACES)}`, service_hours: hours,
          context: paragraphs('志愿者按分工开展服务，活动秩序井然，受到群众好评。'), photos: [], volunteer_count: 0, total_hours: 0, create_by: by,
        };
        const joined = people.filter(() => random.next() < 0.75);
        for (const person of joined) {
          const credited = random.next() < 0.2 ? hours + 1 : hours;
          out.zj_volunteer_registration!.push({
            id: random.id(), org_id: org.id, activity_id: activity.id, activity_name: activity.activity_name, activity_date: activity.activity_date,
            person_id: person.id, person_name: person.name, hours: credited, remarks: null, create_by: by,
          });
          person.service_hours = Number(person.service_hours) + credited;
          person.activity_count = Number(person.activity_count) + 1;
          activity.volunteer_count = Number(activity.volunteer_count) + 1;
          activity.total_hours = Number(activity.total_hours) + credited;
        }
        out.zj_volunteer_activity!.push(activity);
      }
    }

    const level = org.kind === 'province' ? '1' : org.kind === 'city' ? '2' : '3';
    const group: Row = {
      id: random.id(), org_id: org.id, group_name: `${place}银龄讲师团`, level, leader: personName(random), phone: phone(random),
      found_date: dayBefore(random.int(700, 3000)), intro: `${place}银龄讲师团由离退休老干部组成，深入基层开展理论宣讲。`,
      lecturer_count: 0, lecture_count: 0, create_by: by,
    };
    out.zj_lecturer_group!.push(group);
    for (let l = 0; l < 3; l++) {
      const cadre = takeCadre();
      if (!cadre) break;
      const lecturer: Row = {
        id: random.id(), org_id: org.id, group_id: group.id, group_name: group.group_name, cadre_id: cadre.id, cadre_name: cadre.real_name,
        topics: `${random.pick(TOPICS)}、${random.pick(TOPICS)}`, join_date: dayBefore(random.int(400, 2000)), lecture_count: 0, audience_total: 0, create_by: by,
      };
      const lectures = random.int(1, 3);
      for (let n = 0; n < lectures; n++) {
        const count = random.int(30, 300);
        out.zj_lecture!.push({
          id: random.id(), org_id: org.id, lecturer_id: lecturer.id, lecturer_name: lecturer.cadre_name, group_id: group.id,
          lecture_date: dayBefore(random.int(3, 360)), place: `${place}${random.pick(PLACES)}`, audience: random.pick(AUDIENCES), audience_count: count,
          topic: random.pick(TOPICS), photos: [], create_by: by,
        });
        lecturer.lecture_count = Number(lecturer.lecture_count) + 1;
        lecturer.audience_total = Number(lecturer.audience_total) + count;
      }
      group.lecturer_count = Number(group.lecturer_count) + 1;
      group.lecture_count = Number(group.lecture_count) + Number(lecturer.lecture_count);
      out.zj_lecturer!.push(lecturer);
    }

    if (org.kind === 'county') continue;
    const members = Array.from({ length: random.int(4, 7) }, () => personName(random));
    out.zj_info_group!.push({
      id: random.id(), org_id: org.id, group_name: `${place}老干部信息工作组`, leader: members[0], phone: phone(random), member_count: members.length,
      members: members.join('、'), duty: '收集报送老干部工作动态信息，撰写银龄风采稿件。', found_date: dayBefore(random.int(200, 1500)), create_by: by,
    });
    const [studioName, field] = random.pick(STUDIO_NAMES);
    const leader = takeCadre();
    out.zj_studio!.push({
      id: random.id(), org_id: org.id, studio_name: `${place}${studioName}`, field, leader_cadre_id: leader ? leader.id : null, leader_name: leader ? leader.real_name : null,
      phone: phone(random), address: `${place}老干部活动中心`, found_date: dayBefore(random.int(300, 2000)),
      intro: `${studioName}由退休老干部领办，立足基层，服务群众。`, achievements: '累计服务群众数百人次，多次获评先进集体。', photos: [], create_by: by,
    });
    const [brandTeam, brand, talentType] = random.pick(BRANDS);
    const brandMembers = Array.from({ length: 4 }, () => personName(random));
    out.zj_brand_team!.push({
      id: random.id(), org_id: org.id, team_name: `${place}${brandTeam}`, brand: `“${brand}”`, talent_type: talentType, leader: brandMembers[0], phone: phone(random),
      member_count: random.int(8, 40), members: brandMembers.join('、'), found_date: dayBefore(random.int(300, 2500)),
      intro: paragraphs(`${place}${brandTeam}汇聚银龄人才，打造“${brand}”品牌。`), photos: [], create_by: by,
    });
    for (let c = 0; c < 2; c++) {
      const [title, type] = random.pick(CARE_TITLES);
      out.zj_care_next!.push({
        id: random.id(), org_id: org.id, title: `${place}${title}`, activity_type: type, activity_date: dayBefore(random.int(5, 360)),
        place: `${place}${random.pick(['实验小学', '青少年宫', '第一中学', '社区文化家园'])}`, five_old: random.pick([['1'], ['1', '4'], ['2', '3']]),
        organizer: personName(random), youth_count: random.int(20, 400), content: paragraphs('五老志愿者与青少年面对面交流，传承红色基因。'), photos: [], create_by: by,
      });
    }
    // 最美银龄: a city's, nominated by its bureau and decided by the province's.
    if (org.kind !== 'city') continue;
    MODEL_STATES.forEach((status, i) => {
      const title = MODEL_TITLES[i]!;
      const decided = status === 'approved' || status === 'rejected';
      out.zj_beautiful!.push({
        id: random.id(), org_id: org.id, title: title.includes('{place}') ? title.replace('{place}', place) : `${place}${title}`,
        type: title.includes('{place}') ? '2' : '1', author: personName(random), content: paragraphs('数十年如一日，热心公益，服务群众，事迹感人。'), photos: [],
        status, status_reason: status === 'rejected' ? '事迹材料不够具体，请补充' : null, approver: decided ? 'user-admin' : null,
        approve_time: decided ? `${dayBefore(random.int(5, 60))}T10:00:00+08:00` : null, create_by: by,
      });
    });
  }
  return out;
}
