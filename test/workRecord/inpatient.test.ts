/**
 * 住院登记 (issue 19): a cadre's stay registered in hospital and discharged later; a discharge before the
 * admission refused naming the field, on registration and on discharge, nothing written; the registration's
 * review; the hospital visits made during a stay linked to it; a Hangzhou user never sees a Ningbo stay; the
 * demo year has stays in progress and discharged ones, in every state of review, the visited ones with their visit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard } from '../cadre/helpers/cadreData.ts';
import { exportedRows, exportOf, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';

const STAY = { hospitalName: '浙江省人民医院', department: '心血管内科', bed: '12-3', admissionDate: '2025-03-01', condition: '冠心病，胸闷气短' };

for (const engine of ENGINES) {
  describe(`住院登记 on ${engine}`, () => {
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
      hzCadre = await createCadre(admin, { realName: '杭住老', idCard: idCard('330106', '1938-01-01') });
      nbCadre = await createCadre(admin, { realName: '甬住老', idCard: idCard('330203', '1939-02-02'), manageOrgId: '330203-01' });
    });
    after(() => server.close());

    it('registers a stay in hospital and discharges it later; a discharge before the admission is refused', async () => {
      const stay = await createSub(hz, 'inpatient', { cadreId: hzCadre.id, ...STAY });
      assert.equal(stay.cadreName, '杭住老');
      assert.equal(stay.manageOrgId, '330106-01');
      assert.equal(stay.dischargeDate, null);
      assert.equal(stay.isVisited, false);
      const early = await hz.json(`${API}/inpatient/${stay.id}`, { method: 'PUT', json: { version: stay.version, dischargeDate: '2025-02-28' } });
      assert.equal(early.status, 400);
      assert.deepEqual(early.body.data.errors, [{ field: 'dischargeDate', message: '出院日期不能早于住院日期' }]);
      assert.equal((await hz.json(`${API}/inpatient/${stay.id}`)).body.data.dischargeDate, null, 'nothing written');
      const discharged = await hz.json(`${API}/inpatient/${stay.id}`, { method: 'PUT', json: { version: stay.version, dischargeDate: '2025-03-12', outcome: '好转出院' } });
      assert.equal(discharged.body.data.dischargeDate, '2025-03-12');
      const inHospital = (await hz.json(`${API}/inpatient?cadreName=${encodeURIComponent('杭住老')}`)).body.data.records;
      assert.equal(inHospital.length, 1);
    });

    it('refuses a registration discharged before its admission, or for a cadre out of scope, writing nothing', async () => {
      const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wr_inpatient', []))[0]!.n;
      const before = await count();
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ ...STAY, cadreId: hzCadre.id, dischargeDate: '2025-02-01' }, 'dischargeDate', '出院日期不能早于住院日期'],
        [{ ...STAY, cadreId: nbCadre.id }, 'cadreId', '离退休干部不存在'],
        [{ ...STAY, cadreId: hzCadre.id, bed: '' }, 'bed', '病床不能为空'],
      ];
      for (const [input, field, message] of refusals) {
        const res = await hz.json(`${API}/inpatient`, { method: 'POST', json: input });
        assert.equal(res.status, 400, JSON.stringify(res.body));
        assert.ok(res.body.data.errors.some((e: { field: string; message: string }) => e.field === field && e.message === message), JSON.stringify(res.body));
      }
      assert.equal(await count(), before);
    });

    it('never shows a Hangzhou user a Ningbo stay, in lists, reads or exports', async () => {
      const stay = await createSub(admin, 'inpatient', { cadreId: nbCadre.id, ...STAY });
      assert.equal((await hz.json(`${API}/inpatient?cadreName=${encodeURIComponent('甬住老')}`)).body.data.total, 0);
      assert.equal((await admin.json(`${API}/inpatient?cadreName=${encodeURIComponent('甬住老')}`)).body.data.total, 1);
      assert.deepEqual((await hz.json(`${API}/inpatient/${stay.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const listed = (await hz.json(`${API}/inpatient?size=1`)).body.data.total;
      const job = await exportOf(server, hz, 'inpatient');
      const rows = (await exportedRows(server, hz, job.id)).slice(1).map((r) => r.values);
      assert.equal(rows.length, listed);
      assert.ok(!rows.some((values) => values.includes('甬住老')));
    });

    it('reviews a registration: submitted, approved or rejected with a reason and submitted again', async () => {
      const move = (record: Record<string, any>, action: string, reason?: string) =>
        hz.json(`${API}/inpatient/${record.id}/${action}`, { method: 'PUT', json: { version: record.version, ...(reason ? { reason } : {}) } });
      let stay = await createSub(hz, 'inpatient', { cadreId: hzCadre.id, ...STAY });
      assert.equal(stay.approveStatus, 'registered');
      assert.equal((await move(stay, 'approve')).body.msg, '当前状态（已登记）不能执行“审核通过”');
      stay = (await move(stay, 'submit')).body.data;
      assert.equal(stay.approveStatus, 'pending');
      assert.deepEqual((await move(stay, 'reject')).body.data.errors, [{ field: 'reason', message: '请填写原因' }]);
      stay = (await move(stay, 'reject', '住院病情描述不全')).body.data;
      assert.equal(stay.approveStatus, 'rejected');
      stay = (await move(stay, 'submit')).body.data;
      stay = (await move(stay, 'approve')).body.data;
      assert.equal(stay.approveStatus, 'approved');
      const discharged = await hz.json(`${API}/inpatient/${stay.id}`, { method: 'PUT', json: { version: stay.version, dischargeDate: '2025-03-10' } });
      assert.equal(discharged.body.data.dischargeDate, '2025-03-10', 'an approved stay is still discharged by editing it');
    });

    it('links the hospital visits made during a stay to it, which is then visited; another cadre’s stay or a day outside it refused', async () => {
      const stay = await createSub(hz, 'inpatient', { cadreId: hzCadre.id, ...STAY, dischargeDate: '2025-03-15' });
      const visit = { cadreId: hzCadre.id, visitDate: '2025-03-05', address: STAY.hospitalName, inpatientId: stay.id };
      const other = await createCadre(admin, { realName: '杭住二', idCard: idCard('330106', '1940-05-05') });
      const othersStay = await createSub(hz, 'inpatient', { cadreId: other.id, ...STAY });
      const ningboStay = await createSub(admin, 'inpatient', { cadreId: nbCadre.id, ...STAY });
      const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wr_visit WHERE inpatient_id IS NOT NULL', []))[0]!.n;
      const before = await count();
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ ...visit, inpatientId: othersStay.id }, 'inpatientId', '所选住院登记不是该干部的住院登记'],
        [{ ...visit, inpatientId: ningboStay.id }, 'inpatientId', '住院登记不存在'],
        [{ ...visit, visitDate: '2025-03-16' }, 'visitDate', '看望时间应在所选住院登记的住院期间内'],
      ];
      for (const [input, field, message] of refusals) {
        const res = await hz.json(`${API}/hospitalizationVisit`, { method: 'POST', json: input });
        assert.deepEqual(res.body.data?.errors, [{ field, message }], JSON.stringify(res.body));
      }
      assert.equal(await count(), before);
      assert.equal((await hz.json(`${API}/inpatient/${stay.id}`)).body.data.isVisited, false);
      const made = await createSub(hz, 'hospitalizationVisit', visit);
      assert.equal(made.inpatientId, stay.id);
      assert.equal((await hz.json(`${API}/inpatient/${stay.id}`)).body.data.isVisited, true);
      const during = (await hz.json(`${API}/hospitalizationVisit?inpatientId=${stay.id}`)).body.data.records as { id: string }[];
      assert.deepEqual(during.map((v) => v.id), [made.id]);
    });

    it('gives the demo year stays still in hospital and discharged ones', async () => {
      const [open] = await server.db.query<{ open: number; done: number }>(
        `SELECT count(*) FILTER (WHERE discharge_date IS NULL)::int AS open, count(*) FILTER (WHERE discharge_date IS NOT NULL)::int AS done FROM wr_inpatient WHERE create_by = 'user-admin'`,
        [],
      );
      assert.ok(open!.open > 0 && open!.done > open!.open, JSON.stringify(open));
      const reviews = (await server.db.query<{ approve_status: string }>(`SELECT DISTINCT approve_status FROM wr_inpatient`, [])).map((r) => r.approve_status);
      for (const state of ['registered', 'pending', 'approved', 'rejected']) assert.ok(reviews.includes(state), `${state} in ${reviews.join(', ')}`);
      const [unlinked] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM wr_inpatient s WHERE s.is_visited AND NOT EXISTS (SELECT 1 FROM wr_visit v WHERE v.inpatient_id = s.id)`,
        [],
      );
      assert.equal(unlinked!.n, 0, 'every visited stay has its visit');
      assert.ok((await hz.json(`${API}/inpatient?size=1`)).body.data.total > 0);
    });
  });
}
