/**
 * The archive's statistics endpoints (docs/cadre.md, "Statistics"): figures of one or every dimension for
 * the cadre list's filters, the people behind one figure, and the .xlsx of a dimension or of all of them.
 * Every figure carries the query string of its own drill-down, so the browser never rebuilds a filter.
 */
import type { DimensionFigures as WireFigures, Figure } from '../../../../model/cadreFigures.ts';
import type { Page } from '../../../../model/wire.ts';
import { http } from '../../../http/client.ts';
import type { Params } from '../../../http/query.ts';
import type { Client } from '../../../http/request.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';

export const DIMENSIONS = ['retirementSex', 'treatmentLevel', 'revolutionPeriod', 'unitNature', 'party', 'ageBand', 'city', 'county'] as const;
export type DimensionName = (typeof DIMENSIONS)[number];
export type DimensionFigures = WireFigures<DimensionName>;
export type { Figure };

const BASE = '/lgbsmp/api/v1/cadreStatistics';

/** GET cadreStatistics/{dimension} for one dimension, GET cadreStatistics (one scan) for several. */
export async function fetchFigures(dims: readonly DimensionName[], filters: Params, signal?: AbortSignal, client: Client = http): Promise<DimensionFigures[]> {
  if (dims.length === 1) return [await client.get<DimensionFigures>(`${BASE}/${dims[0]!}`, { params: filters, signal })];
  const { dimensions } = await client.get<{ dimensions: DimensionFigures[] }>(BASE, { params: filters, signal });
  return dims.map((name) => dimensions.find((d) => d.dimension === name)).filter((d): d is DimensionFigures => d !== undefined);
}

/** GET cadreStatistics/{dimension}/list?{figure.drill}: one page of the people behind a figure. */
export function fetchDrillPage(dimension: DimensionName, drill: string, page: { current: number; size: number }, signal?: AbortSignal, client: Client = http): Promise<Page<WireRecord>> {
  return client.get<Page<WireRecord>>(`${BASE}/${dimension}/list?${drill}`, { params: page, signal });
}

/** GET cadreStatistics[/{dimension}]/export: the .xlsx itself (统计维度, 分组, 人数), as a Blob. */
export function downloadFigures(dimension: DimensionName | null, filters: Params, client: Client = http): Promise<Blob> {
  return client.get<Blob>(`${BASE}${dimension ? `/${dimension}` : ''}/export`, { params: filters, responseType: 'blob' });
}
