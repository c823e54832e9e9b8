/**
 * The content of one zip entry as a stream of chunks: stored or inflated, counted against the size budget
 * while it is produced, and checked against the CRC and size of the directory at the end.
 */
import { pipeline, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { ByteSource } from './byteSource.ts';
import { crc32 } from './crc32.ts';
import { XlsxError } from './errors.ts';
import type { SizeBudget } from './sizeBudget.ts';
import type { ZipEntry } from './zipDirectory.ts';
import { FLAG_ENCRYPTED, METHOD_DEFLATE, METHOD_STORED, SIG_LOCAL } from './zipRecords.ts';

const LOCAL_HEADER_SIZE = 30;

async function dataOffset(source: ByteSource, entry: ZipEntry): Promise<number> {
  if (entry.localHeaderOffset + LOCAL_HEADER_SIZE > source.size) {
    throw new XlsxError('TRUNCATED', `local header of ${entry.name} beyond the end of the file`);
  }
  const header = await source.read(entry.localHeaderOffset, LOCAL_HEADER_SIZE);
  if (header.readUInt32LE(0) !== SIG_LOCAL) throw new XlsxError('CORRUPT', `bad local header of ${entry.name}`);
  const start = entry.localHeaderOffset + LOCAL_HEADER_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > source.size) throw new XlsxError('TRUNCATED', `data of ${entry.name} beyond the end of the file`);
  return start;
}

/** Yields the uncompressed bytes of `entry`; typed errors for encryption, bombs, truncation and corruption. */
export async function* zipEntryChunks(source: ByteSource, entry: ZipEntry, budget: SizeBudget): AsyncGenerator<Buffer> {
  if (entry.flags & FLAG_ENCRYPTED) throw new XlsxError('UNSUPPORTED', `${entry.name} is encrypted`);
  if (entry.method !== METHOD_DEFLATE && entry.method !== METHOD_STORED) {
    throw new XlsxError('UNSUPPORTED', `${entry.name} uses compression method ${entry.method}`);
  }
  // Refuse early what is declared too large; what is produced is counted below whatever was declared.
  if (entry.uncompressedSize > budget.remaining) budget.take(entry.uncompressedSize, entry.name);

  const raw = source.stream(await dataOffset(source, entry), entry.compressedSize);
  const body: Readable =
    entry.method === METHOD_DEFLATE ? pipeline(raw, createInflateRaw({ chunkSize: 64 * 1024 }), () => undefined) : raw;
  let crc = 0;
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.take(chunk.length, entry.name);
      if (size > entry.uncompressedSize) throw new XlsxError('CORRUPT', `${entry.name} inflates past its declared size`);
      crc = crc32(chunk, crc);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof XlsxError) throw error;
    throw new XlsxError('CORRUPT', `${entry.name}: ${(error as Error).message}`, {}, { cause: error });
  } finally {
    body.destroy();
    raw.destroy();
  }
  if (size !== entry.uncompressedSize || crc !== entry.crc32) {
    throw new XlsxError('CORRUPT', `${entry.name}: size or CRC differs from the directory`);
  }
}
