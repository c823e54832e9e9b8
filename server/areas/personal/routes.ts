/**
 * The personal page's calls (/info; docs/session.md, "Personal information"). Each one acts on the
 * signed-in user themself, named by the session, never by a parameter:
 *   POST   /lgbsmp/api/v1/personal/avatar          multipart `file` (an image, at most 2 MB) → { avatar }
 *   GET    /lgbsmp/api/v1/avatar/{id}              public: the image of a user's avatar (avatar.ts says why)
 *   GET    /lgbsmp/api/v1/personal/loginLog        currentPage, pageSize → page of the user's sign-ins
 *   GET    /lgbsmp/api/v1/personal/sessions        → the user's live sessions, the current one marked
 *   DELETE /lgbsmp/api/v1/personal/sessions/{id}   ends another of the user's own sessions
 */
import type { AreaDeps } from '../../areas.ts';
import { filesDepsOf } from '../../engine/filesDeps.ts';
import type { Router } from '../../http/router.ts';
import { AVATAR_PATH, sendAvatar, uploadAvatar } from './avatar.ts';
import { ownLoginLog } from './ownLoginLog.ts';
import { endOwnSession, ownSessions } from './ownSessions.ts';

const BASE = '/lgbsmp/api/v1/personal';

export function personalRoutes(router: Router, deps: AreaDeps): void {
  // After engineRoutes: the attachments' store and clock are the engine's.
  const files = filesDepsOf(deps.app);
  router.post(`${BASE}/avatar`, (ctx) => uploadAvatar(files, ctx.principal!, ctx.req));
  router.get(`${AVATAR_PATH}/{id}`, (ctx) => sendAvatar(ctx, files), { public: true });
  router.get(`${BASE}/loginLog`, (ctx) => ownLoginLog(deps.db, ctx.principal!.userId, ctx.query));
  router.get(`${BASE}/sessions`, (ctx) => ownSessions(deps.db, ctx.principal!.userId, ctx.principal!.sessionId, files.clock.now()));
  router.delete(`${BASE}/sessions/{id}`, (ctx) =>
    endOwnSession(deps.db, ctx.principal!.userId, ctx.principal!.sessionId, ctx.params.id!, files.clock.now()));
}
