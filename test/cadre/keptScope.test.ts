/**
 * The rows of a cadre keep the cadre's scope beside them (migration 033, scopeVia `kept`): after the demo seed,
 * after random concurrent creates, moves, deletes, restores and self-entry reviews, and after a backup is
 * restored, every such row holds what its cadre gives it, and the lists show a cadre's rows exactly to the
 * users who see the cadre. On PostgreSQL, a row inserted while its cadre moves, in either order, ends with the
 * cadre's new organisation.
 */
import assert from 'node:assert/strict';
import { Readable, Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { CADRE_STATES, SELF_ENTRY_STATES } from '../../model/resources/cadreLifecycle.ts';
import { RESOURCES } from '../../model/resources/index.ts';
import { backupDatabase } from '../../server/db/backup.ts';
import type { Queryable } from '../../server/db/db.ts';
import { restoreDatabase } from '../../server/db/restore.ts';
import { ENGINES, freshDatabase } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, cadreInput, createCadre, createSub, idCard } from './helpers/cadreData.ts';

const KEPT_TABLES = [...new Set(RESOURCES.filter((d) => d.scopeVia?.kept).map((d) => d.table))];

/** Rows whose kept scope is not what their cadre gives them, per table. */
async function strayRows(q: Queryable): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of KEPT_TABLES) {
    const [row] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} r JOIN cadre c ON c.id = r.cadre_id
        WHERE r.scope_org_id IS DISTINCT FROM cadre_scope(c.del_flag, c.status, c.manage_org_id)`,
    );
    if (row!.n) out[table] = row!.n;
  }
  return out;
}

async function ok(label: string, pending: Promise<{ status: number; body: any }>): Promise<any> {
  const { status, body } = await pending;
  assert.equal(status, 200, `${label}: ${JSON.stringify(body)}`);
  assert.equal(body.code, 0, `${label}: ${JSON.stringify(body)}`);
  return body.data;
}

for (const engine of ENGINES) {
  describe(`the rows of a cadre keep its scope (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      [admin, hz] = await Promise.all([signIn(server, 'admin'), signIn(server, 'hz_admin')]);
    });
    after(() => server.close());

    it('every declaration that keeps it has the column and its trigger, and the demo rows hold it', async () => {
      assert.ok(KEPT_TABLES.length >= 20, `${KEPT_TABLES.length} tables keep a cadre's scope`);
      for (const table of KEPT_TABLES) {
        const [has] = await server.db.query(
          `SELECT 1 FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'scope_org_id'
            WHERE c.relname = $1 AND t.tgname = 'cadre_scope_take' AND c.relnamespace = current_schema()::regnamespace`,
          [table],
        );
        assert.ok(has, `${table}: scope_org_id and the trigger that fills it`);
      }
      const [pass] = await server.db.query<{ args: string }>(
        `SELECT encode(t.tgargs, 'escape') AS args FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE c.relname = 'cadre' AND t.tgname = 'cadre_scope_pass' AND c.relnamespace = current_schema()::regnamespace`,
      );
      const passedTo = new Set(pass?.args.split('\\000').filter(Boolean));
      for (const table of KEPT_TABLES) assert.ok(passedTo.has(table), `${table}: a moved cadre passes its scope on to it`);
      const [{ n }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cadre_family_member WHERE scope_org_id IS NOT NULL')) as [{ n: number }];
      assert.ok(n > 0, 'the demo family members have a scope');
      assert.deepEqual(await strayRows(server.db), {});
    });

    it('is withheld for exactly the self-entry states of the lifecycle, which the migration names again in SQL', async () => {
      for (const status of Object.keys(CADRE_STATES)) {
        const [row] = await server.db.query<{ scope: string | null }>(`SELECT cadre_scope(0::smallint, $1, 'org') AS scope`, [status]);
        assert.equal(row!.scope, (SELF_ENTRY_STATES as readonly string[]).includes(status) ? null : 'org', status);
      }
      const [deleted] = await server.db.query<{ scope: string | null }>(`SELECT cadre_scope(1::smallint, 'normal', 'org') AS scope`);
      assert.equal(deleted!.scope, null, 'a deleted cadre gives no scope');
    });

    it('follows its cadre through concurrent creates, moves, deletes, restores and a self-entry review', async () => {
      const hzOrg = '330106-01';
      const otherOrg = (await server.db.query<{ id: string }>(`SELECT id FROM sys_org WHERE id NOT LIKE '3301%' AND kind = 'unit' ORDER BY id LIMIT 1`))[0]!.id;
      const cadres = await Promise.all(Array.from({ length: 8 }, (_, i) => createCadre(admin, { realName: `随迁${i}`, idCard: idCard('330106', `1951-0${1 + (i % 9)}-1${i}`, '1', 901 + 2 * i), manageOrgId: i % 2 ? hzOrg : otherOrg })));
      const members = (id: string) => createSub(admin, 'cadreFamilyMember', { cadreId: id, name: '家属', relation: '22' });
      await Promise.all(cadres.map((c) => members(c.id)));
      // At once: more rows while each cadre moves to the other side; then half deleted at once, and restored.
      const moves = cadres.map((c, i) => ok('move', admin.json(`${API}/cadre/${c.id}`, { method: 'PUT', json: { version: c.version, manageOrgId: i % 2 ? otherOrg : hzOrg } })));
      await Promise.all([...moves, ...cadres.map((c) => members(c.id))]);
      await Promise.all(cadres.filter((_, i) => i % 2 === 0).map((c) => ok('delete', admin.json(`${API}/cadre/${c.id}`, { method: 'DELETE' }))));
      assert.deepEqual(await strayRows(server.db), {}, 'after moves and deletes');
      const hzSees = async (id: string) => (await ok('hz list', hz.json(`${API}/cadreFamilyMember?cadreId=${id}`))).total as number;
      for (const [i, c] of cadres.entries()) {
        // Odd ones moved out of Hangzhou; even ones moved in, but are deleted: hidden either way.
        assert.equal(await hzSees(c.id), 0, `cadre ${i}: not in Hangzhou's lists`);
        assert.equal((await ok('province list', admin.json(`${API}/cadreFamilyMember?cadreId=${c.id}`))).total, i % 2 ? 2 : 0, `cadre ${i}: the province's`);
      }
      await Promise.all(cadres.filter((_, i) => i % 2 === 0).map((c) => ok('restore', admin.json(`${API}/cadre/${c.id}/restore`, { method: 'PUT' }))));
      assert.deepEqual(await strayRows(server.db), {}, 'after the restores');
      for (const [i, c] of cadres.entries()) assert.equal(await hzSees(c.id), i % 2 ? 0 : 2, `cadre ${i}: Hangzhou's after the restores`);

      // A self-entry in review is not in the archive: its rows have no scope until it is approved.
      const entry = await ok('self entry', admin.json(`${API}/cadreSelfEntry`, { method: 'POST', json: cadreInput({ realName: '自填', idCard: idCard('330106', '1953-04-04', '2', 977) }) }));
      await server.db.query(`INSERT INTO cadre_family_member (id, cadre_id, cadre_name, name, relation) VALUES ('kept-scope-entry', $1, '自填', '家属', '22')`, [entry.id]);
      const [row] = await server.db.query<{ scope_org_id: string | null }>(`SELECT scope_org_id FROM cadre_family_member WHERE id = 'kept-scope-entry'`);
      assert.equal(row!.scope_org_id, null, 'a draft self-entry gives no scope');
      await server.db.query(`UPDATE cadre SET status = 'normal' WHERE id = $1`, [entry.id]);
      assert.equal(await hzSees(entry.id), 1, 'approved, its rows are in Hangzhou');
      assert.deepEqual(await strayRows(server.db), {}, 'after the self-entry');
    });

    it('comes back with a backup restored into an empty database', async () => {
      const chunks: Buffer[] = [];
      await backupDatabase(server.db, new Writable({ write: (chunk: Buffer, _enc, done) => (chunks.push(chunk), done()) }));
      const target = await freshDatabase(engine);
      try {
        await restoreDatabase(target.db, Readable.from([Buffer.concat(chunks)]));
        assert.deepEqual(await strayRows(target.db), {});
        const scopes = 'SELECT id, scope_org_id FROM cadre_family_member ORDER BY id';
        assert.deepEqual(await target.db.query(scopes), await server.db.query(scopes));
      } finally {
        await target.dispose();
      }
    });

    if (engine === 'postgres') {
      it('a row inserted while its cadre moves ends with the new organisation, whichever goes first', async () => {
        const cadre = await createCadre(admin, { realName: '并发', idCard: idCard('330106', '1949-10-01', '1', 955) });
        const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
        for (const [n, insertFirst] of [[1, true], [2, false]] as const) {
          const to = n === 1 ? '330106-02' : '330106-01';
          const insert = (tx: Queryable) => tx.query(`INSERT INTO cadre_family_member (id, cadre_id, cadre_name, name, relation) VALUES ($1, $2, '并发', '家属', '22')`, [`race-${n}`, cadre.id]);
          const move = (tx: Queryable) => tx.query('UPDATE cadre SET manage_org_id = $2 WHERE id = $1', [cadre.id, to]);
          const [first, second] = insertFirst ? [insert, move] : [move, insert];
          // The first holds its transaction open while the second starts; the second must wait for it.
          const one = server.db.transaction(async (tx) => { await first(tx); await pause(300); });
          await pause(100);
          const two = server.db.transaction(async (tx) => { await second(tx); });
          await Promise.all([one, two]);
          const [row] = await server.db.query<{ scope_org_id: string }>('SELECT scope_org_id FROM cadre_family_member WHERE id = $1', [`race-${n}`]);
          assert.equal(row!.scope_org_id, to, `${insertFirst ? 'insert' : 'move'} first`);
        }
        assert.deepEqual(await strayRows(server.db), {});
      });
    }
  });
}
