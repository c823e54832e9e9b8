/** 银龄乐享's own views (server/areas/enjoyLife): the campus summary and the points balances. */
import type { CampusSummary, IntegralBalance } from '../../../model/enjoyLifeViews.ts';
import { http } from '../../http/client.ts';

const BASE = '/lgbsmp/api/v1/enjoyLife';

export function campusSummary(signal: AbortSignal): Promise<CampusSummary> {
  return http.get(`${BASE}/campusSummary`, { signal });
}

export function integralBalances(cadreName: string, signal: AbortSignal): Promise<{ records: IntegralBalance[]; total: number }> {
  return http.get(`${BASE}/integralBalance`, { params: cadreName ? { cadreName } : {}, signal });
}
