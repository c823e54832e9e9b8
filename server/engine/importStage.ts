/**
 * Reading an uploaded import file into its batch: the header checked against the template, every row
 * converted (importCells.ts) and validated with the declaration's own validation, duplicates within the
 * file found, rows matched against live records (importMatch.ts), and all of it kept in import_row, in
 * chunks so that memory stays bounded. A problem with the file as a whole throws an AppError.
 */
import { createHash } from 'node:crypto';
import { zh } from '../../model/i18n/index.ts';
import { LIST_TYPES } from '../../model/resource/fields.ts';
import { validateRecord } from '../../model/resource/validate.ts';
import { recordChecks } from '../../model/resources/recordChecks.ts';
import { CODE_BUSINESS, type FieldError } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { insertRows } from '../db/bulk.ts';
import { AppError } from '../http/errors.ts';
import { DEFAULT_MAX_UNCOMPRESSED_BYTES, readXlsx, XlsxError, type ReadCellValue } from '../xlsx/index.ts';
import { convertRow, userLookup } from './importCells.ts';
import { normalizeHeader, type ImportPlan } from './importColumns.ts';
import { classifyRows, importKeys, keyLabel, keyOf } from './importMatch.ts';
import type { FilesDeps } from './filesDeps.ts';

const CHUNK = 1000;

export interface StageCounts {
  total: number;
  valid: number;
  invalid: number;
  new: number;
  changed: number;
  unchanged: number;
}

interface StagedRow {
  row: number;
  cells: ReadCellValue[];
  values?: Record<string, unknown>;
  errors?: FieldError[];
}

const fileError = (message: string) => new AppError(400, message, CODE_BUSINESS);
const blank = (v: ReadCellValue) => v === null || (typeof v === 'string' && v.trim() === '');

function checkHeader(plan: ImportPlan, values: readonly ReadCellValue[]): void {
  plan.columns.forEach((column, i) => {
    const found = normalizeHeader(values[i]);
    if (found !== column.label) {
      throw fileError(zh('import.badHeader', { column: i + 1, expected: column.label, found: found || zh('import.emptyHeader') }));
    }
  });
  // Past the template's columns only the error sheet's own column (a corrected error sheet) may stand.
  for (let i = plan.columns.length; i < values.length; i++) {
    const found = normalizeHeader(values[i]);
    if (found && found !== zh('import.errorsColumn')) throw fileError(zh('import.extraHeader', { column: i + 1, found }));
  }
}

/** Reads the file at `path` into the batch's rows; answers the counts. */
export async function stageImport(deps: FilesDeps, plan: ImportPlan, principal: Principal, batchId: string, path: string): Promise<StageCounts> {
  const { def } = plan;
  const max = deps.config.files.importMaxRows;
  const counts: StageCounts = { total: 0, valid: 0, invalid: 0, new: 0, changed: 0, unchanged: 0 };
  const ctx = { plan, userId: userLookup(deps.db) };
  const checker = await deps.dictionaries.checker();
  const checks = await recordChecks(def.name);
  const specs = importKeys(def);
  const seenKeys = specs.map(() => new Map<string, number>());
  const seenRows = new Map<string, number>();
  const defaults = def.fields.filter((f) => f.default !== undefined);
  let chunk: StagedRow[] = [];

  const flush = async () => {
    const valid = chunk.filter((r) => r.values);
    const classified = await classifyRows(deps.db, def, principal, valid.map((r) => ({ row: r.row, values: r.values! })));
    const rows = chunk.map((r) => {
      const c = r.values ? classified.get(r.row)! : { status: 'invalid' as const, error: undefined };
      const errors = c.status === 'invalid' ? (c.error ? [c.error] : r.errors!) : null;
      counts[errors ? 'invalid' : 'valid']++;
      if (!errors) counts[c.status as 'new' | 'changed' | 'unchanged']++;
      return {
        batch_id: batchId,
        row_number: r.row,
        status: c.status,
        cells: r.cells,
        input: errors ? null : r.values,
        errors,
        target_id: 'id' in c ? c.id : null,
        target_version: 'version' in c ? c.version : null,
      };
    });
    await insertRows(deps.db, 'import_row', rows, CHUNK);
    chunk = [];
  };

  // What a real sheet inflates to stays well within 16 times its file: more is a zip bomb.
  const maxUncompressedBytes = Math.min(DEFAULT_MAX_UNCOMPRESSED_BYTES, deps.config.files.importFileLimit * 16);
  const reader = readXlsx(path, { maxRows: max + 2, maxColumns: 256, maxUncompressedBytes });
  let header = true;
  try {
    for await (const row of reader) {
      if (header) {
        checkHeader(plan, row.values);
        header = false;
        continue;
      }
      const cells = plan.columns.map((_, i) => row.values[i] ?? null);
      if (cells.every(blank)) continue;
      // The template's example row is left alone wherever it stands.
      if (typeof cells[0] === 'string' && cells[0].startsWith(zh('import.exampleMark'))) continue;
      if (++counts.total > max) throw fileError(zh('import.tooManyRows', { max }));
      const staged: StagedRow = { row: row.number, cells };
      const converted = await convertRow(ctx, cells, row.formulas);
      const withDefaults = { ...Object.fromEntries(defaults.filter((f) => converted.input[f.name] === undefined).map((f) => [f.name, f.default])), ...converted.input };
      const result = validateRecord(def, withDefaults, { mode: 'create', checks, dictionary: checker });
      const reported = new Set(converted.errors.map((e) => e.field));
      const errors = [...converted.errors, ...result.errors.filter((e) => !reported.has(e.field))];
      if (errors.length) staged.errors = errors;
      else {
        // An empty cell clears the field: re-importing a corrected sheet means what it shows.
        const values = { ...result.values };
        for (const column of plan.columns) values[column.field.name] ??= LIST_TYPES.has(column.field.type) ? [] : null;
        const duplicateOf = specs.length
          ? specs.map((spec, i) => ({ spec, key: keyOf(spec, values), seen: seenKeys[i]! })).find((k) => k.key && k.seen.has(k.key))
          : undefined;
        if (duplicateOf) staged.errors = [{ field: duplicateOf.spec.fields[0]!.name, message: zh('import.duplicateInFile', { row: duplicateOf.seen.get(duplicateOf.key!)!, key: keyLabel(duplicateOf.spec) }) }];
        else if (!specs.length && seenRows.has(rowHash(cells))) {
          staged.errors = [{ field: plan.columns[0]!.field.name, message: zh('import.duplicateRow', { row: seenRows.get(rowHash(cells))! }) }];
        } else {
          staged.values = values;
          specs.forEach((spec, i) => {
            const key = keyOf(spec, values);
            if (key) seenKeys[i]!.set(key, row.number);
          });
          if (!specs.length) seenRows.set(rowHash(cells), row.number);
        }
      }
      chunk.push(staged);
      if (chunk.length >= CHUNK) await flush();
    }
  } catch (error) {
    if (error instanceof XlsxError) {
      throw fileError(error.code === 'TOO_MANY_ROWS' ? zh('import.tooManyRows', { max }) : error.userMessage);
    }
    throw error;
  }
  await flush();
  if (reader.mergedRanges.length) throw fileError(zh('import.merged', { range: reader.mergedRanges[0]! }));
  if (counts.total === 0) throw fileError(zh('import.noRows'));
  return counts;
}

/** A row's cells as a short fingerprint: finding identical rows needs no copy of every row in memory. */
function rowHash(cells: readonly ReadCellValue[]): string {
  return createHash('sha1').update(JSON.stringify(cells)).digest('base64');
}
