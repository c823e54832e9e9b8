/** The small fixed parts of a written workbook: package content types, relationships, workbook, sheet frame. */
import { escapeXml } from './xmlEscape.ts';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

export interface SheetEntry {
  name: string;
  hidden: boolean;
}

/** Zip entry name of the i-th sheet (0-based). */
export function sheetPath(index: number): string {
  return `xl/worksheets/sheet${index + 1}.xml`;
}

/** Opening of a worksheet up to `<sheetData>`, and its closing: the rows stream in between. */
export function worksheetHead(views: string, cols: string): string {
  return `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${views}${cols}<sheetData>`;
}

export function worksheetTail(afterSheetData: string): string {
  return `</sheetData>${afterSheetData}</worksheet>`;
}

/** A whole small worksheet at once. */
export function worksheetXml(views: string, rows: string, afterSheetData: string): string {
  return worksheetHead(views, '') + rows + worksheetTail(afterSheetData);
}

export function contentTypesXml(sheetCount: number): string {
  let sheets = '';
  for (let i = 0; i < sheetCount; i++) sheets += `<Override PartName="/${sheetPath(i)}" ContentType="${SHEET_TYPE}"/>`;
  return (
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    `${sheets}</Types>`
  );
}

export const ROOT_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Relationships of the workbook: rId1..n the sheets in order, then the styles. */
export function workbookRelsXml(sheetCount: number): string {
  let rels = '';
  for (let i = 0; i < sheetCount; i++) {
    rels += `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`;
  }
  rels += `<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>`;
  return `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">${rels}</Relationships>`;
}

export function workbookXml(sheets: readonly SheetEntry[], definedNames: readonly { name: string; ref: string }[]): string {
  const sheetElements = sheets
    .map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`)
    .join('');
  const names = definedNames.length
    ? `<definedNames>${definedNames.map((d) => `<definedName name="${d.name}">${escapeXml(d.ref)}</definedName>`).join('')}</definedNames>`
    : '';
  return (
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheetElements}</sheets>${names}</workbook>`
  );
}
