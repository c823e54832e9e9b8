/**
 * npm run bench -- scale (issue 25; docs/performance.md, "Provincial scale"): on each engine, a database
 * with BENCH_CADRES cadres (1 000 000; seeded when empty, reused when seeded), the real server, and every
 * case of scaleCases.ts sent BENCH_REQUESTS times (20) one after another as the province's and Hangzhou's
 * administrator: the HTTP round trip beside the time the same request waited on its own SQL, measured in
 * the same run; then record writes; then, on PostgreSQL, the load mix (loadMix.ts) on a demo database.
 * Figures only, never assertions.
 *
 *   BENCH_ENGINES          postgres,pglite (the engines of the million; `load` alone: the load mix alone)
 *   BENCH_SCALE_DATABASE_URL  the PostgreSQL database of the million cadres (postgres://postgres@127.0.0.1:5432/lgb_bench_scale)
 *   BENCH_SCALE_DATA_DIR   the PGlite directory of the million cadres (.bench/scale-pglite)
 *   BENCH_LOAD_DATABASE_URL   the demo database of the load mix (postgres://postgres@127.0.0.1:5432/lgb_bench_load)
 *   BENCH_LOAD_CLIENTS, BENCH_LOAD_SECONDS   100 (0: no load mix), 60
 *   BENCH_MATCH            only the cases whose group or name matches this regular expression (e.g. statistics|reminders)
 */
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../server/config.ts';
import { refreshFigureDay } from '../server/areas/cadre/statistics/cadreFigures.ts';
import { syncMenus } from '../server/areas/menu/syncMenus.ts';
import { isEmpty } from '../server/db/isEmpty.ts';
import { lockSchema, migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open.ts';
import { refreshStatistics } from '../server/db/refreshStatistics.ts';
import { createFileStore } from '../server/engine/fileStore.ts';
import { createLogger } from '../server/log.ts';
import { projectRoot } from '../server/paths.ts';
import { seedManyCadres } from '../server/seed/cadres.ts';
import { seedDemo } from '../server/seed/demo.ts';
import { grantDemoRoles } from '../server/seed/grants.ts';
import { organisations } from '../server/seed/organisations.ts';
import { startServer } from '../server/start.ts';
import { signedClient } from './benchClient.ts';
import { ensureDatabase, loadMix } from './loadMix.ts';
import { scaleCases, type User } from './scaleCases.ts';
import { sqlTimer, type Timed } from './sqlTimer.ts';
import { formatTable } from './table.ts';

const env = process.env;
const CADRES = Number(env.BENCH_CADRES) || 1_000_000;
const REQUESTS = Number(env.BENCH_REQUESTS) || 20;
const PG_SCALE = env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lgb_bench_scale';
const PGLITE_SCALE = env.BENCH_SCALE_DATA_DIR ?? path.join(projectRoot, '.bench', 'scale-pglite');
const PG_LOAD = env.BENCH_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lgb_bench_load';
/** The goal's p95 per engine: a case over it is marked. */
const GOAL = { postgres: 50, pglite: 150 } as const;

const ms1 = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Seeds the demo accounts and `cadres` cadres into an empty database; a seeded one is used as it is. */
async function prepare(config: Config): Promise<number> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const empty = await db.transaction(async (tx) => {
      await lockSchema(tx);
      if (!(await isEmpty(tx))) return false;
      await seedDemo(tx, createFileStore(config.files.dir), { cadres: 0 });
      return true;
    });
    if (empty) {
      await syncMenus(db);
      await db.transaction((tx) => grantDemoRoles(tx));
      const started = performance.now();
      await seedManyCadres(db, organisations(), { count: CADRES, seed: 20181, onProgress: (done) => process.stderr.write(`\rseeding: ${done} of ${CADRES} cadres`) });
      await refreshStatistics(db);
      console.log(`\nseeded ${CADRES} cadres on ${db.engine} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cadre WHERE del_flag = 0');
    return row!.n;
  } finally {
    await db.close();
  }
}

function row(name: string, user: string, timings: readonly Timed[], goal: number): string[] {
  const p95 = quantile(timings.map((t) => t.total), 0.95);
  const own = (q: number) => quantile(timings.map((t) => t.ownSql), q);
  const over = (q: number) => quantile(timings.map((t) => t.total - t.ownSql), q);
  return [
    name, user, String(timings.length), ms1(quantile(timings.map((t) => t.total), 0.5)), `${ms1(p95)}${p95 > goal ? ' ✗' : ''}`,
    ms1(own(0.5)), ms1(own(0.95)), ms1(over(0.5)), String(Math.round(quantile(timings.map((t) => t.statements), 0.5))),
  ];
}

async function benchEngine(engine: 'postgres' | 'pglite'): Promise<void> {
  const config = loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...(engine === 'postgres' ? { DATABASE_URL: PG_SCALE } : { DATABASE_URL: '', DATA_DIR: PGLITE_SCALE }) });
  if (engine === 'postgres') await ensureDatabase(PG_SCALE);
  const cadres = await prepare(config);
  // As the server opens its own: a statement past the request time limit is refused, not waited for.
  const raw = await openDatabase(config, { statementTimeoutMs: config.statementTimeoutMs });
  // The day's age bands are counted before timing: the first statistics request of a day starts that recount.
  await refreshFigureDay(raw);
  const timer = sqlTimer(raw);
  const running = await startServer(config, createLogger({ level: 'error', write: (line) => process.stderr.write(line + '\n') }), { db: timer.db });
  try {
    const calls: Record<User, Awaited<ReturnType<typeof signedClient>>> = {
      province: await signedClient(running.url, 'admin'),
      city: await signedClient(running.url, 'hz_admin'),
    };
    const goal = GOAL[engine];
    const tables = new Map<string, string[][]>();
    const match = env.BENCH_MATCH ? new RegExp(env.BENCH_MATCH) : undefined;
    const cases = (await scaleCases(raw, calls)).filter((c) => !match || match.test(`${c.group}: ${c.name}`));
    let overGoal = 0;
    for (const c of cases) {
      process.stderr.write(`\r${engine}: ${c.group}: ${c.name} (${c.user})`.padEnd(100).slice(0, 100));
      const timings: Timed[] = [];
      let failed: string | undefined;
      for (let i = 0; i < REQUESTS && !failed; i++) {
        try {
          timings.push(await timer.measure(() => calls[c.user](c.path(i))));
        } catch (e) {
          failed = (e as Error).message;
        }
      }
      const rows = tables.get(c.group) ?? [];
      tables.set(c.group, rows);
      if (failed) rows.push([c.name, c.user, '—', failed.slice(0, 60), '', '', '', '', '']);
      else {
        rows.push(row(c.name, c.user, timings, goal));
        if (quantile(timings.map((t) => t.total), 0.95) > goal) overGoal++;
      }
    }
    const writes: Timed[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      writes.push(await timer.measure(() => calls.city(`/lgbsmp/api/v1/stafftelphone`, { method: 'POST', json: { userName: `规模${i}`, phonenumber: '13800000000', orgId: '330100', post: '科员', sort: 1 } })));
    }
    tables.set('record', [...(tables.get('record') ?? []), row('create a phone-book entry', 'city', writes, goal)]);
    process.stderr.write('\n');
    console.log(`\n## ${engine}: ${cadres.toLocaleString('en')} live cadres; ${REQUESTS} requests a case, one after another; ✗ = p95 over ${goal} ms (${overGoal} of ${cases.length} cases)`);
    for (const [group, rows] of tables) {
      console.log(`\n### ${group}\n`);
      console.log(formatTable(['case', 'user', 'n', 'HTTP p50', 'HTTP p95', 'own SQL p50', 'own SQL p95', 'HTTP − own SQL p50', 'statements'], rows));
    }
  } finally {
    await running.stop();
    await raw.close();
  }
}

export async function benchScale(): Promise<void> {
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const engines = (env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim());
  for (const engine of engines) if (engine === 'postgres' || engine === 'pglite') await benchEngine(engine);
  const clients = Number(env.BENCH_LOAD_CLIENTS ?? 100);
  if ((engines.includes('postgres') || engines.includes('load')) && clients > 0) {
    const seconds = Number(env.BENCH_LOAD_SECONDS) || 60;
    const r = await loadMix(PG_LOAD, clients, seconds);
    console.log(`\n## Load: ${clients} clients, list:get:create 6:3:1, ${seconds} s, PostgreSQL demo database (${PG_LOAD.replace(/\/\/[^@]*@/, '//')})\n`);
    console.log(
      formatTable(
        ['requests', 'per second', 'errors', 'p50', 'p95', 'p99', 'p99 list / get / create'],
        [[String(r.requests), r.perSecond.toFixed(0), `${r.errors}${r.firstError ? ` (${r.firstError.slice(0, 60)})` : ''}`, ms1(r.p50), ms1(r.p95), ms1(r.p99), ['list', 'get', 'create'].map((k) => ms1(r.byKind[k]?.p99 ?? 0)).join(' / ')]],
      ),
    );
  }
}
