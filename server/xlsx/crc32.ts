/**
 * CRC-32 (IEEE) as zip stores it. `zlib.crc32` is native but only exists from Node 20.15, while `engines`
 * allows any Node 20, so older ones get the table-driven version (about ten times slower, still far from
 * the bottleneck next to deflate).
 */
import * as zlib from 'node:zlib';

const TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** The table-driven CRC of `data`, continuing from `previous` (the CRC of the bytes before it, 0 to start). */
export function tableCrc32(data: Uint8Array, previous = 0): number {
  let crc = ~previous;
  for (let i = 0; i < data.length; i++) crc = TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

type Crc32 = (data: Uint8Array, previous?: number) => number;
const native = (zlib as { crc32?: Crc32 }).crc32;

/** The CRC of `data`, continuing from `previous`: native where this Node has it. */
export const crc32: Crc32 = native ?? tableCrc32;
