/**
 * Server rules of the cadre's basic information (resources `cadre` and `cadreSelfEntry`, one table): sex
 * and birth date from the ID card, city and county from the managing unit, the revolution period from the
 * work start, the cadre's name copied to its sub-records, and which states each list shows.
 */
import { parseIdCard } from '../../../../model/idCard.ts';
import { revolutionPeriodsFor } from '../../../../model/resources/cadreDates.ts';
import { SELF_ENTRY_STATES } from '../../../../model/resources/cadreLifecycle.ts';
import { CADRE_SUB_RECORDS } from '../../../../model/resources/cadreResources.ts';
import { WORK_RECORD_RESOURCES } from '../../../../model/resources/workRecordResources.ts';
import { zh } from '../../../../model/i18n/index.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { ident } from '../../../db/db.ts';
import type { HookContext, ResourceHooks } from '../../../engine/hooks.ts';
import { businessError } from '../../../http/errors.ts';

const SELF_STATES_SQL = SELF_ENTRY_STATES.map((s) => `'${s}'`).join(', ');

/** The city (org_area) and county of an organisation: what statistics group the cadre by. */
async function orgPlace(q: Queryable, orgId: string): Promise<{ orgArea: string | null; countyCode: string | null }> {
  const [org] = await q.query<{ city_code: string | null; region_code: string | null; kind: string }>(
    'SELECT city_code, region_code, kind FROM sys_org WHERE id = $1',
    [orgId],
  );
  if (!org) return { orgArea: null, countyCode: null };
  const county = (org.kind === 'county' || org.kind === 'unit') && org.region_code && !org.region_code.endsWith('00') ? org.region_code : null;
  return { orgArea: org.city_code, countyCode: county };
}

/** Values derived on every write: never typed by a user, never out of step with what they come from. */
async function deriveCadre(ctx: HookContext, values: Readonly<Record<string, unknown>>, current?: Row): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (typeof values.idCard === 'string') {
    const parsed = parseIdCard(values.idCard);
    if (!('problem' in parsed)) Object.assign(out, { sex: parsed.sex, dateOfBirth: parsed.birthDate });
  }
  if (typeof values.manageOrgId === 'string') Object.assign(out, await orgPlace(ctx.tx, values.manageOrgId));
  const pick = (name: string, column: string) => (name in values ? values[name] : current?.[column]);
  const type = pick('retirementType', 'retirement_type');
  const period = pick('revolutionPeriod', 'revolution_period');
  const workStart = pick('workStartDate', 'work_start_date');
  if (type === '1' && !period && typeof workStart === 'string') {
    // A month holding a boundary day allows both periods; most of such a month lies in the later one.
    const periods = revolutionPeriodsFor(workStart);
    if (periods.length) out.revolutionPeriod = periods[periods.length - 1];
  }
  return out;
}

/** The tables that keep a cadre's name beside its id (the kinds of visit share one). */
const NAMED_TABLES = [...new Set([...CADRE_SUB_RECORDS, ...WORK_RECORD_RESOURCES].map((d) => d.table)), 'cadre_verification_item'];

/** A renamed cadre keeps its name on its sub-records, work records and findings (their lists show and search it). */
async function copyName(ctx: HookContext, op: string, record: Record<string, unknown>): Promise<void> {
  if (op !== 'update') return;
  for (const table of NAMED_TABLES) {
    await ctx.tx.query(`UPDATE ${ident(table)} SET cadre_name = $2 WHERE cadre_id = $1 AND cadre_name <> $2`, [record.id, record.realName]);
  }
}

export const cadreHooks: ResourceHooks = {
  derive: (ctx, _op, values, current) => deriveCadre(ctx, values, current),
  afterWrite: (ctx, op, record) => copyName(ctx, op, record),
  // The archive holds people on file; entries still in self-entry review are not part of it yet.
  visibleWhere: (_principal, _p, alias) => `${alias}.status NOT IN (${SELF_STATES_SQL})`,
};

export const selfEntryHooks: ResourceHooks = {
  async derive(ctx, op, values, current) {
    return { ...(await deriveCadre(ctx, values, current)), ...(op === 'create' ? { dataSource: 'self_entry' } : {}) };
  },
  afterWrite: (ctx, op, record) => copyName(ctx, op, record),
  async beforeDelete(_ctx, row) {
    if (row.status !== 'draft' && row.status !== 'rejected') throw businessError(zh('cadre.selfEntryLocked'), 400);
  },
  // Entries in review, and approved ones (the filler sees the outcome), but not the rest of the archive.
  visibleWhere: (_principal, _p, alias) => `(${alias}.status IN (${SELF_STATES_SQL}) OR ${alias}.data_source = 'self_entry')`,
};
