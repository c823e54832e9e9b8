/**
 * The demo 通知公告: what the province, Hangzhou and 西湖区 sent to the organisations below them, with every
 * account of those organisations holding a receipt as publishing gives it, some read and some signed (the
 * province's first notice by everyone but one city), one notice withdrawn and one still a draft; and one the
 * province sent to people (receive_type 1 个人), the administrators it invited.
 */
import type { Row } from '../db/db.ts';
import { CITIES } from '../../model/zhejiang.ts';
import { createRandom } from './random.ts';

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

interface Notice {
  subject: string;
  type: string;
  orgs: string[];
  /** The accounts a notice to people goes to (receive_type 1); `orgs` is then empty. */
  people?: string[];
  orgId: string;
  by: string;
  published: string | null;
  status: '0' | '1' | '2';
  reason?: string;
  /** Of the receipts: the share signed and the share only read. */
  signed: number;
  read: number;
  /** Demo accounts that have not opened it yet, whatever the draw: a new user finds a notice to sign. */
  unreadBy?: string[];
  text: string;
}

const CITY_CODES = CITIES.map((c) => c.code);
const HANGZHOU_COUNTIES = CITIES.find((c) => c.code === '330100')!.counties.map((c) => c.code);

const NOTICES: readonly Notice[] = [
  { subject: '关于做好2025年春节期间走访慰问离退休干部工作的通知', type: '1', orgs: CITY_CODES, orgId: '330000', by: 'user-admin', published: '2025-01-10 09:00',
    status: '1', signed: 0.9, read: 0.1, text: paragraphs('各市委老干部局：', '春节将至，请组织开展走访慰问离退休干部活动，于1月24日前报送工作情况。') },
  { subject: '关于召开全省离退休干部工作会议的通知', type: '4', orgs: CITY_CODES, orgId: '330000', by: 'user-admin', published: '2025-02-10 10:00',
    status: '1', signed: 0.5, read: 0.25, text: paragraphs('定于2月18日在杭州召开全省离退休干部工作会议，请各市委老干部局主要负责同志参加。') },
  { subject: '关于报送离退休干部信息核查情况的通知', type: '1', orgs: CITY_CODES, orgId: '330000', by: 'user-admin', published: '2025-06-05 15:00',
    status: '1', signed: 0.2, read: 0.3, unreadBy: ['user-hz-admin', 'user-sx-admin'], text: paragraphs('请于6月30日前报送本地区离退休干部信息核查情况。') },
  { subject: '关于2025年重阳节活动安排的通知', type: '1', orgs: CITY_CODES, orgId: '330000', by: 'user-admin', published: null,
    status: '0', signed: 0, read: 0, text: paragraphs('重阳节活动安排另行通知。') },
  { subject: '杭州市老干部活动中心暑期开放时间调整的公告', type: '2', orgs: HANGZHOU_COUNTIES, orgId: '330100', by: 'user-hz-admin', published: '2025-06-20 09:00',
    status: '1', signed: 0.4, read: 0.4, text: paragraphs('7月1日至8月31日，市老干部活动中心开放时间调整为8:00—11:30、14:30—17:00。') },
  { subject: '关于组织离退休干部健康体检的通知', type: '1', orgs: HANGZHOU_COUNTIES, orgId: '330100', by: 'user-hz-admin', published: '2025-04-01 09:00',
    status: '2', reason: '体检医院调整，另行通知', signed: 0.3, read: 0.2, text: paragraphs('请各区、县（市）组织离退休干部参加年度健康体检。') },
  { subject: '关于西湖区离退休干部信息采集的通报', type: '3', orgs: ['330106-01', '330106-02', '330106-03', '330106-04'], orgId: '330106', by: 'user-330106',
    published: '2025-05-20 14:00', status: '1', signed: 0.5, read: 0.25, unreadBy: ['user-unit'], text: paragraphs('各单位离退休干部信息采集进度已汇总，请未完成的单位抓紧推进。') },
  { subject: '关于邀请参加离退休干部工作座谈会的通知', type: '4', orgs: [], people: ['user-hz-admin', 'user-sx-admin', 'user-330106', 'user-330602', 'user-330200', 'user-330300'],
    orgId: '330000', by: 'user-admin', published: '2025-06-16 10:00', status: '1', signed: 0.5, read: 0.25, unreadBy: ['user-hz-admin'],
    text: paragraphs('定于6月26日在省委老干部局召开离退休干部工作座谈会，请受邀同志准时参加。') },
  { subject: '关于离退休干部服务管理系统升级期间暂停服务的通知', type: '2', orgs: [], people: ['user-admin', 'user-hz-admin', 'user-sx-admin', 'user-unit'],
    orgId: '330000', by: 'user-sys-admin', published: '2025-06-27 17:00', status: '1', signed: 0.25, read: 0.25, unreadBy: ['user-admin', 'user-unit'],
    text: paragraphs('系统定于7月5日（星期六）8:00至18:00升级维护，其间暂停服务，请各地提前安排好相关工作。') },
];

/** Notices and their receipts, for the users already written (`users`: id and organisation). */
export function noticeRows(users: readonly { id: string; org_id: string }[], seed: number): { notices: Row[]; receipts: Row[] } {
  const random = createRandom(seed ^ 0x70c);
  const notices: Row[] = [];
  const receipts: Row[] = [];
  for (const [i, n] of NOTICES.entries()) {
    const id = `seed-notice-${String(i + 1).padStart(2, '0')}`;
    const publishTime = n.published ? `${n.published}:00+08:00` : null;
    notices.push({
      id, subject: n.subject, notice_type: n.type, receive_type: n.people ? '1' : '0', receive_orgs: n.orgs, receive_users: n.people ?? [], org_id: n.orgId, content: n.text, attachments: [], publish_time: publishTime,
      status: n.status, status_reason: n.reason ?? null, create_by: n.by, update_by: n.by,
    });
    if (!publishTime) continue;
    const at = (days: number) => new Date(Date.parse(publishTime) + days * 86_400_000 + random.int(0, 8 * 3_600_000)).toISOString();
    for (const user of users.filter((u) => (n.people ? n.people.includes(u.id) : n.orgs.includes(u.org_id)))) {
      const draw = random.next();
      const status = n.unreadBy?.includes(user.id) ? '0' : draw < n.signed ? '2' : draw < n.signed + n.read ? '1' : '0';
      const readTime = status === '0' ? null : at(random.int(0, 2));
      receipts.push({
        notice_id: id, user_id: user.id, org_id: user.org_id, read_status: status, read_time: readTime,
        sign_time: status === '2' ? new Date(Date.parse(readTime!) + random.int(5, 120) * 60_000).toISOString() : null, create_time: publishTime,
      });
    }
  }
  return { notices, receipts };
}
