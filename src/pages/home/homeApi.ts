/**
 * Home's calls (server/areas/home, docs/home.md): figures per resource, the kinds of work the user has today
 * with their counts, one kind's items, the 共享展示 showcase's latest and the open 银龄驿站.
 */
import type { Page } from '../../../model/wire.ts';
import { http } from '../../http/client.ts';
import type { Client } from '../../http/request.ts';
import { rememberKinds } from './homeKinds.ts';

const API = '/lgbsmp/api/v1';

export interface ResourceCount {
  /** A declared resource (model/resources). */
  resource: string;
  total: number;
  /** Per lifecycle state, for resources with one. */
  byState?: Record<string, number>;
}

export interface LatestItem {
  id: string;
  title: string;
  date: string | null;
}

export interface HomeSummary {
  counts: ResourceCount[];
  latest: { resource: string; available: true; records: LatestItem[] } | { resource: string; available: false };
}

/** Where a kind shows: 待办, 待阅, 提醒, 共享. */
export type HomeGroup = 'todo' | 'read' | 'remind' | 'shared';

export interface HomeKind {
  type: string;
  group: HomeGroup;
  /** Message key of its name; `{name}` is its resource's label. */
  label: string;
  /** The resource its items are records of: an item opens with that declaration's detail view. */
  resource?: string;
  /** The area's page where the whole matter is handled. */
  areaPage?: string;
}

export interface HomeWork {
  kinds: (HomeKind & { count: number })[];
  asOf: string;
}

export interface HomeItem {
  id: string;
  title: string;
  date: string | null;
  orgName: string | null;
  note: string | null;
  /** The area's page for an item that is no record of the kind's resource. */
  link?: string;
  /** The resource of an item of a kind that gathers several. */
  resource?: string;
}

export interface SharedItem {
  id: string;
  kind: string;
  title: string;
  orgName: string | null;
  date: string;
}

export interface HomeStation {
  id: string;
  name: string;
  address: string;
  phone: string;
  openHours: string | null;
  starLevel: number | null;
}

export interface FigureRow {
  label?: string;
  resource?: string;
  state?: string;
  hours?: true;
  value: number;
}

export interface HomeFigures {
  groups: { key: 'cadres' | 'workThisMonth' | 'volunteers' | 'activitiesThisMonth'; rows: FigureRow[] }[];
  asOf: string;
}

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export function getHomeSummary(signal?: AbortSignal, client: Client = http): Promise<HomeSummary> {
  return client.get<HomeSummary>(`${API}/home/summary`, opts(signal));
}

export function getHomeWork(signal?: AbortSignal, client: Client = http): Promise<HomeWork> {
  return client.get<HomeWork>(`${API}/home/items`, opts(signal)).then((work) => {
    rememberKinds(work.kinds);
    return work;
  });
}

export function getHomeItems(type: string, page: { current: number; size: number }, signal?: AbortSignal, client: Client = http) {
  return client.get<Page<HomeItem> & { kind: HomeKind }>(`${API}/home/items/${encodeURIComponent(type)}`, { ...opts(signal), params: page }).then((list) => {
    rememberKinds([list.kind]);
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
