/**
 * Turns the tokens of a worksheet into rows: resolves shared and inline strings, numbers, booleans, errors
 * and dates (by the cell's number format), places sparse cells by their reference, keeps the real row
 * numbers, marks formula cells (their cached value is still given) and collects merged ranges.
 */
import { columnIndexOf, MAX_COLUMNS, MAX_ROWS } from './cellRef.ts';
import { serialToIso, type DateFormatKind } from './excelDate.ts';
import { XlsxError } from './errors.ts';
import { decodeExcelEscapes } from './xmlEscape.ts';
import type { XmlAttributes, XmlHandler } from './xmlTokenizer.ts';

export type ReadCellValue = string | number | boolean | null;

export interface XlsxRow {
  /** The 1-based row number in the sheet, as Excel shows it (empty rows are skipped, not renumbered). */
  number: number;
  /** Cell values from column A; empty cells are null; no trailing nulls. */
  values: ReadCellValue[];
  /** 0-based columns of this row's cells that hold a formula (their value is the cached result). */
  formulas: number[];
}

export interface SheetRowsContext {
  sharedStrings: readonly string[];
  dateStyles: readonly (DateFormatKind | null)[];
  date1904: boolean;
  maxRows: number;
  /** Values past this column are refused: each row becomes a dense array as wide as its last value. */
  maxColumns: number;
  /** Receives the merged ranges ("A1:C1"), which the file lists after all rows. */
  mergedRanges: string[];
}

export class SheetRowsHandler implements XmlHandler {
  wantsText = false;
  #ready: XlsxRow[] = [];
  #rowCount = 0;
  #rowNumber = 0;
  #values: ReadCellValue[] = [];
  #formulas: number[] = [];
  #nextColumn = 0;
  // The cell being read.
  #column = 0;
  #type = 'n';
  #style = 0;
  #text = '';
  #hasFormula = false;
  #inInlineString = false;
  #inPhonetic = false;

  constructor(private readonly context: SheetRowsContext) {}

  /** The rows completed since the last call. */
  takeRows(): XlsxRow[] {
    const rows = this.#ready;
    this.#ready = [];
    return rows;
  }

  open(name: string, a: XmlAttributes): void {
    switch (name) {
      case 'row':
        this.#rowNumber = a.r === undefined ? this.#rowNumber + 1 : Number(a.r);
        if (!Number.isInteger(this.#rowNumber) || this.#rowNumber < 1 || this.#rowNumber > MAX_ROWS) {
          throw new XlsxError('CORRUPT', `bad row number ${JSON.stringify(a.r)}`);
        }
        this.#values = [];
        this.#formulas = [];
        this.#nextColumn = 0;
        break;
      case 'c':
        this.#column = a.r === undefined ? this.#nextColumn : columnIndexOf(a.r);
        if (this.#column >= MAX_COLUMNS) throw new XlsxError('CORRUPT', `a cell past column ${MAX_COLUMNS}`);
        this.#type = a.t ?? 'n';
        this.#style = a.s === undefined ? 0 : Number(a.s);
        this.#text = '';
        this.#hasFormula = false;
        break;
      case 'v':
        this.wantsText = true;
        break;
      case 'f':
        this.#hasFormula = true;
        break;
      case 'is':
        this.#inInlineString = true;
        break;
      case 'rPh':
        this.#inPhonetic = true;
        break;
      case 't':
        this.wantsText = this.#inInlineString && !this.#inPhonetic;
        break;
      case 'mergeCell':
        if (a.ref) this.context.mergedRanges.push(a.ref);
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.wantsText = false;
        break;
      case 'is':
        this.#inInlineString = false;
        break;
      case 'rPh':
        this.#inPhonetic = false;
        break;
      case 'c':
        this.#endCell();
        break;
      case 'row':
        this.#endRow();
        break;
    }
  }

  text(value: string): void {
    this.#text += value;
  }

  #endCell(): void {
    const value = this.#cellValue();
    if (value !== null) {
      const { maxColumns } = this.context;
      if (this.#column >= maxColumns) {
        throw new XlsxError('TOO_MANY_COLUMNS', `a value in column ${this.#column + 1} of row ${this.#rowNumber}`, {
          row: this.#rowNumber,
          max: maxColumns,
        });
      }
      this.#values[this.#column] = value;
    }
    if (this.#hasFormula) this.#formulas.push(this.#column);
    this.#nextColumn = this.#column + 1;
  }

  #cellValue(): ReadCellValue {
    const text = this.#text;
    switch (this.#type) {
      case 's': {
        if (text === '') return null;
        const shared = this.context.sharedStrings[Number(text)];
        if (shared === undefined) throw new XlsxError('CORRUPT', `shared string ${text} does not exist`);
        return shared === '' ? null : shared;
      }
      case 'inlineStr':
      case 'str':
        return text === '' ? null : decodeExcelEscapes(text);
      case 'b':
        return text === '' ? null : text === '1' || text === 'true';
      case 'e':
      case 'd':
        return text === '' ? null : text;
      default: {
        if (text === '') return null;
        const number = Number(text);
        if (Number.isNaN(number)) return text;
        const dateKind = this.context.dateStyles[this.#style];
        return dateKind ? serialToIso(number, dateKind, this.context.date1904) : number;
      }
    }
  }

  #endRow(): void {
    const values = this.#values;
    if (values.length === 0 && this.#formulas.length === 0) return;
    for (let i = 0; i < values.length; i++) if (values[i] === undefined) values[i] = null;
    if (++this.#rowCount > this.context.maxRows) {
      throw new XlsxError('TOO_MANY_ROWS', `more than ${this.context.maxRows} rows`, { max: this.context.maxRows });
    }
    this.#ready.push({ number: this.#rowNumber, values, formulas: this.#formulas });
  }
}
