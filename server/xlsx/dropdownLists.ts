/**
 * Drop-downs (list data validations). A short list is written inline (`"男,女"`), but Excel limits an inline
 * list to 255 characters and cannot hold an item with a comma or a quote; such a list goes into a column of a
 * hidden sheet, referred to through a defined name, which every Excel since 2007, WPS and LibreOffice accept.
 */
import { columnName, MAX_ROWS } from './cellRef.ts';
import { textCellXml } from './cellXml.ts';
import { escapeXml, stripInvalidXmlChars } from './xmlEscape.ts';
import { worksheetXml } from './workbookParts.ts';

/** Name of the hidden sheet that holds the long lists; addSheet refuses it for a visible sheet. */
export const LIST_SHEET_NAME = '下拉选项';

const INLINE_LIMIT = 255;

export interface DefinedName {
  name: string;
  ref: string;
}

export class DropdownLists {
  readonly #lists: string[][] = [];

  get isEmpty(): boolean {
    return this.#lists.length === 0;
  }

  /** The `<formula1>` content of a list validation offering `options`. */
  formula(options: readonly string[]): string {
    const items = options.map(stripInvalidXmlChars).filter((item) => item !== '');
    const inline = items.join(',');
    if (inline.length <= INLINE_LIMIT && !items.some((item) => item.includes(',') || item.includes('"'))) {
      return escapeXml(`"${inline}"`);
    }
    this.#lists.push(items);
    return `dropdown_${this.#lists.length}`;
  }

  /** The defined names of the lists held in the hidden sheet. */
  definedNames(): DefinedName[] {
    return this.#lists.map((items, i) => {
      const column = columnName(i);
      return { name: `dropdown_${i + 1}`, ref: `'${LIST_SHEET_NAME}'!$${column}$1:$${column}$${items.length}` };
    });
  }

  /** The hidden sheet: list i in column i, one item a row. */
  sheetXml(): string {
    const height = Math.max(...this.#lists.map((items) => items.length));
    let rows = '';
    for (let r = 0; r < height; r++) {
      let cells = '';
      this.#lists.forEach((items, c) => {
        if (r < items.length) cells += textCellXml(`${columnName(c)}${r + 1}`, items[r]!, 0);
      });
      rows += `<row r="${r + 1}">${cells}</row>`;
    }
    return worksheetXml('<sheetViews><sheetView workbookViewId="0"/></sheetViews>', rows, '');
  }
}

/** `<dataValidations>` for the given columns (0-based) and formulas, from `firstRow` down to the last row. */
export function dataValidationsXml(validations: readonly { column: number; formula: string }[], firstRow: number): string {
  if (validations.length === 0) return '';
  const items = validations.map(({ column, formula }) => {
    const letters = columnName(column);
    return (
      '<dataValidation type="list" allowBlank="1" showErrorMessage="1" errorTitle="输入有误" ' +
      `error="请从下拉列表中选择" sqref="${letters}${firstRow}:${letters}${MAX_ROWS}"><formula1>${formula}</formula1></dataValidation>`
    );
  });
  return `<dataValidations count="${items.length}">${items.join('')}</dataValidations>`;
}
