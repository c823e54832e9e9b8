/**
 * A demo news cover: a 16:9 landscape (sky fading to the horizon, a sun, two ranges of hills, a lake) in the
 * tones given, encoded as a real PNG so that every upload check accepts it.
 */
import { encodePng, type Rgb } from './avatarPng.ts';

export const COVER_WIDTH = 320;
export const COVER_HEIGHT = 180;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

export function newsCoverPng(sky: Rgb, hills: Rgb, sunAt: number): Buffer {
  const far = mix(hills, sky, 0.45);
  const water = mix(sky, [255, 255, 255], 0.35);
  return encodePng(COVER_WIDTH, COVER_HEIGHT, (x, y) => {
    const horizon = COVER_HEIGHT * 0.72;
    if (y > horizon + 14) return mix(water, sky, ((y - horizon) / COVER_HEIGHT) * 1.5);
    if (y > horizon - 10 - 26 * Math.sin(x / 37 + sunAt) ** 2 + 14) return hills;
    if (y > horizon - 30 - 30 * Math.sin(x / 61 + 1) ** 2) return far;
    if ((x - COVER_WIDTH * sunAt) ** 2 + (y - 48) ** 2 < 18 ** 2) return [255, 236, 180];
    return mix(sky, [255, 250, 240], y / horizon);
  });
}
