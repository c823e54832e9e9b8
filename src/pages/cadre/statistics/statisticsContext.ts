/**
 * What every panel of a statistics page shares: the cadre list's filters in force, a version that the
 * page's refresh bumps, whether the page's export button is held, and the drill-down (absent when the user
 * may not list cadres, so that no number asks the server for what it would refuse).
 */
import { createContext, useContext } from 'react';
import type { Params } from '../../../http/query.ts';
import type { DrillTarget } from './DrillDownDialog.tsx';

export interface StatisticsContextValue {
  filters: Params;
  version: number;
  exportable: boolean;
  drill: ((target: DrillTarget) => void) | undefined;
}

export const StatisticsContext = createContext<StatisticsContextValue>({ filters: {}, version: 0, exportable: false, drill: undefined });

export function useStatisticsContext(): StatisticsContextValue {
  return useContext(StatisticsContext);
}
