/** Reads a gzipped text stream line by line, holding one chunk at a time (backups of any size). */
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupError } from './backupFormat.ts';

export async function* gzipLines(input: Readable): AsyncGenerator<string> {
  const text = input.pipe(createGunzip()).setEncoding('utf8');
  input.once('error', (e) => text.destroy(e));
  let rest = '';
  try {
    for await (const chunk of text as AsyncIterable<string>) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      yield* parts;
    }
  } catch (e) {
    // zlib's "incorrect header check" and "unexpected end of file" mean nothing to an operator.
    if ((e as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupError(`不是备份文件，或文件已损坏、不完整 (${(e as Error).message})。Not a backup file, or a damaged or truncated one.`);
    }
    throw e;
  } finally {
    text.destroy();
  }
  if (rest) yield rest;
}
