/** Single sign-on and the hand-offs to sibling systems (spec section 7). */
import { http } from '../client.ts';
import type { Client } from '../request.ts';

/** GET /lgbsmp/api/v2/zzd/substrate: exchanges a single sign-on code for the token and user data. */
export function ssoSubstrate(code: string, client: Client = http): Promise<unknown> {
  return client.get('/lgbsmp/api/v2/zzd/substrate', { params: { code }, auth: false });
}

/** GET /lgbsmp/api/v2/zzd/scanning: the sign-on of a QR-code scan. */
export function ssoScanning(code: string, client: Client = http): Promise<unknown> {
  return client.get('/lgbsmp/api/v2/zzd/scanning', { params: { code }, auth: false });
}

/** POST /lgbsmp/api/v2/zzd/bindZzd: binds the single sign-on account to the signed-in user. */
export function bindSso(fields: Record<string, string>, client: Client = http): Promise<unknown> {
  return client.post('/lgbsmp/api/v2/zzd/bindZzd', { json: fields });
}

/** GET /lgbsmp/api/v1/getAuthCode: a one-time code for the pension-services system. */
export function getPensionAuthCode(client: Client = http): Promise<string> {
  return client.get<string>('/lgbsmp/api/v1/getAuthCode');
}

/**
 * GET /lgbsmp/api/open/getAuthCodeylzk: a temporary token for the other index system. Success is code 0,
 * as for every call, so the envelope's data is the token.
 */
export function getIndexSystemToken(client: Client = http): Promise<string> {
  return client.get<string>('/lgbsmp/api/open/getAuthCodeylzk');
}
