/**
 * Random access to the bytes of an uploaded file, whether it is on disk or in memory: the zip reader reads
 * the directory at the end, then streams one entry's bytes without loading the file.
 */
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { XlsxError } from './errors.ts';

export interface ByteSource {
  readonly size: number;
  /** Exactly the bytes [position, position + length), which the caller has checked lie within `size`. */
  read(position: number, length: number): Promise<Buffer>;
  /** The same bytes as a stream, for an entry too large to read at once. */
  stream(position: number, length: number): Readable;
  close(): Promise<void>;
}

function bufferSource(buffer: Buffer): ByteSource {
  return {
    size: buffer.length,
    read: async (position, length) => buffer.subarray(position, position + length),
    stream: (position, length) => Readable.from([buffer.subarray(position, position + length)]),
    close: async () => undefined,
  };
}

async function fileSource(path: string): Promise<ByteSource> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw new XlsxError('READ_FAILED', `cannot open ${path}: ${(error as Error).message}`, {}, { cause: error });
  }
  const { size } = await handle.stat();
  return {
    size,
    async read(position, length) {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      if (bytesRead !== length) throw new XlsxError('TRUNCATED', `short read at ${position}: the file changed while read`);
      return buffer;
    },
    // A descriptor of its own: destroying a stream made from the shared handle would close the handle.
    stream(position, length) {
      if (length === 0) return Readable.from([]);
      return createReadStream(path, { start: position, end: position + length - 1 });
    },
    close: () => handle.close(),
  };
}

/** A byte source over a file path or a buffer. */
export function openByteSource(input: string | Buffer): Promise<ByteSource> {
  return typeof input === 'string' ? fileSource(input) : Promise.resolve(bufferSource(input));
}
