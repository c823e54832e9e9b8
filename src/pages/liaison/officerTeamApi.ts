/** The staff teams' counts (server/areas/liaison/teamCounts.ts). */
import { http } from '../../http/client.ts';

export interface TeamCount {
  orgId: string;
  name: string;
  fullTime: number;
  partTime: number;
  total: number;
}

export function teamCounts(team: 'city' | 'province', signal: AbortSignal): Promise<TeamCount[]> {
  return http.get(`/lgbsmp/api/v1/cadresTeam/${team}`, { signal });
}
