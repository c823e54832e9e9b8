/**
 * The charts' colours and font from the theme's CSS variables (styles.css, src/theme): the primary colour
 * the user chose and the status colours make the palette, ink, muted and line colour the text and axes. So
 * a chart follows a theme or colour change like the rest of the page, and prints with the same colours.
 */
import { isHexColor, parseHex, toHex } from '../../../theme/color.ts';

export interface ChartTheme {
  /** Series (bar, line) and slice (pie) colours, in order. */
  palette: string[];
  ink: string;
  muted: string;
  line: string;
  surface: string;
  font: string;
}

/** Defaults of styles.css, for a variable a theme leaves unset. */
const FALLBACK = { font: 'sans-serif', primary: '#2d6fb3', success: '#187545', warning: '#f5a524', danger: '#d1242f', ink: '#1f2937', muted: '#5f6672', line: '#e5e7eb', surface: '#ffffff' };

/** `a` moved `k` of the way to `b` (both #rrggbb), or `a` as it is when either is another notation. */
function mix(a: string, b: string, k: number): string {
  if (!isHexColor(a) || !isHexColor(b)) return a;
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * k, g: x.g + (y.g - x.g) * k, b: x.b + (y.b - x.b) * k });
}

/** #rgb as #rrggbb (the minified stylesheet shortens white to #fff). */
const longHex = (c: string) => c.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');

/** `read(name)` is a CSS variable's value ('' when unset). */
export function chartTheme(read: (name: string) => string): ChartTheme {
  const get = (key: keyof typeof FALLBACK) => longHex(read(key === 'font' ? '--font-sans' : `--color-${key}`).trim() || FALLBACK[key]);
  const base = [get('primary'), get('success'), get('warning'), get('danger')];
  const ink = get('ink');
  const surface = get('surface');
  // Twelve colours: the four theme colours, each darkened towards the ink, then each lightened towards the page.
  return { palette: [...base, ...base.map((c) => mix(c, ink, 0.45)), ...base.map((c) => mix(c, surface, 0.45))], ink, muted: get('muted'), line: get('line'), surface, font: get('font') };
}
