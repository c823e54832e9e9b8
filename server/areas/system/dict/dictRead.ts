/** Reading dictionaries for /system/dictionaries: types (paged, filtered) and one type with all its items. */
import { zh } from '../../../../model/i18n/index.ts';
import { dictionaryType } from '../../../../model/resources/dictionaryType.ts';
import type { Page } from '../../../../model/wire.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import { listPage } from '../listPage.ts';

const TYPE = `t.code, t.name, t.remarks, t.sort, t.enabled, t.builtin, t.create_time AS "createTime", t.update_time AS "updateTime",
  (SELECT count(*)::int FROM sys_dict_item i WHERE i.type_code = t.code) AS "itemCount"`;

const ITEM = `SELECT id, type_code AS "typeCode", code, label, parent_code AS "parentCode", sort, enabled,
  is_commonly_used AS "isCommonlyUsed", builtin, update_time AS "updateTime" FROM sys_dict_item`;

export function listTypes(q: Queryable, query: URLSearchParams): Promise<Page<Row>> {
  // The type's code is its key; listPage orders ties by `t.id`.
  return listPage(q, { def: dictionaryType, query, p: new SqlParams(), select: TYPE, from: '(SELECT *, code AS id FROM sys_dict_type) t', where: [] });
}

export async function getType(q: Queryable, code: string): Promise<Row> {
  const [type] = await q.query(`SELECT ${TYPE} FROM sys_dict_type t WHERE t.code = $1`, [code]);
  if (!type) throw businessError(zh('system.notFound'));
  return { ...type, items: await q.query(`${ITEM} WHERE type_code = $1 ORDER BY sort, code`, [code]) };
}

export async function getItem(q: Queryable, id: string): Promise<Row> {
  const [item] = await q.query(`${ITEM} WHERE id = $1`, [id]);
  if (!item) throw businessError(zh('system.notFound'));
  return item;
}
