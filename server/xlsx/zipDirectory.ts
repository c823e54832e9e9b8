/**
 * Reads a zip file's central directory (with ZIP64 end records and extra fields) from a byte source: the
 * list of entries with their sizes and offsets, looked up by name case-insensitively as OPC part names are.
 * Nothing is inflated here; the directory's bytes count against the size budget.
 */
import type { ByteSource } from './byteSource.ts';
import { XlsxError } from './errors.ts';
import type { SizeBudget } from './sizeBudget.ts';
import {
  MAX_16,
  MAX_32,
  SIG_CENTRAL,
  SIG_END,
  SIG_ZIP64_END,
  SIG_ZIP64_LOCATOR,
  ZIP64_EXTRA_ID,
} from './zipRecords.ts';

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  /** The entry of that name, ignoring case and a leading "/". */
  find(name: string): ZipEntry | undefined;
}

const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
const LOCATOR_SIZE = 20;
// Compound File Binary: .xls, and also what Office makes of a password-protected .xlsx.
const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const LOCAL_SIGNATURE = Buffer.from('504b0304', 'hex');
// An empty zip is nothing but its end record.
const END_SIGNATURE = Buffer.from('504b0506', 'hex');

export async function readZipDirectory(source: ByteSource, budget: SizeBudget): Promise<ZipDirectory> {
  const head = await source.read(0, Math.min(8, source.size));
  if (head.subarray(0, 8).equals(OLE_SIGNATURE)) throw new XlsxError('LEGACY_FORMAT', 'a Compound File (.xls or encrypted .xlsx)');
  const looksLikeZip = head.subarray(0, 4).equals(LOCAL_SIGNATURE);
  if (!looksLikeZip && !head.subarray(0, 4).equals(END_SIGNATURE)) {
    throw new XlsxError('NOT_XLSX', 'no zip signature at the start');
  }

  const tailLength = Math.min(source.size, END_SIZE + MAX_COMMENT + LOCATOR_SIZE);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  const endAt = findEndRecord(tail);
  if (endAt === -1) {
    throw new XlsxError(looksLikeZip ? 'TRUNCATED' : 'NOT_XLSX', 'no end of central directory record');
  }
  if (tail.readUInt16LE(endAt + 4) !== 0 || tail.readUInt16LE(endAt + 6) !== 0) {
    throw new XlsxError('UNSUPPORTED', 'a multi-volume zip');
  }
  let count = tail.readUInt16LE(endAt + 10);
  let cdSize = tail.readUInt32LE(endAt + 12);
  let cdOffset = tail.readUInt32LE(endAt + 16);

  const locatorAt = endAt - LOCATOR_SIZE;
  if (locatorAt >= 0 && tail.readUInt32LE(locatorAt) === SIG_ZIP64_LOCATOR) {
    const recordOffset = Number(tail.readBigUInt64LE(locatorAt + 8));
    if (recordOffset + 56 > tailStart + locatorAt) throw new XlsxError('CORRUPT', 'ZIP64 end record out of place');
    const record = await source.read(recordOffset, 56);
    if (record.readUInt32LE(0) !== SIG_ZIP64_END) throw new XlsxError('CORRUPT', 'bad ZIP64 end record signature');
    count = Number(record.readBigUInt64LE(32));
    cdSize = Number(record.readBigUInt64LE(40));
    cdOffset = Number(record.readBigUInt64LE(48));
  } else if (count === MAX_16 || cdSize === MAX_32 || cdOffset === MAX_32) {
    throw new XlsxError('CORRUPT', 'ZIP64 values without a ZIP64 locator');
  }
  if (cdOffset + cdSize > tailStart + endAt) throw new XlsxError('TRUNCATED', 'central directory beyond the end of the file');
  budget.take(cdSize, 'the central directory');

  const entries = parseEntries(await source.read(cdOffset, cdSize), count);
  const byName = new Map(entries.map((e) => [e.name.toLowerCase(), e]));
  return { entries, find: (name) => byName.get(name.replace(/^\//, '').toLowerCase()) };
}

/** Offset in `tail` of the end record whose comment runs exactly to the end, searching from the end. */
function findEndRecord(tail: Buffer): number {
  for (let i = tail.length - END_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) === SIG_END && i + END_SIZE + tail.readUInt16LE(i + 20) === tail.length) return i;
  }
  return -1;
}

function parseEntries(cd: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== SIG_CENTRAL) throw new XlsxError('CORRUPT', `bad central header #${n}`);
    const flags = cd.readUInt16LE(at + 8);
    const nameLength = cd.readUInt16LE(at + 28);
    const extraLength = cd.readUInt16LE(at + 30);
    const commentLength = cd.readUInt16LE(at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > cd.length) throw new XlsxError('CORRUPT', `central header #${n} runs past the directory`);
    const nameBytes = cd.subarray(at + 46, at + 46 + nameLength);
    const entry: ZipEntry = {
      // Bit 11 says UTF-8; otherwise CP437, whose ASCII half is all an xlsx part name uses.
      name: nameBytes.toString(flags & 0x0800 ? 'utf8' : 'latin1'),
      flags,
      method: cd.readUInt16LE(at + 10),
      crc32: cd.readUInt32LE(at + 16),
      compressedSize: cd.readUInt32LE(at + 20),
      uncompressedSize: cd.readUInt32LE(at + 24),
      localHeaderOffset: cd.readUInt32LE(at + 42),
    };
    applyZip64Extra(entry, cd.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.push(entry);
    at = end;
  }
  return entries;
}

/** Replaces each 0xFFFFFFFF field with its 64-bit value from the ZIP64 extra field, in APPNOTE's order. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  const fields = (['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const).filter((f) => entry[f] === MAX_32);
  if (fields.length === 0) return;
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA_ID) {
      if (size < 8 * fields.length || at + 4 + size > extra.length) break;
      fields.forEach((field, i) => {
        entry[field] = Number(extra.readBigUInt64LE(at + 4 + 8 * i));
      });
      return;
    }
    at += 4 + size;
  }
  throw new XlsxError('CORRUPT', `entry ${entry.name} lacks its ZIP64 extra field`);
}
