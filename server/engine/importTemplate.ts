/**
 * GET {resource}/template and the error sheet: the import template (importColumns.ts) written straight to
 * the response, with one example row that the importer skips, and the same sheet holding a batch's
 * invalid rows as they were uploaded with a 错误说明 column.
 */
import type { ServerResponse } from 'node:http';
import { checkCharacter } from '../../model/idCard.ts';
import { pick, zh } from '../../model/i18n/index.ts';
import type { FieldDef } from '../../model/resource/types.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Queryable } from '../db/db.ts';
import { createXlsxWriter, type CellValue, type XlsxColumn } from '../xlsx/index.ts';
import { contentDisposition } from './contentDisposition.ts';
import { sheetName } from './exportColumns.ts';
import type { ImportColumn, ImportPlan } from './importColumns.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function example(column: ImportColumn, principal: Principal, plan: ImportPlan): CellValue {
  const f: FieldDef = column.field;
  switch (f.type) {
    case 'integer':
      return typeof f.default === 'number' ? f.default : (f.min ?? 1);
    case 'decimal':
      return f.min ?? 1;
    case 'date':
      return '2025-01-01';
    case 'month':
      return '2025-01';
    case 'datetime':
      return '2025-01-01 09:00:00';
    case 'boolean':
    case 'dict':
      return column.options?.[0] ?? '';
    case 'dicts':
      return column.options?.slice(0, 2).join('、') ?? [...(plan.dictCodes.get(f.dict ?? '')?.keys() ?? [])].slice(0, 2).join('、');
    case 'org':
    case 'orgs':
      return plan.assignable.byId.get(principal.deptId) ?? plan.assignable.byId.values().next().value ?? '';
    case 'user':
    case 'users':
      return principal.username;
    case 'idCard':
      return `33010619500101123${checkCharacter('33010619500101123')}`;
    case 'mobile':
      return '13800000000';
    case 'phone':
      return '0571-88888888';
    case 'email':
      return 'name@example.com';
    case 'url':
      return 'https://www.example.com';
    default:
      return f.placeholder ? pick('zh-CN', f.placeholder).replace(/^如[:：]/, '') : pick('zh-CN', f.label);
  }
}

/** The template's example row: its first cell starts with 【示例】, which the importer skips. */
export function exampleRow(plan: ImportPlan, principal: Principal): CellValue[] {
  return plan.columns.map((column, i) => {
    const value = example(column, principal, plan);
    return i === 0 ? `${zh('import.exampleMark')}${value ?? ''}` : value;
  });
}

function sheetColumns(plan: ImportPlan): XlsxColumn[] {
  return plan.columns.map((c) => ({ header: c.header, text: c.text, ...(c.options ? { options: c.options } : {}), ...(c.width ? { width: c.width } : {}) }));
}

function startDownload(res: ServerResponse, fileName: string): void {
  res.writeHead(200, {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': contentDisposition('attachment', fileName),
    'Cache-Control': 'no-store',
  });
}

export async function writeTemplate(res: ServerResponse, plan: ImportPlan, principal: Principal): Promise<void> {
  const label = pick('zh-CN', plan.def.label);
  startDownload(res, `${label}导入模板.xlsx`);
  const writer = createXlsxWriter(res);
  try {
    const sheet = await writer.addSheet(sheetName(label), { columns: sheetColumns(plan) });
    await sheet.addRow(exampleRow(plan, principal));
    await writer.finish();
  } catch (error) {
    await writer.abort(error as Error);
    throw error;
  }
}

/** The invalid rows of a batch, as uploaded, each with its problems in a last column. */
export async function writeErrorSheet(res: ServerResponse, q: Queryable, plan: ImportPlan, batchId: string, fileName: string): Promise<void> {
  const label = pick('zh-CN', plan.def.label);
  startDownload(res, `${fileName.replace(/\.xlsx$/i, '')}_错误数据.xlsx`);
  const writer = createXlsxWriter(res);
  try {
    const sheet = await writer.addSheet(sheetName(label), { columns: [...sheetColumns(plan), { header: zh('import.errorsColumn'), width: 60 }] });
    let last = 0;
    for (;;) {
      const rows = await q.query<{ row_number: number; cells: CellValue[]; errors: { message: string }[] }>(
        `SELECT row_number, cells, errors FROM import_row WHERE batch_id = $1 AND status = 'invalid' AND row_number > $2 ORDER BY row_number LIMIT 1000`,
        [batchId, last],
      );
      for (const row of rows) {
        const cells = plan.columns.map((_, i) => row.cells[i] ?? null);
        await sheet.addRow([...cells, zh('import.errorsCell', { row: row.row_number, errors: row.errors.map((e) => e.message).join('；') })]);
      }
      if (rows.length < 1000) break;
      last = rows[rows.length - 1]!.row_number;
    }
    await writer.finish();
  } catch (error) {
    await writer.abort(error as Error);
    throw error;
  }
}
