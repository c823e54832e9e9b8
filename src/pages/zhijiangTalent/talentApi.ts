/** 银龄人才申报's own calls (server/areas/zhijiang/talentRoutes.ts): settings, statistics, an application's trail. */
import type { TalentConfig, TalentConfigInput, TalentCount, TalentTrailEntry } from '../../../model/talentDeclare.ts';
import { http } from '../../http/client.ts';

const API = '/lgbsmp/api/v1';

export const talentConfig = (signal?: AbortSignal) => http.get<TalentConfig>(`${API}/talentDeclareConfig`, { signal });
export const saveTalentConfig = (input: TalentConfigInput) => http.put<TalentConfig>(`${API}/talentDeclareConfig`, { json: input });
export const talentCount = (signal?: AbortSignal) => http.get<TalentCount>(`${API}/talentDeclareCount`, { signal });
export const talentTrail = (id: string, signal?: AbortSignal) => http.get<TalentTrailEntry[]>(`${API}/talentDeclareTrail/${encodeURIComponent(id)}`, { signal });
