/**
 * 自动生成年度报告 (`POST annualReport/auto`, the spec's annualReport `auto`): a report of an organisation for a
 * year whose statistics part is counted from the cadre archive and that year's work records within the
 * organisation's subtree, then saved as a draft through the engine's create (validation, scope, the one-per-year
 * rule, the operation log), for its author to edit and submit. `GET annualReport/figures` counts without saving.
 */
import { zh } from '../../../model/i18n/index.ts';
import { annualReport } from '../../../model/resources/annualReport.ts';
import { COUNTED_STATES } from '../../../model/resources/cadreLifecycle.ts';
import type { Queryable } from '../../db/db.ts';
import type { ReadDeps } from '../../engine/read.ts';
import type { Actor } from '../../engine/oplog.ts';
import { orgInScope } from '../../engine/scope.ts';
import { createRecord } from '../../engine/write.ts';
import type { WireRecord } from '../../engine/records.ts';
import type { Principal } from '../auth/principal.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { checkOneReport } from './annualReportHooks.ts';

export interface ReportRequest {
  orgId: string;
  year: number;
}

/** The figures of annualReport's statistics part, by field name. */
export type ReportFigures = Record<string, number>;

/** Reads and checks `{ orgId, year }` (a query or a body): an organisation in the user's scope, a year 2000–2100. */
export async function reportRequest(q: Queryable, principal: Principal, input: Record<string, unknown>): Promise<ReportRequest & { orgName: string }> {
  const orgId = typeof input.orgId === 'string' ? input.orgId : '';
  if (!orgId) throw fieldError('orgId', zh('liaison.orgRequired'));
  const year = Number(input.year);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw fieldError('year', zh('liaison.yearInvalid'));
  if (!(await orgInScope(q, principal, orgId))) throw fieldError('orgId', zh('engine.orgOutOfScope'));
  const [org] = await q.query<{ name: string }>('SELECT name FROM sys_org WHERE id = $1', [orgId]);
  return { orgId, year, orgName: org!.name };
}

/** Counts an organisation's year: people on file now (by 离休/退休), deaths and work records dated in the year. */
export async function reportFigures(q: Queryable, { orgId, year }: ReportRequest): Promise<ReportFigures> {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  // The organisation's subtree, once per statement (as server/engine/scope.ts writes it: no join).
  const subtree = `ARRAY (SELECT s.id FROM sys_org s, sys_org o WHERE o.id = $1 AND s.path LIKE replace(replace(o.path, '%', '\\%'), '_', '\\_') || '%')`;
  const dated = (table: string, column: string) =>
    `(SELECT count(*)::int FROM ${table} WHERE del_flag = 0 AND manage_org_id = ANY (${subtree}) AND ${column} >= $2::date AND ${column} < $3::date)`;
  const [row] = await q.query<Record<string, number>>(
    `SELECT
       (SELECT count(*)::int FROM cadre WHERE del_flag = 0 AND manage_org_id = ANY (${subtree}) AND status = ANY ($4::text[])) AS "cadreTotal",
       (SELECT count(*)::int FROM cadre WHERE del_flag = 0 AND manage_org_id = ANY (${subtree}) AND status = ANY ($4::text[]) AND retirement_type = '1') AS "retiredCount",
       (SELECT count(*)::int FROM cadre WHERE del_flag = 0 AND manage_org_id = ANY (${subtree}) AND status = ANY ($4::text[]) AND retirement_type = '2') AS "pensionedCount",
       ${dated('cadre', 'death_date')} AS "deceasedCount",
       ${dated('wr_visit', 'visit_date')} AS "visitCount",
       ${dated('wr_inpatient', 'admission_date')} AS "inpatientCount",
       ${dated('wr_difficulty', 'help_date')} AS "difficultyCount",
       ${dated('wr_rest', 'start_date')} AS "restCount"`,
    [orgId, from, to, [...COUNTED_STATES]],
  );
  return { ...row! };
}

export async function generateReport(deps: ReadDeps, actor: Actor, input: Record<string, unknown>): Promise<WireRecord> {
  const request = await reportRequest(deps.db, actor.principal, input);
  // Said before counting, under the year: the create would refuse it anyway.
  await checkOneReport(deps.db, request.orgId, request.year);
  const figures = await reportFigures(deps.db, request);
  return createRecord(deps, annualReport, actor, {
    orgId: request.orgId,
    year: request.year,
    title: `${request.orgName}${request.year}年度离退休干部工作报告`.slice(0, 64),
    ...figures,
  });
}
