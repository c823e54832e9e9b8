/**
 * The party branches' views the crud list cannot show: branches whose leadership change (换届) is due, the
 * meetings of 三会一课 a branch has missed in a year, and a branch's month × member grid of dues. Every
 * one reads within the user's scope through the engine's scopeSql / findRow.
 */
import { zh } from '../../../model/i18n/index.ts';
import { REQUIRED_MEETINGS, periodMonths, periodState, type MeetingGaps } from '../../../model/meetingSchedule.ts';
import type { DuesGrid, DuesGridRow, TermDueBranch } from '../../../model/partyBranchViews.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Db, Row } from '../../db/db.ts';
import { findRow } from '../../engine/read.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';
import type { Principal } from '../auth/principal.ts';

const branchDef = () => resourceByName('partyBranch')!;

/** Days ahead a due 换届 is warned of, unless the request says otherwise (1 to 730). */
export const TERM_WARNING_DAYS = 90;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export async function termDueBranches(db: Db, principal: Principal, query: URLSearchParams, now = new Date()): Promise<{ days: number; records: TermDueBranch[]; total: number }> {
  const asked = Number(query.get('days') ?? TERM_WARNING_DAYS);
  const days = Number.isInteger(asked) && asked >= 1 && asked <= 730 ? asked : TERM_WARNING_DAYS;
  const today = todayCst(now);
  const p = new SqlParams();
  const until = p.add(new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10));
  const rows = await db.query(
    `SELECT t.id, t.party_name, t.org_id, t.date_for_changing_leaders, (SELECT o.name FROM sys_org o WHERE o.id = t.org_id) AS org_name
     FROM vg_party_branch t WHERE t.del_flag = 0 AND t.date_for_changing_leaders <= ${until}::date AND ${scopeSql(branchDef(), principal, p)}
     ORDER BY t.date_for_changing_leaders, t.party_name, t.id`,
    p.values,
  );
  // The whole warning list in one answer (a bureau's branches due within the window): `total` says so.
  return {
    days,
    total: rows.length,
    records: rows.map((r) => ({
      id: String(r.id), partyName: String(r.party_name), orgId: String(r.org_id), orgName: (r.org_name as string | null) ?? null,
      dateForChangingLeaders: String(r.date_for_changing_leaders), daysLeft: dayNumber(String(r.date_for_changing_leaders)) - dayNumber(today),
    })),
  };
}

/** The branch the user asked about, as far as they may see it, and the year (this year by default). */
async function branchAndYear(db: Db, principal: Principal, query: URLSearchParams, now: Date): Promise<{ branch: Row; year: number }> {
  const id = query.get('branchId') ?? '';
  const branch = id ? await findRow(db, branchDef(), principal, id) : undefined;
  if (!branch) throw businessError(zh('vanguard.branchNotFound'), 404);
  const yearText = query.get('year') ?? todayCst(now).slice(0, 4);
  if (!/^\d{4}$/.test(yearText)) throw businessError(zh('vanguard.badYear'), 400);
  return { branch, year: Number(yearText) };
}

export async function meetingGaps(db: Db, principal: Principal, query: URLSearchParams, now = new Date()): Promise<MeetingGaps> {
  const { branch, year } = await branchAndYear(db, principal, query, now);
  const held = await db.query<{ meeting_type: string; month: number; n: number }>(
    `SELECT meeting_type, EXTRACT(MONTH FROM meeting_date)::int AS month, count(*)::int AS n FROM vg_meeting
     WHERE branch_id = $1 AND del_flag = 0 AND meeting_date >= $2::date AND meeting_date < $3::date GROUP BY meeting_type, month`,
    [branch.id, `${year}-01-01`, `${year + 1}-01-01`],
  );
  const today = todayCst(now);
  const rows = REQUIRED_MEETINGS.map(({ type, every }) => {
    const periods = Array.from({ length: every === 'month' ? 12 : 4 }, (_, i) => {
      const [first, last] = periodMonths(every, i + 1);
      const n = held.filter((h) => h.meeting_type === type && h.month >= first && h.month <= last).reduce((sum, h) => sum + h.n, 0);
      return { period: i + 1, held: n, state: periodState(n, year, last, today) };
    });
    return { meetingType: type, every, periods, missing: periods.filter((x) => x.state === 'missing').length };
  });
  return { branchId: String(branch.id), partyName: String(branch.party_name), year, rows };
}

export async function duesGrid(db: Db, principal: Principal, query: URLSearchParams, now = new Date()): Promise<DuesGrid> {
  const { branch, year } = await branchAndYear(db, principal, query, now);
  const members = await db.query<{ cadre_id: string; cadre_name: string; status: string }>(
    `SELECT DISTINCT ON (cadre_id) cadre_id, cadre_name, status FROM vg_party_member WHERE branch_id = $1 AND del_flag = 0 ORDER BY cadre_id, join_branch_date DESC`,
    [branch.id],
  );
  const dues = await db.query<{ cadre_id: string; dues_month: string; amount: string; due_amount: string; payment_state: string; is_exempt: boolean }>(
    `SELECT cadre_id, dues_month, amount, due_amount, payment_state, is_exempt FROM vg_party_dues WHERE branch_id = $1 AND del_flag = 0 AND dues_month LIKE $2`,
    [branch.id, `${year}-%`],
  );
  const monthTotals = Array.from({ length: 12 }, () => 0);
  const rows: DuesGridRow[] = members
    .sort((a, b) => a.cadre_name.localeCompare(b.cadre_name, 'zh-CN') || a.cadre_id.localeCompare(b.cadre_id))
    .map((m) => {
      const months = Array.from({ length: 12 }, (_, i) => {
        const d = dues.find((x) => x.cadre_id === m.cadre_id && x.dues_month === `${year}-${String(i + 1).padStart(2, '0')}`);
        if (!d) return null;
        const paid = d.payment_state === '1';
        if (paid) monthTotals[i] = Math.round((monthTotals[i]! + Number(d.amount)) * 100) / 100;
        return { amount: Number(d.amount), dueAmount: Number(d.due_amount), paid, exempt: d.is_exempt };
      });
      const paidTotal = Math.round(months.reduce((sum, x) => sum + (x?.paid ? x.amount * 100 : 0), 0)) / 100;
      return { cadreId: m.cadre_id, cadreName: m.cadre_name, status: m.status, months, paidTotal };
    });
  const total = Math.round(monthTotals.reduce((a, b) => a + b * 100, 0)) / 100;
  return { branchId: String(branch.id), partyName: String(branch.party_name), year, rows, monthTotals, total };
}
