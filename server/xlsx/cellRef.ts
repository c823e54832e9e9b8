/** A1-style cell references: column letters and 1-based row numbers, within Excel's sheet size. */
import { XlsxError } from './errors.ts';

/** Excel's sheet size: columns A..XFD, rows 1..1 048 576. */
export const MAX_COLUMNS = 16384;
export const MAX_ROWS = 1048576;

/** Column letters of a 0-based column index: 0 → "A", 26 → "AA". */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** The 0-based column index of a reference such as "C5" or "c5"; a reference out of Excel's range is corrupt. */
export function columnIndexOf(ref: string): number {
  let index = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 97 || code > 122) break;
    index = index * 26 + (code - 96);
  }
  if (i === 0 || index > MAX_COLUMNS) throw new XlsxError('CORRUPT', `bad cell reference ${JSON.stringify(ref)}`);
  return index - 1;
}
