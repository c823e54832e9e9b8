/**
 * The captcha picture: characters drawn as strokes of a small built-in line font (no text, no font file in
 * the SVG, so its source does not spell the answer), each one scaled, turned, shifted and its points
 * jittered at random, over noise curves in the same colours. No dependency: plain SVG.
 */
import { randomInt } from 'node:crypto';

/** Glyphs on a 4 × 6 grid (y down), as polylines. Characters easy to confuse (0 O, 1 I, 5 S, 2 Z, B 8, G 6, Q) are left out. */
const GLYPHS: Readonly<Record<string, readonly (readonly [number, number])[][]>> = {
  '3': [[[0, 0], [4, 0], [2, 2.5], [3.5, 3], [4, 4.5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '6': [[[4, 0.5], [3, 0], [1, 0], [0, 1.5], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3.5], [3, 2.5], [0, 2.5]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[2, 3], [0.5, 2.2], [0.5, 0.8], [1.5, 0], [2.5, 0], [3.5, 0.8], [3.5, 2.2], [2, 3], [0, 4], [0, 5.2], [1, 6], [3, 6], [4, 5.2], [4, 4], [2, 3]]],
  '9': [[[4, 3.5], [1, 3.5], [0, 2.5], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [0, 6]]],
  A: [[[0, 6], [2, 0], [4, 6]], [[0.7, 4], [3.3, 4]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.3, 2.5], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

const COLOURS = ['#1f3a93', '#8e1b1b', '#1d5e2a', '#5b2a86', '#7a4b00', '#23404f'];

/** A random number in [min, max), to 1/1000. */
const between = (min: number, max: number) => min + (randomInt(1000) / 1000) * (max - min);
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
const num = (n: number) => n.toFixed(1);

function glyphPath(char: string, left: number): string {
  const scale = between(3.4, 4.2); // px per grid unit: about 14 × 22 px a character
  const angle = (between(-22, 22) * Math.PI) / 180;
  const cx = left + 2 * scale;
  const cy = CAPTCHA_HEIGHT / 2 + between(-3, 3);
  const lean = between(-0.25, 0.25);
  const place = ([x, y]: readonly [number, number]) => {
    const gx = (x - 2 + between(-0.3, 0.3) + lean * (3 - y)) * scale;
    const gy = (y - 3 + between(-0.3, 0.3)) * scale;
    return `${num(cx + gx * Math.cos(angle) - gy * Math.sin(angle))} ${num(cy + gx * Math.sin(angle) + gy * Math.cos(angle))}`;
  };
  return GLYPHS[char]!.map((line) => `M${line.map(place).join(' L')}`).join(' ');
}

function noiseCurve(): string {
  const y = () => num(between(4, CAPTCHA_HEIGHT - 4));
  return `M0 ${y()} C${num(between(20, 50))} ${y()} ${num(between(70, 100))} ${y()} ${CAPTCHA_WIDTH} ${y()}`;
}

/** The SVG document showing `answer` (characters of CAPTCHA_ALPHABET). */
export function captchaSvg(answer: string): string {
  const step = (CAPTCHA_WIDTH - 16) / answer.length;
  const strokes = [...answer].map((char, i) => {
    const width = num(between(2, 2.8));
    return `<path d="${glyphPath(char, 8 + i * step + between(0, step - 16))}" stroke="${pick(COLOURS)}" stroke-width="${width}"/>`;
  });
  const noise = Array.from({ length: 4 }, () => `<path d="${noiseCurve()}" stroke="${pick(COLOURS)}" stroke-width="${num(between(0.8, 1.6))}"/>`);
  const dots = Array.from({ length: 30 }, () => `<circle cx="${num(between(0, CAPTCHA_WIDTH))}" cy="${num(between(0, CAPTCHA_HEIGHT))}" r="${num(between(0.5, 1.3))}" fill="${pick(COLOURS)}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f1ea"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${[...noise, ...strokes].join('')}</g>${dots.join('')}</svg>`
  );
}
