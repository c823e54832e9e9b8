/**
 * Which list columns are shown and how wide they are, remembered in the browser per user and resource
 * (prefixed storage), so the table looks the same next time on this machine.
 */
import { useCallback, useMemo, useState } from 'react';
import { listFields } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Json } from '../../store/storage.ts';
import { storage } from '../../store/storage.ts';

export const DEFAULT_WIDTH = 140;
export const MIN_WIDTH = 60;
export const MAX_WIDTH = 800;

export interface ColumnPrefs {
  hidden: readonly string[];
  widths: Readonly<Record<string, number>>;
}

const columnPrefsKey = (userKey: string, resource: string) => `crud-columns:${userKey}:${resource}`;

function read(key: string): ColumnPrefs {
  const stored = storage.get(key);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return { hidden: [], widths: {} };
  const hidden = Array.isArray(stored.hidden) ? stored.hidden.filter((h): h is string => typeof h === 'string') : [];
  const widths: Record<string, number> = {};
  if (stored.widths && typeof stored.widths === 'object' && !Array.isArray(stored.widths)) {
    for (const [name, w] of Object.entries(stored.widths)) if (typeof w === 'number') widths[name] = clampWidth(w);
  }
  return { hidden, widths };
}

export const clampWidth = (width: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));

/** The declared width of a list column (`list: 120`), else the default. */
export function declaredWidth(def: ResourceDef, name: string): number {
  const list = def.fields.find((f) => f.name === name)?.list;
  return typeof list === 'number' ? list : DEFAULT_WIDTH;
}

export function useColumnPrefs(def: ResourceDef, userKey: string) {
  const key = columnPrefsKey(userKey, def.name);
  const [prefs, setPrefs] = useState<{ key: string; value: ColumnPrefs }>(() => ({ key, value: read(key) }));
  // Another user (or resource) on the same component: read their prefs.
  const current = prefs.key === key ? prefs.value : read(key);

  const save = useCallback(
    (change: (p: ColumnPrefs) => ColumnPrefs) =>
      setPrefs((old) => {
        const value = change(old.key === key ? old.value : read(key));
        storage.set(key, value as unknown as Json);
        return { key, value };
      }),
    [key],
  );

  const visible = useMemo(() => listFields(def).map((f) => f.name).filter((n) => !current.hidden.includes(n)), [def, current.hidden]);
  return {
    visible,
    widths: current.widths,
    setVisible: useCallback(
      (names: readonly string[]) => save((p) => ({ ...p, hidden: listFields(def).map((f) => f.name).filter((n) => !names.includes(n)) })),
      [save, def],
    ),
    setWidth: useCallback((name: string, width: number) => save((p) => ({ ...p, widths: { ...p.widths, [name]: clampWidth(width) } })), [save]),
  };
}
