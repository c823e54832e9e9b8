/**
 * Server rules of 年度报告 (docs/liaison.md): one live report per organisation and year (said under the year;
 * a unique index holds it against concurrent writers), and a report is accepted or returned by a bureau above
 * the reporting organisation, never by the organisation itself (the engine's review workflow already keeps the
 * decision from its author).
 */
import { zh } from '../../../model/i18n/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { businessError } from '../../http/errors.ts';
import { fieldError } from '../cadre/fieldError.ts';

const DECISIONS = new Set(['accepted', 'returned']);

/** Refuses a second live report of an organisation for a year (`exceptId`: the report being edited). */
export async function checkOneReport(q: Queryable, orgId: string, year: number, exceptId = ''): Promise<void> {
  const rows = await q.query<{ name: string }>(
    `SELECT o.name FROM annual_report r JOIN sys_org o ON o.id = r.org_id
      WHERE r.org_id = $1 AND r.year = $2 AND r.del_flag = 0 AND r.id <> $3 LIMIT 1`,
    [orgId, year, exceptId],
  );
  if (rows.length) throw fieldError('year', zh('liaison.reportExists', { org: rows[0]!.name, year }));
}

export const annualReportHooks: ResourceHooks = {
  async beforeWrite(ctx, _op, values, current) {
    if (current && !('year' in values)) return;
    await checkOneReport(ctx.tx, String(values.orgId ?? current?.org_id), Number(values.year ?? current?.year), current ? String(current.id) : '');
  },
  async afterWrite(ctx, op, record) {
    if (op === 'transition' && DECISIONS.has(String(record.status)) && record.orgId === ctx.principal.orgId) {
      throw businessError(zh('liaison.reviewFromAbove'));
    }
  },
};
