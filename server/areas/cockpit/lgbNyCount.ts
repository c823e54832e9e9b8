/**
 * GET lgbNyCount: the cadres of the user's scope (and of `?city=`) by year (年) of retirement (离退休时间,
 * kept as 'YYYY-MM'), for the last YEARS years up to this one, 0 included, and those retired before them.
 */
import type { LgbNyCount } from '../../../model/cockpit.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { figureCounts, VISIBLE } from '../cadre/statistics/cadreFigures.ts';
import { column, countBy, def, mayView, type Counting } from './cockpitCounts.ts';

/** Years on the chart: enough to see a trend, few enough to read every bar. */
export const YEARS = 10;

export async function lgbNyCount(c: Counting): Promise<LgbNyCount | null> {
  const cadre = def('cadre');
  // Not an error: the cockpit shows such a user the figures they may see, without this one.
  if (!mayView(c.principal, cadre)) return null;
  // From the maintained counts (cadreFigures.ts); a scope of own records counts the cadres.
  const figures = await figureCounts(c.db, c.principal, { classes: VISIBLE, dims: ['retirementYear'], city: c.city });
  const byYear = figures
    ? new Map(figures.map((r) => [r.key, { count: r.n }]))
    : await countBy(c, cadre, `left(${column(cadre, 'retirementDate')}, 4)`);
  const last = Number(todayCst().slice(0, 4));
  const years = Array.from({ length: YEARS }, (_, i) => last - YEARS + 1 + i);
  const shown = new Set(years.map(String));
  const earlier = [...byYear].filter(([year]) => !shown.has(year)).reduce((n, [, v]) => n + v.count, 0);
  return { years: years.map((year) => ({ year, count: byYear.get(String(year))?.count ?? 0 })), earlier };
}
