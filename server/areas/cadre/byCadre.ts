/**
 * One cadre's records of one kind, for the archive's tabs, with the spec's empty texts (section 8) as
 * code 4 answers the browser shows silently: 暂无家庭信息, 工作信息不存在!, 无健康档案信息. A cadre out of
 * reach answers 该Id查询结果为空; a lookup by ID number that finds nobody answers 查询结果为空.
 */
import { zh, type MessageKey } from '../../../model/i18n/index.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { parseIdCard } from '../../../model/idCard.ts';
import type { Principal } from '../auth/principal.ts';
import { ident } from '../../db/db.ts';
import { findRow, type ReadDeps } from '../../engine/read.ts';
import { selectList, toRecord, type WireRecord } from '../../engine/records.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';

/** The empty text of each kind that has one in the spec. */
export const EMPTY_TEXT: Record<string, MessageKey> = {
  cadreFamily: 'empty.noFamilyInfo',
  cadreFamilyMember: 'empty.noFamilyInfo',
  cadreResume: 'empty.noWorkInfo',
  cadreHealthRecord: 'empty.noHealthRecord',
};

/** Live records of `def` for one visible cadre, oldest first; the kind's empty text when there are none. */
export async function recordsByCadre(deps: ReadDeps, def: ResourceDef, principal: Principal, cadreId: string): Promise<WireRecord[]> {
  if (!(await findRow(deps.db, resourceByName('cadre')!, principal, cadreId))) throw businessError(zh('empty.noResultForId'));
  const p = new SqlParams();
  const rows = await deps.db.query(
    `SELECT ${selectList(def, { reader: { principal, p } })} FROM ${ident(def.table)} t WHERE t.cadre_id = ${p.add(cadreId)} AND t.del_flag = 0 AND ${scopeSql(def, principal, p)}
      ORDER BY ${def.name === 'cadreResume' ? 't.start_date' : 't.create_time'}, t.id`,
    p.values,
  );
  if (!rows.length) throw businessError(zh(EMPTY_TEXT[def.name] ?? 'empty.noResult'));
  const label = await deps.dictionaries.labeller();
  return rows.map((r) => toRecord(def, r, { label }));
}

/** The cadre holding an ID number, within scope (the number is compared normalised, 15 digits upgraded). */
export async function cadreByIdCard(deps: ReadDeps, principal: Principal, raw: string): Promise<WireRecord> {
  const parsed = parseIdCard(raw);
  const number = 'problem' in parsed ? raw.trim().toUpperCase() : parsed.number;
  const def = resourceByName('cadre')!;
  const p = new SqlParams();
  const [row] = await deps.db.query(
    `SELECT ${selectList(def)} FROM cadre t WHERE t.id_card = ${p.add(number)} AND t.del_flag = 0 AND ${scopeSql(def, principal, p)}`,
    p.values,
  );
  if (!row) throw businessError(zh('empty.noResult'));
  return toRecord(def, row, { label: await deps.dictionaries.labeller() });
}
