/**
 * The cockpit's figures on the wire (server/areas/cockpit, docs/cockpit.md): the four calls of spec section 7
 * that only name themselves (lgbcount, lgbNyCount, workStatistics/sss, monitoring-center), each within the
 * user's data scope and, when `?city=` names one of the 11 cities, within that city too.
 */
import type { Label } from './resource/types.ts';

/** One city's figure, in the order of model/zhejiang.ts's CITIES: all 11 always, 0 included. */
export interface CityCount {
  code: string;
  name: string;
  count: number;
}

/** GET lgbcount: the cadres of the scope, by kind (离退休类型) and by city; null to a user who may not view cadres. */
export interface LgbCount {
  total: number;
  byKind: { code: string; label: string; count: number }[];
  byCity: CityCount[];
}

/** GET lgbNyCount: the cadres of the scope by year (年) of retirement, the last 10 years, oldest first; null to a user who may not view cadres. */
export interface LgbNyCount {
  years: { year: number; count: number }[];
  /** Retired before the first year shown, or with no retirement month recorded. */
  earlier: number;
}

/** GET workStatistics/sss: work records (visits of six kinds, hardship help) of 12 months, up to the latest with records. */
export interface WorkStatisticsSss {
  /** 'YYYY-MM', oldest first; the last is the latest month with records, never after this one. */
  months: { month: string; count: number }[];
  byKind: { resource: string; label: Label; count: number }[];
}

/** Every area's key figure; null where the user may not view that kind of record. */
export interface CockpitFigures {
  cadres: number | null;
  workRecords: number | null;
  volunteers: number | null;
  serviceHours: string | null;
  lecturers: number | null;
  lectures: number | null;
  talents: number | null;
  activities: number | null;
  news: number | null;
}

/** One city's figures of 银耀之江 (volunteers, their hours, lecturers, lectures, talents, activities). */
export interface CityFigures {
  code: string;
  name: string;
  volunteers: number;
  serviceHours: string;
  lecturers: number;
  lectures: number;
  talents: number;
  activities: number;
}

/** Records of a kind by lifecycle state: every declared state, 0 included. */
export interface StateCounts {
  resource: string;
  states: { state: string; label: Label; count: number }[];
}

/** GET monitoring-center: the cockpit's summary, as of `asOf` (ISO time of the count). */
export interface MonitoringCenter {
  asOf: string;
  /** The city the figures were narrowed to, null for the whole scope. */
  city: string | null;
  figures: CockpitFigures;
  byCity: CityFigures[];
  /** Activities, lectures and news by month over 12 months up to the latest with records ('YYYY-MM', oldest first). */
  trend: { months: string[]; activities: number[]; lectures: number[]; news: number[] };
  byState: StateCounts[];
}
