/** What a reader needs from a workbook: its worksheets in tab order, the date system and the shared parts. */
import { XlsxError } from './errors.ts';
import type { XlsxPackage } from './xlsxPackage.ts';

export interface WorkbookSheet {
  name: string;
  path: string;
  hidden: boolean;
}

export interface WorkbookInfo {
  /** Worksheets only: chart sheets and dialog sheets hold no rows. */
  sheets: WorkbookSheet[];
  /** The Mac 1904 date system, where serial 0 is 1904-01-01. */
  date1904: boolean;
  sharedStringsPath: string | null;
  stylesPath: string | null;
}

const DEFAULT_WORKBOOK = 'xl/workbook.xml';

export async function readWorkbook(pkg: XlsxPackage): Promise<WorkbookInfo> {
  const rootRels = await pkg.relationships('');
  const workbookPath = rootRels.find((r) => r.type === 'officeDocument')?.path ?? DEFAULT_WORKBOOK;
  if (!pkg.has(workbookPath)) throw new XlsxError('NOT_XLSX', 'a zip without a workbook part');

  const declared: { name: string; id: string; hidden: boolean }[] = [];
  let date1904 = false;
  await pkg.scan(workbookPath, (name, a) => {
    if (name === 'sheet') declared.push({ name: a.name ?? '', id: a.id ?? '', hidden: a.state === 'hidden' || a.state === 'veryHidden' });
    else if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
  });

  const rels = await pkg.relationships(workbookPath);
  const sheets = declared.flatMap((sheet) => {
    const rel = rels.find((r) => r.id === sheet.id && r.type === 'worksheet');
    return rel && pkg.has(rel.path) ? [{ name: sheet.name, path: rel.path, hidden: sheet.hidden }] : [];
  });
  if (sheets.length === 0) throw new XlsxError('NOT_XLSX', 'a workbook without worksheets');

  const partOf = (type: string) => {
    const path = rels.find((r) => r.type === type)?.path;
    return path && pkg.has(path) ? path : null;
  };
  return { sheets, date1904, sharedStringsPath: partOf('sharedStrings'), stylesPath: partOf('styles') };
}
