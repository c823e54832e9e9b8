/**
 * Where a record picker searches: people through the people picker every signed-in user may ask
 * (GET usersTo, within their scope), records of a declared resource through its own list, searched by its
 * title (or its first text search).
 */
import { fieldOf } from '../../../model/resource/fields.ts';
import type { FieldDef, ResourceDef } from '../../../model/resource/types.ts';
import { usersTo } from '../../http/api/account.ts';
import { resourceApi } from '../../http/api/resource.ts';
import { http } from '../../http/client.ts';
import type { WireRecord } from '../recordApi.ts';
import type { TreeOption } from './treeRows.ts';

export interface RecordSource {
  /** The permission needed to search (undefined: any signed-in user). */
  permission: string | undefined;
  search(text: string, signal: AbortSignal): Promise<TreeOption[]>;
  /** The title of a stored value the record does not name, when it can be read. */
  title?(id: string, signal: AbortSignal): Promise<string>;
}

const RESULTS = 20;

const people: RecordSource = {
  permission: undefined,
  async search(text, signal) {
    const page = await usersTo({ currentPage: 1, pageSize: RESULTS, ...(text ? { name: text } : {}) }, http, signal);
    return page.records.map((p) => ({ value: p.id, label: p.orgName ? `${p.name}（${p.orgName}）` : p.name }));
  },
};

/** `def`: the declaration a `ref` field names (useResource), once loaded. */
export function recordSource(field: FieldDef, def: ResourceDef | undefined): RecordSource | null {
  if (field.type === 'user' || field.type === 'users') return people;
  if (!def) return null;
  const searchable = (f: FieldDef | undefined) => f && (f.search === 'contains' || f.search === 'prefix');
  const key = searchable(fieldOf(def, def.titleField)) ? def.titleField : def.fields.find(searchable)?.name;
  if (!key) return null;
  const api = resourceApi<WireRecord>(def.name);
  const title = (r: WireRecord) => String(r[def.titleField] ?? r.id);
  return {
    permission: def.permissions.view,
    async search(text, signal) {
      const page = await api.list({ ...(text ? { [key]: text } : {}), size: RESULTS }, { signal });
      return page.records.map((r) => ({ value: r.id, label: title(r) }));
    },
    title: async (id, signal) => title(await api.get(id, { signal })),
  };
}
