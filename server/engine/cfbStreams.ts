/**
 * The stream names of a Compound File (the container of legacy .doc and .xls, and of password-protected
 * Office files), enough to tell which it is: a Word file has a `WordDocument` stream, an Excel file a
 * `Workbook` (or `Book`), an encrypted OOXML file an `EncryptedPackage`. Reads only the header, the FAT
 * sectors on the directory's chain and the directory itself, each within the file's size.
 */
import type { ByteSource } from '../xlsx/byteSource.ts';

const END_OF_CHAIN = 0xfffffffa; // this and above: end of chain, free, FAT or DIFAT sectors
const MAX_DIRECTORY_SECTORS = 512;
const HEADER_DIFAT = 109;

/** Names of the storages and streams in the compound file's directory; empty when it cannot be read. */
export async function cfbStreamNames(source: ByteSource): Promise<string[]> {
  if (source.size < 512) return [];
  const header = await source.read(0, 512);
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return [];
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sector = async (n: number): Promise<Buffer | null> => {
    const at = (n + 1) * sectorSize;
    return n < END_OF_CHAIN && at + sectorSize <= source.size ? source.read(at, sectorSize) : null;
  };

  // Where each FAT sector lies: the first 109 in the header, the rest along the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
  let difat = header.readUInt32LE(0x44);
  for (let hops = 0; difat < END_OF_CHAIN && hops < 1024; hops++) {
    const block = await sector(difat);
    if (!block) break;
    for (let i = 0; i < perSector - 1; i++) fatSectors.push(block.readUInt32LE(i * 4));
    difat = block.readUInt32LE((perSector - 1) * 4);
  }
  const fatCache = new Map<number, Buffer | null>();
  const next = async (n: number): Promise<number> => {
    const index = Math.floor(n / perSector);
    const location = fatSectors[index];
    if (location === undefined || location >= END_OF_CHAIN) return END_OF_CHAIN;
    if (!fatCache.has(index)) fatCache.set(index, await sector(location));
    const fat = fatCache.get(index);
    return fat ? fat.readUInt32LE((n % perSector) * 4) : END_OF_CHAIN;
  };

  const names: string[] = [];
  let current = header.readUInt32LE(0x30);
  for (let count = 0; current < END_OF_CHAIN && count < MAX_DIRECTORY_SECTORS; count++) {
    const block = await sector(current);
    if (!block) break;
    for (let at = 0; at + 128 <= block.length; at += 128) {
      const nameBytes = block.readUInt16LE(at + 0x40);
      const type = block[at + 0x42];
      if ((type === 1 || type === 2) && nameBytes >= 2 && nameBytes <= 64) {
        names.push(block.toString('utf16le', at, at + nameBytes - 2));
      }
    }
    current = await next(current);
  }
  return names;
}
