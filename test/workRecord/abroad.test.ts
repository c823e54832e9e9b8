/**
 * 出国（境）登记 (issue 19): a trip declared, submitted, approved, departed and closed on its return, with
 * rejections and cancellations needing a reason and moves out of order refused; a return before the departure
 * refused naming the field, nothing written; the travel document's custody (kept → issued → returned) and its
 * cadre; the overdue list of trips more than seven days past their planned return; a Hangzhou user never sees
 * a Ningbo trip, in lists, reads, the overdue list or exports; the demo year has trips in every state.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard, todayCst } from '../cadre/helpers/cadreData.ts';
import { exportedRows, exportOf, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';

const TRIP = { destination: '加拿大', reason: '1', applicationDate: '2025-03-01', departDate: '2025-04-01', returnDate: '2025-04-30' };
const daysAgo = (n: number) => new Date(Date.parse(`${todayCst()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

for (const engine of ENGINES) {
  describe(`出国（境）登记 on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let hzCadre: Record<string, any>;
    let otherCadre: Record<string, any>;
    let nbCadre: Record<string, any>;
    before(async () => {
      server = await startServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      hzCadre = await createCadre(admin, { realName: '杭出老', idCard: idCard('330106', '1950-01-01') });
      otherCadre = await createCadre(admin, { realName: '杭另老', idCard: idCard('330106', '1951-03-03') });
      nbCadre = await createCadre(admin, { realName: '甬出老', idCard: idCard('330203', '1950-02-02'), manageOrgId: '330203-01' });
    });
    after(() => server.close());

    const move = async (client: SignedClient, resource: string, record: Record<string, any>, action: string, reason?: string) =>
      client.json(`${API}/${resource}/${record.id}/${action}`, { method: 'PUT', json: { version: record.version, ...(reason ? { reason } : {}) } });
    const moved = async (client: SignedClient, resource: string, record: Record<string, any>, action: string, reason?: string) => {
      const res = await move(client, resource, record, action, reason);
      assert.equal(res.body.code, 0, JSON.stringify(res.body));
      return res.body.data as Record<string, any>;
    };

    it('takes a trip from its declaration through approval and departure to its return', async () => {
      const cert = await createSub(hz, 'abroadCertificate', { cadreId: hzCadre.id, certType: '1', certNo: 'E12345678', issueDate: '2020-05-01', expiryDate: '2030-05-01' });
      assert.equal(cert.custodyStatus, 'kept');
      let trip = await createSub(hz, 'abroad', { cadreId: hzCadre.id, ...TRIP, certId: cert.id });
      assert.equal(trip.status, 'declared');
      assert.equal(trip.cadreName, '杭出老');
      assert.equal(trip.manageOrgId, '330106-01');
      const early = await move(hz, 'abroad', trip, 'depart');
      assert.equal(early.body.msg, '当前状态（已申报）不能执行“出行”');
      trip = await moved(hz, 'abroad', trip, 'submit');
      assert.equal(trip.status, 'approving');
      const edit = await hz.json(`${API}/abroad/${trip.id}`, { method: 'PUT', json: { version: trip.version, destination: '美国' } });
      assert.equal(edit.body.msg, '当前状态（审批中）不能修改');
      trip = await moved(hz, 'abroad', trip, 'approve');
      trip = await moved(hz, 'abroad', trip, 'depart');
      assert.equal(trip.status, 'departed');
      const issued = await moved(hz, 'abroadCertificate', cert, 'issue');
      assert.equal(issued.custodyStatus, 'issued');

      const unrecorded = await move(hz, 'abroad', trip, 'comeBack');
      assert.deepEqual(unrecorded.body.data.errors, [{ field: 'actualReturnDate', message: '销假前请填写实际返回日期' }]);
      assert.equal((await hz.json(`${API}/abroad/${trip.id}`)).body.data.status, 'departed', 'nothing written');
      const widened = await hz.json(`${API}/abroad/${trip.id}`, { method: 'PUT', json: { version: trip.version, destination: '美国', actualReturnDate: '2025-04-29' } });
      assert.deepEqual(widened.body.data.errors, [{ field: 'destination', message: '已出行的行程只能填写实际返回日期' }]);
      const before = await hz.json(`${API}/abroad/${trip.id}`, { method: 'PUT', json: { version: trip.version, actualReturnDate: '2025-03-31' } });
      assert.deepEqual(before.body.data.errors, [{ field: 'actualReturnDate', message: '实际返回日期不能早于出发日期' }]);
      trip = (await hz.json(`${API}/abroad/${trip.id}`, { method: 'PUT', json: { version: trip.version, actualReturnDate: '2025-04-29' } })).body.data;
      trip = await moved(hz, 'abroad', trip, 'comeBack');
      assert.equal(trip.status, 'returned');
      assert.equal(trip.actualReturnDate, '2025-04-29');
      const back = await moved(hz, 'abroadCertificate', issued, 'giveBack');
      assert.equal(back.custodyStatus, 'returned');
      assert.equal((await moved(hz, 'abroadCertificate', back, 'issue')).custodyStatus, 'issued', 'issued again for the next trip');

      const history = (await hz.json(`${API}/abroad/${trip.id}/history`)).body.data as unknown[];
      assert.ok(JSON.stringify(history).includes('returned'), JSON.stringify(history));
    });

    it('rejects or cancels a trip only with a reason', async () => {
      let trip = await moved(hz, 'abroad', await createSub(hz, 'abroad', { cadreId: hzCadre.id, ...TRIP }), 'submit');
      const bare = await move(hz, 'abroad', trip, 'reject');
      assert.deepEqual(bare.body.data.errors, [{ field: 'reason', message: '请填写原因' }]);
      trip = await moved(hz, 'abroad', trip, 'reject', '出访期间有重要工作安排');
      assert.equal(trip.status, 'rejected');
      assert.equal((await move(hz, 'abroad', trip, 'depart')).body.msg, '当前状态（未批准）不能执行“出行”');

      let other = await moved(hz, 'abroad', await createSub(hz, 'abroad', { cadreId: hzCadre.id, ...TRIP }), 'submit');
      other = await moved(hz, 'abroad', other, 'approve');
      assert.equal((await move(hz, 'abroad', other, 'cancel')).status, 400);
      other = await moved(hz, 'abroad', other, 'cancel', '本人身体原因');
      assert.equal(other.status, 'cancelled');
    });

    it('refuses a return before the departure, another cadre’s document or a cadre out of scope, writing nothing', async () => {
      const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wr_abroad', []))[0]!.n;
      const before = await count();
      const othersCert = await createSub(hz, 'abroadCertificate', { cadreId: otherCadre.id, certType: '2', certNo: 'C87654321' });
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ ...TRIP, cadreId: hzCadre.id, returnDate: '2025-03-31' }, 'returnDate', '计划返回日期不能早于出发日期'],
        [{ ...TRIP, cadreId: hzCadre.id, certId: othersCert.id }, 'certId', '所选证照不是该干部的证照'],
        [{ ...TRIP, cadreId: nbCadre.id }, 'cadreId', '离退休干部不存在'],
        [{ ...TRIP, cadreId: hzCadre.id, destination: '' }, 'destination', '前往国家（地区）不能为空'],
      ];
      for (const [input, field, message] of refusals) {
        const res = await hz.json(`${API}/abroad`, { method: 'POST', json: input });
        assert.equal(res.status, 400, JSON.stringify(res.body));
        assert.ok(res.body.data.errors.some((e: { field: string; message: string }) => e.field === field && e.message === message), JSON.stringify(res.body));
      }
      assert.equal(await count(), before);
      const expired = await hz.json(`${API}/abroadCertificate`, { method: 'POST', json: { cadreId: hzCadre.id, certType: '1', certNo: 'E1', issueDate: '2020-01-01', expiryDate: '2019-12-31' } });
      assert.deepEqual(expired.body.data.errors, [{ field: 'expiryDate', message: '有效期至不能早于签发日期' }]);
    });

    it('lists departed trips more than seven days past their planned return, read-only, until they are closed', async () => {
      const trip = async (returnDate: string, through: string[]) => {
        let t = await createSub(hz, 'abroad', { cadreId: otherCadre.id, ...TRIP, applicationDate: daysAgo(90), departDate: daysAgo(60), returnDate });
        for (const action of through) t = await moved(hz, 'abroad', t, action);
        return t;
      };
      const late = await trip(daysAgo(8), ['submit', 'approve', 'depart']);
      const justDue = await trip(daysAgo(7), ['submit', 'approve', 'depart']);
      const approved = await trip(daysAgo(30), ['submit', 'approve']);
      const listed = async () => ((await hz.json(`${API}/abroadOverdue?cadreName=${encodeURIComponent('杭另老')}`)).body.data.records as { id: string }[]).map((r) => r.id);
      assert.deepEqual(await listed(), [late.id]);
      assert.ok(!(await listed()).includes(justDue.id) && !(await listed()).includes(approved.id));
      assert.equal((await hz.json(`${API}/abroadOverdue/${late.id}`)).body.data.returnDate, daysAgo(8));
      assert.equal((await hz.json(`${API}/abroadOverdue`, { method: 'POST', json: { cadreId: otherCadre.id, ...TRIP } })).status, 403);
      assert.equal((await hz.json(`${API}/abroadOverdue/${late.id}`, { method: 'PUT', json: { version: late.version } })).status, 403);
      const recorded = (await hz.json(`${API}/abroad/${late.id}`, { method: 'PUT', json: { version: late.version, actualReturnDate: daysAgo(1) } })).body.data;
      await moved(hz, 'abroad', recorded, 'comeBack');
      assert.deepEqual(await listed(), []);
    });

    it('never shows a Hangzhou user a Ningbo trip, in lists, reads, the overdue list or exports', async () => {
      let trip = await createSub(admin, 'abroad', { cadreId: nbCadre.id, ...TRIP, applicationDate: daysAgo(90), departDate: daysAgo(60), returnDate: daysAgo(20) });
      for (const action of ['submit', 'approve', 'depart']) trip = await moved(admin, 'abroad', trip, action);
      const q = `cadreName=${encodeURIComponent('甬出老')}`;
      for (const resource of ['abroad', 'abroadOverdue']) {
        assert.equal((await hz.json(`${API}/${resource}?${q}`)).body.data.total, 0, resource);
        assert.equal((await admin.json(`${API}/${resource}?${q}`)).body.data.total, 1, resource);
        assert.deepEqual((await hz.json(`${API}/${resource}/${trip.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      }
      assert.equal((await move(hz, 'abroad', trip, 'comeBack')).status, 404);
      for (const resource of ['abroad', 'abroadOverdue']) {
        const listed = (await hz.json(`${API}/${resource}?size=1`)).body.data.total;
        const job = await exportOf(server, hz, resource);
        const rows = (await exportedRows(server, hz, job.id)).slice(1).map((r) => r.values);
        assert.equal(rows.length, listed, resource);
        assert.ok(!rows.some((values) => values.includes('甬出老')), resource);
      }
    });

    it('gives the demo year trips in every state, documents in custody and out, and an overdue list', async () => {
      const states = (await server.db.query<{ status: string }>(`SELECT DISTINCT status FROM wr_abroad WHERE create_by = 'user-admin'`, [])).map((r) => r.status);
      for (const state of ['approving', 'approved', 'departed', 'returned', 'rejected', 'cancelled']) assert.ok(states.includes(state), `${state} in ${states.join(', ')}`);
      const custody = (await server.db.query<{ custody_status: string }>(`SELECT DISTINCT custody_status FROM wr_certificate`, [])).map((r) => r.custody_status);
      for (const state of ['kept', 'issued', 'returned']) assert.ok(custody.includes(state), `${state} in ${custody.join(', ')}`);
      for (const resource of ['abroad', 'abroadCertificate', 'abroadOverdue']) {
        assert.ok((await hz.json(`${API}/${resource}?size=1`)).body.data.total > 0, resource);
      }
    });
  });
}
