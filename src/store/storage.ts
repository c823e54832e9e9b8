/**
 * Prefixed browser storage (spec section 3 "Stored item"): every value is kept as
 * `{ dataType, content, type, datetime }` under `<prefix><name>`, in localStorage or sessionStorage.
 * Values of any JSON type come back with their type; an entry that is corrupt, of another shape or of
 * another product is ignored, never thrown, and a browser that refuses storage (private mode, quota) makes
 * writes report false rather than break the page that wrote.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonKind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';
export type StorageType = 'local' | 'session';

/** One stored value as spec section 3 describes it. */
export interface StoredItem {
  dataType: JsonKind;
  content: Json;
  type: StorageType;
  /** When it was written, Unix milliseconds. */
  datetime: number;
}

export interface PrefixedStorage {
  /** Writes a value; false when the browser refused (no storage, quota exceeded). */
  set(name: string, content: Json, type?: StorageType): boolean;
  /** The stored item, looked up in sessionStorage first, then localStorage. */
  getItem(name: string): StoredItem | undefined;
  /** The stored value, or undefined when there is none (or it is unreadable). */
  get(name: string): Json | undefined;
  remove(name: string): void;
  /** Removes this product's entries (never another product's) from both storages, except the names kept. */
  clear(keep?: readonly string[]): void;
}

/** The product prefix all keys share (spec section 9). */
export const STORAGE_PREFIX = 'lgbsmp-';

function kindOf(value: Json): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'boolean' | 'number' | 'string' | 'object';
}

function isStoredItem(value: unknown): value is StoredItem {
  if (typeof value !== 'object' || value === null || !('content' in value)) return false;
  const item = value as Partial<StoredItem>;
  return (
    (item.type === 'local' || item.type === 'session') &&
    typeof item.datetime === 'number' &&
    item.content !== undefined &&
    // A number that JSON could not keep (NaN, Infinity) comes back as null: its kind no longer matches.
    kindOf(item.content) === item.dataType
  );
}

export interface StorageOptions {
  prefix?: string;
  /** Getters, because touching `localStorage` itself can throw (disabled storage, sandboxed frames). */
  local?: () => Storage | undefined;
  session?: () => Storage | undefined;
  now?: () => number;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export function createStorage(options: StorageOptions = {}): PrefixedStorage {
  const prefix = options.prefix ?? STORAGE_PREFIX;
  const now = options.now ?? Date.now;
  const backends: Record<StorageType, () => Storage | undefined> = {
    local: options.local ?? (() => globalThis.localStorage),
    session: options.session ?? (() => globalThis.sessionStorage),
  };
  const backend = (type: StorageType) => safely(backends[type]);

  function read(type: StorageType, name: string): StoredItem | undefined {
    const raw = safely(() => backend(type)?.getItem(prefix + name));
    if (raw === undefined || raw === null) return undefined;
    const parsed = safely(() => JSON.parse(raw) as unknown);
    return isStoredItem(parsed) ? parsed : undefined;
  }

  const storage: PrefixedStorage = {
    set(name, content, type = 'local') {
      const item: StoredItem = { dataType: kindOf(content), content, type, datetime: now() };
      const target = backend(type);
      if (!target) return false;
      try {
        target.setItem(prefix + name, JSON.stringify(item));
        return true;
      } catch {
        return false;
      }
    },
    getItem: (name) => read('session', name) ?? read('local', name),
    get: (name) => storage.getItem(name)?.content,
    remove(name) {
      for (const type of ['local', 'session'] as const) safely(() => backend(type)?.removeItem(prefix + name));
    },
    clear(keep = []) {
      const kept = new Set(keep.map((name) => prefix + name));
      for (const type of ['local', 'session'] as const) {
        const target = backend(type);
        if (!target) continue;
        const keys = safely(() => Array.from({ length: target.length }, (_, i) => target.key(i))) ?? [];
        for (const key of keys) {
          if (key !== null && key.startsWith(prefix) && !kept.has(key)) safely(() => target.removeItem(key));
        }
      }
    },
  };
  return storage;
}

/** The portal's storage: the page's localStorage and sessionStorage. */
export const storage = createStorage();
