/**
 * A streaming zip writer: each entry is deflated as it is written and goes straight to the output, followed by
 * a data descriptor; only the central directory (about 100 bytes an entry) is kept until the end. Backpressure
 * runs all the way: a full output pauses the deflater, a full deflater makes `write` wait.
 */
import { finished } from 'node:stream/promises';
import { createDeflateRaw, type DeflateRaw } from 'node:zlib';
import { outputError, whenDrained, type ByteSink } from './byteSink.ts';
import { crc32 } from './crc32.ts';
import { XlsxError } from './errors.ts';
import {
  centralHeader,
  dataDescriptor,
  dosDateTime,
  endRecords,
  FLAG_DESCRIPTOR,
  FLAG_UTF8,
  localHeader,
  MAX_32,
  type CentralEntry,
} from './zipRecords.ts';

export interface ZipWriterOptions {
  /**
   * Sizes and offsets at or past this are written as ZIP64. Default: where 32 bits end. Tests lower it to
   * exercise the ZIP64 records without writing 4 GiB.
   */
  zip64Threshold?: number;
  /** Deflate level, 1 (fastest) to 9 (smallest). Default 3. */
  level?: number;
}

export class ZipWriter {
  readonly #entries: CentralEntry[] = [];
  readonly #threshold: number;
  readonly #level: number;
  readonly #time = dosDateTime(new Date());
  #open: ZipEntryWriter | null = null;
  #finished = false;

  constructor(
    private readonly sink: ByteSink,
    options: ZipWriterOptions = {},
  ) {
    this.#threshold = Math.min(options.zip64Threshold ?? MAX_32, MAX_32);
    // Measured on sheet XML: level 3 deflates in half the time of zlib's default 6, for a file 6% larger.
    this.#level = options.level ?? 3;
  }

  /** Starts an entry to be written in pieces; one entry at a time, closed before the next. */
  async openEntry(name: string): Promise<ZipEntryWriter> {
    if (this.#open || this.#finished) {
      throw new XlsxError('WRITER_STATE', `cannot open ${name}: ${this.#finished ? 'finished' : 'another entry is open'}`);
    }
    const nameBytes = Buffer.from(name, 'utf8');
    const entry: CentralEntry = {
      name: nameBytes,
      flags: FLAG_DESCRIPTOR | (nameBytes.length !== name.length ? FLAG_UTF8 : 0),
      crc32: 0,
      compressedSize: 0,
      uncompressedSize: 0,
      offset: this.sink.offset,
      ...this.#time,
    };
    await this.sink.write(localHeader(entry));
    const writer = new ZipEntryWriter(this.sink, entry, this.#level, async () => {
      await this.sink.write(dataDescriptor(entry, this.#threshold));
      this.#entries.push(entry);
      this.#open = null;
    });
    this.#open = writer;
    return writer;
  }

  /** Adds an entry whose whole content is at hand. */
  async addEntry(name: string, content: string | Buffer): Promise<void> {
    const entry = await this.openEntry(name);
    await entry.write(content);
    await entry.close();
  }

  /** Writes the central directory and the end records, then ends the output. */
  async finish(): Promise<void> {
    if (this.#open || this.#finished) {
      throw new XlsxError('WRITER_STATE', this.#finished ? 'finished twice' : 'an entry is still open');
    }
    this.#finished = true;
    const cdOffset = this.sink.offset;
    for (const entry of this.#entries) await this.sink.write(centralHeader(entry, this.#threshold));
    const cdSize = this.sink.offset - cdOffset;
    await this.sink.write(endRecords(this.#entries.length, cdOffset, cdSize, this.#threshold));
    await this.sink.end();
  }
}

export class ZipEntryWriter {
  readonly #deflate: DeflateRaw;
  #error: Error | null = null;

  constructor(
    private readonly sink: ByteSink,
    private readonly entry: CentralEntry,
    level: number,
    private readonly onClosed: () => Promise<void>,
  ) {
    this.#deflate = createDeflateRaw({ level, chunkSize: 64 * 1024 });
    // A permanent listener: an error between two writes must be reported by the next one, not crash the process.
    this.#deflate.on('error', (error) => {
      this.#error ??= error;
    });
    this.#deflate.on('data', (chunk: Buffer) => this.#forward(chunk));
  }

  /** Compressed output goes to the sink; while the sink is full the deflater pauses, and so do our writes. */
  #forward(chunk: Buffer): void {
    this.entry.compressedSize += chunk.length;
    try {
      if (!this.sink.push(chunk)) {
        this.#deflate.pause();
        this.sink.drained().then(
          () => this.#deflate.resume(),
          (error: Error) => this.#deflate.destroy(error),
        );
      }
    } catch (error) {
      this.#deflate.destroy(error as Error);
    }
  }

  async write(content: string | Buffer): Promise<void> {
    if (this.#error) throw outputError(this.#error);
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    if (bytes.length === 0) return;
    this.entry.crc32 = crc32(bytes, this.entry.crc32);
    this.entry.uncompressedSize += bytes.length;
    if (!this.#deflate.write(bytes)) await whenDrained(this.#deflate);
  }

  /** Flushes the deflater, then writes the data descriptor. */
  async close(): Promise<void> {
    this.#deflate.end();
    try {
      await finished(this.#deflate);
    } catch (error) {
      throw outputError(error as Error);
    }
    await this.onClosed();
  }
}
