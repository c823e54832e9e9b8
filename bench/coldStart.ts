/**
 * Cold start: from spawning `node dist/server/main.mjs` on an existing demo database to its first
 * /readyz 200. The database is made first by one start on a new directory, which is timed as well.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface ColdStart {
  /** The first start: new PGlite directory, migrations, demo data. */
  firstStart: number;
  /** Starts on the existing demo database, in order. */
  starts: number[];
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Spawns the built server and polls /readyz until 200; then stops it with SIGTERM. Milliseconds. */
async function timeStart(root: string, env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.mjs'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status === 200, () => false);
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function coldStart(root: string, dataDir: string, runs: number): Promise<ColdStart> {
  // As `npm start` runs it: PGlite in DATA_DIR, the demo data set on the first start.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'SEED_DEMO']) delete env[key];
  const firstStart = await timeStart(root, env);
  const starts: number[] = [];
  for (let i = 0; i < runs; i++) starts.push(await timeStart(root, env));
  return { firstStart, starts };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
