/**
 * The organisation calls of /system/unit (docs/api.md, "Organisations"): the engine-shaped list, read,
 * create and update through `resourceApi`, and the system area's own moves, state changes, delete, name
 * search and the unit's administrators.
 */
import type { Page } from '../../../../model/wire.ts';
import { resourceApi, type PageQuery } from '../../../http/api/resource.ts';
import { http } from '../../../http/client.ts';
import type { Client } from '../../../http/request.ts';

export type OrgKind = 'province' | 'city' | 'county' | 'unit';

/** An organisation as `GET organization` answers it. */
export interface OrgRecord {
  [field: string]: unknown;
  id: string;
  version: number;
  name: string;
  shortName: string | null;
  kind: OrgKind;
  parentId: string | null;
  parentIdName: string | null;
  regionCode: string | null;
  telephone: string | null;
  address: string | null;
  sort: number;
  enabled: boolean;
  /** Materialised path of ids, `/330000/330100/`. */
  path: string;
  childCount: number;
  staffCount: number;
  updateTime: string;
}

export interface OrgAdmin {
  id: string;
  username: string;
  name: string;
  mobile: string | null;
  /** Role names. */
  roles: string[];
}

export interface OrgMatch {
  id: string;
  name: string;
  kind: OrgKind;
  parentId: string | null;
  parentName: string | null;
}

const BASE = '/lgbsmp/api/v1/organization';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const orgApi = resourceApi<OrgRecord>('organization');

/** One page of an organisation's direct sub-organisations, in their order. */
export function orgChildren(parentId: string, query: PageQuery, signal?: AbortSignal): Promise<Page<OrgRecord>> {
  return orgApi.list({ ...query, parentId }, { signal });
}

/** The unit's administrators; the silent code 4 当前组织没有单位管理员 when it has none. */
export function orgAdmins(id: string, signal?: AbortSignal): Promise<OrgAdmin[]> {
  return http.get<OrgAdmin[]>(`${one(id)}/admin`, { signal });
}

/** Enabled organisations within scope whose name or short name contains the text (at most 50). */
export function searchOrgs(name: string, signal?: AbortSignal): Promise<OrgMatch[]> {
  return http.get<OrgMatch[]>(`${BASE}/search`, { params: { name }, signal });
}

export function moveOrg(id: string, parentId: string, client: Client = http): Promise<OrgRecord> {
  return client.put<OrgRecord>(`${one(id)}/move`, { json: { parentId } });
}

export function setOrgEnabled(id: string, enabled: boolean, client: Client = http): Promise<OrgRecord> {
  return client.put<OrgRecord>(`${one(id)}/${enabled ? 'enable' : 'disable'}`);
}

export function deleteOrg(id: string, client: Client = http): Promise<{ deleted: number }> {
  return client.delete<{ deleted: number }>(one(id));
}
