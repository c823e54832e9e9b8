/**
 * The text of rich text, for lists and histories: never parsed as HTML into the page, so it needs none of
 * the sanitiser (sanitizeHtml.ts), which only the pages that show rich text as HTML load.
 */

/** Dropped with everything inside them (their text is not content). */
export const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH', 'HEAD', 'TITLE']);

export function plainText(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const dropped of Array.from(parsed.body.querySelectorAll([...DROPPED].join(',').toLowerCase()))) dropped.remove();
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
