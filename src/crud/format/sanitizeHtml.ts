/**
 * Rich text on screen. The server sanitises what it stores (model/richText.ts, the same allow-list: model/richTextElements.ts); the
 * browser does it again before showing anything as HTML (defence in depth: a record written before the sanitiser, or by another system). An
 * allow-list of the editor's own elements, links only to http(s) and mail addresses, no attributes else.
 */
import { DROPPED_ELEMENTS as DROPPED, RICH_TEXT_ELEMENTS as ALLOWED, SAFE_HREF } from '../../../model/richTextElements.ts';

function clean(source: Node, target: Node, doc: Document): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === 3) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      // Unknown wrappers keep their text and allowed children.
      clean(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = (element.getAttribute('href') ?? '').trim();
      if (SAFE_HREF.test(href)) {
        copy.setAttribute('href', href);
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    clean(element, copy, doc);
    target.appendChild(copy);
  }
}

/** The HTML with only allowed elements and safe links. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  clean(parsed.body, root, out);
  return root.innerHTML;
}
