/**
 * The rule of party dues for retired members (domain.md §5, [POL-fee]): of a monthly pension (离退休费总额)
 * up to 5000 yuan, 0.5 %; above it, 1 %. Amounts are in yuan, rounded to the fen. Shared by the server's
 * check and the dues pages, which show what is due.
 */

/** The rate in percent for a monthly pension. */
export function duesRate(base: number): number {
  return base <= 5000 ? 0.5 : 1;
}

/** The monthly dues in yuan for a monthly pension. */
export function duesFor(base: number): number {
  return Math.round(base * duesRate(base)) / 100;
}

/** Dues may be paid at most this many months ahead of, or behind, the month they are for. */
export const MAX_MONTHS_AHEAD_OR_BACK = 6;

/** Whole months from `month` (YYYY-MM) to the month of `date` (YYYY-MM-DD): positive when paid later. */
export function monthsBetween(month: string, date: string): number {
  const [y1, m1] = month.split('-').map(Number) as [number, number];
  const [y2, m2] = date.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1);
}
