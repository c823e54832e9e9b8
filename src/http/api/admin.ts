/** The user, menu and log calls of spec section 7 ("Auth": /admin/...). */
import type { ReviewLevelName } from '../../../model/resource/types.ts';
import type { ErrorLogEntry } from '../../store/errorLog.ts';
import { http } from '../client.ts';
import type { Client } from '../request.ts';

/** Spec section 3: a menu entry. */
export interface MenuEntry {
  id: string;
  parentId: string;
  children?: MenuEntry[];
  icon?: string;
  name: string;
  label?: string;
  path: string;
  /** 0 means cached (spec section 2). */
  keepAlive?: string | number;
  code?: string;
  type?: string | number;
  sort?: number;
  hasChildren?: boolean;
  hidden?: boolean;
  spread?: boolean;
  group?: string;
  query?: string;
  /** The declared resource the page shows (its crud views), '' or absent for none. */
  resource?: string;
  meta?: Record<string, unknown>;
}

/** Spec section 3: the user data after sign-in. */
export interface UserInfo {
  /** cityCode: the user's city, the province's code (330000) for the province's staff. */
  organization?: { city?: string; cityCode?: string; organizationName?: string; kind?: string; level?: ReviewLevelName };
  /** The department requests act for (sent back as `deptId`). */
  deptId?: string;
  roleIdList?: string[];
  /** Names of the menus the user may see. */
  authorityList?: string[];
  userId: string;
  userName: string;
  avatar?: string | null;
  deptList?: unknown[];
  roleList?: unknown[];
  permissions?: string[];
  menu?: MenuEntry[];
}

/** Spec section 9: the page size of the authority list fetch. */
export const AUTHORITY_PAGE_SIZE = 3000;

/** GET /admin/user. */
export function getUserInfo(client: Client = http): Promise<UserInfo> {
  return client.get<UserInfo>('/admin/user');
}

/** POST /admin/user/changePassword (the form's fields; the new password encrypted like the sign-in one). */
export function changePassword(fields: Record<string, string>, client: Client = http): Promise<void> {
  return client.post<void>('/admin/user/changePassword', { json: fields });
}

/** GET /admin/menu?type=left: the user's menu tree. */
export function getMenu(client: Client = http): Promise<MenuEntry[]> {
  return client.get<MenuEntry[]>('/admin/menu', { params: { type: 'left' } });
}

/** GET /admin/menu with page size 3000: the menus behind authorityList. */
export function getAuthorityMenus(client: Client = http): Promise<MenuEntry[]> {
  return client.get<MenuEntry[]>('/admin/menu', { params: { type: 'left', size: AUTHORITY_PAGE_SIZE } });
}

/** POST /admin/log/logs: the local error log entries, as a JSON array. */
export function uploadErrorLogs(entries: readonly ErrorLogEntry[], client: Client = http): Promise<void> {
  return client.post<void>('/admin/log/logs', { json: entries });
}
