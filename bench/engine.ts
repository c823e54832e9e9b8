/**
 * The resource engine at scale (issue 6): the phone book (`stafftelphone`) seeded with 1 000 000 rows on
 * a new PGlite directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a new
 * schema, dropped after). Through the real server: list first page, a filtered page, a deep page, get by
 * id and create, p50/p95 of 200 sequential requests and requests per second from 16 concurrent clients,
 * beside the same SQL run directly on the database; then an export of 100 000 rows (time, peak RSS) and
 * an import of 10 000 rows. Figures only, never assertions.
 *
 *   node --import tsx bench/engine.ts            (or: import { benchEngine } from './bench/engine.ts')
 *   BENCH_ROWS, BENCH_REQUESTS (200) and BENCH_ENGINES (pglite,postgres) change what runs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { stafftelphone } from '../model/resources/stafftelphone.ts';
import { loadConfig } from '../server/config.ts';
import { insertRows } from '../server/db/bulk.ts';
import type { Db } from '../server/db/db.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { pageOf } from '../server/db/pageOf.ts';
import { filesDepsOf } from '../server/engine/filesDeps.ts';
import { parseListQuery } from '../server/engine/listQuery.ts';
import { createGrantsCache } from '../server/areas/auth/grants.ts';
import { principalOf } from '../server/engine/principalOf.ts';
import { selectList } from '../server/engine/records.ts';
import { scopeSql } from '../server/engine/scope.ts';
import { SqlParams } from '../server/engine/sqlParams.ts';
import { createLogger } from '../server/log.ts';
import { startServer, type Running } from '../server/start.ts';
import { createXlsxWriter } from '../server/xlsx/index.ts';
import { signedClient } from './benchClient.ts';
import { formatTable, ms } from './table.ts';

/** Milliseconds with a decimal below 10 (direct queries take well under one). */
const msf = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : ms(value));

const API = '/lgbsmp/api/v1/stafftelphone';
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华';

interface Target {
  engine: 'pglite' | 'postgres';
  db: Db;
  dispose(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-engine-'));
  const pglite = await openPglite(dir);
  return { engine: 'pglite', db: pglite, dispose: async () => { await pglite.close(); await rm(dir, { recursive: true, force: true }); } };
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, { schema, max: 10 });
  return { engine: 'postgres', db, dispose: async () => { await db.close(); await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`); await admin.end(); } };
}

/** BENCH_ENGINES (default `pglite,postgres`) in that order; postgres needs a URL. */
function engines(): ('pglite' | 'postgres')[] {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
  return wanted.filter((e): e is 'pglite' | 'postgres' => e === 'pglite' || (e === 'postgres' && Boolean(url)));
}

/** 1 000 000 phone-book entries over every organisation; `post` is 职务0–职务9, a tenth of the rows each. */
async function seed(db: Db, rows: number): Promise<string[]> {
  const orgs = (await db.query<{ id: string }>('SELECT id FROM sys_org ORDER BY path')).map((o) => o.id);
  const ids: string[] = [];
  for (let start = 0; start < rows; start += 20_000) {
    const batch = Array.from({ length: Math.min(20_000, rows - start) }, (_, k) => {
      const i = start + k;
      const id = randomUUID().replaceAll('-', '');
      if (i % 1000 === 0) ids.push(id);
      return {
        id, user_name: SURNAMES[i % SURNAMES.length]! + GIVEN[(i * 7) % GIVEN.length]! + GIVEN[(i * 13) % GIVEN.length]!,
        phonenumber: `13${String(i).padStart(9, '0')}`, org_id: orgs[i % orgs.length]!, post: `职务${i % 10}`,
        region: '浙江省', sort: i % 10_000, create_by: 'user-admin', update_by: 'user-admin',
      };
    });
    await insertRows(db, 'phone_book', batch, 5000);
  }
  await db.exec('ANALYZE phone_book');
  return ids;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function timed(n: number, run: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function throughput(clients: number, perClient: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, c) => { for (let k = 0; k < perClient; k++) await run(c * perClient + k); }));
  return (clients * perClient) / ((performance.now() - t) / 1000);
}

/** Peak RSS (MiB) while `work` runs, sampled every 50 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number; ms: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const t = performance.now();
  try {
    const result = await work();
    return { result, peak: peak / 2 ** 20, ms: performance.now() - t };
  } finally {
    clearInterval(timer);
  }
}

async function benchOn(target: Target, rows: number, requests: number): Promise<string[][]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-files-'));
  const config = loadConfig({ PORT: '0', NODE_ENV: 'development', FILES_DIR: dir, DATA_DIR: 'memory://' });
  const running: Running = await startServer(config, createLogger({ level: 'error', write: () => {} }), { db: target.db });
  try {
    console.error(`${target.engine}: seeding ${rows} rows…`);
    const seedTime = await peakRss(() => seed(target.db, rows));
    const ids = seedTime.result;
    const call = await signedClient(running.url);
    const principal = (await principalOf(target.db, createGrantsCache(target.db), 'user-admin'))!;
    const direct = (query: string) => {
      const p = new SqlParams();
      const q = parseListQuery(stafftelphone, new URLSearchParams(query), p);
      const where = ['t.del_flag = 0', scopeSql(stafftelphone, principal, p), ...q.where].join(' AND ');
      // The engine's own paging (server/db/pageOf.ts): its count and page, run straight on the database.
      return () => pageOf(target.db, { columns: selectList(stafftelphone), from: `FROM phone_book t WHERE ${where}`, order: q.orderBy }, p.values, q);
    };
    const entry = (i: number) => ({ userName: `压测${i}`, phonenumber: '13800000000', orgId: '330100', post: '科员', sort: 1 });
    const cases: [string, (i: number) => Promise<unknown>, (i: number) => Promise<unknown>][] = [
      ['list, first page', () => call(`${API}?current=1&size=10`), direct('current=1&size=10')],
      ['list, filtered (name contains 王伟, Hangzhou subtree)', () => call(`${API}?userName=${encodeURIComponent('王伟')}&orgId=330100&size=10`), direct('userName=王伟&orgId=330100&size=10')],
      // The deepest page a list pages (server/db/pageOf.ts: its first LIST_EXACT_TOTAL rows, 10 000 by default).
      ['list, deepest page (current=1000)', () => call(`${API}?current=1000&size=10`), direct('current=1000&size=10')],
      ['get by id', (i) => call(`${API}/${ids[i % ids.length]}`), (i) => target.db.query(`SELECT ${selectList(stafftelphone)} FROM phone_book t WHERE t.id = $1 AND t.del_flag = 0`, [ids[i % ids.length]])],
      ['create', (i) => call(API, { method: 'POST', json: entry(i) }), (i) => target.db.query(
        `INSERT INTO phone_book (id, user_name, phonenumber, org_id, post, sort, create_by, update_by) VALUES ($1, $2, '13800000000', '330100', '科员', 1, 'user-admin', 'user-admin')`,
        [randomUUID().replaceAll('-', ''), `直写${i}`],
      )],
    ];
    const out: string[][] = [[`seed ${rows.toLocaleString('en')} rows`, ms(seedTime.ms), '', '', '', '', '']];
    for (const [name, viaServer, viaDb] of cases) {
      console.error(`${target.engine}: ${name}…`);
      const server = await timed(requests, viaServer);
      const db = await timed(requests, viaDb);
      const rps = await throughput(16, Math.max(1, Math.round(requests / 20)), viaServer);
      out.push([name, msf(server.p50), msf(server.p95), msf(db.p50), msf(db.p95), `${(server.p50 / db.p50).toFixed(1)}×`, rps.toFixed(1)]);
    }

    const files = filesDepsOf(running.app);
    const before = process.memoryUsage.rss() / 2 ** 20;
    const exported = await peakRss(async () => {
      const { jobId } = await call(`${API}/export?post=${encodeURIComponent('职务3')}`);
      await files.jobs.idle();
      return call(`/lgbsmp/api/v1/downloadRecord/${jobId}`);
    });
    out.push([`export ${exported.result.rows.toLocaleString('en')} rows (RSS ${Math.round(before)} → peak ${Math.round(exported.peak)} MiB)`, ms(exported.ms), '', '', '', '', '']);

    const xlsx = path.join(dir, 'import.xlsx');
    const writer = createXlsxWriter(xlsx);
    const sheet = await writer.addSheet('通讯录', { columns: ['*姓名', '*联系电话', '*所属单位', '职务', '所在地区', '详细地址', '排序'].map((header) => ({ header })) });
    for (let i = 0; i < 10_000; i++) await sheet.addRow([`导入${i}`, `139${String(i).padStart(8, '0')}`, '杭州市委老干部局', '科员', '西湖区', '', i]);
    await writer.finish();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(xlsx))]), 'import.xlsx');
    const staged = await peakRss(() => call(`${API}/import`, { method: 'POST', form }));
    const committed = await peakRss(async () => {
      await call(`/lgbsmp/api/v1/importRecord/${staged.result.batchId}/commit`, { method: 'POST' });
      await files.jobs.idle();
      return call(`/lgbsmp/api/v1/importRecord/${staged.result.batchId}`);
    });
    out.push([`import 10,000 rows: upload and validate (${staged.result.valid} valid)`, ms(staged.ms), '', '', '', '', '']);
    out.push([`import 10,000 rows: commit (${committed.result.status}, peak RSS ${Math.round(committed.peak)} MiB)`, ms(committed.ms), '', '', '', '', '']);
    return out;
  } finally {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** `rows` seeded; `requests` sequential requests per case (and 16 clients × requests/20 for the rate). */
export async function benchEngine(rows = 1_000_000, requests = 200): Promise<void> {
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  for (const engine of engines()) {
    const target = engine === 'pglite' ? await pgliteTarget() : await postgresTarget(url!);
    try {
      const table = await benchOn(target, rows, requests);
      console.log(`\nResource engine on ${target.engine}: ${requests} sequential requests (p50/p95), the same SQL directly, 16 concurrent clients\n`);
      console.log(formatTable(['case', 'server p50', 'server p95', 'SQL p50', 'SQL p95', 'ratio', 'req/s (16)'], table));
    } finally {
      await target.dispose();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchEngine(Number(process.env.BENCH_ROWS) || undefined, Number(process.env.BENCH_REQUESTS) || undefined);
}
