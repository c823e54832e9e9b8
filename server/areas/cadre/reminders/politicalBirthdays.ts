/**
 * 政治生日 (birthdayReminder/politics): party members on file whose month of joining the party falls in
 * the window (the party records the month, so the anniversary is the month: it counts from its first day
 * in the window), with their years in the party; 50 years (光荣在党50年) and every ten years after are
 * highlighted.
 */
import { resourceByName } from '../../../../model/resources/index.ts';
import type { Principal } from '../../auth/principal.ts';
import type { PoliticsRow } from '../../../../model/cadreReminder.ts';
import type { Db, Row } from '../../../db/db.ts';
import { parseListQuery } from '../../../engine/listQuery.ts';
import { scopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { countdown, reminderWindow, type ReminderWindow } from './reminderWindow.ts';
import type { ReminderQuery } from './birthdayReminders.ts';
import { pageOf } from '../../../db/pageOf.ts';

export const isPartyMilestone = (years: number) => years >= 50 && years % 10 === 0;

/** The months of the window in order ('MM'), each with its first day inside the window. */
function windowMonths(window: ReminderWindow): Map<string, string> {
  const months = new Map<string, string>();
  for (const date of window.dates) if (!months.has(date.slice(5, 7))) months.set(date.slice(5, 7), date);
  return months;
}

export function politicsQuery(principal: Principal, query: URLSearchParams): ReminderQuery & { months: Map<string, string> } {
  const window = reminderWindow(query);
  const months = windowMonths(window);
  const filters = new URLSearchParams(query);
  filters.delete('days');
  const def = resourceByName('cadre')!;
  const p = new SqlParams();
  const list = parseListQuery(def, filters, p);
  const keys = [...months.keys()];
  const monthsParam = p.add(keys);
  // The months as a range of the index cadre_party_month (migration 030), read in its order; a window across
  // the new year has December first.
  const [first, last] = [p.add(keys[0]), p.add(keys[keys.length - 1])];
  const wraps = keys[keys.length - 1]! < keys[0]!;
  const month = 'substr(t.party_join_date, 6, 2)';
  const where = [
    `t.del_flag = 0 AND t.is_reminder AND t.status IN ('normal', 'abnormal') AND t.political_status IN ('01', '02')`,
    `t.party_join_date IS NOT NULL AND ${month} = ANY (${monthsParam}::text[])`,
    wraps ? `(${month} >= ${first} OR ${month} <= ${last})` : `${month} BETWEEN ${first} AND ${last}`,
    scopeSql(def, principal, p),
    ...list.where,
  ].join(' AND ');
  return {
    window,
    months,
    p,
    from: `FROM cadre t WHERE ${where}`,
    order: `${wraps ? `${month} < ${first}, ` : ''}${month}, t.party_join_date, t.real_name, t.id`,
    size: list.size,
    current: list.current,
  };
}

export const POLITICS_COLUMNS = `t.id, t.real_name, t.sex, t.party_join_date, t.manage_org_id, t.phone, t.political_status,
  (SELECT o.name FROM sys_org o WHERE o.id = t.manage_org_id) AS manage_org_name`;

export function toPoliticsRow(window: ReminderWindow, months: Map<string, string>, r: Row): PoliticsRow {
  const joined = String(r.party_join_date);
  const date = months.get(joined.slice(5, 7)) ?? window.today;
  const years = Number(date.slice(0, 4)) - Number(joined.slice(0, 4));
  return {
    id: String(r.id),
    realName: String(r.real_name),
    sex: (r.sex as string | null) ?? null,
    partyJoinDate: joined,
    anniversaryDate: date,
    countdown: countdown(window, date),
    partyYears: years,
    milestone: isPartyMilestone(years),
    manageOrgId: String(r.manage_org_id),
    manageOrgName: (r.manage_org_name as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
  };
}

export async function politicalBirthdays(db: Db, principal: Principal, query: URLSearchParams) {
  const q = politicsQuery(principal, query);
  const page = await pageOf(db, { columns: POLITICS_COLUMNS, from: q.from, order: q.order }, q.p.values, q);
  return { days: q.window.days, today: q.window.today, ...page, records: page.records.map((r) => toPoliticsRow(q.window, q.months, r)) };
}
