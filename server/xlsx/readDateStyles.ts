/**
 * Which cell styles show dates: a cell's `s` attribute indexes `cellXfs`, whose `numFmtId` is either a
 * custom format declared in `numFmts` (which wins, as some writers redeclare built-in ids) or a built-in one.
 */
import { builtinDateKind, formatCodeDateKind, type DateFormatKind } from './excelDate.ts';
import type { XlsxPackage } from './xlsxPackage.ts';

/** For each style index, whether its number format is a date, a time or neither. */
export async function readDateStyles(pkg: XlsxPackage, path: string): Promise<(DateFormatKind | null)[]> {
  const customFormats = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  await pkg.scan(path, (name, a) => {
    if (name === 'numFmt') customFormats.set(Number(a.numFmtId), a.formatCode ?? '');
    else if (name === 'cellXfs') inCellXfs = true;
    else if (name === 'cellStyles' || name === 'dxfs') inCellXfs = false;
    else if (name === 'xf' && inCellXfs) xfFormats.push(Number(a.numFmtId ?? 0));
  });
  return xfFormats.map((id) => {
    const custom = customFormats.get(id);
    return custom === undefined ? builtinDateKind(id) : formatCodeDateKind(custom);
  });
}
