/** The cockpit's calls (server/areas/cockpit, docs/cockpit.md), each with the city picked or none. */
import type { LgbCount, LgbNyCount, MonitoringCenter, WorkStatisticsSss } from '../../../model/cockpit.ts';
import { http } from '../../http/client.ts';

const ask = <T>(path: string) => (city: string | null, signal: AbortSignal): Promise<T> =>
  http.get<T>(`/lgbsmp/api/v1/${path}${city ? `?city=${encodeURIComponent(city)}` : ''}`, { signal });

export const getLgbCount = ask<LgbCount | null>('lgbcount');
export const getLgbNyCount = ask<LgbNyCount | null>('lgbNyCount');
export const getWorkStatistics = ask<WorkStatisticsSss>('workStatistics/sss');
export const getMonitoringCenter = ask<MonitoringCenter>('monitoring-center');
