/**
 * An exclusive lock on the PGlite data directory. PGlite itself does not lock it, and a second process
 * on the same directory silently loses committed rows; so a second server fails at once instead.
 * The file names its owner by pid and by the kernel's identity of that process (boot id and start time):
 * a killed server's pid that a later process was given does not hold the lock (issue 17.5).
 */
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processIdentity, processStartedAt } from './processStart.ts';

export class LockedError extends Error {}

interface Owner {
  pid: number;
  host: string;
  since: string;
  /** processIdentity(pid) when written; absent in files of versions before it. */
  process?: string;
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

/** Whether the process that wrote the lock still runs: its pid alive and, where the kernel says, the same process. */
function ownerRuns(owner: Owner): boolean {
  if (!alive(owner.pid)) return false;
  const now = processIdentity(owner.pid);
  if (owner.process && now) return owner.process === now;
  // A file without the identity: a process that started after the lock was written cannot have written it
  // (a second's margin for the clock's precision).
  const started = processStartedAt(owner.pid);
  const since = Date.parse(owner.since);
  return started === undefined || Number.isNaN(since) || started <= since + 1000;
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
  const me: Owner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), process: processIdentity(process.pid) };
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
        if (owner && owner.pid !== me.pid && ownerRuns(owner)) {
          throw new LockedError(
            `数据目录 ${dataDir} 已被另一个进程 (pid ${owner.pid}, 自 ${owner.since}) 使用。` +
              `The data directory is in use by process ${owner.pid}; stop it or set DATA_DIR to another directory.`,
          );
        }
        try {
          unlinkSync(file); // stale: its owner is gone (or its pid now belongs to another process)
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
