/**
 * @module xlsx — a dependency-free Office Open XML spreadsheet writer and reader, both streaming.
 * See docs/xlsx.md for the formats, limits and what is deliberately not supported.
 */
export { createXlsxWriter, XlsxWriter, type XlsxWriterOptions } from './xlsxWriter.ts';
export type { SheetWriter, SheetOptions, XlsxColumn } from './sheetWriter.ts';
export type { CellValue } from './cellXml.ts';
export {
  readXlsx,
  DEFAULT_MAX_COLUMNS,
  DEFAULT_MAX_UNCOMPRESSED_BYTES,
  type ReadXlsxOptions,
  type XlsxReader,
} from './readXlsx.ts';
export type { ReadCellValue, XlsxRow } from './sheetRowsHandler.ts';
export { XlsxError, type XlsxErrorCode } from './errors.ts';
export { columnName, MAX_COLUMNS, MAX_ROWS } from './cellRef.ts';
