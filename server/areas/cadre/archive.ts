/**
 * 全档案 (allInfoDetail, fullDetail, the printable dossier): one cadre with every sub-record the user may
 * see, their work records too (visits, hospital stays, help: docs/workRecord.md), in one request. Each part goes through the engine's scope (a confidential will stays hidden), and
 * the reads run together, so the archive costs about as much as its slowest part.
 */
import { zh } from '../../../model/i18n/index.ts';
import { ageOn, todayCst } from '../../../model/resources/cadreDates.ts';
import { CADRE_SUB_RECORDS } from '../../../model/resources/cadreResources.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import { CADRE_WORK_RECORDS } from '../../../model/resources/workRecordResources.ts';
import { columnOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Principal } from '../auth/principal.ts';
import { ident } from '../../db/db.ts';
import { hooksOf } from '../../engine/hooks.ts';
import { findRow, type ReadDeps } from '../../engine/read.ts';
import { selectList, toRecord, type WireRecord } from '../../engine/records.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';

export interface Archive {
  cadre: WireRecord;
  /** Figures a dossier prints beside the record: age, years in the party, years of work. */
  summary: { age: number | null; partyYears: number | null; workYears: number | null };
  /** Sub-records by resource name (cadreFamily, cadreResume, ...), each in its list's default order. */
  records: Record<string, WireRecord[]>;
}

/** What an archive holds beside the cadre: the cadre's own sub-records, then the work done for them. */
const PARTS: readonly ResourceDef[] = [...CADRE_SUB_RECORDS, ...CADRE_WORK_RECORDS];

const ORDER: Record<string, string> = { cadreResume: 't.start_date, t.id', cadreFamilyMember: 't.sort_no, t.id', cadreHealthFollowup: 't.visit_date DESC, t.id' };

/** Work records come newest first, as in their lists (their declared sort); the cadre's own records in the order they were entered. */
function orderOf(def: ResourceDef): string {
  if (ORDER[def.name]) return ORDER[def.name]!;
  const [name, dir] = (CADRE_WORK_RECORDS.includes(def) && def.defaultSort ? def.defaultSort : '').split(',');
  const field = def.fields.find((f) => f.name === name);
  return field ? `t.${ident(columnOf(field))} ${dir === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, t.id` : 't.create_time, t.id';
}

/**
 * A cadre's live sub-records of one kind. A deleted cadre's are out of every scope (scopeVia needs a live
 * parent), so once the cadre itself was found in scope they are read with the resource's own condition only.
 */
async function subRecords(deps: ReadDeps, def: ResourceDef, principal: Principal, cadreId: string, parentDeleted: boolean): Promise<Record<string, unknown>[]> {
  const p = new SqlParams();
  const visible = parentDeleted ? `(${hooksOf(def.name).visibleWhere?.(principal, p, 't') ?? 'TRUE'})` : scopeSql(def, principal, p);
  const where = `t.cadre_id = ${p.add(cadreId)} AND t.del_flag = 0 AND ${visible}`;
  return deps.db.query(`SELECT ${selectList(def)} FROM ${ident(def.table)} t WHERE ${where} ORDER BY ${orderOf(def)}`, p.values);
}

const yearsSince = (month: unknown, today: string) => (typeof month === 'string' && month ? ageOn(`${month}-01`, today) : null);

/** The archive of a live cadre (or, with `deleted`, of one in the recycle bin); 该Id查询结果为空 when out of reach. */
export async function cadreArchive(deps: ReadDeps, principal: Principal, id: string, options: { deleted?: boolean } = {}): Promise<Archive> {
  const cadreDef = resourceByName('cadre')!;
  const row = await findRow(deps.db, cadreDef, principal, id, { deleted: options.deleted });
  if (!row) throw businessError(zh('empty.noResultForId'));
  const label = await deps.dictionaries.labeller();
  const parts = await Promise.all(PARTS.map((def) => subRecords(deps, def, principal, id, !!options.deleted)));
  const today = todayCst();
  const cadre = toRecord(cadreDef, row, { label });
  return {
    cadre,
    summary: {
      age: typeof row.date_of_birth === 'string' ? ageOn(row.date_of_birth, String(row.death_date ?? today)) : null,
      partyYears: yearsSince(row.party_join_date, today),
      workYears: yearsSince(row.work_start_date, String(row.retirement_date ? `${row.retirement_date}-01` : today)),
    },
    records: Object.fromEntries(PARTS.map((def, i) => [def.name, parts[i]!.map((r) => toRecord(def, r, { label }))])),
  };
}
