/** GET /lgbsmp/api/v1/home/summary (server/areas/home): the home page's figures in the user's data scope. */
import { http } from '../../http/client.ts';
import type { Client } from '../../http/request.ts';

export interface ResourceCount {
  /** A declared resource (model/resources). */
  resource: string;
  total: number;
  /** Per lifecycle state, for resources with one. */
  byState?: Record<string, number>;
}

export interface LatestItem {
  id: string;
  title: string;
  date: string | null;
}

export interface HomeSummary {
  counts: ResourceCount[];
  latest: { resource: string; available: true; records: LatestItem[] } | { resource: string; available: false };
}

export function getHomeSummary(signal?: AbortSignal, client: Client = http): Promise<HomeSummary> {
  return client.get<HomeSummary>('/lgbsmp/api/v1/home/summary', signal ? { signal } : {});
}
