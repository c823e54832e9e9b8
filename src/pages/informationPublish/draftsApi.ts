/** 草稿箱's call (docs/informationPublish.md): the unpublished items of 信息发布's kinds, one list. */
import type { Page } from '../../../model/wire.ts';
import { http } from '../../http/client.ts';

export interface Draft {
  kind: string;
  id: string;
  title: string;
  orgName: string;
  statusLabel: string;
  updateTime: string;
}

export interface DraftQuery {
  kind: string;
  title: string;
  current: number;
  size: number;
}

export const drafts = (query: DraftQuery, signal?: AbortSignal) =>
  http.get<Page<Draft>>('/lgbsmp/api/v1/drafts', {
    params: { current: query.current, size: query.size, ...(query.kind ? { kind: query.kind } : {}), ...(query.title ? { title: query.title } : {}) },
    signal,
  });
