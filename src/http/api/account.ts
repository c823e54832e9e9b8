/** Password and login-reminder calls of spec section 7 ("SMS and passwords"), and the usersTo list. */
import type { Page } from '../../../model/wire.ts';
import { http } from '../client.ts';
import type { Params } from '../query.ts';
import type { Client } from '../request.ts';

const REMINDER = '/lgbsmp/api/v1/loginReminderSetting';

/** GET the login reminder setting. */
export function getLoginReminder(client: Client = http): Promise<unknown> {
  return client.get(REMINDER);
}

/** PUT the login reminder setting. */
export function saveLoginReminder(setting: Record<string, unknown>, client: Client = http): Promise<unknown> {
  return client.put(REMINDER, { json: setting });
}

/** POST .../verify (the signed-in user) or .../verify/{userId}. */
export function verifyLoginReminder(fields: Record<string, string>, userId?: string, client: Client = http): Promise<unknown> {
  const path = userId === undefined ? `${REMINDER}/verify` : `${REMINDER}/verify/${encodeURIComponent(userId)}`;
  return client.post(path, { json: fields });
}

/** PUT /lgbsmp/api/v1/pwd/update (the token goes in the body and query by the token rules). */
export function updatePassword(fields: Record<string, string>, client: Client = http): Promise<void> {
  return client.put<void>('/lgbsmp/api/v1/pwd/update', { json: fields });
}

/**
 * What a password reset answers: how the new password reached its owner. `chosen`: the administrator set it;
 * `sms`: a one-time password texted to the owner's number (`mobile`, masked); `shown`: a one-time password
 * for the administrator to hand over (`password`, answered this once).
 */
export interface ResetPasswordAnswer {
  userId: string;
  delivery: 'chosen' | 'sms' | 'shown';
  password?: string;
  mobile?: string;
  mustChangePassword: true;
}

/** PUT /lgbsmp/api/v1/user/resetPassword: `{ userId, password? }` (sealed); none makes a one-time password. */
export function resetPassword(fields: Record<string, string>, client: Client = http): Promise<ResetPasswordAnswer> {
  return client.put<ResetPasswordAnswer>('/lgbsmp/api/v1/user/resetPassword', { json: fields });
}

/** POST /lgbsmp/api/v1/user/forceLogout: every session of the account ends at once. */
export function forceLogout(userId: string, client: Client = http): Promise<{ revoked: number }> {
  return client.post<{ revoked: number }>('/lgbsmp/api/v1/user/forceLogout', { json: { userId } });
}

/** A person usersTo offers: an enabled account within the caller's data scope. */
export interface PickablePerson {
  id: string;
  username: string;
  name: string;
  orgId: string;
  orgName: string;
}

/**
 * GET /lgbsmp/api/v1/usersTo with its own paging names (currentPage, pageSize) and a type (1: the acting
 * department only); `name` filters. The people picker (src/crud/pickers/recordSources.ts) asks it.
 */
export function usersTo(
  query: Params & { currentPage: number; pageSize: number; type?: string; name?: string },
  client: Client = http,
  signal?: AbortSignal,
): Promise<Page<PickablePerson>> {
  return client.get<Page<PickablePerson>>('/lgbsmp/api/v1/usersTo', { params: query, signal });
}
