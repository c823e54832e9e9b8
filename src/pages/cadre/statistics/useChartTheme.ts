/**
 * The chart theme of the document as it is painted now, read again when the theme, the colour or the text
 * size changes (src/theme/themes.ts applyAppearance sets them as attributes of <html>).
 */
import { useSyncExternalStore } from 'react';
import { chartTheme, type ChartTheme } from './chartTheme.ts';

let current: { key: string; theme: ChartTheme } | null = null;

function read(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const theme = chartTheme((name) => style.getPropertyValue(name));
  const key = JSON.stringify(theme);
  // The same object while nothing changed: charts redraw only on a real change.
  if (current?.key !== key) current = { key, theme };
  return current.theme;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'data-theme', 'data-text', 'class'] });
  return () => observer.disconnect();
}

export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribe, read);
}
