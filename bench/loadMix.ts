/**
 * The portal under load (issue 25): the built server in its own process on a PostgreSQL demo database,
 * `clients` signed-in clients (half the province's administrator, half Hangzhou's) each sending, one after
 * another for `seconds`, list pages (with the fields the list page asks for), record reads and creates in the
 * proportion 6:3:1. The clients run in this process, so they share the machine's cores with the server, as a
 * bench on one machine must.
 */
import { Agent } from 'node:http';
import postgres from 'postgres';
import { BUILT_SERVER, listening, spawnNode } from '../test/helpers/processes.ts';
import { FIELDS_KEY, LIST_PAGE_FIELDS } from '../model/resource/listQuery.ts';
import { signedClient, type Call } from './benchClient.ts';

export interface LoadResult {
  requests: number;
  errors: number;
  firstError?: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  byKind: Record<string, { n: number; p99: number }>;
}

const API = '/lgbsmp/api/v1';
/** The fields the cadre list page asks its records with, as the browser sends them. */
const LIST_FIELDS = `${FIELDS_KEY}=${encodeURIComponent(LIST_PAGE_FIELDS)}`;
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** A database of the server at `url` for the load test: created when missing (the server seeds it on start). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const [found] = await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (!found) await sql.unsafe(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await sql.end();
  }
}

export async function loadMix(databaseUrl: string, clients = 100, seconds = 60): Promise<LoadResult> {
  await ensureDatabase(databaseUrl);
  const server = spawnNode(BUILT_SERVER, { DATABASE_URL: databaseUrl, NODE_ENV: 'development' });
  try {
    const base = await listening(server);
    const users = [
      { username: 'admin', orgId: '330000' },
      { username: 'hz_admin', orgId: '330100' },
    ];
    const signedIn: { call: Call; orgId: string }[] = [];
    for (let c = 0; c < clients; c++) {
      const user = users[c % users.length]!;
      // Each client on its own kept-alive connection, as a browser tab's requests are.
      signedIn.push({ call: await signedClient(base, user.username, new Agent({ keepAlive: true, maxSockets: 1 })), orgId: user.orgId });
    }
    // The records each client reads, asked by all at once just before the run: a connection signed in first
    // would otherwise sit idle while the others sign in, and the server closes it after its keep-alive time,
    // racing the run's first request on it.
    const calls = await Promise.all(
      signedIn.map(async ({ call, orgId }) => {
        const page = (await call(`${API}/cadre?current=1&size=50`)) as { records: { id: string }[] };
        return { call, orgId, ids: page.records.map((r) => r.id) };
      }),
    );
    const times: Record<string, number[]> = { list: [], get: [], create: [] };
    let errors = 0;
    let firstError: string | undefined;
    const end = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      calls.map(async ({ call, orgId, ids }, c) => {
        for (let i = c; Date.now() < end; i++) {
          const slot = i % 10;
          const kind = slot < 6 ? 'list' : slot < 9 ? 'get' : 'create';
          const t = performance.now();
          try {
            if (kind === 'list') await call(`${API}/cadre?current=${1 + (i % 25)}&size=20&${LIST_FIELDS}`);
            else if (kind === 'get') await call(`${API}/cadre/${ids[i % ids.length]}`);
            else await call(`${API}/stafftelphone`, { method: 'POST', json: { userName: `压测${c}-${i}`, phonenumber: '13800000000', orgId, post: '科员', sort: 1 } });
            times[kind]!.push(performance.now() - t);
          } catch (e) {
            errors++;
            firstError ??= (e as Error).message;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    // The server's own account of a failure, beside the client's.
    const logged = server.lines.find((l) => l.level === 'error');
    if (logged) firstError = `${firstError}; the server logged: ${JSON.stringify(logged)}`;
    const all = Object.values(times).flat().sort((a, b) => a - b);
    const byKind = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, { n: v.length, p99: quantile([...v].sort((a, b) => a - b), 0.99) }]));
    return { requests: all.length + errors, errors, firstError, perSecond: (all.length + errors) / elapsed, p50: quantile(all, 0.5), p95: quantile(all, 0.95), p99: quantile(all, 0.99), byKind };
  } finally {
    server.process.kill('SIGTERM');
    await server.exit;
  }
}
