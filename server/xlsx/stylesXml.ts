/**
 * The one fixed style sheet every written workbook carries. Cells refer to its `cellXfs` by index, so the
 * indexes below and the order of the `<xf>` elements must stay in step.
 */

export const STYLE_DEFAULT = 0;
export const STYLE_HEADER = 1;
export const STYLE_DATE = 2;
export const STYLE_DATETIME = 3;
/** Number format "@": what users type into the column stays text (ID numbers, phone numbers, '0571'). */
export const STYLE_TEXT = 4;
/** Text with Excel's quote prefix: a cell starting with "=" stays text even after the user edits it. */
export const STYLE_TEXT_QUOTED = 5;

// 宋体 with the GB2312 charset is the default font of Chinese Windows, Office and WPS alike.
const font = (bold: boolean) =>
  `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="宋体"/><family val="3"/><charset val="134"/></font>`;

const xf = (numFmtId: number, fontId: number, extra = '') =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${extra}/>`;

export const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/>' +
  '<numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  `<fonts count="2">${font(false)}${font(true)}</fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6">' +
  xf(0, 0) +
  xf(0, 1, ' applyFont="1"') +
  xf(164, 0, ' applyNumberFormat="1"') +
  xf(165, 0, ' applyNumberFormat="1"') +
  xf(49, 0, ' applyNumberFormat="1"') +
  xf(49, 0, ' applyNumberFormat="1" quotePrefix="1"') +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
