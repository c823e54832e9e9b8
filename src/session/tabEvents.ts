/**
 * What other tabs of the portal changed in shared storage: the browser fires a `storage` event in every
 * other tab when one writes localStorage. The session listens for the token (a refresh, a sign-in, a
 * sign-out) and the screen lock. Names come without the product prefix; null means "storage was cleared".
 */
import { STORAGE_PREFIX } from '../store/storage.ts';

export interface TabEvents {
  subscribe(listener: (name: string | null) => void): () => void;
}

export function storageEvents(target: Window = window, prefix: string = STORAGE_PREFIX): TabEvents {
  return {
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        // Only localStorage is shared between tabs; sessionStorage events come from this tab's own frames.
        if (event.storageArea !== null && event.storageArea !== target.localStorage) return;
        if (event.key === null) listener(null);
        else if (event.key.startsWith(prefix)) listener(event.key.slice(prefix.length));
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
