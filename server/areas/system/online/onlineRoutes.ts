/**
 * 在线用户 (online sessions) within the reader's scope: who is signed in, from where, since when, last
 * seen; and forced sign-out of one session or of every session of a user (docs/api.md):
 *   GET onlineUser; DELETE onlineUser/{sessionId}; DELETE onlineUser/user/{userId}
 * A session is live while not revoked, not past its absolute end and not idle past SESSION_IDLE_TIMEOUT.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { logOperation } from '../../../engine/oplog.ts';
import { API } from '../../../engine/routes.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import type { Router } from '../../../http/router.ts';
import { revokeSession, revokeUserSessions } from '../../auth/sessions.ts';
import { actorOf } from '../actor.ts';
import { pageOf } from '../../../db/pageOf.ts';
import { pageParams } from '../../../http/pageParams.ts';
import { manageableAccount } from '../staff/accountGuard.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { escapeLike } from '../../../db/escapeLike.ts';

export function onlineRoutes(router: Router, deps: SystemDeps): void {
  /** The live-session condition on `s`, with the time parameters added to p. */
  const live = (p: SqlParams) => {
    const now = deps.now();
    return `s.revoked_at IS NULL AND s.expires_at > ${p.add(new Date(now))} AND s.last_seen_at > ${p.add(new Date(now - deps.config.auth.sessionIdleTimeout * 1000))}`;
  };

  router.get(`${API}/onlineUser`, async (ctx) => {
    const principal = ctx.principal!;
    const p = new SqlParams();
    const where = [live(p), orgScopeSql('u.org_id', principal.scope, p, 'u.create_by', principal.userId)];
    const name = ctx.query.get('name')?.trim();
    if (name) {
      const like = p.add(`%${escapeLike(name)}%`);
      where.push(`(u.name ILIKE ${like} OR u.username ILIKE ${like})`);
    }
    const page = await pageOf(deps.db, {
      columns: `s.id AS "sessionId", u.id AS "userId", u.username, u.name, o.name AS "orgName", s.ip, s.user_agent AS "userAgent",
                s.client_id AS client, s.method, s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt"`,
      from: `FROM auth_session s JOIN sys_user u ON u.id = s.user_id JOIN sys_org o ON o.id = u.org_id WHERE ${where.join(' AND ')}`,
      order: 's.created_at DESC, s.id',
    }, p.values, pageParams(ctx.query, 20));
    return { ...page, records: page.records.map((r) => ({ ...r, current: r.sessionId === principal.sessionId })) };
  }, { permission: SYS.online.view });

  router.delete(`${API}/onlineUser/{sessionId}`, async (ctx) => {
    const actor = actorOf(ctx);
    const sessionId = ctx.params.sessionId!;
    if (sessionId === actor.principal.sessionId) throw businessError(zh('online.ownSession'), 400);
    return deps.db.transaction(async (tx) => {
      const p = new SqlParams();
      const [session] = await tx.query<{ user_id: string; name: string }>(
        `SELECT s.user_id, u.name FROM auth_session s JOIN sys_user u ON u.id = s.user_id WHERE s.id = ${p.add(sessionId)} AND ${live(p)}`,
        p.values,
      );
      if (!session) throw businessError(zh('online.gone'));
      await manageableAccount(tx, actor.principal, session.user_id, { action: 'state' });
      await revokeSession(tx, sessionId, 'forced', deps.now());
      await logOperation(tx, actor, { resource: 'onlineUser', recordId: session.user_id, action: 'update', title: session.name, changes: { sessions: [[sessionId], []] } });
      return { revoked: 1 };
    });
  }, { permission: SYS.online.forceLogout });

  router.delete(`${API}/onlineUser/user/{userId}`, async (ctx) => {
    const actor = actorOf(ctx);
    return deps.db.transaction(async (tx) => {
      await manageableAccount(tx, actor.principal, ctx.params.userId!, { action: 'state' });
      const revoked = await revokeUserSessions(tx, ctx.params.userId!, 'forced', deps.now());
      await logOperation(tx, actor, { resource: 'onlineUser', recordId: ctx.params.userId!, action: 'update', changes: { revoked: [null, revoked] } });
      return { revoked };
    });
  }, { permission: SYS.online.forceLogout });
}
