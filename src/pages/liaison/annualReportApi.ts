/** The annual report's own calls (server/areas/liaison/annualReportAuto.ts). */
import { http } from '../../http/client.ts';

const BASE = '/lgbsmp/api/v1/annualReport';

export interface ReportRequest {
  orgId: string;
  year: number;
}

export function reportFigures(request: ReportRequest, signal?: AbortSignal): Promise<Record<string, number>> {
  return http.get(`${BASE}/figures`, { params: { orgId: request.orgId, year: request.year }, ...(signal ? { signal } : {}) });
}

export function generateReport(request: ReportRequest): Promise<{ id: string }> {
  return http.post(`${BASE}/auto`, { json: request });
}
