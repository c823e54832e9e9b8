/**
 * The text of rich text, for lists and histories: never parsed as HTML into the page, so it needs none of
 * the sanitiser (sanitizeHtml.ts), which only the pages that show rich text as HTML load.
 */

import { DROPPED_ELEMENTS as DROPPED } from '../../../model/richTextElements.ts';

export function plainText(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const dropped of Array.from(parsed.body.querySelectorAll([...DROPPED].join(',').toLowerCase()))) dropped.remove();
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
