/**
 * The calls of a document recipients sign (通知公告, 政策文件; docs/informationPublish.md): the recipient's and
 * the sender's, the same for each kind (server/areas/informationPublish/receiptRoutes.ts).
 */
import type { Page } from '../../../model/wire.ts';
import { http } from '../../http/client.ts';

export interface ReceivedDocument {
  id: string;
  subject: string;
  senderName: string;
  readStatus: '0' | '1' | '2';
  readStatusLabel: string;
  readTime: string | null;
  signTime: string | null;
  content?: string;
  [column: string]: unknown;
}

export interface Receipt {
  userId: string;
  userName: string;
  orgName: string;
  readStatus: '0' | '1' | '2';
  readStatusLabel: string;
  readTime: string | null;
  signTime: string | null;
  remindCount: number;
}

export interface Receipts {
  counts: { total: number; unread: number; read: number; signed: number };
  records: Receipt[];
}

const API = '/lgbsmp/api/v1';
const id = (value: string) => encodeURIComponent(value);

/** A kind's calls: `resource` names its sender's and document calls, `messages` the recipient's list. */
export function receiptApi(resource: string, messages: string) {
  return {
    messages: (current: number, signal?: AbortSignal) => http.get<Page<ReceivedDocument>>(`${API}/${messages}`, { params: { current, size: 20 }, signal }),
    detail: (doc: string, signal?: AbortSignal) => http.get<ReceivedDocument>(`${API}/${resource}/detail/${id(doc)}`, { signal }),
    sign: (doc: string) => http.put<ReceivedDocument>(`${API}/${resource}/sign/${id(doc)}`),
    receipts: (doc: string, signal?: AbortSignal) => http.get<Receipts>(`${API}/${resource}/receipts/${id(doc)}`, { signal }),
    remind: (doc: string) => http.post<{ reminded: number }>(`${API}/${resource}/remind/${id(doc)}`),
  };
}
