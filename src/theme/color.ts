/**
 * Colour arithmetic for the colour picker: the chosen colour is the brand colour, and the shade the
 * portal paints text and filled buttons with is the nearest darker one that keeps WCAG 2.1 AA contrast
 * (4.5:1) both for white text on it and for it as text on the palest backgrounds the themes use.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

export function parseHex(hex: string): Rgb {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The palest background primary text sits on (an active menu item's light tint, the canvas): the shade
 * must reach 4.5:1 against it, which also gives more than 4.5:1 for white text on the shade.
 */
export const PALEST_BACKGROUND = '#e6f0fa';
const AA = 4.5;

/** The colour itself when it already contrasts enough, else the first darker step (same hue) that does. */
export function accessibleShade(hex: string): string {
  const base = parseHex(hex);
  for (let step = 0; step <= 100; step++) {
    const k = 1 - step / 100;
    const shade = toHex({ r: base.r * k, g: base.g * k, b: base.b * k });
    if (contrast(shade, PALEST_BACKGROUND) >= AA) return shade;
  }
  return '#000000';
}
