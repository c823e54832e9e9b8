/**
 * Width and height of an image read from its header, for the formats uploads allow. A file whose header
 * cannot be read this way is not treated as an image (an upload named .png that is not one is refused).
 */
export interface ImageSize {
  width: number;
  height: number;
}

export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp';

export function imageSize(kind: ImageKind, head: Buffer): ImageSize | null {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  switch (kind) {
    case 'png':
      // The IHDR chunk comes first: length, "IHDR", width, height.
      return head.length >= 24 && head.toString('latin1', 12, 16) === 'IHDR' ? size(head.readUInt32BE(16), head.readUInt32BE(20)) : null;
    case 'gif':
      return head.length >= 10 ? size(head.readUInt16LE(6), head.readUInt16LE(8)) : null;
    case 'webp':
      return webpSize(head);
    case 'jpg':
      return jpegSize(head);
  }
}

function webpSize(head: Buffer): ImageSize | null {
  if (head.length < 30) return null;
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && head[23] === 0x9d && head[24] === 0x01 && head[25] === 0x2a) {
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  return null;
}

/** Walks the JPEG markers to the first start-of-frame, which holds the dimensions. */
function jpegSize(head: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = head.readUInt16BE(at + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = head.readUInt16BE(at + 5);
      const width = head.readUInt16BE(at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}
