/**
 * app.authenticate: the session of a request from its Authorization header only (copies of the token in
 * the query or body are ignored), then the `sign` check, then the Principal. Nothing about validity is
 * cached: a disabled account or a revoked session is refused on its very next request, on every instance.
 * The session, its user and the stamp of the grants are read in one statement; the grants themselves come
 * from memory while that stamp is unchanged (grants.ts), and a write claims its sign's nonce in the same
 * statement, so a request is one round trip.
 */
import type { Ctx } from '../../http/router.ts';
import { httpError } from '../../http/errors.ts';
import type { AuthDeps } from './authDeps.ts';
import { buildPrincipal } from './buildPrincipal.ts';
import { GRANTS_STAMP } from './grants.ts';
import type { Principal } from './principal.ts';
import { sessionProblem, type SessionFacts } from './sessionState.ts';
import { hashToken } from './tokens.ts';
import { claimedNonce, signOf, verifySign } from './verifySign.ts';

/** last_seen_at is written at most this often per session (idle timeout precision). */
const TOUCH_INTERVAL_MS = 60 * 1000;

interface SessionRow extends SessionFacts {
  [column: string]: unknown;
  grants_stamp: string;
  /** Whether a write's nonce was new; absent for a read. */
  nonce_fresh?: boolean;
  session_id: string;
  token_expires_at: Date;
  user_id: string;
  username: string;
  name: string;
  org_id: string;
  org_path: string;
  city_code: string | null;
}

const SESSION_ROW = `
  SELECT t.session_id, t.expires_at AS token_expires_at, s.user_id, s.revoked_at, s.expires_at, s.last_seen_at,
         u.enabled, u.del_flag, u.username, u.name, u.org_id, o.path AS org_path, o.city_code,
         ${GRANTS_STAMP} AS grants_stamp
  FROM auth_token t JOIN auth_session s ON s.id = t.session_id
  JOIN sys_user u ON u.id = s.user_id JOIN sys_org o ON o.id = u.org_id
  WHERE t.token_hash = $1 AND t.kind = 'access'`;
const SESSION_CLAIMING_NONCE = `
  WITH s AS (${SESSION_ROW}),
  n AS (
    INSERT INTO auth_sign_nonce (session_id, nonce, expires_at) SELECT session_id, $2, $3 FROM s
    ON CONFLICT (session_id, nonce) DO NOTHING RETURNING 1
  )
  SELECT s.*, EXISTS (SELECT 1 FROM n) AS nonce_fresh FROM s`;

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

export function createAuthenticate(deps: AuthDeps): (ctx: Ctx) => Promise<Principal> {
  return async function authenticate(ctx) {
    const token = bearerToken(ctx.req.headers.authorization);
    if (!token) throw httpError(401, 'status.401');
    const now = deps.clock.now();
    // A write's nonce is claimed before its signature is checked: only a holder of the session's token
    // reaches the insert, and a request refused below has used up a nonce no honest client sends again.
    const sign = signOf(ctx, now);
    const claim = claimedNonce(ctx, sign);
    const [row] = await deps.db.query<SessionRow>(
      claim ? SESSION_CLAIMING_NONCE : SESSION_ROW,
      claim ? [hashToken(token), claim.nonce, claim.expiresAt] : [hashToken(token)],
      { byKey: true },
    );
    if (!row) throw httpError(401, 'status.401');
    const problem = sessionProblem(row, now, deps.config.auth);
    if (problem === 'disabled') throw httpError(401, 'auth.disabled');
    if (problem || now >= row.token_expires_at.getTime()) throw httpError(401, 'session.expired');
    await verifySign(ctx, sign, token, deps.config.bodyLimit, row.nonce_fresh === true);
    if (now - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
      await deps.db.query('UPDATE auth_session SET last_seen_at = $2 WHERE id = $1', [row.session_id, new Date(now)], { byKey: true });
    }
    const dept = ctx.req.headers.deptid;
    return buildPrincipal(
      { sessionId: row.session_id, userId: row.user_id, username: row.username, name: row.name, orgId: row.org_id, orgPath: row.org_path, cityCode: row.city_code },
      await deps.grants.at(row.user_id, row.grants_stamp),
      await deps.grants.tree(row.grants_stamp),
      Array.isArray(dept) ? undefined : dept,
    );
  };
}
