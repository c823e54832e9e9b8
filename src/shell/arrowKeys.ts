/**
 * Arrow-key movement between the items of a menu bar, a tree or the tags bar (WAI-ARIA practice): the
 * arrows move focus to the previous or next item, Home and End to the first and last.
 */
import type { KeyboardEvent } from 'react';

export function moveFocus(event: KeyboardEvent<HTMLElement>, selector: string, axis: 'horizontal' | 'vertical'): void {
  const [back, forth] = axis === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (![back, forth, 'Home', 'End'].includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const at = items.findIndex((item) => item === document.activeElement);
  if (at < 0) return;
  event.preventDefault();
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : event.key === back ? Math.max(at - 1, 0) : Math.min(at + 1, items.length - 1);
  items[next]?.focus();
}
