/**
 * The demo 政策文件: what the province, Hangzhou, 西湖区, Shaoxing and unit_user's unit issued, published
 * (sent to organisations or to people), one withdrawn with its reason, one still a draft. Dates are the
 * seed's reference year, so the same seed writes the same documents any day. Every account a published
 * document was sent to holds a receipt as publishing gives it, some read and some signed; hz_admin's and
 * unit_user's are still unread.
 */
import type { Row } from '../db/db.ts';
import { CITIES } from '../../model/zhejiang.ts';
import { createRandom } from './random.ts';

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

interface Doc {
  title: string;
  docNo: string | null;
  category: string;
  /** 0: organisations (receiveOrgs), 1: people. */
  receiveType: '0' | '1';
  receiveOrgs: string[];
  /** The accounts a document to people goes to (receiveType 1). */
  receiveUsers?: string[];
  orgId: string;
  publishDate: string;
  status: '0' | '1' | '2';
  reason?: string;
  by: string;
  content: string;
}

const hangzhouCounties = CITIES.find((c) => c.code === '330100')!.counties.map((c) => c.code);

const DOCS: readonly Doc[] = [
  {
    title: '转发《关于加强新时代离退休干部党的建设工作的意见》的通知', docNo: '浙组通〔2025〕6号', category: '1', receiveType: '0',
    receiveOrgs: CITIES.map((c) => c.code), orgId: '330000', publishDate: '2025-01-08', status: '1', by: 'user-admin',
    content: paragraphs('各市委组织部、老干部局：', '现将《关于加强新时代离退休干部党的建设工作的意见》转发给你们，请结合实际认真贯彻落实。', '浙江省委老干部局'),
  },
  {
    title: '关于做好2025年春节期间离退休干部走访慰问工作的通知', docNo: '浙老干〔2025〕3号', category: '2', receiveType: '0',
    receiveOrgs: CITIES.map((c) => c.code), orgId: '330000', publishDate: '2025-01-15', status: '1', by: 'user-admin',
    content: paragraphs('各市委老干部局：', '春节将至，请各地对离休干部、生活困难和患重病的退休干部逐一走访慰问，做到不漏一人。', '走访情况请于2月20日前报送省委老干部局。'),
  },
  {
    title: '浙江省离退休干部信息采集规范（试行）', docNo: null, category: '2', receiveType: '0', receiveOrgs: CITIES.map((c) => c.code),
    orgId: '330000', publishDate: '2025-06-20', status: '0', by: 'user-admin',
    content: paragraphs('一、基本信息以身份证号码为唯一标识。', '二、去世、调出等状态变化应在一个月内登记。'),
  },
  {
    title: '关于开展“银龄先锋”志愿服务活动的通知', docNo: '杭老干〔2025〕11号', category: '3', receiveType: '0', receiveOrgs: hangzhouCounties,
    orgId: '330100', publishDate: '2025-03-05', status: '1', by: 'user-hz-admin',
    content: paragraphs('各区、县（市）委老干部局：', '请组织有意愿、有专长的离退休干部参加社区志愿服务，并做好登记。'),
  },
  {
    title: '关于2025年离退休干部健康体检的安排', docNo: '杭老干〔2025〕15号', category: '3', receiveType: '1', receiveOrgs: [], receiveUsers: ['user-330106', 'user-330200'],
    orgId: '330100', publishDate: '2025-04-10', status: '2', reason: '体检医院调整，另行通知', by: 'user-hz-admin',
    content: paragraphs('市属单位离退休干部健康体检定于5月至6月进行，具体时间由各单位通知本人。'),
  },
  {
    title: '关于组织离退休干部参观学习的通知', docNo: '西老干〔2025〕4号', category: '4', receiveType: '0',
    receiveOrgs: ['330106-01', '330106-02', '330106-03', '330106-04'], orgId: '330106', publishDate: '2025-05-12', status: '1', by: 'user-330106',
    content: paragraphs('各单位：', '定于5月下旬组织离退休干部赴红船旁参观学习，请于5月20日前报送名单。'),
  },
  {
    title: '西湖区教育局离退休干部工作制度', docNo: null, category: '5', receiveType: '1', receiveOrgs: [], receiveUsers: ['user-330106'],
    orgId: '330106-01', publishDate: '2025-02-26', status: '1', by: 'user-unit',
    content: paragraphs('一、每季度走访一次离退休干部。', '二、离退休干部生病住院的，及时看望。'),
  },
  {
    title: '绍兴市离退休干部信息核查工作方案', docNo: '绍老干〔2025〕7号', category: '3', receiveType: '0',
    receiveOrgs: CITIES.find((c) => c.code === '330600')!.counties.map((c) => c.code), orgId: '330600', publishDate: '2025-04-22', status: '1', by: 'user-sx-admin',
    content: paragraphs('各区、县（市）委老干部局：', '请对照编办数据逐人核查离退休干部信息，异常数据于6月底前处理完毕。'),
  },
];

export function policyDocumentRows(): Row[] {
  return DOCS.map((d, i) => ({
    id: `seed-policy-${String(i + 1).padStart(2, '0')}`, title: d.title, doc_no: d.docNo, category: d.category, receive_type: d.receiveType,
    receive_orgs: d.receiveOrgs, receive_users: d.receiveUsers ?? [], org_id: d.orgId, publish_date: d.publishDate, content: d.content, attachments: [], status: d.status,
    status_reason: d.reason ?? null, create_by: d.by, update_by: d.by,
  }));
}

/** Demo accounts that have not opened a document yet, whatever the draw: a new user finds one to sign. */
const UNREAD_BY = new Set(['user-hz-admin', 'user-unit']);

/** The receipts of the published documents (and the withdrawn one's, kept), for the users already written. */
export function policyReceiptRows(users: readonly { id: string; org_id: string }[], seed: number): Row[] {
  const random = createRandom(seed ^ 0x9d1);
  const receipts: Row[] = [];
  for (const [i, d] of DOCS.entries()) {
    if (d.status === '0') continue;
    const sent = `${d.publishDate}T09:00:00+08:00`;
    for (const user of users.filter((u) => (d.receiveType === '1' ? d.receiveUsers?.includes(u.id) : d.receiveOrgs.includes(u.org_id)))) {
      const draw = random.next();
      const status = UNREAD_BY.has(user.id) ? '0' : draw < 0.5 ? '2' : draw < 0.75 ? '1' : '0';
      const readTime = status === '0' ? null : new Date(Date.parse(sent) + random.int(1, 72) * 3_600_000).toISOString();
      receipts.push({
        document_id: `seed-policy-${String(i + 1).padStart(2, '0')}`, user_id: user.id, org_id: user.org_id, read_status: status, read_time: readTime,
        sign_time: status === '2' ? new Date(Date.parse(readTime!) + random.int(5, 120) * 60_000).toISOString() : null, create_time: sent,
      });
    }
  }
  return receipts;
}
