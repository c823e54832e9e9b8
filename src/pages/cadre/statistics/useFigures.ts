/** The figures of some dimensions for the page's filters: one request, so that all of a page's numbers agree. */
import { fetchFigures, type DimensionFigures, type DimensionName } from './statisticsApi.ts';
import { useStatisticsContext } from './statisticsContext.ts';
import { useLoaded, type Loaded } from '../../../http/useLoaded.ts';

export function useFigures(dims: readonly DimensionName[]): Loaded<DimensionFigures[]> {
  const { filters, version } = useStatisticsContext();
  return useLoaded(JSON.stringify([dims, filters, version]), (signal) => fetchFigures(dims, filters, signal));
}
