/**
 * The demo of 银龄乐享's services, content and directories (docs/enjoyLife.md, "养老服务与学习内容"): entries of
 * the province, Hangzhou, 西湖区, Ningbo, Shaoxing and 越城区 in every kind, most published, one withdrawn and
 * one draft where a kind has a push status; care plans for very old, ill or lone cadres, some due for review
 * around the end of 2026, some closed; achievements of some archive talents for the showcase.
 */
import type { Row } from '../db/db.ts';
import { addDays } from './addDays.ts';
import { personName } from './personName.ts';
import { createRandom, type Random } from './random.ts';

/** Where the entries are kept: [organisation, place name used in addresses]. */
const PLACES: readonly (readonly [string, string])[] = [
  ['330000', '杭州市上城区'], ['330100', '杭州市拱墅区'], ['330106', '杭州市西湖区'],
  ['330200', '宁波市海曙区'], ['330600', '绍兴市越城区'], ['330602', '绍兴市越城区'],
];
const STREETS = ['文三路', '天目山路', '延安路', '解放路', '中山路', '人民路', '胜利西路', '环城南路'];

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const landline = (org: string, random: Random) => `${org.startsWith('3302') ? '0574' : org.startsWith('3306') ? '0575' : '0571'}-8${random.int(1000000, 9999999)}`;

/** The push status of the i-th entry of a kind: one draft and one withdrawn among the published. */
function pushStatus(i: number): { status: string; status_reason: string | null } {
  if (i === 1) return { status: '0', status_reason: null };
  if (i === 4) return { status: '2', status_reason: '信息待更新，暂时撤回' };
  return { status: '1', status_reason: null };
}

function directory(random: Random, names: readonly (readonly [string, string])[], extra: (i: number) => Row): Row[] {
  return names.map(([name, type], i) => {
    const [org, place] = PLACES[i % PLACES.length]!;
    return {
      id: random.id(), name, service_type: type, org_id: org, address: `${place}${random.pick(STREETS)}${random.int(1, 400)}号`,
      phone: landline(org, random), ...extra(i), intro: `${name}面向辖区离退休干部提供服务，可电话预约。`, ...pushStatus(i), create_by: 'user-admin',
    };
  });
}

const DOCTORS = ['全科', '中医', '康复', '护理'];
const HOSPITALS = ['浙江医院', '浙江省中医院', '杭州市第一人民医院', '宁波市第二医院', '绍兴市人民医院', '越城区人民医院'];

function careRows(random: Random) {
  const doctors = Array.from({ length: 12 }, (_, i) => [personName(random), String((i % DOCTORS.length) + 1)] as const);
  return {
    el_care_doctor: directory(random, doctors, (i) => ({ institution: HOSPITALS[i % HOSPITALS.length] })),
    el_care_community: directory(random, [
      ['湖滨街道居家养老服务照料中心', '1'], ['米市巷街道老年食堂', '2'], ['翠苑街道日间照料中心', '3'], ['西溪街道助浴点', '4'],
      ['鼓楼街道居家养老服务照料中心', '1'], ['塔山街道老年食堂', '2'], ['府山街道日间照料中心', '3'], ['北海街道居家养老服务照料中心', '1'],
    ], () => ({})),
    el_care_nursing: directory(random, [
      ['浙江省老年养护院', '1'], ['杭州市社会福利中心', '1'], ['西湖区颐养中心', '2'], ['宁波颐乐园', '3'],
      ['绍兴市社会福利院', '1'], ['越城区医养结合护理院', '4'], ['杭州金色年华颐养园', '3'],
    ], () => ({ beds: random.int(8, 60) * 10 })),
  };
}

const GUIDES = [
  ['离休干部就医绿色通道使用说明', '持离休干部医疗证在省市级医院设立的优先窗口挂号、缴费、取药。'],
  ['老干部异地就医备案办理流程', '异地居住的离退休干部须先在参保地医保经办机构办理备案，再持社保卡直接结算。'],
  ['浙江医院老干部门诊预约指南', '可通过“浙里办”或电话预约老干部门诊，就诊当日携带身份证和医保卡。'],
  ['慢性病长处方办理须知', '高血压、糖尿病等慢性病患者经医生评估可开具最长12周的长处方。'],
  ['住院费用报销材料清单', '出院后30日内提交住院发票、费用清单和出院小结，由单位经办人统一报送。'],
  ['家庭病床申请办法', '失能、半失能的离退休干部可由社区卫生服务中心评估后建立家庭病床。'],
];

const TOPICS = [
  ['学习贯彻党的二十届四中全会精神专题辅导', '1', '李建华'], ['浙江精神与“八八战略”二十周年', '1', '陈文彬'],
  ['红色根脉：浙江党史中的重要时刻', '2', '周国平'], ['新修订《老年人权益保障法》解读', '3', '王立新'],
  ['冬季心脑血管疾病预防', '4', '张美华'], ['用好智能手机：防范电信网络诈骗', '5', '金海林'],
  ['离退休干部党组织建设政策要点', '3', '吴正华'], ['老年人科学运动与跌倒预防', '4', '徐丽华'],
] as const;

const BRIEFS = [
  '全省“银龄乐享”活动阵地建设推进会召开', '杭州市推进老干部活动中心提质增效', '西湖区开展“一人一策”精准关爱',
  '宁波市老年大学秋季学期开学', '绍兴市举办离退休干部书画作品展', '越城区打造“四就近”服务阵地',
];
const THOUGHTS = [
  ['关于加强新时代老干部工作的重要论述摘编', '《求是》2025年第12期'], ['老干部是党和国家的宝贵财富', '《人民日报》2025年3月'],
  ['发挥老同志独特优势和作用', '全国老干部工作会议讲话'], ['让老同志老有所学、老有所乐', '《浙江日报》2025年10月'],
  ['做好新时代离退休干部工作', '《求是》2026年第4期'],
] as const;

function studyRows(random: Random) {
  const base = (i: number, title: string, issueDate: string) => ({
    id: random.id(), title, org_id: PLACES[i % PLACES.length]![0], issue_date: issueDate,
    content: paragraphs(`${title}。`, '各级老干部工作部门要结合实际，组织离退休干部认真学习，做到学有所获、学有所用。'),
    attachments: [], ...pushStatus(i), create_by: 'user-admin',
  });
  return {
    el_topic_study: TOPICS.map(([title, type, speaker], i) => ({ ...base(i, title, addDays('2026-03-02', i * 31)), study_type: type, speaker })),
    el_briefing: BRIEFS.map((title, i) => ({ ...base(i, title, addDays('2026-01-15', i * 45)), issue_no: `2026年第${i + 1}期` })),
    el_important_thought: THOUGHTS.map(([title, source], i) => ({ ...base(i, title, addDays('2025-11-20', i * 70)), speaker: '习近平', source })),
  };
}

function directoryRows(random: Random) {
  const communities = ['湖滨街道东坡路社区', '文新街道德加社区', '翠苑街道翠苑一区', '月湖街道郡庙社区', '府山街道府山社区', '塔山街道投醪河社区', '古荡街道嘉绿苑社区', '鉴湖街道坡塘村'];
  const el_four_nearby = communities.map((community, i) => {
    const [org, place] = PLACES[(i + 1) % PLACES.length]!;
    return {
      id: random.id(), community, org_id: org, address: `${place}${random.pick(STREETS)}${random.int(1, 300)}号社区党群服务中心`,
      nearby_items: ['1', '2', '3', '4'].filter((_, k) => k < 2 || random.next() < 0.7), cadre_count: random.int(12, 180),
      demo_level: random.pick(['1', '2', '3', '9']), contact_person: personName(random), phone: landline(org, random),
      activities: '每月开展政策宣讲、健康讲座和文体活动，组织老干部参与社区治理。', create_by: 'user-admin',
    };
  });
  const projects = [
    ['老干部健康体检八折优惠', '浙江医院体检中心', '凭老干部证体检费用八折'], ['公交地铁免费乘车', '杭州公交集团', '70周岁以上免费乘坐公交、地铁'],
    ['景区免门票', '西湖风景名胜区管委会', '60周岁以上凭身份证免费游览收费景点'], ['助餐补贴', '海曙区民政局', '80周岁以上老人老年食堂每餐补贴3元'],
    ['老年人意外伤害保险', '中国人寿绍兴分公司', '保费财政补贴50%'], ['上门助浴服务', '越城区居家养老服务中心', '失能老人每月两次免费上门助浴'],
    ['适老化改造补助', '杭州市民政局', '每户最高补助3000元'],
  ] as const;
  const el_favorable_project = projects.map(([name, provider, discount], i) => {
    const validFrom = addDays('2026-01-01', i * 30);
    return {
      id: random.id(), name, provider, discount, org_id: PLACES[i % PLACES.length]![0], valid_from: validFrom,
      valid_to: addDays(validFrom, i === 2 ? 200 : 365 + i * 30), phone: landline(PLACES[i % PLACES.length]![0], random),
      intro: `${provider}为辖区离退休干部提供的${name}项目。`, create_by: 'user-admin',
    };
  });
  const lessons = [
    ['党的创新理论十讲（一）', '1', 45], ['八段锦教学', '2', 30], ['楷书入门', '3', 50], ['智能手机视频通话', '4', 25],
    ['浙江历史文化名人', '5', 40], ['高血压居家管理', '2', 35], ['山水画基础', '3', 55], ['网上挂号与健康码使用', '4', 20],
  ] as const;
  const el_video_lesson = lessons.map(([title, category, duration], i) => ({
    id: random.id(), title, category, teacher: personName(random), duration, video_url: `https://video.zjlgb.gov.cn/lesson/${2026100 + i}.mp4`,
    org_id: PLACES[i % PLACES.length]![0], intro: `${title}，适合离退休干部在家学习。`, create_by: 'user-admin',
  }));
  return { el_four_nearby, el_favorable_project, el_video_lesson };
}

const RISKS: Record<string, string> = {
  '1': '年逾九旬，行动迟缓，有跌倒风险', '2': '患慢性病需长期服药，近一年住院两次', '3': '独居，子女在外地，突发情况无人照应',
};
const MEASURES = ['每周电话问候，每月上门走访一次', '联系社区家庭医生签约并定期上门随访', '安装智能呼叫设备，与邻居结对照应', '协调老年食堂送餐上门'];

/** Care plans for living cadres born before 1940, ill or alone: a few in a hundred, some closed, review dates around today. */
function carePlanRows(cadres: readonly Row[], random: Random): Row[] {
  const rows: Row[] = [];
  for (const cadre of cadres) {
    if (cadre.status !== 'normal' || random.next() >= 0.03) continue;
    const reasons = String(cadre.date_of_birth) < '1940-01-01' ? ['1'] : [];
    if (reasons.length === 0 || random.next() < 0.4) reasons.push(random.pick(['2', '3']));
    const start = addDays('2026-01-05', random.int(0, 270));
    const closed = random.next() < 0.15;
    rows.push({
      id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, manage_org_id: cadre.manage_org_id, care_reasons: reasons,
      risk_factors: reasons.map((r) => RISKS[r]).join('；'), needs: random.pick(['定期上门探望和代购药品', '就医陪同', '生活照料和精神慰藉']),
      measures: random.pick(MEASURES), responsible_person: personName(random), responsible_phone: `13${random.int(100000000, 999999999)}`,
      contact_frequency: random.pick(['1', '2', '3']), start_date: start, review_date: addDays(start, random.int(90, 420)),
      status: closed ? 'closed' : 'active', status_reason: closed ? '已入住养老机构，由机构照护' : null, create_by: 'user-admin',
    });
  }
  return rows;
}

const ACHIEVEMENTS: Record<string, string> = {
  书法: '作品入选浙江省老年书画展，在社区开设书法公益课', 摄影: '拍摄的《美丽乡村》组照获市老干部摄影比赛一等奖',
  中医保健: '每月在社区义诊，累计服务老人三百余人次', 法律咨询: '担任街道人民调解员，参与调解邻里纠纷四十余起',
  农业技术: '指导山区村发展茶叶种植，帮助村民增收', 党史宣讲: '加入银龄宣讲团，在机关和学校宣讲党史六十余场',
};

export function enjoyLifeCareRows(cadres: readonly Row[], seed: number) {
  const random = createRandom(seed + 61);
  return {
    ...careRows(random),
    el_medical_guideline: GUIDES.map(([title, text], i) => ({
      id: random.id(), title, org_id: PLACES[i % PLACES.length]![0], content: paragraphs(text!), attachments: [], ...pushStatus(i), create_by: 'user-admin',
    })),
    ...studyRows(random),
    ...directoryRows(random),
    el_care_plan: carePlanRows(cadres, random),
  };
}

/** Achievements for about half the archive's talents, so that the showcase (银龄人才风采) has them to show. */
export function talentAchievements(talents: readonly Row[], seed: number): { ids: string[]; texts: string[] } {
  const random = createRandom(seed + 67);
  const chosen = talents.filter(() => random.next() < 0.5);
  return { ids: chosen.map((t) => String(t.id)), texts: chosen.map((t) => ACHIEVEMENTS[String(t.specialty)] ?? '长期发挥专业特长服务群众') };
}
