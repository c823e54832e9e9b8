/**
 * Home's demo (docs/home.md): what each demo account finds waiting on a fresh start beside the areas' own
 * rows. Cadres' 自主录入 sent for review (basic information only, as a self-entry is), and, counted from
 * the day the demo is written (home's reminders look at the coming week, not at the demo's reference
 * date), two of 西湖区教育局's cadres keeping their birthday next week and two joining the Party this month.
 */
import type { Queryable, Row } from '../db/db.ts';
import { todayCst } from '../../model/resources/cadreDates.ts';
import type { CadreRows } from './cadres.ts';

/** Self-entries waiting: the units they come from (a Hangzhou and a Ningbo unit). */
export const SELF_ENTRY_UNITS = ['330106-02', '330203-01'] as const;

/** A generated cadre as a self-entry just sent in: the basic information alone, waiting for its bureau. */
export function selfEntryRows(rows: CadreRows): CadreRows {
  return { cadre: (rows.cadre ?? []).map((row) => ({ ...row, status: 'submitted', data_source: 'self_entry', is_reminder: false })) };
}

const dayAfter = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The birthday kept in `year` on the month and day of `date` (28 February for a 29th in a common year). */
function keptOn(year: string, date: string): string {
  const md = date.slice(5);
  const leap = Number(year) % 4 === 0 && (Number(year) % 100 !== 0 || Number(year) % 400 === 0);
  return `${year}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** Reminders for the clerk's unit in the coming week, on two living cadres each. */
export async function seedHomeReminders(tx: Queryable, unitCadres: readonly Row[], today = todayCst()): Promise<void> {
  const living = unitCadres.filter((c) => c.status === 'normal' && c.is_reminder && c.date_of_birth);
  for (const [i, cadre] of living.slice(0, 2).entries()) {
    const birthday = keptOn(String(cadre.date_of_birth).slice(0, 4), dayAfter(today, 2 + i * 3));
    await tx.query(`UPDATE cadre SET birthday = $1, birthday_calendar = '0' WHERE id = $2`, [birthday, cadre.id]);
  }
  for (const [i, cadre] of living.slice(2, 4).entries()) {
    await tx.query(`UPDATE cadre SET political_status = '01', party_join_date = $1 WHERE id = $2`, [`${1972 + i * 5}${today.slice(4, 7)}`, cadre.id]);
  }
}
