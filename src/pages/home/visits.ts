/**
 * The pages a user opens most, remembered in this browser among their preferences (until a logout)
 * for the home page's shortcuts: a count per address, the least used forgotten beyond a bound so
 * the record stays small.
 */
import { preferences } from '../../shell/preferences.ts';
import type { PrefixedStorage } from '../../store/storage.ts';

const LIMIT = 50;
const keyOf = (userId: string) => `visits:${userId}`;

type Counts = Record<string, number>;

function read(storage: PrefixedStorage, userId: string): Counts {
  const saved = storage.get(keyOf(userId));
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
  return Object.fromEntries(Object.entries(saved).filter((e): e is [string, number] => typeof e[1] === 'number' && e[0].startsWith('/')));
}

export function recordVisit(userId: string, address: string, storage: PrefixedStorage = preferences): void {
  const counts = read(storage, userId);
  counts[address] = (counts[address] ?? 0) + 1;
  const kept = Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, LIMIT);
  storage.set(keyOf(userId), Object.fromEntries(kept));
}

/** The most visited addresses, most first. */
export function topVisits(userId: string, count: number, storage: PrefixedStorage = preferences): string[] {
  return Object.entries(read(storage, userId)).sort((a, b) => b[1] - a[1]).slice(0, count).map(([address]) => address);
}
