/**
 * Headers and token placement, spec sections 6 and 7, as a beforeRequest hook:
 * - `TenantId: 1` and the user's `deptId` on every request;
 * - `Authorization: Bearer <token>` unless the call opted out (or brings its own, like the Basic of sign-in);
 * - token copies: GET requests carry it as a `token` parameter; a request with a body gets it in the body and,
 *   when its URL has no query string, as a `token` parameter; the password- and SMS-login URLs get none.
 * The server authenticates by the header only; the copies are what the spec's back ends read.
 */
import { HEADER_DEPT, HEADER_TENANT } from '../../model/wire.ts';
import type { RequestBody, RequestState } from './options.ts';

/** Spec section 6: the tenant header on every request. */
export const TENANT_ID = '1';

/** Spec section 7: the sign-in URLs that never carry token copies. */
export const TOKENLESS_PATHS: ReadonlySet<string> = new Set(['/auth/oauth/login', '/auth/mobile/token/sms', '/lgbsmp/sms/login']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The body with the token in it; a body the caller gave a `token` keeps it, a JSON array cannot take one. */
function withToken(body: RequestBody, token: string): RequestBody {
  switch (body.type) {
    case 'json':
      return isPlainObject(body.value) && !('token' in body.value) ? { type: 'json', value: { ...body.value, token } } : body;
    case 'form':
      return 'token' in body.value ? body : { type: 'form', value: { ...body.value, token } };
    case 'multipart': {
      if (body.value.has('token')) return body;
      // A copy: the caller's FormData stays as it was (it may be sent again).
      const copy = new FormData();
      body.value.forEach((value, name) => copy.append(name, value));
      copy.append('token', token);
      return { type: 'multipart', value: copy };
    }
  }
}

export function tokenRules({ request, ports }: RequestState): void {
  const { headers, url } = request;
  if (!headers.has(HEADER_TENANT)) headers.set(HEADER_TENANT, TENANT_ID);
  const dept = ports.session.getDeptId();
  if (dept && !headers.has(HEADER_DEPT)) headers.set(HEADER_DEPT, dept);

  if (!request.auth) return;
  const token = ports.session.getToken();
  if (!token) return;
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  if (TOKENLESS_PATHS.has(url.pathname)) return;
  if (request.method === 'GET') {
    if (!url.searchParams.has('token')) url.searchParams.append('token', token);
    return;
  }
  if (!request.body) return;
  request.body = withToken(request.body, token);
  if (url.search === '') url.searchParams.set('token', token);
}
