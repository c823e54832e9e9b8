/**
 * An exclusive lock on the PGlite data directory. PGlite itself does not lock it, and a second process
 * on the same directory silently loses committed rows; so a second server fails at once instead.
 */
import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class LockedError extends Error {}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Owner;
  } catch {
    return undefined; // vanished or half-written: treated as stale
  }
}

/** Takes the lock (taking over a stale one left by a dead process); returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'portal.lock');
  const me: Owner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => {
        if (readOwner(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = readOwner(file);
      if (owner && owner.host === me.host && owner.pid !== me.pid && alive(owner.pid)) {
        throw new LockedError(
          `数据目录 ${dataDir} 已被另一个进程 (pid ${owner.pid}, 自 ${owner.since}) 使用。` +
            `The data directory is in use by process ${owner.pid}; stop it or set DATA_DIR to another directory.`,
        );
      }
      try {
        unlinkSync(file); // stale: its owner is gone
      } catch {
        /* another starter removed it first; try again */
      }
    }
  }
  throw new LockedError(`无法锁定数据目录 ${dataDir}。Could not lock the data directory.`);
}
