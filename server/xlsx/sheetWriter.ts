/**
 * One worksheet being written: rows become XML as they come and leave in chunks of about 64 KB through the
 * zip entry's deflater, so a sheet of a million rows never sits in memory.
 */
import { columnName, MAX_COLUMNS, MAX_ROWS } from './cellRef.ts';
import { cellXml, textCellXml, type CellValue } from './cellXml.ts';
import { dataValidationsXml, type DropdownLists } from './dropdownLists.ts';
import { XlsxError } from './errors.ts';
import { STYLE_DEFAULT, STYLE_HEADER, STYLE_TEXT } from './stylesXml.ts';
import { worksheetHead, worksheetTail } from './workbookParts.ts';
import type { ZipEntryWriter } from './zipWriter.ts';

export interface XlsxColumn {
  /** Text of the bold header in row 1. A sheet with any header gets a header row, frozen by default. */
  header?: string;
  /** Width in characters of "0"; default: fits the header (a Chinese character counts two), at least 10. */
  width?: number;
  /** Formats the column as text ("@"), so that what users type into a template keeps its leading zeros. */
  text?: boolean;
  /** Allowed values: a drop-down on every data row of the column. */
  options?: readonly string[];
}

export interface SheetOptions {
  columns?: readonly XlsxColumn[];
  /** Keeps the header row in view while scrolling; default true when there is a header row. */
  freezeHeader?: boolean;
}

export interface SheetContext {
  /** The first sheet of the workbook opens selected. */
  selected: boolean;
  lists: DropdownLists;
  utcOffsetMinutes: number;
}

const FLUSH_CHARS = 64 * 1024;
const FROZEN_PANE = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>';

/** Display width of text in Excel's unit, where a CJK or full-width character is two "0"s wide. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! >= 0x2e80 ? 2 : 1;
  return width;
}

function colsXml(columns: readonly XlsxColumn[]): string {
  const cols = columns.map((column, i) => {
    if (column.width === undefined && column.header === undefined && !column.text) return '';
    const width = column.width ?? Math.min(60, Math.max(10, displayWidth(column.header ?? '') + 2));
    const style = column.text ? ` style="${STYLE_TEXT}"` : '';
    return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"${style}/>`;
  });
  const joined = cols.join('');
  return joined ? `<cols>${joined}</cols>` : '';
}

export class SheetWriter {
  readonly #entry: ZipEntryWriter;
  readonly #textStyles: number[];
  readonly #utcOffsetMinutes: number;
  readonly #tail: string;
  readonly #refs: string[] = [];
  #rowNumber = 0;
  #xml: string;
  #closed = false;

  constructor(entry: ZipEntryWriter, options: SheetOptions, context: SheetContext) {
    const columns = options.columns ?? [];
    if (columns.length > MAX_COLUMNS) throw new XlsxError('SHEET_TOO_WIDE', `${columns.length} columns`);
    const hasHeader = columns.some((c) => c.header !== undefined);
    const frozen = hasHeader && (options.freezeHeader ?? true);
    this.#entry = entry;
    this.#utcOffsetMinutes = context.utcOffsetMinutes;
    this.#textStyles = columns.map((c) => (c.text ? STYLE_TEXT : STYLE_DEFAULT));
    const validations = columns.flatMap((c, column) =>
      c.options?.length ? [{ column, formula: context.lists.formula(c.options) }] : [],
    );
    this.#tail = worksheetTail(dataValidationsXml(validations, hasHeader ? 2 : 1));
    const view = `<sheetViews><sheetView workbookViewId="0"${context.selected ? ' tabSelected="1"' : ''}>` +
      `${frozen ? FROZEN_PANE : ''}</sheetView></sheetViews>`;
    this.#xml = worksheetHead(view, colsXml(columns));
    if (hasHeader) {
      this.#rowNumber = 1;
      this.#xml += `<row r="1">${columns.map((c, i) => textCellXml(`${this.#ref(i)}1`, c.header ?? '', STYLE_HEADER)).join('')}</row>`;
    }
  }

  /** Rows written so far, the header row included. */
  get rowCount(): number {
    return this.#rowNumber;
  }

  /** Appends a row; resolves at once unless a chunk had to be flushed to a full output. */
  async addRow(values: readonly CellValue[]): Promise<void> {
    if (this.#closed) throw new XlsxError('WRITER_STATE', 'addRow on a closed sheet');
    if (this.#rowNumber >= MAX_ROWS) throw new XlsxError('SHEET_FULL', `row ${this.#rowNumber + 1}`);
    if (values.length > MAX_COLUMNS) throw new XlsxError('SHEET_TOO_WIDE', `${values.length} values in a row`);
    const r = ++this.#rowNumber;
    let cells = '';
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      if (value === null || value === undefined) continue;
      cells += cellXml(this.#ref(i) + r, value, this.#textStyles[i] ?? STYLE_DEFAULT, this.#utcOffsetMinutes);
    }
    // A row without cells is simply absent: a blank line in Excel.
    if (cells) this.#xml += `<row r="${r}">${cells}</row>`;
    if (this.#xml.length >= FLUSH_CHARS) await this.#flush();
  }

  /** Writes what is left, the closing part of the sheet, and closes the zip entry. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#xml += this.#tail;
    await this.#flush();
    await this.#entry.close();
  }

  async #flush(): Promise<void> {
    const chunk = this.#xml;
    this.#xml = '';
    await this.#entry.write(chunk);
  }

  #ref(column: number): string {
    return (this.#refs[column] ??= columnName(column));
  }
}
