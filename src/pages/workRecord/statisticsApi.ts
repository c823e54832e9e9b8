/** 工作统计's endpoints (server/areas/workRecord/statisticsRoutes.ts): a year's figures, and their .xlsx. */
import type { WorkRecordStatistics } from '../../../model/workRecordStatistics.ts';
import { http } from '../../http/client.ts';

const BASE = '/lgbsmp/api/v1/workRecordStatistics';

/** A year's figures; without one, the latest year with records (the answer says which). */
export function workStatistics(year: number | null, signal?: AbortSignal): Promise<WorkRecordStatistics> {
  return http.get<WorkRecordStatistics>(BASE, { params: year === null ? {} : { year }, signal });
}

export function workStatisticsFile(year: number): Promise<Blob> {
  return http.get<Blob>(`${BASE}/export`, { params: { year }, responseType: 'blob' });
}
