/**
 * The dictionaries (GET /lgbsmp/api/v1/dictionary: types with their items), loaded once per page and
 * shared by every list, form and detail view: labels of codes, select options, and the checker that the
 * shared validation (model/resource/validate.ts) asks whether a code is an enabled item.
 */
import { useEffect } from 'react';
import type { DictType } from '../../../model/dictionaries.ts';
import { http } from '../../http/client.ts';
import { createStore } from '../../store/createStore.ts';
import { useStore } from '../../store/useStore.ts';

export interface Dictionaries {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  types: ReadonlyMap<string, DictType>;
  /** Labels by `type:code`, so that a label costs one lookup. */
  labels: ReadonlyMap<string, string>;
}

export const dictionaryStore = createStore<Dictionaries>({ status: 'idle', types: new Map(), labels: new Map() });

let loading: Promise<void> | undefined;

/** Loads the dictionaries unless they are loaded or loading. */
function loadDictionaries(): Promise<void> {
  if (loading) return loading;
  if (dictionaryStore.getState().status === 'ready') return Promise.resolve();
  dictionaryStore.setState((s) => ({ ...s, status: 'loading' }));
  loading = http.get<DictType[]>('/lgbsmp/api/v1/dictionary').then(
    // The items come in their order (sort, then code: server/engine/dictionaries.ts), which every picker keeps.
    (types) => {
      const labels = new Map(types.flatMap((t) => t.items.map((i) => [`${t.code}:${i.code}`, i.label] as const)));
      dictionaryStore.setState({ status: 'ready', types: new Map(types.map((t) => [t.code, t])), labels });
      loading = undefined;
    },
    () => {
      // A failed load may be retried by the next view that needs the dictionaries.
      dictionaryStore.setState((s) => ({ ...s, status: 'failed' }));
      loading = undefined;
    },
  );
  return loading;
}

/** The dictionaries, loading them on first use; after a failure, a view opened later tries again. */
export function useDictionaries(): Dictionaries {
  const state = useStore(dictionaryStore);
  useEffect(() => {
    if (state.status === 'idle') void loadDictionaries();
  }, [state.status]);
  useEffect(() => {
    if (dictionaryStore.getState().status === 'failed') void loadDictionaries();
    // Mount only: retrying on every failure would ask again and again.
  }, []);
  return state;
}

/**
 * `load`, answering once the dictionaries are in too (or have failed, and the codes stand in). For a view that
 * labels its data with dictLabel: its loading covers both, so it shows its data labelled, not first by codes.
 */
export function withDictionaries<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => (await Promise.all([load(...args), loadDictionaries()]))[0];
}

/** The label of a code; the code itself when the dictionary or the item is unknown. */
export function dictLabel(dicts: Dictionaries, type: string, code: unknown): string {
  if (code === null || code === undefined || code === '') return '';
  return dicts.labels.get(`${type}:${String(code)}`) ?? String(code);
}

/** The validation's dictionary question: undefined while a dictionary is not loaded (the server decides). */
export function dictChecker(dicts: Dictionaries): (type: string, code: string) => boolean | undefined {
  return (type, code) => {
    const t = dicts.types.get(type);
    return t ? t.items.some((i) => i.code === code && i.enabled) : undefined;
  };
}

/** True when some item of the dictionary has a parent: it is chosen in a tree. */
export function isTreeDictionary(type: DictType | undefined): boolean {
  return type?.items.some((i) => i.parentCode !== null) ?? false;
}
