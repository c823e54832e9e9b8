/**
 * A small portrait for the demo's 照片信息: a head-and-shoulders silhouette in a light tone on a coloured
 * background, 3:4 like an ID photo, encoded as a real PNG (8-bit RGB, filter 0, zlib) by hand, so that the
 * demo data needs no image files from outside and every upload check (sniffing, size) accepts it.
 */
import { deflateSync } from 'node:zlib';
import { crc32 } from '../xlsx/crc32.ts';

export type Rgb = readonly [number, number, number];

export const AVATAR_WIDTH = 90;
export const AVATAR_HEIGHT = 120;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Inside the silhouette: a round head above an ellipse of shoulders cut off by the picture's bottom edge. */
function inFigure(x: number, y: number): boolean {
  const w = AVATAR_WIDTH;
  const h = AVATAR_HEIGHT;
  const head = ((x - w / 2) / (w * 0.2)) ** 2 + ((y - h * 0.38) / (w * 0.23)) ** 2 <= 1;
  const shoulders = ((x - w / 2) / (w * 0.42)) ** 2 + ((y - h * 1.02) / (h * 0.3)) ** 2 <= 1;
  return head || shoulders;
}

export function avatarPng(background: Rgb, figure: Rgb): Buffer {
  return encodePng(AVATAR_WIDTH, AVATAR_HEIGHT, (x, y) => (inFigure(x + 0.5, y + 0.5) ? figure : background));
}

/** A PNG of the given size whose pixel at (x, y) is `colour(x, y)`: the demo's other pictures (news covers) too. */
export function encodePng(w: number, h: number, colour: (x: number, y: number) => Rgb): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  const raw = Buffer.alloc(h * (1 + w * 3));
  for (let y = 0; y < h; y++) {
    const row = y * (1 + w * 3); // each scanline starts with its filter byte: 0, none
    for (let x = 0; x < w; x++) {
      const [r, g, b] = colour(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
