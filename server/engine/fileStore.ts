/**
 * Files on disk under FILES_DIR, one folder per purpose. Every stored file has a random name (never the
 * user's file name), and is written under a temporary name first and renamed when complete, so that a
 * half-written file is never served. Folders are made on first use: a server that stores nothing makes none.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export type StoreArea = 'attachments' | 'exports' | 'imports' | 'incoming';

const NAME = /^[0-9a-f]{32}(\.part)?$/;

export interface FileStore {
  readonly dir: string;
  /** A new random storage name: 32 hex characters. */
  newName(): string;
  /** The absolute path of a stored file; refuses any name that is not one of ours. */
  pathOf(area: StoreArea, name: string): string;
  /** Makes the area's folder when missing and returns the path for a new file there. */
  prepare(area: StoreArea, name: string): Promise<string>;
  /** Moves a complete file into place (same file system: a rename). */
  move(from: string, area: StoreArea, name: string): Promise<void>;
  remove(area: StoreArea, name: string): Promise<void>;
  /** Size of a stored file, or null when it is missing. */
  sizeOf(area: StoreArea, name: string): Promise<number | null>;
  open(area: StoreArea, name: string): ReadStream;
}

export function createFileStore(dir: string): FileStore {
  const pathOf = (area: StoreArea, name: string) => {
    if (!NAME.test(name)) throw new Error(`not a storage name: ${JSON.stringify(name)}`);
    return path.join(dir, area, name);
  };
  return {
    dir,
    newName: () => randomBytes(16).toString('hex'),
    pathOf,
    async prepare(area, name) {
      await mkdir(path.join(dir, area), { recursive: true });
      return pathOf(area, name);
    },
    async move(from, area, name) {
      await mkdir(path.join(dir, area), { recursive: true });
      await rename(from, pathOf(area, name));
    },
    async remove(area, name) {
      await rm(pathOf(area, name), { force: true });
    },
    async sizeOf(area, name) {
      try {
        return (await stat(pathOf(area, name))).size;
      } catch {
        return null;
      }
    },
    open: (area, name) => createReadStream(pathOf(area, name)),
  };
}
