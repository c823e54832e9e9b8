/**
 * A lock shared by the tabs of one browser, so that one tab at a time refreshes the token: the server's
 * reuse detection revokes the whole session when one refresh token is presented twice (docs/security.md).
 *
 * Where the browser has Web Locks (a secure context: https, or the portal on localhost) they are the lock:
 * exclusive, and freed by the browser when a tab closes. The holder keeps it a second after its refresh
 * (`HOLD_AFTER_MS`), so that its new token has reached the other tabs before one of them may take the lock
 * and compare.
 *
 * On a plain-http intranet there are none, and the lock is a localStorage item `{ owner, until }`.
 * localStorage has no compare-and-set: two tabs may both write. Each writer waits a moment for the writes to
 * reach every tab and then reads again; all tabs then see the same last writer, and only that one goes
 * ahead. A tab closed mid-refresh leaves the lock to expire after `ttlMs`. A tab too slow to see the other's
 * write within the wait may still go ahead with it, which the Web Locks cannot.
 */
import type { PrefixedStorage } from '../store/storage.ts';

const REFRESH_LOCK = 'refresh_lock';
/** Longer than the request timeout (30 s): a slow refresh still holds the lock while it can succeed. */
export const LOCK_TTL_MS = 35_000;
/** Time for one tab's localStorage write to reach the others. */
const LOCK_SETTLE_MS = 150;
/** With Web Locks: how long the holder keeps the lock after its refresh, for its token to reach the others. */
const HOLD_AFTER_MS = 1000;

export interface RefreshLock {
  /** True when this tab holds the lock now; false when another tab does. */
  acquire(): Promise<boolean>;
  release(): void;
}

export interface RefreshLockOptions {
  storage: PrefixedStorage;
  /** This tab's id. */
  owner: string;
  now(): number;
  wait(ms: number): Promise<void>;
  ttlMs?: number;
  settleMs?: number;
  /** The browser's Web Locks (`navigator.locks`), where the context has them. */
  locks?: Pick<LockManager, 'request'>;
}

interface Held {
  owner: string;
  until: number;
}

function isHeld(value: unknown): value is Held {
  return typeof value === 'object' && value !== null && typeof (value as Held).owner === 'string' && typeof (value as Held).until === 'number';
}

export function createRefreshLock(options: RefreshLockOptions): RefreshLock {
  return options.locks ? webLock(options.locks, options.wait) : storageLock(options);
}

function webLock(locks: Pick<LockManager, 'request'>, wait: (ms: number) => Promise<void>): RefreshLock {
  let free: (() => void) | undefined;
  return {
    acquire: () =>
      new Promise<boolean>((granted, failed) => {
        locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) => {
          granted(!!lock);
          return lock && new Promise<void>((resolve) => (free = resolve));
        }).catch(failed);
      }),
    release() {
      if (free) void wait(HOLD_AFTER_MS).then(free);
      free = undefined;
    },
  };
}

function storageLock({ storage, owner, now, wait, ttlMs = LOCK_TTL_MS, settleMs = LOCK_SETTLE_MS }: RefreshLockOptions): RefreshLock {
  const read = (): Held | null => {
    const value = storage.get(REFRESH_LOCK);
    return isHeld(value) ? value : null;
  };
  const take = () => storage.set(REFRESH_LOCK, { owner, until: now() + ttlMs });
  return {
    async acquire() {
      const held = read();
      if (held && held.owner !== owner && held.until > now()) return false;
      if (!take()) return true; // No storage to share: this tab is alone with its token.
      await wait(settleMs);
      // Still ours after the wait (even if a throttled background timer made it long): nobody else wrote.
      if (read()?.owner !== owner) return false;
      take();
      return true;
    },
    release() {
      if (read()?.owner === owner) storage.remove(REFRESH_LOCK);
    },
  };
}
