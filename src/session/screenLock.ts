/**
 * The lock screen's state (spec sections 2, 4 and 5): the lock password's hash and, while locked, the page to
 * return to. Both live in localStorage, so a locked session stays locked across reloads and in every tab;
 * unlocking removes both (the next lock asks for a new password). A browser that refuses storage keeps
 * them in this tab's memory instead.
 */
import type { Json, PrefixedStorage } from '../store/storage.ts';
import { hashLockPassword, isLockPasswordHash, verifyLockPassword } from './lockPassword.ts';

export const LOCK_PASSWORD = 'lockPassword';
export const SCREEN_LOCK = 'screenLock';

export interface ScreenLock {
  hasPassword(): boolean;
  /** Keeps the hash of a new lock password. */
  setPassword(password: string): Promise<void>;
  lock(returnTo: string): void;
  isLocked(): boolean;
  /** The page that was open when the screen locked. */
  returnTo(): string;
  /** True when the password is right: lock and password are gone. */
  unlock(password: string): Promise<boolean>;
  /** Removes lock and password without one (a new sign-in proved who is there). */
  clear(): void;
}

function returnOf(value: Json | undefined): string | null {
  const to = typeof value === 'object' && value !== null && !Array.isArray(value) ? value.returnTo : undefined;
  return typeof to === 'string' ? to : null;
}

export function createScreenLock(storage: PrefixedStorage): ScreenLock {
  const unstored = new Map<string, Json>();
  const read = (name: string) => storage.get(name) ?? unstored.get(name);
  const write = (name: string, value: Json) => {
    if (storage.set(name, value)) unstored.delete(name);
    else unstored.set(name, value);
  };
  const remove = (name: string) => {
    storage.remove(name);
    unstored.delete(name);
  };
  const clear = () => {
    remove(SCREEN_LOCK);
    remove(LOCK_PASSWORD);
  };
  const hash = () => {
    const value = read(LOCK_PASSWORD);
    return isLockPasswordHash(value) ? value : null;
  };

  return {
    hasPassword: () => hash() !== null,
    async setPassword(password) {
      write(LOCK_PASSWORD, { ...(await hashLockPassword(password)) });
    },
    lock(returnTo) {
      write(SCREEN_LOCK, { returnTo });
    },
    isLocked: () => returnOf(read(SCREEN_LOCK)) !== null,
    returnTo: () => returnOf(read(SCREEN_LOCK)) ?? '/',
    async unlock(password) {
      const stored = hash();
      // A lock without a password (its hash removed by hand) cannot be opened by any guess: only logout.
      if (!stored || !(await verifyLockPassword(stored, password))) return false;
      clear();
      return true;
    },
    clear,
  };
}
