/**
 * 银龄先锋's reviewed content for the demo (issue 20): in every city, items of every kind in every review
 * state, written by a county administrator (西湖区's in Hangzhou, whose bureau unit_user's unit belongs to)
 * and decided by the city's administrator, plus one item of each kind the city's administrator wrote
 * and submitted, waiting for the province. Dates fall in the half year before SEED_REFERENCE_DATE.
 */
import type { Row } from '../db/db.ts';
import { CITIES } from '../../model/zhejiang.ts';
import type { ContentKind } from '../../model/resources/reviewedContent.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import { createRandom } from './random.ts';

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** Titles of each kind; `{place}` is the county's name. */
const TITLES: Record<ContentKind, readonly string[]> = {
  beautifulPioneer: ['扎根社区二十年的“老书记”', '{place}老干部志愿服务队', '义务调解邻里纠纷的退休法官', '情系山区助学的老教师', '{place}银龄宣讲团'],
  thinkingSummary: ['学习党的二十届三中全会精神心得', '重温入党誓词有感', '参观红船旁的思考', '读《习近平谈治国理政》体会', '离岗不离党，退休不褪色'],
  cloudRelay: ['“我为家乡发展献一策”接力', '红色家书诵读接力', '{place}老党员讲初心接力', '“共同富裕我参与”接力', '银龄书画迎七一接力'],
  cloudShow: ['{place}老干部书画作品展', '支部主题党日活动掠影', '银龄志愿者风采展示', '{place}老年大学结业汇演', '老党员摄影作品展'],
  partyHistoryEducation: ['浙江红色革命历史专题', '从“八八战略”看浙江发展', '新中国史学习研讨', '改革开放在{place}', '四明山革命根据地的故事'],
  excellentLecture: ['坚定理想信念，永葆政治本色', '老干部如何发挥余热', '从南湖红船到复兴巨轮', '弘扬“红船精神”的时代价值', '党的纪律建设与老党员的责任'],
  doublePioneer: ['{place}离退休干部第一党支部', '争当先锋模范申报', '{place}老干部活动中心党支部', '争做表率个人申报', '银龄互助小组'],
};

const AUTHORS = ['王建国', '李秀英', '张志强', '陈美华', '刘德明', '杨桂兰', '赵国庆', '周玉珍', '吴振华', '徐丽娟'];
const PLACES = ['老干部活动中心', '社区党群服务中心', '老年大学报告厅', '红色教育基地', '支部活动室'];
const REJECTIONS = ['内容不完整，请补充具体事例', '附件缺少活动照片，请补充', '标题与内容不符，请修改后重新提交', '部分表述不准确，请核实后修改'];
const WITHDRAWALS = ['内容需要更新，暂时撤回', '活动信息有变动，撤回修改'];

/** The review state of each of a county's items, in order: every state, most of them published. */
const STATES = ['approved', 'approved', 'submitted', 'rejected', 'draft', 'withdrawn'] as const;

const cityReviewer = (code: string) => (code === '330100' ? 'user-hz-admin' : code === '330600' ? 'user-sx-admin' : `user-${code}`);

const dayBefore = (days: number) => new Date(Date.parse(`${SEED_REFERENCE_DATE}T09:00:00+08:00`) - days * 86_400_000);

export function vanguardContentRows(seed: number): Row[] {
  const random = createRandom(seed + 20);
  const rows: Row[] = [];
  const kinds = Object.keys(TITLES) as ContentKind[];
  for (const city of CITIES) {
    const county = city.code === '330100' ? city.counties.find((c) => c.code === '330106')! : city.counties[0]!;
    const reviewer = cityReviewer(city.code);
    for (const kind of kinds) {
      const titles = TITLES[kind];
      const item = (title: string, orgId: string, by: string, status: string, place: string, author = random.pick(AUTHORS)): Row => {
        const created = dayBefore(random.int(20, 180));
        const decided = status === 'approved' || status === 'rejected' || status === 'withdrawn';
        const typed = kind === 'beautifulPioneer' || kind === 'doublePioneer' || kind === 'partyHistoryEducation';
        const dated = kind === 'partyHistoryEducation' || kind === 'excellentLecture';
        const decidedAt = decided ? new Date(created.getTime() + random.int(1, 5) * 86_400_000) : null;
        return {
          id: random.id(),
          kind,
          // Every title names its place: the same story told in two cities is two items (an export imports back).
          title: title.includes('{place}') ? title.replace('{place}', place) : `${place}${title}`,
          type: typed ? (kind === 'partyHistoryEducation' ? random.pick(['1', '2']) : title.includes('{place}') || title.endsWith('支部') || title.endsWith('小组') ? '2' : '1') : null,
          activity_date: dated ? created.toISOString().slice(0, 10) : null,
          place: dated ? random.pick(PLACES) : null,
          author,
          org_id: orgId,
          content: paragraphs(
            `${place}离退休干部党支部结合“银龄先锋”行动，组织老党员开展学习和志愿服务。`,
            '大家表示，要始终保持共产党员的政治本色，在基层治理和关心下一代工作中发挥余热。',
          ),
          status,
          status_reason: status === 'rejected' ? random.pick(REJECTIONS) : status === 'withdrawn' ? random.pick(WITHDRAWALS) : null,
          approver: decided ? reviewer : null,
          approve_time: decidedAt,
          create_by: by,
          update_by: status === 'approved' || status === 'rejected' ? reviewer : by,
          create_time: created,
          update_time: status === 'withdrawn' ? new Date(decidedAt!.getTime() + 3 * 86_400_000) : (decidedAt ?? created),
        };
      };
      // A county's items of a kind: one author each, so that a title told twice is still two items.
      STATES.forEach((status, i) => rows.push(item(titles[i % titles.length]!, county.code, `user-${county.code}`, status, county.name, AUTHORS[i]!)));
      rows.push(item(titles[4]!, city.code, reviewer, 'submitted', city.name));
    }
  }
  return rows;
}
