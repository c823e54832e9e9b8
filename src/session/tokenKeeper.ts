/**
 * Keeps the sign-in's token alive (spec sections 4 and 9): every 10 s it compares the stored expiry with the
 * clock and refreshes when 120 s or less remain. Across tabs there is one refresh at a time (refreshLock.ts);
 * the other tabs adopt the new token from shared storage, and learn of a sign-out or a new sign-in there.
 * A failed refresh stops the checks (spec section 4); a token arriving later starts them again.
 */
import type { LoginToken } from '../http/api/auth.ts';
import { RequestError } from '../http/errors.ts';
import type { Timers } from '../http/timeout.ts';
import type { PrefixedStorage } from '../store/storage.ts';
import { LOCK_TTL_MS, type RefreshLock } from './refreshLock.ts';
import type { TabEvents } from './tabEvents.ts';
import { readToken, recordOf, TOKEN_RECORD, writeToken, type TokenRecord } from './tokenRecord.ts';

/** Spec section 9. */
export const REFRESH_CHECK_MS = 10_000;
export const REFRESH_BEFORE_MS = 120_000;

export type RefreshOutcome = 'refreshed' | 'busy' | 'failed';

/** What another tab did to the shared sign-in. */
export type ElsewhereChange = 'signedOut' | 'signedIn';

export interface TokenKeeperOptions {
  storage: PrefixedStorage;
  events: TabEvents;
  timers: Timers;
  now(): number;
  lock: RefreshLock;
  refresh(refreshToken: string): Promise<LoginToken>;
  onElsewhere(change: ElsewhereChange): void;
}

export interface TokenKeeper {
  /** The sign-in as stored now (another tab's refresh included). */
  current(): TokenRecord | null;
  /** Keeps a new sign-in's tokens and starts the checks. */
  keep(record: TokenRecord): void;
  /** Forgets the token in every tab and stops the checks. */
  forget(): void;
  /** Starts the checks (nothing to do for a token that cannot be refreshed). */
  start(): void;
  stop(): void;
  isRunning(): boolean;
  /** Refreshes at once when due, under the shared lock. */
  refreshIfDue(): Promise<RefreshOutcome | 'fresh' | 'none'>;
  /** At start-up: a token that can be used now, refreshed or waited for; false when there is none. */
  ensureUsable(): Promise<boolean>;
  /** Stops listening to other tabs (tests, and a page that goes away). */
  dispose(): void;
}

export function createTokenKeeper(options: TokenKeeperOptions): TokenKeeper {
  const { storage, events, timers, now, lock, refresh, onElsewhere } = options;
  // Used only when the browser refuses storage: the sign-in then lives as long as this tab.
  let unstored: TokenRecord | null = null;
  // The sign-in this tab knows, to tell another tab's refresh from its sign-out or a new sign-in.
  let known: TokenRecord | null = readToken(storage);
  let active = false;
  let timer: unknown;
  let inFlight: Promise<RefreshOutcome> | undefined;
  const waiters = new Set<() => void>();

  const current = () => readToken(storage) ?? unstored;

  function put(record: TokenRecord): void {
    unstored = writeToken(storage, record) ? null : record;
    known = record;
  }

  function schedule(): void {
    if (!active || timer !== undefined) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      void check().finally(schedule);
    }, REFRESH_CHECK_MS);
  }

  function stop(): void {
    active = false;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  }

  function start(): void {
    const record = current();
    if (!record?.refresh_token || record.expires_at === null) return;
    active = true;
    schedule();
  }

  const isDue = (record: TokenRecord) => record.expires_at !== null && record.expires_at - now() <= REFRESH_BEFORE_MS;

  async function runRefresh(seen: TokenRecord): Promise<RefreshOutcome> {
    try {
      if (!(await lock.acquire())) return 'busy';
      try {
        const latest = current();
        // Another tab refreshed while this one waited for the lock: the new token is already here.
        if (!latest?.refresh_token || latest.refresh_token !== seen.refresh_token) return 'refreshed';
        put(recordOf(await refresh(latest.refresh_token), now(), latest.signIn));
        return 'refreshed';
      } finally {
        lock.release();
      }
    } catch (error) {
      // Spec section 4: a failed refresh stops the timer. The request layer has shown it (and, for an
      // ended session, cleared the token and gone to the login portal).
      stop();
      if (error instanceof RequestError) return 'failed';
      throw error;
    }
  }

  function refreshIfDue(): Promise<RefreshOutcome | 'fresh' | 'none'> {
    const record = current();
    if (!record?.refresh_token) return Promise.resolve('none');
    if (!isDue(record)) return Promise.resolve('fresh');
    // One refresh in flight per tab; the lock makes it one per browser.
    inFlight ??= runRefresh(record).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function check(): Promise<void> {
    if (!current()) stop();
    else await refreshIfDue();
  }

  /** Resolves on the next change of the token in another tab, or after `ms`. */
  function nextChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        timers.clearTimeout(handle);
        waiters.delete(done);
        resolve();
      };
      const handle = timers.setTimeout(done, ms);
      waiters.add(done);
    });
  }

  const unsubscribe = events.subscribe((name) => {
    if (name !== null && name !== TOKEN_RECORD) return;
    const stored = readToken(storage);
    const before = known;
    known = stored;
    for (const wake of [...waiters]) wake();
    if (!stored) {
      stop();
      if (before) onElsewhere('signedOut');
      return;
    }
    // A refresh by another tab (same sign-in) needs nothing but the checks; a new sign-in needs the user.
    start();
    if (before?.signIn !== stored.signIn) onElsewhere('signedIn');
  });

  return {
    current,
    keep(record) {
      put(record);
      start();
    },
    forget() {
      stop();
      unstored = null;
      known = null;
      storage.remove(TOKEN_RECORD);
    },
    start,
    stop,
    isRunning: () => active,
    refreshIfDue,
    async ensureUsable() {
      const record = current();
      if (!record) return false;
      if ((await refreshIfDue()) === 'busy') {
        // Another tab is refreshing this very token: wait for its result rather than present it twice.
        const latest = current();
        if (latest?.refresh_token === record.refresh_token && latest.expires_at !== null && latest.expires_at <= now()) {
          await nextChange(LOCK_TTL_MS);
        }
      }
      const latest = current();
      return latest !== null && (latest.expires_at === null || latest.expires_at > now());
    },
    dispose() {
      stop();
      unsubscribe();
    },
  };
}
