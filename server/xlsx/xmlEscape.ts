/**
 * Text on its way into SpreadsheetML: characters XML 1.0 forbids are dropped (a single one makes Excel
 * refuse the whole file), markup characters are escaped, and Excel's own `_xHHHH_` escape is protected.
 */

// C0 controls other than tab/LF/CR, lone surrogates and U+FFFE/U+FFFF: not allowed anywhere in an XML 1.0 document.
const INVALID_XML_CHARS = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// Excel reads `_x000D_` in cell text as a carriage return, so a literal `_xHHHH_` must have its `_` escaped.
const EXCEL_ESCAPE_LOOKALIKE = /_(?=x[0-9A-Fa-f]{4}_)/g;
const EXCEL_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

const MARKUP = /[&<>"\r]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

/** The text with characters that XML 1.0 does not allow removed. */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

/**
 * Escapes text for element content and attribute values. A carriage return becomes `&#13;`, because an XML
 * parser turns a literal one into a line feed and the cell would not read back as written.
 */
export function escapeXml(text: string): string {
  return text.replace(MARKUP, (ch) => ENTITY[ch]!);
}

/** Cell text as it must stand inside `<t>`: valid XML characters only, escaped for both XML and Excel. */
export function escapeCellText(text: string): string {
  return escapeXml(stripInvalidXmlChars(text).replace(EXCEL_ESCAPE_LOOKALIKE, '_x005F_'));
}

/** Undoes Excel's `_xHHHH_` escapes in cell text read from a file (what Excel and LibreOffice do on open). */
export function decodeExcelEscapes(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(EXCEL_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
