/**
 * 银龄乐享's demo universities, works, questions and points (issue 22, docs/enjoyLife.md): the provincial
 * elderly university, one per city and 西湖区's, each with courses of several disciplines and students drawn
 * from the living cadres of its area (younger than the course's age limit; one course of each university
 * full, a few fees refunded); works and questions in every review state in every city (written by a county's
 * or the city's administrator, decided by the city's); and a points ledger for a few cadres of each city with
 * a correction. Its own random source; small (every test server seeds the demo).
 */
import type { Row } from '../db/db.ts';
import { CITIES } from '../../model/zhejiang.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import { createRandom } from './random.ts';

interface UniversitySeed {
  orgId: string;
  name: string;
  address: string;
  phone: string;
  url: string;
}

const CITY_ADDRESSES: Record<string, readonly [address: string, phone: string, site: string]> = {
  '330100': ['杭州市上城区望江东路332号', '0571-86013275', 'https://www.hzlndx.cn'],
  '330200': ['宁波市海曙区柳汀街225号', '0574-87311028', 'https://www.nblndx.cn'],
  '330300': ['温州市鹿城区学院中路168号', '0577-88223516', 'https://www.wzlndx.cn'],
  '330400': ['嘉兴市南湖区中山东路1260号', '0573-82062317', 'https://www.jxlndx.cn'],
  '330500': ['湖州市吴兴区红丰路1366号', '0572-2039261', 'https://www.hzslndx.cn'],
  '330600': ['绍兴市越城区延安东路118号', '0575-85135020', 'https://www.sxlndx.cn'],
  '330700': ['金华市婺城区八一北街699号', '0579-82469130', 'https://www.jhlndx.cn'],
  '330800': ['衢州市柯城区荷花中路76号', '0570-3025167', 'https://www.qzlndx.cn'],
  '330900': ['舟山市定海区人民北路25号', '0580-2022410', 'https://www.zslndx.cn'],
  '331000': ['台州市椒江区市府大道390号', '0576-88206713', 'https://www.tzlndx.cn'],
  '331100': ['丽水市莲都区丽阳街699号', '0578-2091320', 'https://www.lslndx.cn'],
};

function universities(): UniversitySeed[] {
  const list: UniversitySeed[] = [
    { orgId: '330000', name: '浙江老年大学', address: '杭州市西湖区文三路38号', phone: '0571-87053210', url: 'https://www.zjlndx.cn' },
  ];
  for (const city of CITIES) {
    const [address, phone, url] = CITY_ADDRESSES[city.code]!;
    list.push({ orgId: city.code, name: `${city.name.replace(/市$/, '')}老年大学`, address, phone, url });
  }
  list.push({ orgId: '330106', name: '西湖区老年大学', address: '杭州市西湖区文二西路108号', phone: '0571-87960215', url: 'http://www.xhlndx.cn' });
  return list;
}

/** Discipline, course, teacher's surname: what elderly universities commonly teach. */
const COURSES: readonly (readonly [string, string])[] = [
  ['书画', '书法（楷书）'], ['书画', '中国画（山水）'], ['声乐', '合唱'], ['声乐', '越剧演唱'], ['体育', '太极拳'], ['体育', '八段锦'],
  ['摄影', '数码摄影'], ['信息技术', '智能手机应用'], ['文学', '古典诗词鉴赏'], ['舞蹈', '民族舞'], ['保健', '中医养生'], ['外语', '旅游英语'],
];
const TEACHERS = ['王立群', '陈晓岚', '周建平', '沈慧芳', '朱国良', '钱玉梅', '孙志远', '金秀英', '胡振东', '郑丽君'];

const AUTHORS = ['王建国', '李秀英', '张志强', '陈美华', '刘德明', '杨桂兰', '赵国庆', '周玉珍', '吴振华', '徐丽娟'];
const WORKS: readonly (readonly [string, string])[] = [
  ['1', '行书《沁园春·雪》'], ['2', '国画《富春山居新韵》'], ['3', '摄影《西湖晨曦》'], ['4', '七律《退休感怀》'], ['3', '摄影《古镇人家》'],
  ['2', '工笔花鸟《春和景明》'], ['1', '隶书《兰亭序》节选'], ['4', '诗词《银龄颂》'], ['9', '剪纸《百年风华》'],
];
const REJECTIONS = ['作品图片不清晰，请重新上传', '作品说明过于简略，请补充创作背景', '作品类型选择有误，请修改后重新提交'];
const WITHDRAWALS = ['作者要求撤回修改'];
const STATES = ['approved', 'approved', 'submitted', 'rejected', 'draft', 'withdrawn'] as const;

const QUESTIONS: readonly { question: string; type: string; options: string | null; answer: string; category: string }[] = [
  { question: '中国共产党的最高理想和最终目标是什么？', type: '1', options: '实现共产主义\n全面建成小康社会\n实现中华民族伟大复兴\n建设社会主义现代化强国', answer: 'A', category: '党史党规' },
  { question: '“八八战略”是哪一年在浙江提出的？', type: '1', options: '2002年\n2003年\n2005年\n2008年', answer: 'B', category: '浙江省情' },
  { question: '下列属于老年人健康生活方式的有哪些？', type: '2', options: '适量运动\n合理膳食\n长期熬夜\n定期体检', answer: 'ABD', category: '健康养生' },
  { question: '离退休干部党员可以不参加党的组织生活。', type: '3', options: null, answer: '错误', category: '党史党规' },
  { question: '接到自称“公检法”要求转账到“安全账户”的电话，正确的做法有哪些？', type: '2', options: '立即挂断\n按对方要求转账\n拨打110核实\n告知家人', answer: 'ACD', category: '防范诈骗' },
  { question: '浙江省老年大学一般面向离退休人员招生。', type: '3', options: null, answer: '正确', category: '老年教育' },
];
const QUESTION_STATES = ['approved', 'approved', 'approved', 'submitted', 'rejected', 'draft'] as const;

const RULES: readonly (readonly [rule: string, points: number, reason: string])[] = [
  ['1', 10, '参加老年大学秋季学期课程'], ['2', 5, '参加重阳节文艺汇演'], ['3', 8, '参加社区义务巡逻志愿服务'], ['4', 20, '书法作品入选精品佳作'],
  ['5', 6, '参加“学党史”知识竞赛'], ['2', 5, '参加银龄健步走活动'],
];

const cityReviewer = (code: string) => (code === '330100' ? 'user-hz-admin' : code === '330600' ? 'user-sx-admin' : `user-${code}`);
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
const dayBefore = (days: number) => new Date(Date.parse(`${SEED_REFERENCE_DATE}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const ageOn = (birth: string, day: string) => Number(day.slice(0, 4)) - Number(birth.slice(0, 4)) - (day.slice(5) < birth.slice(5) ? 1 : 0);

export interface EnjoyLifeUniversitySeed {
  el_university: Row[];
  el_course: Row[];
  el_student: Row[];
  el_work: Row[];
  el_question: Row[];
  el_integral: Row[];
}

export function enjoyLifeUniversityRows(cadres: readonly Row[], seed: number): EnjoyLifeUniversitySeed {
  const random = createRandom(seed + 2022);
  const living = cadres.filter((c) => c.status === 'normal' && c.date_of_birth);
  const out: EnjoyLifeUniversitySeed = { el_university: [], el_course: [], el_student: [], el_work: [], el_question: [], el_integral: [] };
  const enrolDay = '2025-03-01';

  for (const u of universities()) {
    const id = random.id();
    const prefix = u.orgId === '330000' ? '33' : u.orgId.replace(/0+$/, '');
    out.el_university.push({
      id, university_name: u.name, org_id: u.orgId, address: u.address, phone: u.phone, url: u.url,
      synopsis: `${u.name}是面向离退休干部的老年教育机构，开设书画、声乐、体育、信息技术等学科，坚持“增长知识、丰富生活、陶冶情操、促进健康、服务社会”的办学宗旨。`,
      teaching_activities: '每学年分春、秋两个学期，每周一至周五上课；每学期末举办教学成果展示和汇报演出。',
      create_by: 'user-admin',
    });
    const pool = living.filter((c) => String(c.manage_org_id).startsWith(prefix));
    let next = random.int(0, Math.max(0, pool.length - 1));
    const courses = [...COURSES].sort(() => random.next() - 0.5).slice(0, 4);
    courses.forEach(([discipline, courseName], i) => {
      const courseId = random.id();
      const full = i === 0;
      const limit = full ? random.int(3, 4) : random.int(20, 40);
      const ageLimit = random.pick([80, 85, 90]);
      const wanted = full ? limit : random.int(2, 5);
      const tuition = random.pick([200, 300, 400, 500]);
      const students: Row[] = [];
      for (let tries = 0; tries < pool.length && students.length < wanted; tries++) {
        const cadre = pool[next++ % pool.length]!;
        if (ageOn(String(cadre.date_of_birth), enrolDay) > ageLimit || students.some((s) => s.cadre_id === cadre.id)) continue;
        const refunded = !full && students.length === 1 && random.next() < 0.3;
        students.push({
          id: random.id(), course_id: courseId, course_name: courseName, university_name: u.name, cadre_id: cadre.id, cadre_name: cadre.real_name,
          stu_type: cadre.retirement_type === '1' ? '1' : random.weighted([['2', 9], ['3', 1]] as const),
          enrol_date: enrolDay, tuition_flag: refunded || random.next() < 0.85, refund_flag: refunded, remarks: refunded ? '因身体原因退学' : null, create_by: 'user-admin',
        });
      }
      out.el_student.push(...students);
      out.el_course.push({
        id: courseId, university_id: id, university_name: u.name, discipline, course_no: `${discipline === '书画' ? 'SH' : 'KC'}${String(i + 1).padStart(3, '0')}`,
        course_name: courseName, teacher: random.pick(TEACHERS), planned_enrollment: full ? limit : limit - random.int(0, 5), limit_num: limit,
        actual_enrollment: students.filter((s) => !s.refund_flag).length, age_limit: ageLimit, years: random.int(1, 3), tuition: String(tuition),
        course_status: '0', create_by: 'user-admin',
      });
    });
  }

  for (const city of CITIES) {
    const county = city.code === '330100' ? city.counties.find((c) => c.code === '330106')! : city.counties[0]!;
    const reviewer = cityReviewer(city.code);
    const decided = (status: string) => status === 'approved' || status === 'rejected' || status === 'withdrawn';
    const stamps = (status: string, by: string) => {
      const created = at(dayBefore(random.int(20, 160)), 9);
      const decidedAt = decided(status) ? new Date(created.getTime() + random.int(1, 5) * 86_400_000) : null;
      return {
        status, status_reason: status === 'rejected' ? random.pick(REJECTIONS) : status === 'withdrawn' ? random.pick(WITHDRAWALS) : null,
        approver: decidedAt ? reviewer : null, approve_time: decidedAt, create_by: by, update_by: decidedAt && status !== 'withdrawn' ? reviewer : by,
        create_time: created, update_time: status === 'withdrawn' ? new Date(decidedAt!.getTime() + 2 * 86_400_000) : (decidedAt ?? created),
      };
    };
    const work = (kind: string, index: number, status: string, orgId: string, by: string, place: string): Row => {
      const [type, title] = WORKS[index % WORKS.length]!;
      const author = AUTHORS[index % AUTHORS.length]!;
      return {
        id: random.id(), kind, headline: `${title}（${place}）`, work_type: type, author, cadre_id: null, org_id: orgId, thumbnail: null,
        context: `<p>${author}同志退休后坚持学习创作，此作品为参加“银龄风采”作品征集而作，展现了${place}离退休干部积极向上的精神风貌。</p>`,
        ...stamps(status, by),
      };
    };
    STATES.forEach((status, i) => out.el_work.push(work('collectionOfWorks', i, status, county.code, `user-${county.code}`, county.name)));
    out.el_work.push(work('collectionOfWorks', 6, 'submitted', city.code, reviewer, city.name));
    out.el_work.push(work('masterPiece', 7, 'approved', city.code, reviewer, city.name), work('masterPiece', 8, 'submitted', county.code, `user-${county.code}`, county.name));
    QUESTION_STATES.forEach((status, i) => {
      const q = QUESTIONS[i % QUESTIONS.length]!;
      out.el_question.push({
        id: random.id(), question: q.question, question_type: q.type, options: q.options, answer: q.answer, category: q.category, analysis: null,
        org_id: i < 3 ? city.code : county.code, ...stamps(status, i < 3 ? reviewer : `user-${county.code}`),
      });
    });

    // A few cadres of the city with a ledger of their points; the first one's first entry corrected.
    const people = living.filter((c) => String(c.manage_org_id).startsWith(city.code.slice(0, 4))).slice(0, 3);
    people.forEach((cadre, n) => {
      let balance = 0;
      const entries = random.int(3, 5);
      for (let i = 0; i < entries; i++) {
        const [rule, points, reason] = RULES[(n + i) % RULES.length]!;
        balance += points;
        out.el_integral.push({
          id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, org_id: cadre.manage_org_id, rule, points, reason,
          entry_time: at(dayBefore(150 - i * 30), 10), corrects_id: null, balance, status: 'posted', create_by: reviewer,
        });
      }
      if (n === 0) {
        const wrong = out.el_integral[out.el_integral.length - entries]!;
        balance -= Number(wrong.points);
        out.el_integral.push({
          id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, org_id: cadre.manage_org_id, rule: '9', points: -Number(wrong.points),
          reason: `更正：${String(wrong.reason)}重复登记`, entry_time: at(dayBefore(5), 15), corrects_id: wrong.id, balance, status: 'posted', create_by: reviewer,
        });
      }
    });
  }
  // 省局's own works, entered by the province's administrator, so that 我的作品 is not empty for admin.
  const provincial = ['submitted', 'submitted', 'draft'];
  provincial.forEach((status, i) => {
    const [type, title] = WORKS[(i + 3) % WORKS.length]!;
    out.el_work.push({
      id: random.id(), kind: i === 0 ? 'masterPiece' : 'collectionOfWorks', headline: `${title}（省直）`, work_type: type, author: AUTHORS[i + 5]!, cadre_id: null,
      org_id: '330000', thumbnail: null, context: '<p>省直机关离退休干部作品，由省委老干部局代为录入。</p>', status, status_reason: null,
      approver: null, approve_time: null, create_by: 'user-admin', update_by: 'user-admin', create_time: at(dayBefore(30), 9), update_time: at(dayBefore(10), 11),
    });
  });
  return out;
}
