/**
 * The archive's maintained counts (migration 029, cadreFigures.ts) against a recount: after random writes sent
 * at once from several signed-in users (creates, edits that move people between groups and organisations,
 * status and statistic-flag changes, soft deletes, restores from the recycle bin, purges, a template import),
 * and after a backup restored into an empty database, every figure of every dimension is the same from the
 * maintained counts as from a scan of the cadres, for the province and for a Hangzhou user; and so are home's
 * and the cockpit's counts of cadres against the archive's list.
 */
import assert from 'node:assert/strict';
import { Readable, Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { backupDatabase } from '../../server/db/backup.ts';
import { restoreDatabase } from '../../server/db/restore.ts';
import { refreshFigureDay } from '../../server/areas/cadre/statistics/cadreFigures.ts';
import { ENGINES, freshDatabase } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, bornDaysAhead, cadreInput, idCard } from './helpers/cadreData.ts';
import { sheet, templateRow } from './helpers/templateFile.ts';

interface Figure { key: string; count: number }
interface Dimension { dimension: string; total: Figure; groups: Figure[]; rows?: Figure[]; columns?: Figure[] }

/**
 * The default filter written with one state twice: the same people, but not the bare defaults, so the server
 * counts them by scanning the cadres (countStatistics.ts defaultsOnly) — the recount to compare with.
 */
const RECOUNT = 'status=normal,abnormal,abnormal';

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

async function ok(label: string, pending: Promise<{ status: number; body: any }>): Promise<any> {
  const { status, body } = await pending;
  assert.equal(status, 200, `${label}: ${JSON.stringify(body)}`);
  assert.equal(body.code, 0, `${label}: ${JSON.stringify(body)}`);
  return body.data;
}

async function figures(client: SignedClient, query: string): Promise<Record<string, Record<string, number>>> {
  const dims: Dimension[] = (await ok(`statistics ${query}`, client.json(`${API}/cadreStatistics?${query}`))).dimensions;
  const out: Record<string, Record<string, number>> = {};
  for (const d of dims) out[d.dimension] = Object.fromEntries([d.total, ...d.groups, ...(d.rows ?? []), ...(d.columns ?? [])].map((f) => [f.key, f.count]));
  return out;
}

for (const engine of ENGINES) {
  describe(`cadre archive: maintained statistics equal a recount (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      // Age bands are kept from the first request of a day on (the first one counts by scanning): set them now.
      await refreshFigureDay(server.db);
    });
    after(() => server.close());

    async function assertEqualsRecount(s: TestServer, clients: [SignedClient, ...SignedClient[]], when: string): Promise<void> {
      const [day] = await s.db.query<{ as_of: string }>('SELECT as_of::text AS as_of FROM cadre_figure_day');
      assert.ok(day?.as_of, `${when}: age bands are kept for a day`);
      for (const client of clients) {
        const maintained = await figures(client, '');
        assert.deepEqual(maintained, await figures(client, RECOUNT), `${when}: every figure`);
        assert.equal(
          (await ok('revolutionPeriod', client.json(`${API}/cadreStatistics/revolutionPeriod`))).total.count,
          (await ok('revolutionPeriod recount', client.json(`${API}/cadreStatistics/revolutionPeriod?${RECOUNT}`))).total.count,
          `${when}: one dimension alone`,
        );
        const listed = async (query: string) => (await ok(`cadre ${query}`, client.json(`${API}/cadre?${query}&size=1`))).total as number;
        const cockpit = await ok('lgbcount', client.json(`${API}/lgbcount`));
        assert.equal(cockpit.total, await listed(''), `${when}: the cockpit's cadres are the archive's`);
        for (const kind of cockpit.byKind as { code: string; count: number }[]) assert.equal(kind.count, await listed(`retirementType=${kind.code}`), `${when}: cockpit kind ${kind.code}`);
        const home = await ok('home figures', client.json(`${API}/home/figures`));
        const cadres = home.groups.find((g: { key: string }) => g.key === 'cadres').rows as { value: number }[];
        assert.equal(cadres.reduce((n, r) => n + r.value, 0), await listed('status=normal,abnormal'), `${when}: home's cadres on file`);
      }
      // The table itself, rows folded or not: the province's counted people per key are the recount's.
      const table = await s.db.query<{ dim: string; key: string; n: number }>(
        `SELECT dim, key, sum(n)::int AS n FROM cadre_figure WHERE cls = 'c1' AND dim = 'retirementSex' GROUP BY 1, 2 HAVING sum(n) <> 0`,
      );
      const recount = (await figures(clients[0], RECOUNT)).retirementSex!;
      for (const r of table) assert.equal(r.n, recount[r.key], `${when}: cadre_figure ${r.key}`);
      assert.equal(table.reduce((n, r) => n + r.n, 0), recount['*'], `${when}: cadre_figure in all`);
    }

    it('counts the same as a scan before any write', async () => {
      await assertEqualsRecount(server, [admin, hz], 'at start');
    });

    it('counts the same after random concurrent creates, edits, state changes, deletes, restores, purges and an import', async () => {
      const rnd = random(25);
      const orgs = (await server.db.query<{ id: string }>(`SELECT DISTINCT manage_org_id AS id FROM cadre WHERE del_flag = 0 ORDER BY 1`)).map((r) => r.id);
      const hzOrgs = orgs.filter((o) => o.startsWith('3301'));
      // Birth dates on and beside the age bands' bounds (turning 60, 70 … today or tomorrow), and others.
      const births = [bornDaysAhead(60, 0), bornDaysAhead(60, 1), bornDaysAhead(70, 0), bornDaysAhead(80, 1), bornDaysAhead(90, 0), bornDaysAhead(100, 1), '1950-03-15', '1941-07-01'];
      // A person of one kind with an ID number, work and party dates that fit: 离休 people started work by
      // September 1949 (so were born by 1931), the others at twenty.
      const values = () => {
        const retirementType = rnd.pick(['1', '2', '2', '3']);
        const born = retirementType === '1' ? rnd.pick([bornDaysAhead(100, 0), bornDaysAhead(100, 1), '1929-05-05']) : rnd.pick(births);
        const year = Number(born.slice(0, 4));
        const start = retirementType === '1' ? 16 : 20;
        return {
          retirementType,
          idCard: idCard('330106', born, rnd.pick(['1', '2'])),
          workStartDate: `${year + start}-09`,
          partyJoinDate: `${year + start + 5}-07`,
          // Left empty: the server derives it for 离休 people from the work start date, and clears it for others.
          revolutionPeriod: null,
          treatmentLevel: rnd.pick(['1', '3', '5', '6', '8', null]),
          politicalStatus: rnd.pick(['01', '02', '03', '13']),
          unitNature: rnd.pick(['1', '2', '5', '9', null]),
          statisticFlag: rnd.pick(['1', '1', '2']),
          retirementDate: rnd.pick(['2010-04', '2024-01', '1990-12', null]),
        };
      };
      const mine: { id: string; version: number; deleted: boolean; state: 'normal' | 'abnormal' | 'transferred'; client: SignedClient }[] = [];
      const create = async (client: SignedClient, org: string) => {
        const data = await ok('create', client.json(`${API}/cadre`, { method: 'POST', json: cadreInput({ ...values(), manageOrgId: org }) }));
        mine.push({ id: data.id, version: data.version, deleted: false, state: 'normal', client });
      };
      await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? create(hz, rnd.pick(hzOrgs)) : create(admin, rnd.pick(orgs)))));

      for (let round = 0; round < 4; round++) {
        // Each person at most once a round: the writes of one round go at once, over several connections.
        const people = [...mine].sort(() => rnd.next() - 0.5).slice(0, 8);
        const ops = people.map(async (p) => {
          const act = rnd.pick(['edit', 'edit', 'move', 'state', 'delete', 'delete']);
          if (p.deleted) {
            await ok('restore', admin.json(`${API}/cadre/${p.id}/restore`, { method: 'PUT' }));
            p.deleted = false;
            p.version = (await ok('read', admin.json(`${API}/cadre/${p.id}`))).version;
          } else if (act === 'delete') {
            await ok('delete', admin.json(`${API}/cadre/${p.id}`, { method: 'DELETE' }));
            p.deleted = true;
          } else if (p.state === 'transferred' || act === 'state') {
            // 调出 and 撤销调出, 标记异常 and 异常已处理: the way out of a state is the way back.
            const step = p.state === 'transferred' ? 'transferBack' : p.state === 'abnormal' ? 'resolve' : rnd.pick(['markAbnormal', 'transfer']);
            const data = await ok(step, admin.json(`${API}/cadre/${p.id}/${step}`, { method: 'PUT', json: { version: p.version, reason: '核对' } }));
            p.version = data.version;
            p.state = step === 'markAbnormal' ? 'abnormal' : step === 'transfer' ? 'transferred' : 'normal';
          } else {
            const org = act === 'move' ? rnd.pick(orgs) : undefined;
            const json = { version: p.version, ...values(), ...(org ? { manageOrgId: org } : {}) };
            p.version = (await ok(act, admin.json(`${API}/cadre/${p.id}`, { method: 'PUT', json }))).version;
          }
        });
        const imported = round === 1
          ? ok('import', hz.json(`${API}/cadreImport`, { method: 'POST', json: { fileName: '信息收集.xlsx', content: await sheet([templateRow(1, idCard('330106', '1952-06-01')), templateRow(2, idCard('330106', '1948-02-29', '2'))]) } }))
          : Promise.resolve();
        await Promise.all([...ops, imported]);
      }
      const gone = mine.find((p) => p.deleted);
      if (gone) await ok('purge', admin.json(`${API}/cadre/${gone.id}/purge`, { method: 'DELETE' }));
      await assertEqualsRecount(server, [admin, hz], 'after the writes');
    });

    it('counts the same after a backup is restored into an empty database', async () => {
      const chunks: Buffer[] = [];
      await backupDatabase(server.db, new Writable({ write: (chunk: Buffer, _enc, done) => (chunks.push(chunk), done()) }));
      const target = await freshDatabase(engine);
      await restoreDatabase(target.db, Readable.from([Buffer.concat(chunks)]));
      const restored = await startTestServer(engine, {}, target);
      try {
        const clients: [SignedClient, SignedClient] = [await signIn(restored, 'admin'), await signIn(restored, 'hz_admin')];
        await assertEqualsRecount(restored, clients, 'after the restore');
        assert.deepEqual(await figures(clients[0], ''), await figures(admin, ''), 'the restored figures are the backed-up ones');
      } finally {
        await restored.close();
      }
    });
  });
}
