/**
 * Rich text as the server stores it: the same allow-list as the browser's sanitiser
 * (src/crud/format/sanitizeHtml.ts), applied to the string without a DOM, which the server has not. The
 * output is rebuilt from tokens: allowed elements without attributes (links keep a safe href), every other
 * `<` and `>` escaped, so whatever a browser would parse differently from this tokenizer can only become
 * text, never markup.
 */

import { DROPPED_ELEMENTS, RICH_TEXT_ELEMENTS, SAFE_HREF } from './richTextElements.ts';

const VOID = new Set(['BR']);
const RAW_TEXT = new Set(['SCRIPT', 'STYLE', 'TITLE', 'IFRAME', 'NOSCRIPT']);
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?)*)\s*\/?>/;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]*))/i;
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '&' && !ENTITY.test(text.slice(i, i + 40))) out += '&amp;';
    else out += c;
  }
  return out;
}

const escapeAttribute = (value: string) => value.replace(/&(?!#?\w+;)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML with only allowed elements (closed where left open) and safe links. */
export function sanitizeRichText(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', lt) || html.startsWith('<?', lt)) {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const tag = TAG.exec(html.slice(lt));
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = lt + tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2]!.toUpperCase();
    if (DROPPED_ELEMENTS.has(name)) {
      if (!closing) i = skipElement(html, i, name);
      continue;
    }
    if (!RICH_TEXT_ELEMENTS.has(name)) continue; // unknown wrappers keep their text
    const lower = name.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()!.toLowerCase()}>`;
      continue;
    }
    if (name === 'A') {
      const m = HREF.exec(tag[3] ?? '');
      const href = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
      out += SAFE_HREF.test(href) ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
    } else {
      out += `<${lower}>`;
    }
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length) out += `</${open.pop()!.toLowerCase()}>`;
  return out;
}

/** Where a dropped element ends: after its matching end tag (nested ones of the same name counted), or the end. */
function skipElement(html: string, from: number, name: string): number {
  const pattern = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, 'gi');
  pattern.lastIndex = from;
  let depth = 1;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    // A script's or style's text is raw: an opening tag inside it is text, not a nested element.
    depth += m[1] ? -1 : RAW_TEXT.has(name) ? 0 : 1;
    if (depth === 0) return pattern.lastIndex;
  }
  return html.length;
}
