/**
 * 困难帮扶 and 疗养休养 (issue 19): recorded for a cadre in scope with the cadre's name and organisation filled
 * in, kept out of another city's lists and exports, and refused with a message naming the field (an amount of
 * nothing or less, a reason outside its dictionary, a stay that ends before it starts, a cadre out of scope),
 * nothing written; the demo year has both.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard } from '../cadre/helpers/cadreData.ts';
import { exportedRows, exportOf, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';

const count = async (server: TestServer, table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, []))[0]!.n;

const HELP = { helpDate: '2025-01-10', helpReason: '1', helpMoney: '2000', helpPeople: '王明', helpOrg: '老干部局' };
const STAY = { restType: '2', place: '莫干山疗养院', startDate: '2025-04-01', endDate: '2025-04-10' };

for (const engine of ENGINES) {
  describe(`困难帮扶 and 疗养休养 on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let hzCadre: Record<string, any>;
    let nbCadre: Record<string, any>;
    before(async () => {
      server = await startServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      hzCadre = await createCadre(admin, { realName: '杭帮老', idCard: idCard('330106', '1940-08-08') });
      nbCadre = await createCadre(admin, { realName: '甬帮老', idCard: idCard('330203', '1941-09-09'), manageOrgId: '330203-01' });
    });
    after(() => server.close());

    it('records help and a stay for a cadre in scope, with the cadre’s name and organisation', async () => {
      const help = await createSub(hz, 'difficulty', { cadreId: hzCadre.id, ...HELP });
      assert.equal(help.cadreName, '杭帮老');
      assert.equal(help.manageOrgId, '330106-01');
      assert.equal(help.helpReasonLabel, '因病致困');
      const stay = await createSub(hz, 'rest', { cadreId: hzCadre.id, ...STAY });
      assert.equal(stay.restTypeLabel, '休养');
      const edited = await hz.json(`${API}/rest/${stay.id}`, { method: 'PUT', json: { version: stay.version, endDate: '2025-04-12' } });
      assert.equal(edited.body.data.endDate, '2025-04-12');
    });

    it('never shows a Hangzhou user Ningbo’s help or stays, in lists, reads or exports', async () => {
      const help = await createSub(admin, 'difficulty', { cadreId: nbCadre.id, ...HELP });
      const stay = await createSub(admin, 'rest', { cadreId: nbCadre.id, ...STAY });
      for (const [resource, record] of [['difficulty', help], ['rest', stay]] as const) {
        assert.equal((await hz.json(`${API}/${resource}?cadreName=${encodeURIComponent('甬帮老')}`)).body.data.total, 0);
        assert.equal((await admin.json(`${API}/${resource}?cadreName=${encodeURIComponent('甬帮老')}`)).body.data.total, 1);
        assert.deepEqual((await hz.json(`${API}/${resource}/${record.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
        const listed = (await hz.json(`${API}/${resource}?size=1`)).body.data.total;
        const job = await exportOf(server, hz, resource);
        const rows = (await exportedRows(server, hz, job.id)).slice(1).map((r) => r.values);
        assert.equal(rows.length, listed);
        assert.ok(!rows.some((values) => values.includes('甬帮老')), resource);
      }
    });

    it('refuses, naming the field, and writes nothing', async () => {
      const help = await count(server, 'wr_difficulty');
      const stays = await count(server, 'wr_rest');
      const refusals: [string, Record<string, unknown>, string, string][] = [
        ['difficulty', { ...HELP, cadreId: hzCadre.id, helpMoney: '0' }, 'helpMoney', '帮扶金额（元）必须大于0'],
        ['difficulty', { ...HELP, cadreId: hzCadre.id, helpMoney: '-100' }, 'helpMoney', '帮扶金额（元）必须大于0'],
        ['difficulty', { ...HELP, cadreId: hzCadre.id, helpReason: '77' }, 'helpReason', '帮扶原因'],
        ['difficulty', { ...HELP, cadreId: nbCadre.id }, 'cadreId', '离退休干部不存在'],
        ['rest', { ...STAY, cadreId: hzCadre.id, endDate: '2025-03-31' }, 'endDate', '结束日期不能早于开始日期'],
        ['rest', { ...STAY, cadreId: nbCadre.id }, 'cadreId', '离退休干部不存在'],
      ];
      for (const [resource, input, field, message] of refusals) {
        const res = await hz.json(`${API}/${resource}`, { method: 'POST', json: input });
        assert.equal(res.status, 400, `${resource} ${field}: ${JSON.stringify(res.body)}`);
        assert.ok(res.body.data.errors.some((e: { field: string; message: string }) => e.field === field && e.message.startsWith(message)), JSON.stringify(res.body));
      }
      assert.equal(await count(server, 'wr_difficulty'), help);
      assert.equal(await count(server, 'wr_rest'), stays);
    });

    it('gives the demo year help and stays that a city administrator sees', async () => {
      for (const resource of ['difficulty', 'rest']) {
        const hzTotal = (await hz.json(`${API}/${resource}?size=1`)).body.data.total;
        const all = (await admin.json(`${API}/${resource}?size=1`)).body.data.total;
        assert.ok(hzTotal > 1 && hzTotal < all, `${resource}: ${hzTotal} of ${all}`);
      }
    });
  });
}
