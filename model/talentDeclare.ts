/** The wire shapes of 银龄人才申报's own calls (docs/api.md): settings, statistics and an application's trail. */
import type { ReviewLevelName } from './resource/types.ts';

/** 省直单位: the provincial units' applications count under the province's code. */
export const PROVINCE_UNITS_CODE = '330000';

export interface TalentQuota {
  cityCode: string;
  cityName: string;
  /** null: no limit. */
  quota: number | null;
  /** Applications of the city declared in the window (waiting at a level or approved). */
  used: number;
}

export interface TalentConfig {
  windowStart: string | null;
  windowEnd: string | null;
  /** Whether today (China time) lies in the window. */
  open: boolean;
  version: number;
  /** Whether the user may change them: the settings apply to every city, a province-wide user sets them. */
  editable: boolean;
  quotas: TalentQuota[];
}

export interface TalentConfigInput {
  windowStart: string;
  windowEnd: string;
  version: number;
  quotas: { cityCode: string; quota: number | null }[];
}

/** One row of the statistics: counts by state (the lifecycle's states) and the total. */
export interface TalentCountRow {
  /** City code (PROVINCE_UNITS_CODE for the provincial units) or the talent_type dictionary code. */
  code: string;
  name: string;
  counts: Record<string, number>;
  total: number;
}

export interface TalentCount {
  states: string[];
  byCity: TalentCountRow[];
  byType: TalentCountRow[];
  total: TalentCountRow;
}

/** One move of an application: its declaration, or a level's decision with its opinion. */
export interface TalentTrailEntry {
  time: string;
  level: ReviewLevelName | null;
  result: 'submit' | 'approve' | 'return';
  opinion: string | null;
  approverName: string;
  approverOrgName: string;
  fromState: string;
  toState: string;
}
