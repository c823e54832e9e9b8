/**
 * The resource engine's calls (architecture.md "Wire format"): under `/lgbsmp/api/v1/{resource}`, list with
 * `current`/`size` pages, sort and filters; read, create, update, delete one; delete many. A page of the list
 * may be asked for ahead of the view that shows it (ahead.ts): the view's `list` of the same query takes it.
 */
import type { Page } from '../../../model/wire.ts';
import { askAhead, takeAhead, takeArrived } from '../ahead.ts';
import { http } from '../client.ts';
import type { Options } from '../options.ts';
import { encodeForm, type Params } from '../query.ts';
import type { Client } from '../request.ts';

export type Id = string | number;

/** `current` is 1-based; `sort` is `field,asc|desc`; other keys filter (`field_from`/`field_to` for ranges). */
export type PageQuery = Params & { current?: number; size?: number; sort?: string };

type CallOptions = Pick<Options, 'signal'>;

export interface ResourceApi<T> {
  list(query?: PageQuery, options?: CallOptions): Promise<Page<T>>;
  /** Asks for the page `list(query)` will want, before the view that shows it has drawn. */
  ahead(query: PageQuery): void;
  /** That page, taken, when its answer has already come (the view's first drawing shows it); else undefined. */
  arrived(query?: PageQuery): Page<T> | undefined;
  get(id: Id, options?: CallOptions): Promise<T>;
  create(record: Partial<T>): Promise<T>;
  update(id: Id, record: Partial<T>): Promise<T>;
  remove(id: Id): Promise<void>;
  removeMany(ids: readonly Id[]): Promise<void>;
}

/** The calls of one resource; `name` is its path under /lgbsmp/api/v1/ (`cadresTeam/city`, `users`, ...). */
export function resourceApi<T = Record<string, unknown>>(name: string, client: Client = http): ResourceApi<T> {
  const base = `/lgbsmp/api/v1/${name}`;
  const one = (id: Id) => `${base}/${encodeURIComponent(String(id))}`;
  // The same query whatever order its keys were written in.
  const pageKey = (query: PageQuery) => {
    const params = new URLSearchParams(encodeForm(query));
    params.sort();
    return `${base}?${params.toString()}`;
  };
  const ask = (query: PageQuery, options: CallOptions = {}) => client.get<Page<T>>(base, { ...options, params: query });
  return {
    list: (query = {}, options = {}) => takeAhead<Page<T>>(pageKey(query), options.signal) ?? ask(query, options),
    ahead: (query) => askAhead(pageKey(query), () => ask(query)),
    arrived: (query = {}) => takeArrived<Page<T>>(pageKey(query)),
    get: (id, options = {}) => client.get<T>(one(id), options),
    create: (record) => client.post<T>(base, { json: record }),
    update: (id, record) => client.put<T>(one(id), { json: record }),
    remove: (id) => client.delete<void>(one(id)),
    removeMany: (ids) => client.delete<void>(base, { json: { ids } }),
  };
}
