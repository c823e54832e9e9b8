/**
 * The home page's figures for the signed-in user, within their data scope: how many records they may
 * view of each resource behind a menu page (by state where the resource has a lifecycle) and the latest
 * published policy documents. This week's birthdays come from the reminders' own call (GET
 * cadreReminder/birthday); areas the portal does not have are not announced (issue 16.8).
 */
import type { HomeSummary, ResourceCount } from '../../../model/home.ts';
import { columnOf, fieldOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { flatten } from '../../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../../model/menu/catalogue.ts';
import { RESOURCES, resourceByName } from '../../../model/resources/index.ts';
import { ident, type Queryable } from '../../db/db.ts';
import type { Principal } from '../auth/principal.ts';
import { listRecords, type ReadDeps } from '../../engine/read.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';

/**
 * Resources that back a menu page and stand on their own (the records a user works on: cadres, the
 * phone book, ...), in catalogue order. Sub-records (a cadre's family, scoped through the cadre) are
 * part of their parent's figure, and private ones (saved views) are nobody's work.
 */
const COUNTED = [...new Set(flatten(MENU_CATALOGUE).filter((node) => node.resource && !node.hidden).map((node) => node.resource!))]
  .flatMap((name) => RESOURCES.filter((def) => def.name === name && !def.scopeVia));

/** The feed of the latest published documents: policy documents in the published state. */
const LATEST = { resource: 'policyDocument', state: '1', size: 5 } as const;

async function countOf(q: Queryable, def: ResourceDef, principal: Principal): Promise<ResourceCount> {
  const p = new SqlParams();
  const where = `t.del_flag = 0 AND ${scopeSql(def, principal, p)}`;
  const table = ident(def.table);
  const lifecycle = def.lifecycle;
  const stateField = lifecycle && fieldOf(def, lifecycle.field);
  if (!lifecycle || !stateField) {
    const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} t WHERE ${where}`, p.values);
    return { resource: def.name, total: row?.n ?? 0 };
  }
  const rows = await q.query<{ state: string; n: number }>(
    `SELECT t.${ident(columnOf(stateField))}::text AS state, count(*)::int AS n FROM ${table} t WHERE ${where} GROUP BY 1`,
    p.values,
  );
  const byState = Object.fromEntries(Object.keys(lifecycle.states).map((state) => [state, 0]));
  for (const row of rows) byState[row.state] = row.n;
  return { resource: def.name, total: rows.reduce((sum, row) => sum + row.n, 0), byState };
}

async function latestOf(deps: ReadDeps, principal: Principal): Promise<HomeSummary['latest']> {
  const def = resourceByName(LATEST.resource);
  if (!def?.lifecycle || !principal.permissions.has(def.permissions.view)) return { resource: LATEST.resource, available: false };
  const query = new URLSearchParams({ current: '1', size: String(LATEST.size), [def.lifecycle.field]: LATEST.state });
  const page = await listRecords(deps, def, principal, query);
  const dateField = def.defaultSort?.split(',')[0];
  return {
    resource: def.name,
    available: true,
    records: page.records.map((record) => ({
      id: String(record.id),
      title: String(record[def.titleField] ?? ''),
      date: dateField && record[dateField] != null ? String(record[dateField]) : null,
    })),
  };
}

export async function homeSummary(deps: ReadDeps, principal: Principal): Promise<HomeSummary> {
  const visible = COUNTED.filter((def) => principal.permissions.has(def.permissions.view));
  const [counts, latest] = await Promise.all([
    Promise.all(visible.map((def) => countOf(deps.db, def, principal))),
    latestOf(deps, principal),
  ]);
  return { counts, latest };
}
