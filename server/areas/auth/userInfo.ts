/** The user data of spec section 3, as `GET /admin/user` answers it (and the SMS/SSO sign-ins include it). */
import { httpError } from '../../http/errors.ts';
import { levelOfKind } from '../../../model/resource/reviewLifecycle.ts';
import type { ReviewLevelName } from '../../../model/resource/types.ts';
import { CITIES, PROVINCE } from '../../../model/zhejiang.ts';
import type { Queryable } from '../../db/db.ts';
import type { Grants } from './grants.ts';
import { findUserById } from './users.ts';

export interface UserInfo {
  userId: string;
  /** The login name. */
  userName: string;
  /** The person's name, for the header's welcome line. */
  name: string;
  avatar: string | null;
  /** `kind`: province, city, county or unit; `level`: the level the user decides at in a levelled review (levelOfKind). */
  organization: { id: string; organizationName: string; city: string; cityCode: string; kind: string; level: ReviewLevelName };
  /** The department requests act for (the deptId header when it is one of deptList). */
  deptId: string;
  deptList: { id: string; name: string }[];
  roleIdList: string[];
  roleList: { id: string; code: string; name: string; dataScope: string }[];
  /** Names of the menus granted (a top group shows when one of its items is here). */
  authorityList: string[];
  /** Menu and button permission codes. */
  permissions: string[];
  mustChangePassword: boolean;
}

/** Shaoxing's rule (spec section 6) compares the city by name, so the name is what `city` carries. */
function cityName(code: string | null): string {
  return CITIES.find((c) => c.code === code)?.name ?? PROVINCE.name;
}

/** `grants`: the user's, as the caller read them (a request's principal carries them). */
export async function userInfo(db: Queryable, userId: string, grants: Grants, deptId?: string): Promise<UserInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw httpError(401, 'status.401');
  return {
    userId: user.id,
    userName: user.username,
    name: user.name,
    avatar: user.avatar,
    organization: { id: user.orgId, organizationName: user.orgName, city: cityName(user.cityCode), cityCode: user.cityCode ?? PROVINCE.code, kind: user.orgKind, level: levelOfKind(user.orgKind) },
    deptId: deptId ?? user.orgId,
    deptList: grants.depts.map(({ id, name }) => ({ id, name })),
    roleIdList: grants.roles.map((r) => r.id),
    roleList: grants.roles,
    authorityList: grants.menuNames,
    permissions: grants.permissions,
    mustChangePassword: user.mustChangePassword,
  };
}
