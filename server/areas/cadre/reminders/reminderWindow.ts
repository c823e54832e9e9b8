/**
 * The days a reminder looks at: today and the next days-1 days (China Standard Time). Solar calendar only:
 * a birthday kept in the lunar calendar is reminded on the ID card's date and flagged (docs/cadre.md).
 */
import { zh } from '../../../../model/i18n/index.ts';
import { todayCst } from '../../../../model/resources/cadreDates.ts';
import { businessError } from '../../../http/errors.ts';

export const WINDOWS = [7, 15, 30] as const;

export interface ReminderWindow {
  today: string;
  days: number;
  /** The window's dates in order, 'YYYY-MM-DD'. */
  dates: string[];
}

export function reminderWindow(query: URLSearchParams, now = new Date()): ReminderWindow {
  const days = Number(query.get('days') ?? 7);
  if (!(WINDOWS as readonly number[]).includes(days)) throw businessError(zh('cadre.badDays'), 400);
  const today = todayCst(now);
  const start = Date.parse(`${today}T00:00:00Z`);
  const dates = Array.from({ length: days }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return { today, days, dates };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Month * 100 + day of each date, in window order; 29 February birthdays are kept on 28 February in a
 * common year, so 229 joins 228 there.
 */
export function monthDays(window: ReminderWindow): number[] {
  const out: number[] = [];
  for (const date of window.dates) {
    const md = Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
    out.push(md);
    if (md === 228 && !isLeap(Number(date.slice(0, 4)))) out.push(229);
  }
  return out;
}

/** The date in the window on which a birthday of month-day `md` falls. */
export function dateInWindow(window: ReminderWindow, md: number): string {
  const target = md === 229 && !window.dates.some((d) => d.endsWith('-02-29')) ? 228 : md;
  return window.dates.find((d) => Number(d.slice(5, 7)) * 100 + Number(d.slice(8, 10)) === target) ?? window.today;
}

/** Whole days from today to a date of the window. */
export const countdown = (window: ReminderWindow, date: string) => Math.round((Date.parse(date) - Date.parse(window.today)) / 86_400_000);
