/**
 * The fixed binary records of a zip file (PKWARE APPNOTE 6.3), little endian. Every entry is written as a
 * stream: a local header without sizes (flag bit 3), the data, then a data descriptor with CRC and sizes.
 * ZIP64 is used per value and only where needed: a size or offset at or past the threshold is stored as
 * 0xFFFFFFFF with its real value in the ZIP64 extra field, and the archive gets ZIP64 end records only when
 * a count, size or offset needs them (Excel and LibreOffice refuse ZIP64 end records written needlessly).
 */

export const SIG_LOCAL = 0x04034b50;
export const SIG_DESCRIPTOR = 0x08074b50;
export const SIG_CENTRAL = 0x02014b50;
export const SIG_END = 0x06054b50;
export const SIG_ZIP64_END = 0x06064b50;
export const SIG_ZIP64_LOCATOR = 0x07064b50;
export const ZIP64_EXTRA_ID = 0x0001;
export const FLAG_ENCRYPTED = 0x0001;
export const FLAG_DESCRIPTOR = 0x0008;
export const FLAG_UTF8 = 0x0800;
export const METHOD_STORED = 0;
export const METHOD_DEFLATE = 8;
/** The largest value a 32-bit field holds; 0xFFFFFFFF itself means "see the ZIP64 record". */
export const MAX_32 = 0xffffffff;
export const MAX_16 = 0xffff;

const VERSION = 20;
const VERSION_ZIP64 = 45;

export interface CentralEntry {
  name: Buffer;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  offset: number;
  dosTime: number;
  dosDate: number;
}

/** MS-DOS time and date fields of a local time, as zip stores modification times. */
export function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    dosTime: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    dosDate: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export function localHeader(entry: CentralEntry): Buffer {
  const b = Buffer.alloc(30 + entry.name.length);
  b.writeUInt32LE(SIG_LOCAL, 0);
  // Excel repairs a file whose entry passes 4 GiB unless its local header says version 4.5 (Apache POI bug
  // 57342), and a streamed entry's size is unknown here: every entry says 4.5, as POI's Excel-compatible writer does.
  b.writeUInt16LE(VERSION_ZIP64, 4);
  b.writeUInt16LE(entry.flags, 6);
  b.writeUInt16LE(METHOD_DEFLATE, 8);
  b.writeUInt16LE(entry.dosTime, 10);
  b.writeUInt16LE(entry.dosDate, 12);
  // CRC and sizes stay 0: they follow in the data descriptor.
  b.writeUInt16LE(entry.name.length, 26);
  entry.name.copy(b, 30);
  return b;
}

/** The descriptor after the data; 8-byte sizes when either size reached the threshold. */
export function dataDescriptor(entry: CentralEntry, threshold: number): Buffer {
  const zip64 = entry.compressedSize >= threshold || entry.uncompressedSize >= threshold;
  const b = Buffer.alloc(zip64 ? 24 : 16);
  b.writeUInt32LE(SIG_DESCRIPTOR, 0);
  b.writeUInt32LE(entry.crc32, 4);
  if (zip64) {
    b.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    b.writeBigUInt64LE(BigInt(entry.uncompressedSize), 16);
  } else {
    b.writeUInt32LE(entry.compressedSize, 8);
    b.writeUInt32LE(entry.uncompressedSize, 12);
  }
  return b;
}

export function centralHeader(entry: CentralEntry, threshold: number): Buffer {
  // In the order APPNOTE 4.5.3 fixes: uncompressed size, compressed size, local header offset.
  const big = [entry.uncompressedSize, entry.compressedSize, entry.offset].filter((v) => v >= threshold);
  const extraLength = big.length ? 4 + 8 * big.length : 0;
  const b = Buffer.alloc(46 + entry.name.length + extraLength);
  b.writeUInt32LE(SIG_CENTRAL, 0);
  b.writeUInt16LE(VERSION_ZIP64, 4);
  b.writeUInt16LE(big.length ? VERSION_ZIP64 : VERSION, 6);
  b.writeUInt16LE(entry.flags, 8);
  b.writeUInt16LE(METHOD_DEFLATE, 10);
  b.writeUInt16LE(entry.dosTime, 12);
  b.writeUInt16LE(entry.dosDate, 14);
  b.writeUInt32LE(entry.crc32, 16);
  b.writeUInt32LE(entry.compressedSize >= threshold ? MAX_32 : entry.compressedSize, 20);
  b.writeUInt32LE(entry.uncompressedSize >= threshold ? MAX_32 : entry.uncompressedSize, 24);
  b.writeUInt16LE(entry.name.length, 28);
  b.writeUInt16LE(extraLength, 30);
  b.writeUInt32LE(entry.offset >= threshold ? MAX_32 : entry.offset, 42);
  entry.name.copy(b, 46);
  if (big.length) {
    const extraStart = 46 + entry.name.length;
    b.writeUInt16LE(ZIP64_EXTRA_ID, extraStart);
    b.writeUInt16LE(8 * big.length, extraStart + 2);
    big.forEach((value, i) => b.writeBigUInt64LE(BigInt(value), extraStart + 4 + 8 * i));
  }
  return b;
}

/** The end of central directory record, preceded by the ZIP64 end record and locator when needed. */
export function endRecords(count: number, cdOffset: number, cdSize: number, threshold: number): Buffer {
  const zip64 = count >= MAX_16 || cdOffset >= threshold || cdSize >= threshold;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIG_END, 0);
  end.writeUInt16LE(Math.min(count, MAX_16), 8);
  end.writeUInt16LE(Math.min(count, MAX_16), 10);
  end.writeUInt32LE(cdSize >= threshold ? MAX_32 : cdSize, 12);
  end.writeUInt32LE(cdOffset >= threshold ? MAX_32 : cdOffset, 16);
  if (!zip64) return end;

  const record = Buffer.alloc(56);
  record.writeUInt32LE(SIG_ZIP64_END, 0);
  record.writeBigUInt64LE(44n, 4); // size of the record after this field
  record.writeUInt16LE(VERSION_ZIP64, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(cdSize), 40);
  record.writeBigUInt64LE(BigInt(cdOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(SIG_ZIP64_LOCATOR, 0);
  locator.writeBigUInt64LE(BigInt(cdOffset + cdSize), 8); // the ZIP64 end record starts right after the directory
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}
