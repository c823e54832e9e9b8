/**
 * Reads an uploaded collection template: the header row (a title row above it is allowed) must be the
 * template's, no cell may be a formula or merged, and a file may hold at most MAX_IMPORT_ROWS people.
 * Every problem that refuses the whole file is a 400 with a message saying what to change.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { businessError } from '../../../http/errors.ts';
import { columnName, readXlsx, XlsxError, type XlsxRow } from '../../../xlsx/index.ts';
import { normaliseHeader, TEMPLATE_COLUMNS } from './collectionTemplate.ts';

export const MAX_IMPORT_ROWS = 10_000;

export async function readTemplateRows(file: Buffer): Promise<XlsxRow[]> {
  // Read past the import limit (a file just over it gets our message), but not without bound.
  const reader = readXlsx(file, { maxRows: 100_001, maxUncompressedBytes: 64 * 1024 * 1024, maxColumns: 64 });
  const rows: XlsxRow[] = [];
  try {
    for await (const row of reader) rows.push(row);
  } catch (e) {
    if (e instanceof XlsxError) throw businessError(e.userMessage, 400);
    throw e;
  }
  if (reader.mergedRanges.length) throw businessError(zh('cadre.importMerged', { range: reader.mergedRanges[0]! }), 400);
  const headerAt = normaliseHeader(rows[0]?.values[0]) === '序号' ? 0 : normaliseHeader(rows[1]?.values[0]) === '序号' ? 1 : 0;
  const header = rows[headerAt]?.values ?? [];
  TEMPLATE_COLUMNS.forEach((column, i) => {
    const actual = normaliseHeader(header[i]);
    if (actual !== normaliseHeader(column.header)) {
      throw businessError(zh('cadre.importHeaders', { column: columnName(i), expected: column.header, actual: actual || '（空）' }), 400);
    }
  });
  const data = rows.slice(headerAt + 1);
  if (!data.length) throw businessError(zh('cadre.importEmpty'), 400);
  if (data.length > MAX_IMPORT_ROWS) throw businessError(zh('cadre.importTooMany', { max: MAX_IMPORT_ROWS }), 400);
  const formula = data.find((r) => r.formulas.length);
  if (formula) throw businessError(zh('cadre.importFormula', { row: formula.number, column: columnName(formula.formulas[0]!) }), 400);
  return data;
}
