/**
 * Loads a trend: one statistics request per year and measure, a few at a time (each one scans the user's
 * whole scope on the server, and the machine is shared), all cancelled together when the page asks again.
 */
import { fetchFigures, type DimensionFigures } from './statisticsApi.ts';
import { useStatisticsContext } from './statisticsContext.ts';
import { trendQuery, type TrendMeasure, type TrendPoints } from './trend.ts';
import { useLoaded, type Loaded } from '../../../http/useLoaded.ts';

/** Requests in flight at once. */
const PARALLEL = 4;

export function useTrend(measures: readonly TrendMeasure[], years: readonly number[]): Loaded<TrendPoints> {
  const { filters, version } = useStatisticsContext();
  return useLoaded(JSON.stringify([measures, years, filters, version]), async (signal) => {
    const jobs = years.flatMap((year, y) => measures.map((m, i) => ({ y, i, run: () => fetchFigures([m.dimension], trendQuery(m, year, filters), signal) })));
    const points: DimensionFigures[][] = years.map(() => []);
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        points[job.y]![job.i] = (await job.run())[0]!;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));
    return points;
  });
}
