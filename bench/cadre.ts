/**
 * The cadre archive at scale (issue 8; docs/performance.md, "Cadre archive"): with N cadres seeded, the
 * real server answers name, ID-card, unit-subtree and dictionary searches, full archives, reminders and
 * every statistics endpoint; each is timed over the HTTP round trip (p50/p95) beside the raw database
 * time of exactly the SQL that request ran (recorded once, then replayed straight against the database).
 * Figures only, never assertions. Not part of `npm run bench`: call benchCadre() (docs/cadre.md shows how).
 */
import { refreshFigureDay } from '../server/areas/cadre/statistics/cadreFigures.ts';
import { request } from 'node:http';
import { loadConfig } from '../server/config.ts';
import type { Db, Params, Queryable, Row } from '../server/db/db.ts';
import { isEmpty } from '../server/db/isEmpty.ts';
import { lockSchema, migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open.ts';
import { createFileStore } from '../server/engine/fileStore.ts';
import { createLogger } from '../server/log.ts';
import { seedManyCadres } from '../server/seed/cadres.ts';
import { syncMenus } from '../server/areas/menu/syncMenus.ts';
import { seedDemo } from '../server/seed/demo.ts';
import { grantDemoRoles } from '../server/seed/grants.ts';
import { organisations } from '../server/seed/organisations.ts';
import { DEMO_PASSWORD } from '../server/seed/staff.ts';
import { startServer } from '../server/start.ts';
import { sealPassword } from '../model/crypto/passwordSeal.ts';
import { bodyHash, signRequest } from '../model/crypto/requestSign.ts';
import { newSignNonce } from '../model/crypto/signFormat.ts';
import { formatTable, ms } from './table.ts';

export interface CadreBenchOptions {
  /** Cadres to seed into an empty database (an existing one is used as it is). */
  cadres: number;
  /** Requests per search, archive and reminder scenario (200 by default). */
  requests?: number;
  /** Requests per statistics endpoint, home's figures and cockpit call (defaults to `requests`). */
  statisticsRequests?: number;
  /** DATABASE_URL or DATA_DIR as the server reads them; the environment's otherwise. */
  env?: Record<string, string>;
  /** Only the scenarios whose name matches (e.g. /statistics|reminders|birthdays|figures|cockpit/). */
  match?: RegExp;
}

interface Recorded {
  sql: string;
  params: Params | undefined;
}

/** The database as the server sees it, recording the archive's statements while `on`. */
function recording(db: Db): { db: Db; take(): Recorded[]; on: boolean } {
  let log: Recorded[] = [];
  const state = { on: false };
  const wrap = <Q extends Queryable>(q: Q): Q =>
    new Proxy(q, {
      get(target, key, receiver) {
        if (key === 'query') {
          return (sql: string, params?: Params) => {
            if (state.on && /\bcadre/.test(sql) && !/^\s*(INSERT|UPDATE|DELETE)/i.test(sql)) log.push({ sql, params });
            return target.query(sql, params);
          };
        }
        if (key === 'transaction') return (fn: (tx: Queryable) => Promise<unknown>) => (target as unknown as Db).transaction((tx) => fn(wrap(tx)));
        return Reflect.get(target, key, receiver);
      },
    }) as Q;
  return {
    db: wrap(db),
    take() {
      const taken = log;
      log = [];
      return taken;
    },
    get on() {
      return state.on;
    },
    set on(value: boolean) {
      state.on = value;
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

interface Client {
  get(path: string): Promise<unknown>;
}

/** GET without keep-alive: an idle pooled socket closed by the server would fail a timed request. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function signIn(base: string, username: string, basic: string): Promise<Client> {
  const key = ((await (await fetch(`${base}/auth/key`)).json()) as { data: Parameters<typeof sealPassword>[0] }).data;
  const query = new URLSearchParams({ username, password: sealPassword(key, DEMO_PASSWORD), grant_type: 'password', scope: 'server' });
  const login = (await (await fetch(`${base}/auth/oauth/login?${query}`, { method: 'POST', headers: { Authorization: basic } })).json()) as { data: { access_token: string } };
  const token = login.data.access_token;
  return {
    async get(path) {
      const sign = signRequest(token, { time: Date.now(), nonce: newSignNonce(), method: 'GET', target: path, bodyHash: bodyHash('') });
      const res = await get(base + path, { Authorization: `Bearer ${token}`, TenantId: '1', sign });
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.body.toString('utf8', 0, 200)}`);
      return res.type.includes('json') ? JSON.parse(res.body.toString('utf8')) : res.body;
    },
  };
}

interface Scenario {
  name: string;
  user: 'admin' | 'hz';
  /** The i-th request's path (varied so that no answer is simply cached). */
  path(i: number): string;
  statistics?: boolean;
}

async function scenarios(db: Db): Promise<Scenario[]> {
  const sample = await db.query<{ id: string; id_card: string; real_name: string; manage_org_id: string }>(
    `SELECT id, id_card, real_name, manage_org_id FROM cadre WHERE del_flag = 0 AND status IN ('normal', 'abnormal') ORDER BY id LIMIT 200`,
  );
  const hzSample = await db.query<{ id: string }>(`SELECT id FROM cadre WHERE del_flag = 0 AND org_area = '330100' AND status IN ('normal', 'abnormal') ORDER BY id LIMIT 200`);
  const counties = (await db.query<{ id: string }>(`SELECT id FROM sys_org WHERE kind = 'county' ORDER BY id`)).map((r) => r.id);
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const api = '/lgbsmp/api/v1';
  const dims = ['retirementSex', 'treatmentLevel', 'revolutionPeriod', 'unitNature', 'party', 'ageBand', 'city', 'county'];
  return [
    { name: 'name prefix search (2 characters)', user: 'admin', path: (i) => `${api}/cadre?realName=${encodeURIComponent(pick(sample, i).real_name.slice(0, 2))}` },
    { name: 'name prefix search, Hangzhou user', user: 'hz', path: (i) => `${api}/cadre?realName=${encodeURIComponent(pick(sample, i).real_name.slice(0, 2))}` },
    { name: 'ID card', user: 'admin', path: (i) => `${api}/cadre?idCard=${pick(sample, i).id_card}` },
    { name: 'unit subtree (a county)', user: 'admin', path: (i) => `${api}/cadre?manageOrgId=${pick(counties, i)}` },
    { name: 'dictionaries: 离休 women', user: 'admin', path: () => `${api}/cadre?retirementType=1&sex=2` },
    { name: 'dictionaries: 厅局级 party members, page 3', user: 'admin', path: () => `${api}/cadre?treatmentLevel=3,4&politicalStatus=01&current=3` },
    { name: 'first page, no filter', user: 'admin', path: () => `${api}/cadre` },
    { name: 'first page, Hangzhou user', user: 'hz', path: () => `${api}/cadre` },
    { name: 'full archive', user: 'admin', path: (i) => `${api}/cadre/${pick(sample, i).id}/archive` },
    { name: 'full archive, Hangzhou user', user: 'hz', path: (i) => `${api}/cadre/${pick(hzSample, i).id}/archive` },
    { name: 'birthday reminders, 30 days', user: 'admin', path: () => `${api}/cadreReminder/birthday?days=30` },
    { name: 'political birthdays, 30 days', user: 'admin', path: () => `${api}/cadreReminder/politics?days=30` },
    { name: 'statistics: summary (all dimensions)', user: 'admin', path: () => `${api}/cadreStatistics`, statistics: true },
    { name: 'statistics: summary, Hangzhou user', user: 'hz', path: () => `${api}/cadreStatistics`, statistics: true },
    ...dims.map((d): Scenario => ({ name: `statistics: ${d}`, user: 'admin', path: () => `${api}/cadreStatistics/${d}`, statistics: true })),
    { name: 'statistics drill-down: 80-89 years', user: 'admin', path: () => `${api}/cadreStatistics/ageBand/list?group=80`, statistics: true },
    { name: 'home figures', user: 'admin', path: () => `${api}/home/figures`, statistics: true },
    { name: 'home figures, Hangzhou user', user: 'hz', path: () => `${api}/home/figures`, statistics: true },
    { name: 'cockpit: lgbcount', user: 'admin', path: () => `${api}/lgbcount`, statistics: true },
    { name: 'cockpit: lgbNyCount', user: 'admin', path: () => `${api}/lgbNyCount`, statistics: true },
    { name: 'cockpit: monitoring-center', user: 'admin', path: () => `${api}/monitoring-center`, statistics: true },
  ];
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Seeds (when empty), starts the server, times every scenario and prints one table. */
export async function benchCadre(options: CadreBenchOptions): Promise<void> {
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env });
  const raw = await openDatabase(config);
  try {
    await migrate(raw);
    const empty = await raw.transaction(async (tx) => {
      await lockSchema(tx);
      if (!(await isEmpty(tx))) return false;
      await seedDemo(tx, createFileStore(config.files.dir), { cadres: 0 });
      return true;
    });
    if (empty) {
      // As npm run seed does: the menu entries the demo grants name exist only once synchronised.
      await syncMenus(raw);
      await raw.transaction((tx) => grantDemoRoles(tx));
      const seeded = await time(() => seedManyCadres(raw, organisations(), { count: options.cadres, seed: 20181 }));
      console.log(`seeded ${options.cadres} cadres in ${(seeded / 1000).toFixed(1)} s`);
    }
    // The age bands of the maintained counts are recounted on a day's first request (docs/cadre.md): once a day,
    // not what a request of the day costs, so done before measuring.
    await refreshFigureDay(raw);
    const [{ n } = { n: 0 }] = await raw.query<{ n: number } & Row>('SELECT count(*)::int AS n FROM cadre WHERE del_flag = 0');
    const rec = recording(raw);
    const running = await startServer(config, createLogger({ level: 'error', write: (line) => process.stderr.write(line + '\n') }), { db: rec.db });
    try {
      const basic = `Basic ${Buffer.from(`${config.auth.clientId}:${config.auth.clientSecret}`).toString('base64')}`;
      const clients = { admin: await signIn(running.url, 'admin', basic), hz: await signIn(running.url, 'hz_admin', basic) };
      const rows: string[][] = [];
      for (const s of (await scenarios(raw)).filter((c) => !options.match || options.match.test(c.name))) {
        const count = s.statistics ? (options.statisticsRequests ?? options.requests ?? 200) : (options.requests ?? 200);
        const http: number[] = [];
        const statements: Recorded[][] = [];
        for (let i = 0; i < count; i++) {
          rec.on = true;
          http.push(await time(() => clients[s.user].get(s.path(i))));
          rec.on = false;
          statements.push(rec.take());
        }
        // Each request's own statements again, one after another, straight on the database (warm by now).
        const database: number[] = [];
        for (const list of statements) {
          database.push(await time(async () => {
            for (const r of list) await raw.query(r.sql, r.params);
          }));
        }
        http.sort((a, b) => a - b);
        database.sort((a, b) => a - b);
        rows.push([s.name, String(count), ms(percentile(http, 50)), ms(percentile(http, 95)), ms(percentile(database, 50)), ms(percentile(database, 95))]);
      }
      console.log(`\nCadre archive on ${raw.engine}, ${n} live cadres\n`);
      console.log(formatTable(['request', 'n', 'HTTP p50', 'HTTP p95', 'SQL p50', 'SQL p95'], rows));
    } finally {
      await running.stop();
    }
  } finally {
    await raw.close();
  }
}
