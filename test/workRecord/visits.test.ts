/**
 * 走访慰问 (issue 19): every kind of visit through the engine, each kind's page seeing only its own rows, the
 * data scope (a Hangzhou user never sees a Ningbo visit, in lists, reads or exports), the refusals that
 * name their field with nothing written, and the demo year of visits.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { VISIT_TYPES, visitResourceName, type VisitType } from '../../model/resources/visitRecord.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, bornDaysAhead, createCadre, createSub, idCard } from '../cadre/helpers/cadreData.ts';
import { exportedRows, exportOf, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';

/** What each kind needs beyond the shared fields. */
const OWN_FIELDS: Record<Exclude<VisitType, 'testament'>, Record<string, unknown>> = {
  birthday: {},
  hospitalization: { address: '浙江省人民医院' },
  holiday: { holiday: '1' },
  allopatry: { remoteRegion: '海南省三亚市' },
  daily: {},
};

const count = async (server: TestServer, sql: string, params: unknown[]) => (await server.db.query<{ n: number }>(sql, params))[0]!.n;

for (const engine of ENGINES) {
  describe(`走访慰问 on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let hzCadre: Record<string, any>;
    let nbCadre: Record<string, any>;
    let survivor: Record<string, any>;
    before(async () => {
      server = await startServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      hzCadre = await createCadre(admin, { realName: '杭访老', idCard: idCard('330106', bornDaysAhead(80, 3)) });
      nbCadre = await createCadre(admin, { realName: '甬访老', idCard: idCard('330203', bornDaysAhead(82, 5)), manageOrgId: '330203-01' });
      const deceased = await createCadre(admin, { realName: '杭逝老', idCard: idCard('330106', '1930-05-02') });
      await createSub(admin, 'cadreDeath', { cadreId: deceased.id, dieDate: '2024-03-01', unConsolationReason: '家属暂未办理' });
      survivor = await createSub(admin, 'cadreSurvivor', { cadreId: deceased.id, name: '杭遗属', relation: '10' });
      survivor.cadreId = deceased.id;
    });
    after(() => server.close());

    it('records every kind on its own page, with the cadre’s name and managing organisation filled in', async () => {
      for (const type of VISIT_TYPES) {
        const resource = visitResourceName(type);
        const input = type === 'testament'
          ? { cadreId: survivor.cadreId, survivorId: survivor.id }
          : { cadreId: hzCadre.id, ...OWN_FIELDS[type] };
        const created = await createSub(hz, resource, { ...input, visitDate: '2025-05-20', leader: '王局长', consolationGoods: '鲜花', consolationMoney: '500.5' });
        assert.equal(created.visitType, type);
        assert.equal(created.manageOrgId, '330106-01');
        assert.equal(created.cadreName, type === 'testament' ? '杭逝老' : '杭访老');
        assert.equal(Number(created.consolationMoney), 500.5);
        const list = (await hz.json(`${API}/${resource}?cadreName=${encodeURIComponent('杭')}&size=50`)).body.data;
        assert.deepEqual(list.records.map((r: { id: string }) => r.id), [created.id], `${resource} lists its own kind only`);
        for (const other of VISIT_TYPES.filter((t) => t !== type)) {
          assert.deepEqual((await hz.json(`${API}/${visitResourceName(other)}/${created.id}`)).body, { code: 4, msg: '该Id查询结果为空' }, `${other} does not read a ${type} visit`);
        }
      }
    });

    it('edits, deletes to the recycle bin and restores a visit within its kind, with its history', async () => {
      const visit = await createSub(hz, 'dailyVisit', { cadreId: hzCadre.id, visitDate: '2025-04-01' });
      const edited = await hz.json(`${API}/dailyVisit/${visit.id}`, { method: 'PUT', json: { version: visit.version, feedback: '反映加装电梯' } });
      assert.equal(edited.body.data.feedback, '反映加装电梯');
      const history = (await hz.json(`${API}/dailyVisit/${visit.id}/history`)).body.data;
      assert.equal(history.length, 2);
      const wrongKind = await hz.json(`${API}/birthdayVisit/${visit.id}`, { method: 'DELETE' });
      assert.equal(wrongKind.status, 404);
      await hz.json(`${API}/dailyVisit/${visit.id}`, { method: 'DELETE' });
      const bin = (await hz.json(`${API}/dailyVisit/recycle?size=50`)).body.data.records as { id: string }[];
      assert.ok(bin.some((r) => r.id === visit.id));
      assert.ok(!(await hz.json(`${API}/birthdayVisit/recycle?size=50`)).body.data.records.some((r: { id: string }) => r.id === visit.id));
      await hz.json(`${API}/dailyVisit/${visit.id}/restore`, { method: 'PUT' });
      assert.equal((await hz.json(`${API}/dailyVisit/${visit.id}`)).body.data.feedback, '反映加装电梯');
    });

    it('keeps a cadre’s name on its visits when the cadre is renamed', async () => {
      const cadre = await createCadre(admin, { realName: '原名老', idCard: idCard('330106', '1944-02-02') });
      const visit = await createSub(admin, 'birthdayVisit', { cadreId: cadre.id, visitDate: '2025-02-02' });
      await admin.json(`${API}/cadre/${cadre.id}`, { method: 'PUT', json: { version: cadre.version, realName: '新名老' } });
      assert.equal((await admin.json(`${API}/birthdayVisit/${visit.id}`)).body.data.cadreName, '新名老');
    });

    it('shows a cadre’s visits of each kind in their archive, newest first, each kind apart', async () => {
      const cadre = await createCadre(admin, { realName: '档访老', idCard: idCard('330106', '1941-07-07') });
      const older = await createSub(hz, 'birthdayVisit', { cadreId: cadre.id, visitDate: '2024-07-07' });
      const newer = await createSub(hz, 'birthdayVisit', { cadreId: cadre.id, visitDate: '2025-07-07' });
      const daily = await createSub(hz, 'dailyVisit', { cadreId: cadre.id, visitDate: '2025-03-01' });
      const records = (await hz.json(`${API}/cadre/${cadre.id}/archive`)).body.data.records;
      assert.deepEqual(records.birthdayVisit.map((r: { id: string }) => r.id), [newer.id, older.id]);
      assert.deepEqual(records.dailyVisit.map((r: { id: string }) => r.id), [daily.id]);
      assert.deepEqual(records.holidayVisit, []);
      assert.deepEqual(records.inpatient, []);
      // Another city's cadre has no archive for this user, visits or not.
      await createSub(admin, 'dailyVisit', { cadreId: nbCadre.id, visitDate: '2025-03-02' });
      assert.deepEqual((await hz.json(`${API}/cadre/${nbCadre.id}/archive`)).body, { code: 4, msg: '该Id查询结果为空' });
    });

    it('never shows a Hangzhou user a Ningbo visit, in lists, reads or exports', async () => {
      const nbVisit = await createSub(admin, 'holidayVisit', { cadreId: nbCadre.id, visitDate: '2025-01-20', holiday: '1', consolationMoney: '800' });
      assert.equal((await hz.json(`${API}/holidayVisit?cadreName=${encodeURIComponent('甬访老')}`)).body.data.total, 0);
      assert.equal((await admin.json(`${API}/holidayVisit?cadreName=${encodeURIComponent('甬访老')}`)).body.data.total, 1);
      assert.deepEqual((await hz.json(`${API}/holidayVisit/${nbVisit.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const hzList = (await hz.json(`${API}/holidayVisit?size=500`)).body.data;
      const adminTotal = (await admin.json(`${API}/holidayVisit?size=1`)).body.data.total;
      assert.ok(hzList.total > 0 && hzList.total < adminTotal, `${hzList.total} of ${adminTotal}`);
      const orgs = [...new Set(hzList.records.map((r: { manageOrgId: string }) => r.manageOrgId))];
      const outside = await count(server, `SELECT count(*)::int AS n FROM sys_org WHERE id = ANY ($1::text[]) AND city_code <> '330100'`, [orgs]);
      assert.equal(outside, 0, 'every listed visit is managed in Hangzhou');
      const job = await exportOf(server, hz, 'holidayVisit');
      const names = (await exportedRows(server, hz, job.id)).slice(1).map((r) => r.values);
      assert.equal(names.length, hzList.total);
      assert.ok(!names.some((values) => values.includes('甬访老')));
    });

    it('refuses a cadre outside the scope, a negative amount, a missing field and another cadre’s survivor, writing nothing', async () => {
      const before = await count(server, 'SELECT count(*)::int AS n FROM wr_visit', []);
      const refusals: [string, Record<string, unknown>, string, string][] = [
        ['birthdayVisit', { cadreId: nbCadre.id, visitDate: '2025-05-01' }, 'cadreId', '离退休干部不存在'],
        ['birthdayVisit', { cadreId: hzCadre.id, visitDate: '2025-05-01', consolationMoney: '-1' }, 'consolationMoney', '慰问金（元）不能小于0'],
        ['holidayVisit', { cadreId: hzCadre.id, visitDate: '2025-05-01' }, 'holiday', '节日不能为空'],
        ['testamentVisit', { cadreId: hzCadre.id, visitDate: '2025-05-01', survivorId: survivor.id }, 'survivorId', '所选慰问遗属不是该干部的遗属'],
      ];
      for (const [resource, input, field, message] of refusals) {
        const res = await hz.json(`${API}/${resource}`, { method: 'POST', json: input });
        assert.equal(res.status, 400, `${resource} ${field}: ${JSON.stringify(res.body)}`);
        assert.ok(res.body.data.errors.some((e: { field: string; message: string }) => e.field === field && e.message.startsWith(message)), JSON.stringify(res.body));
      }
      const planted = await hz.json(`${API}/birthdayVisit`, { method: 'POST', json: { cadreId: hzCadre.id, visitDate: '2025-05-01', visitType: 'daily', manageOrgId: '330203-01' } });
      assert.equal(planted.body.data.visitType, 'birthday', 'the kind comes from the page');
      assert.equal(planted.body.data.manageOrgId, '330106-01', 'the organisation comes from the cadre');
      assert.equal(await count(server, 'SELECT count(*)::int AS n FROM wr_visit', []), before + 1);
    });

    it('gives the demo organisations a year of visits of every kind', async () => {
      const rows = await server.db.query<{ visit_type: string; n: number; first: string; last: string }>(
        `SELECT visit_type, count(*)::int AS n, min(visit_date)::text AS first, max(visit_date)::text AS last FROM wr_visit WHERE create_by = 'user-admin' AND cadre_name NOT LIKE '%老' GROUP BY 1`,
        [],
      );
      assert.deepEqual(rows.map((r) => r.visit_type).sort(), [...VISIT_TYPES].sort());
      for (const row of rows) assert.ok(row.first >= '2024-06-01' && row.last <= '2025-06-30', JSON.stringify(row));
      const hzBirthday = (await hz.json(`${API}/birthdayVisit?size=1`)).body.data.total;
      assert.ok(hzBirthday > 0);
    });
  });
}
