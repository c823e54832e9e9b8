/**
 * Import of the official collection template: all rows or none. Every row is read, converted and
 * validated first, by the same declaration as the form (model/resources/cadre.ts); one problem anywhere
 * and nothing is written, the answer listing every problem by row and column. Otherwise the rows are
 * written in one transaction through the engine's batch create (hooks, scope, unique ID card, operation
 * log). Either way the attempt is recorded (baseInfoRecord). The template holds retirees: 离退休类型 is
 * 退休 unless corrected afterwards.
 */
import { randomUUID } from 'node:crypto';
import { pick, zh } from '../../../../model/i18n/index.ts';
import { fieldOf } from '../../../../model/resource/fields.ts';
import { validateRecord } from '../../../../model/resource/validate.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import { recordChecks } from '../../../../model/resources/recordChecks.ts';
import { CODE_BUSINESS } from '../../../../model/wire.ts';
import type { Queryable } from '../../../db/db.ts';
import type { Actor } from '../../../engine/oplog.ts';
import type { ReadDeps } from '../../../engine/read.ts';
import { createMany, RowError, type NewRow } from '../../../engine/writeBatch.ts';
import { AppError, businessError } from '../../../http/errors.ts';
import { TEMPLATE_COLUMNS, TEMPLATE_VERSION } from './collectionTemplate.ts';
import { importLookups } from './importLookups.ts';
import { readTemplateRows } from './readTemplateRows.ts';
import { templateRowInput, type RowProblem } from './templateRowInput.ts';

export interface ImportResult {
  batchId: string;
  total: number;
  imported: number;
}

const columnOfField = (field: string) => TEMPLATE_COLUMNS.find((c) => c.field === field || c.dicts?.some((d) => d.field === field))?.header ?? field;

async function recordBatch(q: Queryable, actor: Actor, batch: { id: string; fileName: string; status: 'imported' | 'failed'; total: number; imported: number; errors: RowProblem[] }): Promise<void> {
  await q.query(
    `INSERT INTO cadre_import_batch (id, file_name, template_version, status, total, imported, failed, errors, org_id, create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10)`,
    [batch.id, batch.fileName, TEMPLATE_VERSION, batch.status, batch.total, batch.imported, new Set(batch.errors.map((e) => e.row)).size,
      JSON.stringify(batch.errors.slice(0, 1000)), actor.principal.deptId, actor.principal.userId],
  );
}

function failure(batchId: string, total: number, errors: RowProblem[]): AppError {
  const rows = new Set(errors.map((e) => e.row)).size;
  const listed = errors.slice(0, 200).map((e) => ({ ...e, text: zh('cadre.rowError', { row: e.row, label: e.column, message: e.message }) }));
  return new AppError(400, `${zh('cadre.importFailed', { failed: rows })}：${listed[0]!.text}`, CODE_BUSINESS, { batchId, total, failed: rows, errors: listed });
}

export async function importCollectionTemplate(deps: ReadDeps, actor: Actor, body: Record<string, unknown>): Promise<ImportResult> {
  if (typeof body.content !== 'string' || !body.content) throw businessError(zh('cadre.importNoFile'), 400);
  if (!/^[A-Za-z0-9+/=\s]+$/.test(body.content)) throw businessError(zh('cadre.importBadFile'), 400);
  const fileName = typeof body.fileName === 'string' && body.fileName.trim() ? body.fileName.trim().slice(0, 200) : '离退休干部职工信息收集模版.xlsx';
  const rows = await readTemplateRows(Buffer.from(body.content, 'base64'));
  const def = resourceByName('cadre')!;
  const lookups = await importLookups(deps, actor.principal);
  const dictionary = await deps.dictionaries.checker();
  const checks = await recordChecks(def.name);
  const defaults = Object.fromEntries(def.fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]));
  const problems: RowProblem[] = [];
  const valid: NewRow[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const { input, problems: cells } = templateRowInput(row.number, row.values, lookups);
    problems.push(...cells);
    const result = validateRecord(def, { ...defaults, retirementType: '2', ...input }, { mode: 'create', checks, dictionary });
    for (const e of result.errors) {
      if (!cells.some((c) => c.field === e.field)) problems.push({ row: row.number, column: columnOfField(e.field), field: e.field, message: e.message });
    }
    const id = result.values.idCard as string | undefined;
    if (id && seen.has(id)) problems.push({ row: row.number, column: columnOfField('idCard'), field: 'idCard', message: zh('cadre.duplicateInFile', { row: seen.get(id)! }) });
    else if (id) seen.set(id, row.number);
    if (!cells.length && !result.errors.length) valid.push({ row: row.number, values: { ...result.values, dataSource: 'import' } });
  }
  const batchId = randomUUID().replaceAll('-', '');
  if (problems.length) {
    await recordBatch(deps.db, actor, { id: batchId, fileName, status: 'failed', total: rows.length, imported: 0, errors: problems });
    throw failure(batchId, rows.length, problems);
  }
  try {
    await deps.db.transaction(async (tx) => {
      await createMany(tx, deps, def, actor, valid);
      await recordBatch(tx, actor, { id: batchId, fileName, status: 'imported', total: rows.length, imported: valid.length, errors: [] });
    });
  } catch (e) {
    if (!(e instanceof RowError)) throw e;
    const field = (e.error.data as { errors?: { field: string }[] } | undefined)?.errors?.[0]?.field ?? null;
    const label = field && fieldOf(def, field) ? pick('zh-CN', fieldOf(def, field)!.label) : '';
    const problem: RowProblem = { row: e.row, column: field ? columnOfField(field) : label, field, message: e.error.userMessage };
    await recordBatch(deps.db, actor, { id: batchId, fileName, status: 'failed', total: rows.length, imported: 0, errors: [problem] });
    throw failure(batchId, rows.length, [problem]);
  }
  return { batchId, total: rows.length, imported: valid.length };
}
