/**
 * Runs the portal's real processes (the built server, the npm scripts, small test scripts) and reads
 * what they print: for tests of what only a whole process shows (signals, exit codes, lock files).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../server/paths.ts';

/** A line the process printed: a JSON log line parsed, any other line as `{ text }`. */
export type Line = Record<string, unknown> & { msg?: string; text?: string };

export interface Child {
  readonly process: ChildProcess;
  readonly lines: Line[];
  /** Everything printed so far (stdout and stderr), for assertions and failure messages. */
  output(): string;
  /** The first line, printed or still to come, that matches; rejects if the process exits first. */
  waitFor(match: (line: Line) => boolean): Promise<Line>;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Arguments of node for the built server (npm test builds dist/ before the tests). */
export const BUILT_SERVER = ['dist/server/main.mjs'];

/** Arguments of node for a TypeScript file of the project. */
export function tsx(file: string, ...args: string[]): string[] {
  return ['--import', 'tsx', file, ...args];
}

/**
 * Starts `node ...args` in the project root. The environment is the test's, with the server's settings
 * for a test (any free port on 127.0.0.1, PGlite unless DATABASE_URL is given) under `env`.
 */
export function spawnNode(args: string[], env: Record<string, string | undefined> = {}): Child {
  const merged: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: undefined, ...env };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: Line[] = [];
  let text = '';
  const waiters = new Set<{ match: (line: Line) => boolean; resolve: (line: Line) => void; reject: (e: Error) => void }>();

  const onLine = (raw: string) => {
    let line: Line;
    try {
      const parsed: unknown = JSON.parse(raw);
      line = typeof parsed === 'object' && parsed !== null ? (parsed as Line) : { text: raw };
    } catch {
      line = { text: raw };
    }
    lines.push(line);
    for (const waiter of waiters) {
      if (waiter.match(line)) {
        waiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      parts.forEach(onLine);
    });
    stream.on('end', () => rest && onLine(rest));
  }

  let closed = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => {
      closed = true;
      for (const waiter of waiters) waiter.reject(new Error(`process exited (${code ?? signal}) before the awaited line; it printed:\n${text}`));
      waiters.clear();
      resolve({ code, signal });
    });
  });

  return {
    process: child,
    lines,
    output: () => text,
    exit,
    waitFor(match) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      if (closed) {
        return Promise.reject(new Error(`process already exited; it printed:\n${text}`));
      }
      return new Promise((resolve, reject) => waiters.add({ match, resolve, reject }));
    },
  };
}

/** Runs `node ...args` to its end: exit code and everything it printed. */
export async function runNode(args: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number | null; output: string; lines: Line[] }> {
  const child = spawnNode(args, env);
  const { code } = await child.exit;
  return { code, output: child.output(), lines: child.lines };
}

/** Waits for the server's "portal listening" line and returns its URL. */
export async function listening(child: Child): Promise<string> {
  const line = await child.waitFor((l) => l.msg === 'portal listening');
  return String(line.url);
}
