/**
 * The demo of 信息发布's other records (issue 23): 信息报送 in every state, written by 西湖区's and 越城区's
 * administrators and unit_user (西湖区教育局) and decided by their city's, and by the two cities' administrators for the province (an
 * adopted report with the news draft its adoption made); 重要会议, 公勺公筷 and 每日播报 of the province,
 * Hangzhou and Shaoxing, mostly published, some drafts, one withdrawn. Dates fall in the half year before
 * SEED_REFERENCE_DATE, as the news's.
 */
import type { Row } from '../db/db.ts';
import { addDays } from './addDays.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import { personName } from './personName.ts';
import { createRandom } from './random.ts';

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

interface Bureau {
  orgId: string;
  by: string;
  name: string;
  place: string;
}

const PROVINCE: Bureau = { orgId: '330000', by: 'user-admin', name: '浙江省委老干部局', place: '杭州' };
const HANGZHOU: Bureau = { orgId: '330100', by: 'user-hz-admin', name: '杭州市委老干部局', place: '杭州' };
const SHAOXING: Bureau = { orgId: '330600', by: 'user-sx-admin', name: '绍兴市委老干部局', place: '绍兴' };
const XIHU: Bureau = { orgId: '330106', by: 'user-330106', name: '西湖区委老干部局', place: '西湖区' };
const YUECHENG: Bureau = { orgId: '330602', by: 'user-330602', name: '越城区委老干部局', place: '越城区' };
/** unit_user's unit. */
const XIHU_EDUCATION: Bureau = { orgId: '330106-01', by: 'user-unit', name: '西湖区教育局', place: '西湖区教育局' };

const REPORT_TITLES = [
  '{place}开展“银龄助老”志愿服务活动', '{place}老干部党支部开展主题党日活动', '{place}离退休干部健康体检工作顺利完成',
  '{place}老年大学春季学期开学', '{place}组织老同志参观乡村振兴示范点', '关于进一步做好{place}离退休干部走访慰问的建议',
];
const RETURNS = ['请补充活动的具体时间、人数等要素后重新报送', '内容与已报送信息重复，请核实后修改', '附件照片不清晰，请补充后重新报送'];
/** Each writer's reports: one per state, the adopted one first. */
const REPORT_STATES = ['adopted', 'submitted', 'returned', 'draft'] as const;

export interface InformationPublishRows {
  work_report: Row[];
  news_trend: Row[];
  important_meeting: Row[];
  spoon_campaign: Row[];
  daily_broadcast: Row[];
}

function reports(random: ReturnType<typeof createRandom>, news: Row[]): Row[] {
  const rows: Row[] = [];
  const pairs: (readonly [Bureau, Bureau])[] = [[XIHU, HANGZHOU], [YUECHENG, SHAOXING], [HANGZHOU, PROVINCE], [SHAOXING, PROVINCE], [XIHU_EDUCATION, HANGZHOU]];
  for (const [p, [writer, decider]] of pairs.entries()) {
    REPORT_STATES.forEach((status, i) => {
      const id = `seed-report-${p + 1}-${i + 1}`;
      const title = REPORT_TITLES[(p + i) % REPORT_TITLES.length]!.replace('{place}', writer.place);
      const created = at(addDays(SEED_REFERENCE_DATE, -150 + p * 20 + i * 9), '09:30');
      const decidedAt = status === 'adopted' || status === 'returned' ? new Date(created.getTime() + 2 * 86_400_000) : null;
      const content = paragraphs(`${title.replace(/^关于/, '')}。`, `本次工作由${writer.name}组织实施，共有${random.int(20, 160)}名离退休干部参加，反响良好。`);
      let newsId: string | null = null;
      if (status === 'adopted') {
        newsId = `seed-report-news-${p + 1}`;
        // The decider's bureau published the first two; the others are still the drafts adoption made.
        const published = p < 2;
        news.push({
          id: newsId, headline: title, news_column: '1', source: writer.name, org_id: decider.orgId, context: content, is_top: false,
          publish_time: published ? new Date(decidedAt!.getTime() + 86_400_000) : null, view_count: published ? random.int(20, 300) : 0,
          status: published ? '1' : '0', create_by: decider.by, update_by: decider.by, create_time: decidedAt, update_time: decidedAt,
        });
      }
      rows.push({
        id, title, report_type: String((i % 4) + 1), org_id: writer.orgId, reporter: personName(random), content,
        status, status_reason: status === 'returned' ? random.pick(RETURNS) : null,
        approver: decidedAt ? decider.by : null, approve_time: decidedAt, news_id: newsId,
        create_by: writer.by, update_by: decidedAt ? decider.by : writer.by, create_time: created, update_time: decidedAt ?? created,
      });
    });
  }
  return rows;
}

const MEETINGS: readonly (readonly [Bureau, string, string, string, '0' | '1' | '2'])[] = [
  [PROVINCE, '全省离退休干部工作会议', '2025-02-18', '浙江省人民大会堂', '1'],
  [PROVINCE, '全省老干部局长座谈会', '2025-05-20', '浙江省委老干部局三楼会议室', '1'],
  [PROVINCE, '全省银龄志愿服务推进会', '2025-07-08', '浙江宾馆', '0'],
  [HANGZHOU, '杭州市离退休干部党建工作会议', '2025-03-12', '杭州市民中心', '1'],
  [HANGZHOU, '杭州市老干部活动中心工作例会', '2025-04-09', '杭州市老干部活动中心', '2'],
  [SHAOXING, '绍兴市离退休干部工作推进会', '2025-03-26', '绍兴市行政中心', '1'],
  [SHAOXING, '绍兴市关心下一代工作座谈会', '2025-06-18', '绍兴市老干部活动中心', '0'],
];

const SPOONS: readonly (readonly [Bureau, string, '0' | '1' | '2'])[] = [
  [PROVINCE, '倡导使用公勺公筷，养成文明用餐习惯', '1'],
  [PROVINCE, '公勺公筷倡议书', '1'],
  [HANGZHOU, '杭州市老干部食堂全面推行公勺公筷', '1'],
  [HANGZHOU, '“光盘行动”与公勺公筷进社区', '0'],
  [SHAOXING, '绍兴老同志争当文明用餐宣传员', '1'],
];

const BROADCAST_TOPICS = ['天气提醒：近期气温变化较大，请老同志注意添衣保暖', '健康提示：春季是过敏高发季节，外出请做好防护', '活动预告：老干部活动中心本周开设智能手机使用课程',
  '政策速递：离退休干部医疗费用报销流程说明', '安全提醒：谨防以“养老投资”为名的电信诈骗', '文化生活：老年大学书画班作品展将于周末开展'];

export function informationPublishRows(seed: number): InformationPublishRows {
  const random = createRandom(seed ^ 0x1b0);
  const news_trend: Row[] = [];
  const work_report = reports(random, news_trend);
  const published = (status: string, day: string) => (status === '1' || status === '2' ? at(day, '10:00') : null);
  const important_meeting = MEETINGS.map(([b, title, day, place, status], i) => ({
    id: `seed-meeting-${i + 1}`, title, meeting_date: day, place, org_id: b.orgId,
    content: paragraphs(`会议由${b.name}召开，传达学习上级有关精神，部署下一阶段离退休干部工作。`, '请各单位按照会议要求抓好落实。'),
    publish_time: published(status, addDays(day, -7)), status, status_reason: status === '2' ? '会议时间调整，另行通知' : null, create_by: b.by, update_by: b.by,
  }));
  const spoon_campaign = SPOONS.map(([b, title, status], i) => ({
    id: `seed-spoon-${i + 1}`, title, org_id: b.orgId,
    content: paragraphs('使用公勺公筷，是文明健康的生活方式。', `${b.name}倡议广大离退休干部带头使用公勺公筷，带动家人和身边群众共同参与。`),
    publish_time: published(status, addDays(SEED_REFERENCE_DATE, -120 + i * 15)), status, create_by: b.by, update_by: b.by,
  }));
  const daily_broadcast = [PROVINCE, HANGZHOU, SHAOXING].flatMap((b, j) =>
    Array.from({ length: 6 }, (_, i) => {
      const day = addDays(SEED_REFERENCE_DATE, -(i * 3 + j));
      const status = i === 0 ? '0' : '1';
      return {
        id: `seed-broadcast-${j + 1}-${i + 1}`, title: `${b.name}每日播报（${day.slice(5).replace('-', '月')}日）`, broadcast_date: day, org_id: b.orgId,
        content: BROADCAST_TOPICS[(i + j) % BROADCAST_TOPICS.length]!, publish_time: published(status, day), status, create_by: b.by, update_by: b.by,
      };
    }),
  );
  return { work_report, news_trend, important_meeting, spoon_campaign, daily_broadcast };
}
