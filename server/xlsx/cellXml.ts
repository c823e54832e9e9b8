/**
 * One cell value as SpreadsheetML. Text is always an inline string (`t="inlineStr"`): no shared-strings table
 * grows with the sheet, and Excel never evaluates it. Formulas are never written.
 */
import { dateToSerialText } from './excelDate.ts';
import { escapeCellText, stripInvalidXmlChars } from './xmlEscape.ts';
import { STYLE_DATE, STYLE_DATETIME, STYLE_TEXT_QUOTED } from './stylesXml.ts';

export type CellValue = string | number | boolean | Date | null | undefined;

/** Excel's limit for the text of one cell (UTF-16 code units); longer text makes Excel repair the file. */
export const MAX_CELL_TEXT = 32767;

/**
 * Text that a spreadsheet would take for a formula if the user re-entered it (CWE-1236). Inline strings are
 * never evaluated; such cells also get the quote prefix so that editing them in Excel keeps them text.
 */
function looksLikeFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return first === 61 /* = */ || first === 43 /* + */ || first === 45 /* - */ || first === 64 /* @ */ || first === 9 || first === 13;
}

// Leading or trailing whitespace, or line breaks and tabs, need xml:space="preserve" to survive.
const NEEDS_PRESERVE = /^\s|\s$|[\n\t]/;

/** Cell text cleaned of characters XML forbids and cut to Excel's limit without splitting a surrogate pair. */
export function cleanCellText(text: string): string {
  let clean = stripInvalidXmlChars(text);
  if (clean.length > MAX_CELL_TEXT) {
    clean = clean.slice(0, MAX_CELL_TEXT);
    const last = clean.charCodeAt(MAX_CELL_TEXT - 1);
    if (last >= 0xd800 && last <= 0xdbff) clean = clean.slice(0, -1);
  }
  return clean;
}

/** An inline string cell; empty text is no cell at all. */
export function textCellXml(ref: string, text: string, style: number): string {
  const clean = cleanCellText(text);
  if (clean === '') return '';
  const s = looksLikeFormula(clean) ? STYLE_TEXT_QUOTED : style;
  const space = NEEDS_PRESERVE.test(clean) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s ? ` s="${s}"` : ''} t="inlineStr"><is><t${space}>${escapeCellText(clean)}</t></is></c>`;
}

/**
 * The XML of one cell at `ref`, or '' for an empty cell. `textStyle` is the style of text cells in this
 * column. Non-finite numbers and invalid dates are written as empty cells; a date before 1900-03-01, which
 * Excel's date system cannot hold, is written as text "YYYY-MM-DD".
 */
export function cellXml(ref: string, value: CellValue, textStyle: number, utcOffsetMinutes: number): string {
  switch (typeof value) {
    case 'string':
      return textCellXml(ref, value, textStyle);
    case 'number':
      return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
    case 'boolean':
      return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    default:
      if (value instanceof Date) return dateCellXml(ref, value, textStyle, utcOffsetMinutes);
      return '';
  }
}

function dateCellXml(ref: string, date: Date, textStyle: number, utcOffsetMinutes: number): string {
  if (Number.isNaN(date.getTime())) return '';
  const serial = dateToSerialText(date, utcOffsetMinutes);
  if (serial === null) {
    const wallClock = new Date(date.getTime() + utcOffsetMinutes * 60_000);
    return textCellXml(ref, wallClock.toISOString().slice(0, 10), textStyle);
  }
  // A whole day has no fraction and shows as a date; anything else shows its time of day too.
  const style = serial.includes('.') ? STYLE_DATETIME : STYLE_DATE;
  return `<c r="${ref}" s="${style}"><v>${serial}</v></c>`;
}
