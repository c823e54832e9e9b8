/**
 * An exclusive lock on the PGlite data directory. PGlite itself does not lock it, and a second process
 * on the same directory silently loses committed rows; so a second server fails at once instead.
 */
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class LockedError extends Error {}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/** Directories this process holds: opening one twice in one process loses rows just the same. */
const held = new Set<string>();

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
    return undefined; // vanished or not ours: treated as stale
  }
}

/** Takes the lock (taking over a stale one left by a dead process); returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  if (held.has(dataDir)) {
    throw new LockedError(`数据目录 ${dataDir} 已在本进程中打开。The data directory is already open in this process.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'portal.lock');
  const me: Owner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  // Written in full under a private name, then linked into place: the lock file appears with its
  // content at once (link fails if one exists), so no reader ever sees it half-written.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, file);
        held.add(dataDir);
        return () => {
          held.delete(dataDir);
          if (readOwner(file)?.pid === me.pid) unlinkSync(file);
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        const owner = readOwner(file);
        if (owner && owner.host !== me.host) {
          // Whether a process on another machine (a shared network disk) is alive cannot be known here.
          throw new LockedError(
            `数据目录 ${dataDir} 被另一台主机 ${owner.host} 上的进程 (pid ${owner.pid}) 锁定。` +
              `The data directory is locked by process ${owner.pid} on host ${owner.host}; if that server is stopped, delete ${file}.`,
          );
        }
        if (owner && owner.pid !== me.pid && alive(owner.pid)) {
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
  } finally {
    unlinkSync(draft);
  }
  throw new LockedError(`无法锁定数据目录 ${dataDir}。Could not lock the data directory.`);
}
