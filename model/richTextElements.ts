/**
 * The allow-list of rich text, one for both sanitisers: the server's tokenizer (richText.ts) and the
 * browser's DOM walk (src/crud/format/sanitizeHtml.ts); lists show its text (plainText.ts).
 */

/** The editor's own elements. */
export const RICH_TEXT_ELEMENTS: ReadonlySet<string> = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'A', 'DIV', 'SPAN', 'H3', 'H4', 'BLOCKQUOTE']);
/** Dropped with everything inside them (their text is not content). */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH', 'HEAD', 'TITLE']);
/** Links only to the web and to mail addresses. */
export const SAFE_HREF = /^(https?:|mailto:)/i;
