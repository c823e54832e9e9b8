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

/**
 * The showcase and a review for the Hangzhou demo: 西湖区's nomination of a 最美银龄 waiting for the city
 * bureau's decision, and 西湖区教育局's own 银龄工作室, the unit clerk's share of 共享展示.
 */
export function homeShowcaseRows(unitCadres: readonly Row[]): { zj_beautiful: Row[]; zj_studio: Row[] } {
  const leader = unitCadres.find((c) => c.status === 'normal');
  return {
    zj_beautiful: [{
      id: 'seed-home-beautiful-330106', org_id: '330106', title: '西湖区坚持义务讲解二十年的老馆长', type: '1', author: '西湖区委老干部局',
      content: '<p>退休后坚持在西湖博物馆义务讲解二十年，累计讲解三千余场，深受群众好评。</p>', photos: [],
      status: 'submitted', status_reason: null, approver: null, approve_time: null, create_by: 'user-330106',
    }],
    zj_studio: [{
      id: 'seed-home-studio-330106-01', org_id: '330106-01', studio_name: '西湖区教育局银龄助学工作室', field: '2',
      leader_cadre_id: leader ? leader.id : null, leader_name: leader ? leader.real_name : null, phone: '0571-87012345',
      address: '杭州市西湖区教工路老干部活动室', found_date: '2023-09-10', intro: '退休教师领办，为辖区中小学生提供课业辅导和传统文化讲座。',
      achievements: '累计辅导学生六百余人次，开展讲座四十余场。', photos: [], create_by: 'user-unit',
    }],
  };
}
