/**
 * multipart/form-data uploads, streamed to temporary files with busboy (docs/dependencies.md): nothing is
 * held in memory, each file is hashed as it arrives, and a file past its limit stops the upload with 413.
 * Upload limits are the caller's, apart from BODY_LIMIT (which bounds JSON and form bodies only).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { refuseControlsInBody } from './controlChars.ts';
import { httpError } from './errors.ts';

export interface UploadedFile {
  /** The name the client gave, as it gave it (shown to users, never used on disk). */
  fileName: string;
  path: string;
  size: number;
  sha256: string;
}

export interface MultipartOptions {
  /** The file fields to keep, each with its own size limit in bytes; other files are discarded. */
  files: Readonly<Record<string, number>>;
  /** A new temporary path for each kept file (the caller moves or removes it). */
  tempPath(): Promise<string>;
}

export interface Multipart {
  files: Map<string, UploadedFile>;
  fields: Map<string, string>;
  /** Removes the temporary files that the caller did not move away. */
  cleanup(): Promise<void>;
}

/**
 * A client's file name as its user named it: without a folder path (old browsers sent one), with the
 * quote and line breaks that browsers percent-encode in multipart headers decoded, control characters gone.
 */
export function clientFileName(raw: string): string {
  return raw
    .split(/[\\/]/)
    .pop()!
    .replace(/%22/g, '"')
    .replace(/%0[ad]|[\u0000-\u001f\u007f]/gi, '')
    .trim()
    .slice(0, 200);
}

export function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');
}

/** Reads a multipart request; throws 415 (not multipart), 413 (too large) or 400 (malformed). */
export async function readMultipart(req: IncomingMessage, options: MultipartOptions): Promise<Multipart> {
  if (!isMultipart(req)) throw httpError(415, 'files.notMultipart');
  const largest = Math.max(...Object.values(options.files));
  const total = Object.values(options.files).reduce((a, b) => a + b, 0);
  // Field text (the token copy of spec section 7, small options) and part headers: 64 KB is plenty.
  if (Number(req.headers['content-length']) > total + 64 * 1024) {
    req.resume();
    throw httpError(413, 'files.tooLarge', { limit: formatLimit(largest) });
  }
  const files = new Map<string, UploadedFile>();
  const fields = new Map<string, string>();
  const writes: Promise<void>[] = [];
  let tooLarge: number | undefined;
  const cleanup = async () => {
    await Promise.all([...files.values()].map((f) => rm(f.path, { force: true })));
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send the raw UTF-8 bytes of a Chinese file name, which busboy would read as latin1.
      defParamCharset: 'utf8',
      limits: { fileSize: largest, files: Object.keys(options.files).length + 2, fields: 20, fieldSize: 8192, parts: 30 },
    });
  } catch {
    req.resume();
    throw httpError(400, 'files.badUpload');
  }

  parser.on('file', (name: string, stream: Readable, info: busboy.FileInfo) => {
    const limit = options.files[name];
    if (limit === undefined || files.has(name)) {
      stream.resume();
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    const file: UploadedFile = { fileName: info.filename ?? '', path: '', size: 0, sha256: '' };
    writes.push(
      (async () => {
        file.path = await options.tempPath();
        files.set(name, file);
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          hash.update(chunk);
          if (size > limit) tooLarge ??= limit;
        });
        stream.on('limit', () => (tooLarge ??= limit));
        await pipeline(stream, createWriteStream(file.path));
        file.size = size;
        file.sha256 = hash.digest('hex');
      })(),
    );
  });
  parser.on('field', (name: string, value: string) => {
    if (!fields.has(name)) fields.set(name, value);
  });

  try {
    await pipeline(req, parser);
    await Promise.all(writes);
  } catch {
    await Promise.allSettled(writes);
    await cleanup();
    req.resume();
    throw httpError(400, 'files.badUpload');
  }
  if (tooLarge !== undefined) {
    await cleanup();
    throw httpError(413, 'files.tooLarge', { limit: formatLimit(tooLarge) });
  }
  try {
    refuseControlsInBody(Object.fromEntries(fields));
  } catch (e) {
    await cleanup();
    throw e;
  }
  return { files, fields, cleanup };
}
