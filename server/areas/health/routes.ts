/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers, not stopping). */
import type { AreaDeps } from '../../areas.ts';
import type { Router } from '../../http/router.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

export function healthRoutes(router: Router, { app, db }: AreaDeps): void {
  router.get('/healthz', (ctx) => ctx.send(200, JSON.stringify({ status: 'ok' }), JSON_HEADERS), { public: true });

  router.get('/readyz', async (ctx) => {
    if (!app.ready) return ctx.send(503, JSON.stringify({ status: 'unavailable' }), JSON_HEADERS);
    try {
      await db.query('SELECT 1');
    } catch (err) {
      ctx.log.warn('readiness check failed', { err });
      return ctx.send(503, JSON.stringify({ status: 'database unavailable' }), JSON_HEADERS);
    }
    ctx.send(200, JSON.stringify({ status: 'ready', engine: db.engine }), JSON_HEADERS);
  }, { public: true });
}
