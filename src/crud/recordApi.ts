/**
 * The resource engine's calls beyond list/get/create/update/remove (src/http/api/resource.ts): a record's
 * history, lifecycle transitions, and the recycle bin (list, restore, purge). Paths as server/engine/routes.ts.
 */
import type { Page } from '../../model/wire.ts';
import { http } from '../http/client.ts';
import type { PageQuery } from '../http/api/resource.ts';

export type WireRecord = Record<string, unknown> & { id: string; version: number };

export interface HistoryEntry {
  id: number;
  time: string;
  username: string | null;
  userName: string | null;
  action: 'create' | 'update' | 'delete' | 'restore' | 'purge' | 'transition' | 'reveal' | 'export' | 'import';
  /** { field: [before, after] }; null for actions without changes. */
  changes: Record<string, [unknown, unknown]> | Record<string, unknown> | null;
}

const base = (resource: string) => `/lgbsmp/api/v1/${resource}`;
const one = (resource: string, id: string) => `${base(resource)}/${encodeURIComponent(id)}`;

export function recordHistory(resource: string, id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return http.get<HistoryEntry[]>(`${one(resource, id)}/history`, { signal });
}

/** PUT {resource}/{id}/{transition} with the version read and the reason given. */
export function transition(resource: string, id: string, name: string, body: { version: number; reason?: string }): Promise<WireRecord> {
  return http.put<WireRecord>(`${one(resource, id)}/${encodeURIComponent(name)}`, { json: body });
}

export function listRecycle(resource: string, query: PageQuery, signal?: AbortSignal): Promise<Page<WireRecord>> {
  return http.get<Page<WireRecord>>(`${base(resource)}/recycle`, { params: query, signal });
}

export function restoreRecord(resource: string, id: string): Promise<WireRecord> {
  return http.put<WireRecord>(`${one(resource, id)}/restore`);
}

export function purgeRecords(resource: string, ids: readonly string[]): Promise<{ purged: number }> {
  return ids.length === 1
    ? http.delete<{ purged: number }>(`${one(resource, ids[0]!)}/purge`)
    : http.delete<{ purged: number }>(`${base(resource)}/recycle`, { json: { ids } });
}

/** The unmasked value of a sensitive field (the reveal permission; the server logs every reveal). */
export function revealField(resource: string, id: string, field: string): Promise<unknown> {
  return http.get<unknown>(`${one(resource, id)}/reveal/${encodeURIComponent(field)}`);
}
