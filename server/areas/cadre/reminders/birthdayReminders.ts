/**
 * 生日提醒 (birthdayReminder): people on file whose birthday falls within the window, soonest first,
 * with the age they turn and the milestone ages (70, 75, 80 … every five years, and every year from 100)
 * highlighted for 逢五逢十 visits. Deceased people and those with reminders turned off are not reminded.
 */
import type { BirthdayRow } from '../../../../model/cadreReminder.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Row } from '../../../db/db.ts';
import { parseListQuery } from '../../../engine/listQuery.ts';
import { scopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { countdown, dateInWindow, monthDays, reminderWindow, type ReminderWindow } from './reminderWindow.ts';
import { pageOf } from '../../../db/pageOf.ts';

/** The solar birthday a cadre keeps (same expression as the index cadre_birthday_md, migration 030). */
const BIRTHDAY = `CASE WHEN t.birthday IS NOT NULL AND coalesce(t.birthday_calendar, '0') = '0' THEN t.birthday ELSE t.date_of_birth END`;
const MD = `(EXTRACT(MONTH FROM ${BIRTHDAY}) * 100 + EXTRACT(DAY FROM ${BIRTHDAY}))`;

export const isMilestoneAge = (age: number) => age >= 70 && (age % 5 === 0 || age >= 100);

export interface ReminderQuery {
  window: ReminderWindow;
  p: SqlParams;
  from: string;
  order: string;
  size: number;
  current: number;
}

/** The SQL of a birthday reminder request: the cadre list's filters, the user's scope, the window. */
export function birthdayQuery(principal: Principal, query: URLSearchParams): ReminderQuery {
  const window = reminderWindow(query);
  const filters = new URLSearchParams(query);
  filters.delete('days');
  const def = resourceByName('cadre')!;
  const p = new SqlParams();
  const list = parseListQuery(def, filters, p);
  const days = monthDays(window);
  const mds = p.add(days);
  // The window as a range of the index cadre_birthday_md (migration 030), read in its order: month-days
  // between two dates of the window are the window's (and 229 joins 228 in monthDays). A window across the
  // new year is two ranges, the December one first.
  const [first, last] = [p.add(days[0]), p.add(days[days.length - 1])];
  const wraps = days[days.length - 1]! < days[0]!;
  const where = [
    `t.del_flag = 0 AND t.is_reminder AND t.status IN ('normal', 'abnormal')`,
    wraps ? `(${MD} >= ${first} OR ${MD} <= ${last})` : `${MD} BETWEEN ${first} AND ${last}`,
    `${MD} = ANY (${mds}::numeric[])`,
    scopeSql(def, principal, p),
    ...list.where,
  ].join(' AND ');
  const order = `${wraps ? `${MD} < ${first}, ` : ''}${MD}, t.real_name, t.id`;
  return { window, p, from: `FROM cadre t WHERE ${where}`, order, size: list.size, current: list.current };
}

export const BIRTHDAY_COLUMNS = `t.id, t.real_name, t.sex, t.date_of_birth, t.birthday, t.birthday_calendar, t.manage_org_id, t.phone, t.retirement_type,
  ${MD}::int AS md, (SELECT o.name FROM sys_org o WHERE o.id = t.manage_org_id) AS manage_org_name`;

export function toBirthdayRow(window: ReminderWindow, r: Row): BirthdayRow {
  const date = dateInWindow(window, Number(r.md));
  const born = String(r.date_of_birth ?? '');
  const age = Number(date.slice(0, 4)) - Number(born.slice(0, 4));
  return {
    id: String(r.id),
    realName: String(r.real_name),
    sex: (r.sex as string | null) ?? null,
    dateOfBirth: (r.date_of_birth as string | null) ?? null,
    birthdayDate: date,
    countdown: countdown(window, date),
    age,
    milestone: isMilestoneAge(age),
    lunarBirthday: r.birthday !== null && r.birthday_calendar === '1',
    manageOrgId: String(r.manage_org_id),
    manageOrgName: (r.manage_org_name as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    retirementType: String(r.retirement_type),
  };
}

export async function birthdayReminders(db: Db, principal: Principal, query: URLSearchParams) {
  const q = birthdayQuery(principal, query);
  const page = await pageOf(db, { columns: BIRTHDAY_COLUMNS, from: q.from, order: q.order }, q.p.values, q);
  return { days: q.window.days, today: q.window.today, ...page, records: page.records.map((r) => toBirthdayRow(q.window, r)) };
}
