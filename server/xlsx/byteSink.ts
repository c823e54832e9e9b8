/**
 * The writer's output: counts the bytes written (the zip offsets) and turns the stream's backpressure into
 * promises, so a slow client or disk pauses row generation instead of piling the file up in memory.
 */
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { XlsxError } from './errors.ts';

type Stream = NodeJS.EventEmitter & { readonly destroyed: boolean };

/** Any failure of the output as the typed error the caller of the writer sees. */
export function outputError(error: Error): XlsxError {
  return error instanceof XlsxError ? error : new XlsxError('OUTPUT_FAILED', error.message, {}, { cause: error });
}

/** Resolves on the stream's next 'drain'; rejects if it fails or closes first (nothing would ever drain it). */
export function whenDrained(stream: Stream): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) reject(outputError(error));
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new XlsxError('OUTPUT_FAILED', 'the output closed while waiting for it to drain'));
    if (stream.destroyed) return onClose();
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}

export class ByteSink {
  /** Bytes handed to the output so far, which is the zip offset of the next byte. */
  offset = 0;
  #error: Error | null = null;

  constructor(readonly out: Writable) {
    // Kept, not thrown: the next write reports it to whoever is generating rows.
    out.on('error', (error) => {
      this.#error ??= error;
    });
  }

  /** Hands `chunk` to the output now; false when the output asks to wait for `drained()` before more. */
  push(chunk: Buffer): boolean {
    if (this.#error || this.out.destroyed || this.out.writableEnded) {
      throw new XlsxError('OUTPUT_FAILED', `cannot write: ${this.#error?.message ?? 'the output is closed'}`);
    }
    this.offset += chunk.length;
    return this.out.write(chunk);
  }

  /** Writes `chunk`, waiting for the output to drain when it is full. */
  async write(chunk: Buffer): Promise<void> {
    if (!this.push(chunk)) await this.drained();
  }

  drained(): Promise<void> {
    return whenDrained(this.out);
  }

  /** Ends the output and waits until everything was flushed (for a file: written and closed). */
  async end(): Promise<void> {
    this.out.end();
    try {
      await finished(this.out);
    } catch (error) {
      throw outputError(error as Error);
    }
  }
}
