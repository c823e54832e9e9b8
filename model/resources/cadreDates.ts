/**
 * Date arithmetic of the cadre archive, shared by record checks (browser and server), hooks, verification
 * and statistics. Dates are 'YYYY-MM-DD' and months 'YYYY-MM' (domain.md §0), so comparisons are textual.
 */
import { parseIdCard } from '../idCard.ts';

/** The last day of the people's-republic era's founding month: 离休 needs work started by then (POL-lx). */
export const LIXIU_CUTOFF_MONTH = '1949-09';

/** The birth date a record stands for: its ID card's when valid, else a stored dateOfBirth. */
export function birthDateOf(record: Readonly<Record<string, unknown>>): string | undefined {
  const id = record.idCard;
  if (typeof id === 'string' && id) {
    const parsed = parseIdCard(id);
    if (!('problem' in parsed)) return parsed.birthDate;
  }
  return typeof record.dateOfBirth === 'string' && record.dateOfBirth ? record.dateOfBirth : undefined;
}

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5, 10);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${String(y).padStart(4, '0')}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** The month of a date ('YYYY-MM'). */
export const monthOf = (date: string) => date.slice(0, 7);

/** Today in China Standard Time ('YYYY-MM-DD'): the day the users live in, whatever the server's zone. */
export function todayCst(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Whole years between a birth date and a day. */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5, 10) < birth.slice(5, 10) ? years - 1 : years;
}

/** A text value or undefined (record checks see raw strings, null for cleared fields). */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** True when both are present and `later` is not before `earlier` (either may be a month or a date). */
export function notBefore(later: unknown, earlier: unknown): boolean {
  const a = text(later);
  const b = text(earlier);
  if (!a || !b) return true;
  const n = Math.min(a.length, b.length);
  return a.slice(0, n) >= b.slice(0, n);
}

/**
 * The revolution periods a 离休 work-start month allows (domain.md §2 revolution_period): a month that
 * holds a boundary day (1937-07-07, 1945-09-03) allows both neighbours.
 */
export function revolutionPeriodsFor(workStart: string): string[] {
  if (workStart > LIXIU_CUTOFF_MONTH) return [];
  if (workStart < '1937-07') return ['1'];
  if (workStart === '1937-07') return ['1', '2'];
  if (workStart <= '1942-12') return ['2'];
  if (workStart < '1945-09') return ['3'];
  if (workStart === '1945-09') return ['3', '4'];
  return ['4'];
}
