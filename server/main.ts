/** The portal's server process: configuration from the environment, clean exit on SIGTERM/SIGINT. */
import { ConfigError, loadConfig } from './config.ts';
import { LockedError } from './db/lockfile.ts';
import { RefusedEngineError } from './db/open.ts';
import { createLogger } from './log.ts';
import { startServer } from './start.ts';

const log = createLogger({ level: (process.env.LOG_LEVEL as 'info') ?? 'info' });

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer(config, log);
  log.info('portal listening', { url: running.url, engine: running.db.engine });

  let signals = 0;
  const shutdown = (signal: string) => {
    if (++signals > 1) {
      log.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    log.info('shutting down', { signal });
    running.stop().then(
      () => {
        log.info('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        log.error('shutdown failed', { err });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof LockedError || err instanceof RefusedEngineError;
  if (known) log.error((err as Error).message);
  else if ((err as NodeJS.ErrnoException)?.code === 'ECONNREFUSED' || (err as NodeJS.ErrnoException)?.code === 'ENOTFOUND')
    log.error('无法连接数据库 (DATABASE_URL)。Cannot reach the database given by DATABASE_URL.', { err });
  else log.error('start-up failed', { err });
  process.exit(1);
});
