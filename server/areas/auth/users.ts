/** The account rows sign-in needs: one query shape, by name, id or mobile number. */
import type { Queryable } from '../../db/db.ts';

export interface AuthUser {
  id: string;
  username: string;
  name: string;
  orgId: string;
  orgName: string;
  orgPath: string;
  /** sys_org.kind: province, city, county or unit. */
  orgKind: string;
  cityCode: string | null;
  enabled: boolean;
  mobile: string | null;
  avatar: string | null;
  passwordHash: string;
  mustChangePassword: boolean;
  createBy: string | null;
}

const SELECT = `SELECT u.id, u.username, u.name, u.org_id AS "orgId", o.name AS "orgName", o.path AS "orgPath", o.kind AS "orgKind",
  o.city_code AS "cityCode", u.enabled, u.mobile, u.avatar, u.password_hash AS "passwordHash",
  u.must_change_password AS "mustChangePassword", u.create_by AS "createBy"
  FROM sys_user u JOIN sys_org o ON o.id = u.org_id WHERE u.del_flag = 0`;

/** User names are unique regardless of case (sys_user_username index). */
export async function findUserByName(q: Queryable, username: string): Promise<AuthUser | undefined> {
  const [row] = await q.query<AuthUser & Record<string, unknown>>(`${SELECT} AND lower(u.username) = lower($1)`, [username]);
  return row;
}

export async function findUserById(q: Queryable, id: string): Promise<AuthUser | undefined> {
  const [row] = await q.query<AuthUser & Record<string, unknown>>(`${SELECT} AND u.id = $1`, [id]);
  return row;
}

/** Enabled accounts with this mobile number (the number is not unique in sys_user). */
export async function findUsersByMobile(q: Queryable, mobile: string): Promise<AuthUser[]> {
  return q.query<AuthUser & Record<string, unknown>>(`${SELECT} AND u.enabled AND u.mobile = $1 ORDER BY u.id LIMIT 2`, [mobile]);
}
