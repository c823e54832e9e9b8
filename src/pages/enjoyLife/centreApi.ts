/** The calls of the activity centres' own pages (server/areas/enjoyLife/centreStatisticsRoutes.ts) and the records they read. */
import type { ActivityStatistics, CentreSummary } from '../../../model/activityStatistics.ts';
import { http } from '../../http/client.ts';

const API = '/lgbsmp/api/v1';

export function activityStatistics(year: number, signal?: AbortSignal): Promise<ActivityStatistics> {
  return http.get<ActivityStatistics>(`${API}/enjoyLife/activityStatistics`, { params: { year }, signal });
}

export function activityStatisticsFile(year: number): Promise<Blob> {
  return http.get<Blob>(`${API}/enjoyLife/activityStatistics/export`, { params: { year }, responseType: 'blob' });
}

export function centreSummary(signal?: AbortSignal): Promise<CentreSummary> {
  return http.get<CentreSummary>(`${API}/enjoyLife/activityCentreSummary`, { signal });
}

export function centreSummaryFile(): Promise<Blob> {
  return http.get<Blob>(`${API}/enjoyLife/activityCentreSummary/export`, { responseType: 'blob' });
}

export interface CentreFacts {
  id: string;
  title: string;
}

/** A centre the user may see (the engine's record read). */
export function centreOf(id: string, signal?: AbortSignal): Promise<CentreFacts> {
  return http.get<CentreFacts>(`${API}/activityCenter/${encodeURIComponent(id)}`, { signal });
}

export interface FinishedActivity {
  id: string;
  title: string;
  centerName: string;
  startTime: string;
  attended: number;
  photo: string | null;
  summary: string | null;
}

/** Finished activities, latest first (the engine's list of activities). */
export function finishedActivities(size: number, signal?: AbortSignal): Promise<{ records: FinishedActivity[]; total: number }> {
  return http.get(`${API}/activity`, { params: { status: 'finished', sort: 'startTime,desc', size, current: 1 }, signal });
}
