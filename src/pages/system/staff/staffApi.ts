/**
 * The staff-account calls of /system/staff (docs/api.md, "Staff accounts"): the engine-shaped list, read,
 * create, update and delete through `resourceApi`, and the account's state, roles and departments, and the
 * roles the user may hand out. Password resets and forced sign-outs are the auth calls of account.ts.
 */
import { resourceApi } from '../../../http/api/resource.ts';
import { http } from '../../../http/client.ts';
import type { Client } from '../../../http/request.ts';

export interface StaffRole {
  id: string;
  code: string;
  name: string;
}

/** An account as `GET users` answers it. */
export interface StaffRecord {
  [field: string]: unknown;
  id: string;
  version: number;
  username: string;
  name: string;
  orgId: string;
  orgIdName: string;
  enabled: boolean;
  /** Locked by failed sign-ins since `lockedAt`, until the owner signs in by SMS or an administrator unlocks. */
  locked: boolean;
  lockedAt: string | null;
  failedLogins: number;
  mustChangePassword: boolean;
  lastLoginTime: string | null;
  lastLoginIp: string | null;
  roles: StaffRole[];
  depts: { id: string; name: string }[];
  createTime: string;
}

/** A role the user may assign (`GET role/assignable`). */
export interface AssignableRole extends StaffRole {
  dataScope: string;
}

const one = (id: string) => `/lgbsmp/api/v1/users/${encodeURIComponent(id)}`;

export const staffApi = resourceApi<StaffRecord>('users');

export function setStaffEnabled(id: string, enabled: boolean, client: Client = http): Promise<StaffRecord> {
  return client.put<StaffRecord>(`${one(id)}/${enabled ? 'enable' : 'disable'}`);
}

/** Soft delete: the account's sessions end and its user name is free again. */
export function deleteStaff(id: string, client: Client = http): Promise<{ deleted: number }> {
  return client.delete<{ deleted: number }>(one(id));
}

export function unlockStaff(id: string, client: Client = http): Promise<StaffRecord> {
  return client.put<StaffRecord>(`${one(id)}/unlock`);
}

/** The account's whole set of roles. */
export function setStaffRoles(id: string, roleIds: readonly string[], client: Client = http): Promise<StaffRecord> {
  return client.put<StaffRecord>(`${one(id)}/roles`, { json: { roleIds } });
}

/** The account's whole set of departments (its own organisation always stays). */
export function setStaffDepts(id: string, deptIds: readonly string[], client: Client = http): Promise<StaffRecord> {
  return client.put<StaffRecord>(`${one(id)}/depts`, { json: { deptIds } });
}

export function assignableRoles(signal?: AbortSignal): Promise<AssignableRole[]> {
  return http.get<AssignableRole[]>('/lgbsmp/api/v1/role/assignable', { signal });
}
