/**
 * Printing a detail page on paper without the shell around it, without touching the shell: when the
 * browser is about to print (the print button or Ctrl+P), the detail page that is on screen (kept-alive
 * tabs are hidden) marks itself; the print stylesheet then hides everything else and unfolds the
 * containers around it (no clipping by the shell's scroll areas).
 */
import { useEffect, useRef } from 'react';

const FLAG = 'data-crud-print';
const ROOT = 'data-crud-print-root';

export const PRINT_CSS = `@media print {
  html[${FLAG}] body *:not(:has([${ROOT}])):not([${ROOT}]):not([${ROOT}] *) { display: none !important; }
  html[${FLAG}] :has(> [${ROOT}]), html[${FLAG}] :has([${ROOT}]) {
    display: block !important; position: static !important; overflow: visible !important; height: auto !important;
    max-height: none !important; margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; background: none !important;
  }
  html[${FLAG}] [${ROOT}] { margin: 0 !important; padding: 0 !important; }
}`;

export function usePrintRoot<T extends HTMLElement>() {
  const root = useRef<T>(null);
  useEffect(() => {
    const html = document.documentElement;
    const before = () => {
      const el = root.current;
      if (!el || el.getClientRects().length === 0) return;
      el.setAttribute(ROOT, '');
      html.setAttribute(FLAG, '');
    };
    const after = () => {
      root.current?.removeAttribute(ROOT);
      html.removeAttribute(FLAG);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      after();
    };
  }, []);
  return root;
}
