/**
 * The server process: configuration from the environment, start, a clean stop on SIGTERM/SIGINT, and
 * a clear message with a non-zero exit when it cannot start. main.ts runs it; the process tests run it
 * with an extra route through `onStarted`.
 */
import { ConfigError, loadConfig } from './config.ts';
import { LockedError } from './db/lockfile.ts';
import { RefusedEngineError } from './db/open.ts';
import { DatabaseUnavailableError } from './db/postgres.ts';
import { createLogger, type Logger } from './log.ts';
import { startServer, type Running } from './start.ts';

export interface RunOptions {
  /** Called once the server listens. */
  onStarted?(running: Running, log: Logger): void;
}

export async function runServer(options: RunOptions = {}): Promise<void> {
  const log = createLogger({ level: (process.env.LOG_LEVEL as 'info') ?? 'info' });
  let running: Running | undefined;
  let signals = 0;
  const stop = () => {
    running!.stop().then(
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
  // Handled from the very beginning: a signal during start-up stops the server as soon as it is up,
  // so the database is still closed cleanly and the lock file released.
  const shutdown = (signal: string) => {
    if (++signals > 1) {
      log.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    log.info('shutting down', { signal });
    if (running) stop();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    running = await startServer(loadConfig(), log);
  } catch (err) {
    const message = startupMessage(err);
    if (message) log.error(message);
    else log.error('start-up failed', { err });
    process.exit(1);
  }
  log.info('portal listening', { url: running.url, engine: running.db.engine });
  options.onStarted?.(running, log);
  if (signals > 0) stop();
}

/** The operator's message for a start-up failure we expect; undefined for a bug (logged with its stack). */
function startupMessage(err: unknown): string | undefined {
  const known = [ConfigError, LockedError, RefusedEngineError, DatabaseUnavailableError];
  if (known.some((type) => err instanceof type)) return (err as Error).message;
  const { code, port, address } = err as NodeJS.ErrnoException & { port?: number; address?: string };
  if (code === 'EADDRINUSE') {
    return `端口 ${address}:${port} 已被占用。Port ${port} on ${address} is already in use: stop the other process or set PORT.`;
  }
  if (code === 'EACCES' && port !== undefined) {
    return `没有权限监听端口 ${port}。Not allowed to listen on port ${port}: use a port above 1023 or set PORT.`;
  }
  return undefined;
}
