/** 通知公告's calls beyond the engine's (docs/informationPublish.md): the recipient's and the sender's. */
import type { Page } from '../../../model/wire.ts';
import { http } from '../../http/client.ts';

export interface NoticeMessage {
  id: string;
  subject: string;
  noticeTypeLabel: string;
  senderName: string;
  publishTime: string;
  readStatus: '0' | '1' | '2';
  readStatusLabel: string;
  readTime: string | null;
  signTime: string | null;
  content?: string;
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

export const noticeMessages = (current: number, signal?: AbortSignal) => http.get<Page<NoticeMessage>>(`${API}/notice/message`, { params: { current, size: 20 }, signal });
export const noticeDetail = (notice: string, signal?: AbortSignal) => http.get<NoticeMessage>(`${API}/notification/detail/${id(notice)}`, { signal });
export const signNotice = (notice: string) => http.put<NoticeMessage>(`${API}/notification/sign/${id(notice)}`);
export const noticeReceipts = (notice: string, signal?: AbortSignal) => http.get<Receipts>(`${API}/notification/receipts/${id(notice)}`, { signal });
export const remindNotice = (notice: string) => http.post<{ reminded: number }>(`${API}/notification/remind/${id(notice)}`);
