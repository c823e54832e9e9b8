/**
 * What the scale suite measures, as a user's screens ask for it: every list of every declared resource (its
 * first page with the default sort, each search filter its declaration offers with a value taken from that
 * first page, a page deep in the list: the middle one, or the deepest a person can reach, and the recycle
 * bin's first page), the cadre searches, the full archive, the reminders, every statistics dimension, home's
 * and the cockpit's figures, and single record reads.
 */
import type { FieldDef, ResourceDef } from '../model/resource/types.ts';
import { FIELDS_KEY, LIST_PAGE_FIELDS } from '../model/resource/listQuery.ts';
import { RESOURCES } from '../model/resources/index.ts';
import type { Db } from '../server/db/db.ts';
import type { Call } from './benchClient.ts';

export type User = 'province' | 'city';

export interface Case {
  group: string;
  name: string;
  user: User;
  /** The i-th request's path (varied where a value can be, so that no answer is simply cached). */
  path(i: number): string;
}

const API = '/lgbsmp/api/v1';
const SIZE = 20;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** The value of a search filter that a row of the first page satisfies, as the search form would send it. */
function filterOf(field: FieldDef, row: Record<string, unknown>): string | undefined {
  const raw = row[field.name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === null || value === undefined || value === '' || typeof value === 'object') return undefined;
  const text = String(value);
  switch (field.search) {
    case 'contains':
    case 'prefix':
      return `${field.name}=${encodeURIComponent(text.slice(0, 2))}`;
    case 'range':
      return `${field.name}_from=${encodeURIComponent(text.slice(0, 10))}`;
    default:
      return `${field.name}=${encodeURIComponent(text)}`;
  }
}

/** A resource's list cases for one user: nothing when the user may not open the list. */
async function resourceCases(def: ResourceDef, call: Call, user: User): Promise<Case[]> {
  const base = `${API}/${def.name}`;
  const cases: Case[] = [{ group: 'lists', name: `${def.name}: first page`, user, path: () => `${base}?current=1&size=${SIZE}` }];
  let first: { records: Record<string, unknown>[]; total: number; reachable?: number };
  try {
    first = await call(cases[0]!.path(0));
  } catch (e) {
    // Not the user's list: nothing to measure. Any other failure (a time limit) is measured, and shows.
    return /\b403\b/.test((e as Error).message) ? [] : cases;
  }
  for (const field of def.fields) {
    if (!field.search) continue;
    const values = first.records.map((r) => filterOf(field, r)).filter((v): v is string => v !== undefined);
    if (values.length === 0) continue;
    cases.push({ group: 'lists', name: `${def.name}: by ${field.name} (${field.search})`, user, path: (i) => `${base}?current=1&size=${SIZE}&${pick(values, i)}` });
  }
  // Deep: the middle page, or the last one a person can reach where the list pages only its first rows.
  const pages = Math.ceil(first.total / SIZE);
  const deep = first.reachable === undefined ? Math.floor(pages / 2) : Math.ceil(first.reachable / SIZE);
  if (deep > 1) cases.push({ group: 'lists', name: `${def.name}: page ${deep} of ${pages}`, user, path: () => `${base}?current=${deep}&size=${SIZE}` });
  if (def.recycleBin) {
    const recycle: Case = { group: 'lists', name: `${def.name}: recycle bin`, user, path: () => `${base}/recycle?current=1&size=${SIZE}` };
    // Only for a user who may delete; another failure is measured, and shows.
    const allowed = await call(recycle.path(0)).then(() => true, (e: Error) => !/\b403\b/.test(e.message));
    if (allowed) cases.push(recycle);
  }
  return cases;
}

/** The cadre archive's searches, archive, reminders and statistics (sampled from the database). */
async function cadreCases(db: Db): Promise<Case[]> {
  const sample = await db.query<{ id: string; id_card: string; real_name: string }>(
    `SELECT id, id_card, real_name FROM cadre WHERE del_flag = 0 AND status IN ('normal', 'abnormal') ORDER BY id LIMIT 200`,
  );
  const hzSample = await db.query<{ id: string }>(`SELECT id FROM cadre WHERE del_flag = 0 AND org_area = '330100' AND status IN ('normal', 'abnormal') ORDER BY id LIMIT 200`);
  const counties = (await db.query<{ id: string }>(`SELECT id FROM sys_org WHERE kind = 'county' ORDER BY id`)).map((r) => r.id);
  const c = `${API}/cadre`;
  const s = `${API}/cadreStatistics`;
  const dims = ['retirementSex', 'treatmentLevel', 'revolutionPeriod', 'unitNature', 'party', 'ageBand', 'city', 'county'];
  const both = (group: string, name: string, path: (i: number) => string): Case[] => [
    { group, name, user: 'province', path },
    { group, name, user: 'city', path },
  ];
  const shown = `${FIELDS_KEY}=${encodeURIComponent(LIST_PAGE_FIELDS)}`;
  return [
    ...both('cadre search', 'the list page as it asks (its fields, default order)', () => `${c}?current=1&size=${SIZE}&${shown}`),
    ...both('cadre search', 'name prefix (2 characters)', (i) => `${c}?realName=${encodeURIComponent(pick(sample, i).real_name.slice(0, 2))}`),
    { group: 'cadre search', name: 'ID card', user: 'province', path: (i) => `${c}?idCard=${pick(sample, i).id_card}` },
    { group: 'cadre search', name: 'unit subtree (a county)', user: 'province', path: (i) => `${c}?manageOrgId=${pick(counties, i)}` },
    ...both('cadre search', 'dictionaries: 离休 women', () => `${c}?retirementType=1&sex=2`),
    ...both('cadre search', 'dictionaries: 厅局级 party members, page 3', () => `${c}?treatmentLevel=3,4&politicalStatus=01&current=3`),
    { group: 'cadre search', name: 'full archive', user: 'province', path: (i) => `${c}/${pick(sample, i).id}/archive` },
    { group: 'cadre search', name: 'full archive', user: 'city', path: (i) => `${c}/${pick(hzSample, i).id}/archive` },
    ...both('reminders', 'birthdays, 30 days', () => `${API}/cadreReminder/birthday?days=30`),
    ...both('reminders', 'political birthdays, 30 days', () => `${API}/cadreReminder/politics?days=30`),
    ...both('statistics', 'summary (all dimensions)', () => s),
    ...dims.flatMap((d) => both('statistics', d, () => `${s}/${d}`)),
    ...both('statistics', 'drill-down: 80-89 years', () => `${s}/ageBand/list?group=80`),
    ...both('figures', 'home: 工作概览', () => `${API}/home/figures`),
    ...both('figures', 'home: 今日工作', () => `${API}/home/items`),
    ...both('figures', 'cockpit: lgbcount', () => `${API}/lgbcount`),
    ...both('figures', 'cockpit: lgbNyCount', () => `${API}/lgbNyCount`),
    ...both('figures', 'cockpit: workStatistics/sss', () => `${API}/workStatistics/sss`),
    ...both('figures', 'cockpit: monitoring-center', () => `${API}/monitoring-center`),
    { group: 'record', name: 'get a cadre', user: 'province', path: (i) => `${c}/${pick(sample, i).id}` },
    { group: 'record', name: 'get a cadre', user: 'city', path: (i) => `${c}/${pick(hzSample, i).id}` },
  ];
}

/** Every case, cadre ones first, then every declared resource's lists for both users. */
export async function scaleCases(db: Db, calls: Record<User, Call>): Promise<Case[]> {
  const cases = await cadreCases(db);
  for (const def of RESOURCES) {
    for (const user of ['province', 'city'] as const) cases.push(...(await resourceCases(def, calls[user], user)));
  }
  return cases;
}
