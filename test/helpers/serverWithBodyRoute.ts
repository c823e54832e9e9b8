/**
 * The real server process (runServer, as dist/server/main.mjs runs it) plus one public test route,
 * POST /lgbsmp/api/v1/test/echo, that logs "test route: reading body" and then waits for the request
 * body: a test can hold a request in flight for as long as it wants, without timers.
 */
import { runServer } from '../../server/runServer.ts';

await runServer({
  onStarted(running, log) {
    running.app.router.post(
      '/lgbsmp/api/v1/test/echo',
      async (ctx) => {
        log.info('test route: reading body');
        return ctx.body();
      },
      { public: true },
    );
  },
});
