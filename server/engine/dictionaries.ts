/**
 * Dictionaries: the built-in ones are synchronised into the database at start (new types and items are
 * added; what administrators changed is kept). Reads go through an in-memory cache that every instance
 * drops when any instance announces a change (NOTIFY dict_changed).
 */
import { randomUUID } from 'node:crypto';
import { DICTIONARIES, type DictType } from '../../model/dictionaries.ts';
import type { Db, Queryable } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import { lockSchema } from '../db/migrate.ts';



export const DICT_CHANGED = 'dict_changed';

/** Adds the built-in types and items that the database lacks. */
export async function syncDictionaries(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting at once on one PostgreSQL: the second waits, then finds nothing to add.
    await lockSchema(tx);
    await insertMissing(tx);
  });
}

async function insertMissing(tx: Queryable): Promise<void> {
  const types = new Set((await tx.query<{ code: string }>('SELECT code FROM sys_dict_type')).map((r) => r.code));
  const items = new Set((await tx.query<{ k: string }>(`SELECT type_code || ':' || code AS k FROM sys_dict_item`)).map((r) => r.k));
  await insertRows(
    tx,
    'sys_dict_type',
    DICTIONARIES.filter((t) => !types.has(t.code)).map((t, i) => ({ code: t.code, name: t.name, builtin: true, sort: i + 1 })),
  );
  await insertRows(
    tx,
    'sys_dict_item',
    DICTIONARIES.flatMap((t) =>
      t.items
        .filter((item) => !items.has(`${t.code}:${item.code}`))
        .map((item) => ({
          id: randomUUID().replaceAll('-', ''),
          type_code: t.code,
          code: item.code,
          label: item.label,
          parent_code: item.parent ?? null,
          sort: item.sort,
          builtin: true,
        })),
    ),
  );
}

export interface Dictionaries {
  /** Every type with its items (disabled ones included, flagged), loaded once and cached. */
  all(): Promise<DictType[]>;
  /** Lookup for validation: true for an enabled item, false otherwise; undefined for an unknown type. */
  checker(): Promise<(type: string, code: string) => boolean | undefined>;
  /** Label of a code (the code itself when unknown). */
  labeller(): Promise<(type: string, code: unknown) => string>;
  /** Drops this instance's cache and tells the other instances to drop theirs. */
  changed(): Promise<void>;
  /** Starts listening for other instances' changes; returns the unsubscribe function. */
  listen(): Promise<() => Promise<void>>;
}

export function createDictionaries(db: Db): Dictionaries {
  // The types, and every label by `type:code`, made once per load: a list labels each of its rows' codes.
  let cache: Promise<{ map: Map<string, DictType>; labels: Map<string, string> }> | undefined;

  const load = () =>
    (cache ??= (async () => {
      const types = await db.query<{ code: string; name: string }>('SELECT code, name FROM sys_dict_type WHERE enabled ORDER BY sort, code');
      const rows = await db.query<{ type_code: string; code: string; label: string; parent_code: string | null; sort: number; enabled: boolean }>(
        'SELECT type_code, code, label, parent_code, sort, enabled FROM sys_dict_item ORDER BY type_code, sort, code',
      );
      const map = new Map<string, DictType>(types.map((t) => [t.code, { code: t.code, name: t.name, items: [] }]));
      for (const r of rows) {
        map.get(r.type_code)?.items.push({ code: r.code, label: r.label, parentCode: r.parent_code, sort: r.sort, enabled: r.enabled });
      }
      const labels = new Map<string, string>();
      for (const t of map.values()) for (const i of t.items) labels.set(`${t.code}:${i.code}`, i.label);
      return { map, labels };
    })().catch((e) => {
      cache = undefined;
      throw e;
    }));

  return {
    all: async () => [...(await load()).map.values()],
    async checker() {
      const { map } = await load();
      return (type, code) => {
        const t = map.get(type);
        if (!t) return undefined;
        return t.items.some((i) => i.code === code && i.enabled);
      };
    },
    async labeller() {
      const { labels } = await load();
      return (type, code) => (code === null || code === undefined ? '' : labels.get(`${type}:${String(code)}`) ?? String(code));
    },
    async changed() {
      cache = undefined;
      await db.notify(DICT_CHANGED, '');
    },
    listen: () =>
      db.listen(DICT_CHANGED, () => {
        cache = undefined;
      }),
  };
}
