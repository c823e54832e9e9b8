/**
 * Compares feed rows with the archive by ID number, before anything is written: new people, changed
 * ones (field by field), unchanged ones, conflicts (the number belongs to someone the user may not
 * touch, or whose state forbids a change) and errors (a missing or invalid field, an unknown unit, a
 * number given twice). Values are checked by the cadre's own declaration, as a form would be.
 */
import type { SyncRow } from '../../../../model/cadreSync.ts';
import { zh } from '../../../../model/i18n/index.ts';
import { parseIdCard } from '../../../../model/idCard.ts';
import { columnOf } from '../../../../model/resource/fields.ts';
import { validateRecord } from '../../../../model/resource/validate.ts';
import { CADRE_STATES } from '../../../../model/resources/cadreLifecycle.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import { recordChecks } from '../../../../model/resources/recordChecks.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import type { ReadDeps } from '../../../engine/read.ts';
import { orgScopeSql, scopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import type { FeedRow } from './syncFeed.ts';


const EDITABLE = new Set(['normal', 'abnormal', 'deceased']);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function compareFeed(q: Queryable, deps: ReadDeps, principal: Principal, feed: readonly FeedRow[]): Promise<SyncRow[]> {
  const def = resourceByName('cadre')!;
  const p = new SqlParams();
  const units = new Set((await q.query<{ id: string }>(`SELECT o.id FROM sys_org o WHERE o.enabled AND ${orgScopeSql('o.id', principal.scope, p)}`, p.values)).map((r) => r.id));
  const numbers = feed.map((r) => {
    const parsed = r.values.idCard ? parseIdCard(r.values.idCard) : undefined;
    return parsed && !('problem' in parsed) ? parsed.number : null;
  });
  const known = numbers.filter((n): n is string => !!n);
  const existing = new Map((await q.query(`SELECT * FROM cadre WHERE id_card = ANY ($1::text[]) AND del_flag = 0`, [known])).map((r) => [String(r.id_card), r]));
  const v = new SqlParams();
  const visible = new Set(
    (await q.query<{ id: string }>(`SELECT t.id FROM cadre t WHERE t.id_card = ANY (${v.add(known)}::text[]) AND t.del_flag = 0 AND ${scopeSql(def, principal, v)}`, v.values)).map((r) => r.id),
  );
  const dictionary = await deps.dictionaries.checker();
  const checks = await recordChecks(def.name);
  const defaults = Object.fromEntries(def.fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]));
  const seen = new Map<string, number>();
  return feed.map((row, i): SyncRow => {
    const { unitCode, ...fields } = row.values;
    const base: SyncRow = {
      rowNo: row.rowNo, kind: 'error', idCard: numbers[i] ?? row.values.idCard ?? null, realName: row.values.realName ?? null, unitCode: unitCode ?? null,
      orgId: unitCode && units.has(unitCode) ? unitCode : null, cadreId: null, cadreVersion: null, input: { ...fields, ...(unitCode ? { manageOrgId: unitCode } : {}) },
      changes: null, errorCode: null, errorMessage: null,
    };
    const fail = (errorCode: string, errorMessage: string): SyncRow => ({ ...base, kind: errorCode === 'conflict' ? 'conflict' : 'error', errorCode, errorMessage });
    if (!row.values.idCard || !row.values.realName || !unitCode) return fail('missing_field', zh('validation.required', { label: !row.values.idCard ? '身份证号' : !row.values.realName ? '姓名' : '单位代码' }));
    const number = numbers[i];
    if (!number) {
      const result = validateRecord(def, { idCard: row.values.idCard }, { mode: 'update', checks });
      return fail('invalid', result.errors[0]?.message ?? zh('validation.idCardFormat', { label: '身份证号' }));
    }
    if (seen.has(number)) return fail('duplicate_id', zh('cadre.duplicateInFile', { row: seen.get(number)! }));
    seen.set(number, row.rowNo);
    if (!units.has(unitCode)) return fail('unknown_unit', zh('cadre.unknownUnit', { unit: unitCode.slice(0, 40) }));
    const current: Row | undefined = existing.get(number);
    if (current && !visible.has(String(current.id))) return fail('conflict', zh('cadre.syncOutOfScope'));
    // From here a failure names the person on file, who then shows in abnormal data.
    const onFile = (row: SyncRow): SyncRow => (current ? { ...row, cadreId: String(current.id) } : row);
    if (current && !EDITABLE.has(String(current.status))) {
      return onFile(fail('conflict', zh('cadre.syncLocked', { state: CADRE_STATES[String(current.status)]?.label[0] ?? String(current.status) })));
    }
    const currentValues = current ? Object.fromEntries(def.fields.map((f) => [f.name, current[columnOf(f)]])) : undefined;
    const result = validateRecord(def, current ? base.input : { ...defaults, retirementType: '2', ...base.input }, { mode: current ? 'update' : 'create', checks, dictionary, current: currentValues });
    if (result.errors.length) return onFile(fail('invalid', result.errors[0]!.message));
    if (!current) return { ...base, kind: 'new', input: result.values };
    const changes = Object.fromEntries(Object.entries(result.values).filter(([k, val]) => !same(currentValues![k], val)).map(([k, val]) => [k, [currentValues![k] ?? null, val] as [unknown, unknown]]));
    return {
      ...base, kind: Object.keys(changes).length ? 'changed' : 'unchanged', cadreId: String(current.id), cadreVersion: Number(current.version),
      input: Object.fromEntries(Object.keys(changes).map((k) => [k, result.values[k]])), changes,
    };
  });
}
