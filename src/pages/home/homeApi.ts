/**
 * Home's calls (server/areas/home, docs/home.md): figures per resource, the kinds of work the user has today
 * with their counts, one kind's items, the 共享展示 showcase's latest and the open 银龄驿站.
 */
import type { HomeFigures, HomeItem, HomeKind, HomeStation, HomeSummary, HomeWork, SharedItem } from '../../../model/home.ts';
import type { Page } from '../../../model/wire.ts';
import { http } from '../../http/client.ts';
import type { Client } from '../../http/request.ts';
import { rememberKinds } from './homeKinds.ts';
import { namedKind } from './namedKind.ts';

const API = '/lgbsmp/api/v1';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export function getHomeSummary(signal?: AbortSignal, client: Client = http): Promise<HomeSummary> {
  return client.get<HomeSummary>(`${API}/home/summary`, opts(signal));
}

export function getHomeWork(signal?: AbortSignal, client: Client = http): Promise<HomeWork> {
  return client.get<HomeWork>(`${API}/home/items`, opts(signal)).then((work) => {
    rememberKinds(work.kinds.map(namedKind));
    return work;
  });
}

export function getHomeItems(type: string, page: { current: number; size: number }, signal?: AbortSignal, client: Client = http) {
  return client.get<Page<HomeItem> & { kind: HomeKind }>(`${API}/home/items/${encodeURIComponent(type)}`, { ...opts(signal), params: page }).then((list) => {
    rememberKinds([namedKind(list.kind)]);
    return list;
  });
}

export function getHomeShared(signal?: AbortSignal, client: Client = http): Promise<{ records: SharedItem[] }> {
  return client.get<{ records: SharedItem[] }>(`${API}/homeShared`, opts(signal));
}

export function getHomeStations(signal?: AbortSignal, client: Client = http): Promise<{ records: HomeStation[] }> {
  return client.get<{ records: HomeStation[] }>(`${API}/homePoststation`, opts(signal));
}

export function getHomeFigures(signal?: AbortSignal, client: Client = http): Promise<HomeFigures> {
  return client.get<HomeFigures>(`${API}/home/figures`, opts(signal));
}
