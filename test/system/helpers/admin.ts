/** Setting the stage for system-management tests through the real API: roles with grants, accounts. */
import assert from 'node:assert/strict';
import { catalogueEntries } from '../../../server/areas/menu/syncMenus.ts';
import type { TestServer } from '../../helpers/server.ts';
import { sealed, signIn, type SignedClient } from '../../helpers/session.ts';

export const API = '/lgbsmp/api/v1';

/** Catalogue ids at or below these ids (`system/unit` takes its hidden pages and buttons along). */
export function menusUnder(...ids: string[]): string[] {
  return catalogueEntries()
    .map((e) => e.id)
    .filter((id) => ids.some((p) => id === p || id.startsWith(`${p}/`) || id.startsWith(`${p}#`)));
}

/** Creates a role (with its grants) as `by`, and returns its id; fails the test on any refusal. */
export async function createRole(
  by: SignedClient,
  role: { code: string; name?: string; dataScope: string; orgIds?: string[]; menuIds?: string[] },
): Promise<string> {
  const created = await by.json(`${API}/role`, { method: 'POST', json: { name: role.code, ...role } });
  assert.equal(created.body.code, 0, JSON.stringify(created.body));
  if (role.menuIds) {
    const saved = await by.json(`${API}/RoleRule`, { method: 'PUT', json: { roleId: created.body.data.id, menuIds: role.menuIds } });
    assert.equal(saved.body.code, 0, JSON.stringify(saved.body));
  }
  return created.body.data.id;
}

export const TEST_PASSWORD = 'Portal#2025x';

/** Creates an account as `by` with a chosen password and returns its id. */
export async function createUser(
  server: TestServer,
  by: SignedClient,
  user: { username: string; orgId: string; roleIds?: string[]; name?: string },
): Promise<string> {
  const created = await by.json(`${API}/users`, {
    method: 'POST',
    json: { name: user.username, ...user, password: await sealed(server, TEST_PASSWORD) },
  });
  assert.equal(created.body.code, 0, JSON.stringify(created.body));
  return created.body.data.id;
}

export const signInAs = (server: TestServer, username: string, now?: () => number) =>
  signIn(server, username, { password: TEST_PASSWORD, ...(now ? { now } : {}) });

/** The system pages a local (city or county) administrator runs in these tests. */
export const LOCAL_ADMIN_MENUS = () =>
  menusUnder('system/unit', 'system/unitDetail', 'system/staff', 'system/staffDetail', 'system/roleManagement', 'system/roleAuthorization', 'guideWork/phoneBook');
