/**
 * Tabs of one browser sharing localStorage, as Chromium shares it: each tab reads its own copy at once and
 * writes it at once; the browser applies writes one after the other in a later task and passes each to the
 * other tabs as a `storage` event, and a tab ignores another tab's change to a key it has a write of its
 * own under way for (so all tabs end with the browser's last value). Each tab has its own sessionStorage.
 * Storage events reach the session through the real `storageEvents` (src/session/tabEvents.ts).
 */
import { createStorage, type PrefixedStorage } from '../../../src/store/storage.ts';
import { storageEvents, type TabEvents } from '../../../src/session/tabEvents.ts';
import { MemoryStorage } from '../../helpers/memoryStorage.ts';

export interface Tab {
  storage: PrefixedStorage;
  events: TabEvents;
  /** This tab's localStorage itself, to read the raw entries. */
  local: Storage;
}

export interface BrowserTabs {
  tab(): Tab;
  /** Resolves once every write so far has reached every tab and their storage events have run. */
  settled(): Promise<void>;
}

const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));

export function browserTabs(): BrowserTabs {
  const shared = new Map<string, string>();
  const areas: TabArea[] = [];
  let queue: Promise<void> = Promise.resolve();

  class TabArea implements Storage {
    readonly cache = new Map<string, string>(shared);
    readonly pending = new Map<string, number>();
    readonly target = Object.assign(new EventTarget(), { localStorage: this as Storage });

    get length() {
      return this.cache.size;
    }
    key(index: number) {
      return [...this.cache.keys()][index] ?? null;
    }
    getItem(key: string) {
      return this.cache.get(key) ?? null;
    }
    setItem(key: string, value: string) {
      this.cache.set(key, String(value));
      this.send(key, String(value));
    }
    removeItem(key: string) {
      this.cache.delete(key);
      this.send(key, null);
    }
    clear() {
      for (const key of [...this.cache.keys()]) this.removeItem(key);
    }
    private send(key: string, value: string | null) {
      this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
      queue = queue.then(nextTask).then(() => apply(this, key, value));
    }
  }

  function apply(from: TabArea, key: string, value: string | null) {
    if (value === null) shared.delete(key);
    else shared.set(key, value);
    for (const area of areas) {
      if (area === from) {
        area.pending.set(key, area.pending.get(key)! - 1);
        continue;
      }
      if ((area.pending.get(key) ?? 0) > 0) continue;
      if (value === null) area.cache.delete(key);
      else area.cache.set(key, value);
      area.target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value, storageArea: area }));
    }
  }

  return {
    tab() {
      const area = new TabArea();
      areas.push(area);
      const session = new MemoryStorage();
      return {
        storage: createStorage({ local: () => area, session: () => session }),
        events: storageEvents(area.target as unknown as Window),
        local: area,
      };
    },
    async settled() {
      let seen: Promise<void>;
      do {
        seen = queue;
        await seen;
        await nextTask();
      } while (seen !== queue);
    },
  };
}
