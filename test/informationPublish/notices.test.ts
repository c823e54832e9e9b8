/**
 * 通知公告 (issue 23): a notice with no recipients refused naming the field, nothing written; publishing gives
 * every account of the receiving organisations a receipt and the notice through the push channel; a recipient
 * finds it in their message list (`notice/message`), opening it marks it read, signing (`notification/sign`)
 * signs it; signing a notice not sent to you is refused; the sender sees who has read, signed or not yet and
 * reminds those who have not (pushed to them alone); the receipts of a notice out of scope are absent.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { listenPush as listen, until } from '../push/helpers/listenPush.ts';

const API = '/lgbsmp/api/v1';
const NOTICE = { subject: '关于报送重阳节活动情况的通知', noticeType: '1', receiveOrgs: ['330100'], orgId: '330000', content: '<p>请于10月10日前报送。</p>' };

for (const engine of ENGINES) {
  describe(`通知公告 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let sx: SignedClient;
    const publish = async (input: Record<string, unknown> = {}) => {
      const created = (await admin.json(`${API}/notification`, { method: 'POST', json: { ...NOTICE, ...input } })).body.data;
      const published = await admin.json(`${API}/notification/${created.id}/publish`, { method: 'PUT', json: { version: created.version } });
      assert.equal(published.body.data.status, '1', JSON.stringify(published.body));
      return published.body.data;
    };
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      sx = await signIn(server, 'sx_admin');
    });
    after(() => server.close());

    it('refuses a notice with no recipients, naming the field, and writes nothing', async () => {
      const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notice', []))[0]!.n;
      const before = await count();
      for (const receiveOrgs of [[], undefined]) {
        const res = await admin.json(`${API}/notification`, { method: 'POST', json: { ...NOTICE, receiveOrgs } });
        assert.equal(res.status, 400);
        assert.deepEqual(res.body.data.errors, [{ field: 'receiveOrgs', message: '接收单位不能为空' }]);
      }
      assert.equal(await count(), before);
    });

    it('delivers a published notice to the receiving staff, live and in their message list, where they read and sign it', async () => {
      const live = await listen(server, hz, 'user-hz-admin');
      const other = await listen(server, sx, 'user-sx-admin');
      const notice = await publish();
      await until(() => live.messages.some((m) => m.type === 'notice' && m.id === notice.id));
      assert.deepEqual(live.messages.find((m) => m.id === notice.id), { type: 'notice', id: notice.id, title: NOTICE.subject, resource: 'notification' });
      other.ws.send('{"type":"heartbeat"}');
      await until(() => other.messages.length > 0);
      assert.deepEqual(other.messages, [{ type: 'heartbeat' }], 'Shaoxing was not a receiver');
      live.ws.close();
      other.ws.close();

      const [receipts] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notice_receipt WHERE notice_id = $1 AND user_id IN (SELECT id FROM sys_user WHERE org_id = '330100' AND enabled AND del_flag = 0)`,
        [notice.id],
      );
      const [users] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_user WHERE org_id = '330100' AND enabled AND del_flag = 0`, []);
      assert.equal(receipts!.n, users!.n);

      const unread = (await hz.json(`${API}/notice/message?readStatus=0&size=100`)).body.data.records;
      assert.ok(unread.some((m: { id: string; readStatusLabel: string; senderName: string; userId: string }) => m.id === notice.id && m.readStatusLabel === '未读' && m.senderName === '浙江省委老干部局' && m.userId === 'user-hz-admin'));
      const opened = (await hz.json(`${API}/notification/detail/${notice.id}`)).body.data;
      assert.deepEqual([opened.readStatus, opened.content, opened.noticeTypeLabel], ['1', NOTICE.content, '通知']);
      const signed = (await hz.json(`${API}/notification/sign/${notice.id}`, { method: 'PUT', json: {} })).body.data;
      assert.equal(signed.readStatus, '2');
      assert.ok(signed.signTime && signed.readTime);
      const again = (await hz.json(`${API}/notification/sign/${notice.id}`, { method: 'PUT', json: {} })).body.data;
      assert.equal(again.signTime, signed.signTime, 'signing twice keeps the first time');
      const mine = (await hz.json(`${API}/notice/message?readStatus=2&size=100`)).body.data.records;
      assert.ok(mine.some((m: { id: string }) => m.id === notice.id));
    });

    it('refuses to sign, or show, a notice not sent to you, and one withdrawn', async () => {
      const notice = await publish({ subject: '只发杭州' });
      const refused = await sx.json(`${API}/notification/sign/${notice.id}`, { method: 'PUT', json: {} });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.msg, '该通知未发送给您，不能签收');
      assert.deepEqual((await sx.json(`${API}/notification/detail/${notice.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notice_receipt WHERE notice_id = $1 AND user_id = 'user-sx-admin'`, [notice.id]);
      assert.equal(row!.n, 0, 'nothing written');
      const withdrawn = await admin.json(`${API}/notification/${notice.id}/withdraw`, { method: 'PUT', json: { version: notice.version, reason: '内容有误' } });
      assert.equal(withdrawn.body.data.status, '2');
      assert.equal((await hz.json(`${API}/notification/sign/${notice.id}`, { method: 'PUT', json: {} })).status, 400);
      assert.ok(!(await hz.json(`${API}/notice/message?size=100`)).body.data.records.some((m: { id: string }) => m.id === notice.id));
    });

    it('shows the sender who has read, signed or not yet, and reminds only those who have not signed', async () => {
      const notice = await publish({ subject: '签收情况测试', receiveOrgs: ['330100', '330600'] });
      await hz.json(`${API}/notification/sign/${notice.id}`, { method: 'PUT', json: {} });
      const tracked = (await admin.json(`${API}/notification/receipts/${notice.id}`)).body.data;
      assert.equal(tracked.counts.signed, 1);
      assert.equal(tracked.counts.total, tracked.counts.unread + tracked.counts.read + tracked.counts.signed);
      assert.equal(tracked.records.length, tracked.counts.total);
      const hzRow = tracked.records.find((r: { userId: string }) => r.userId === 'user-hz-admin');
      assert.deepEqual([hzRow.readStatusLabel, hzRow.orgName], ['已签收', '杭州市委老干部局']);
      assert.equal((await admin.json(`${API}/notification/receipts/${notice.id}?readStatus=2`)).body.data.records.length, 1);

      const signedOne = await listen(server, hz, 'user-hz-admin');
      const pending = await listen(server, sx, 'user-sx-admin');
      const reminded = (await admin.json(`${API}/notification/remind/${notice.id}`, { method: 'POST', json: {} })).body.data;
      assert.equal(reminded.reminded, tracked.counts.total - 1);
      await until(() => pending.messages.some((m) => m.type === 'notice'));
      assert.equal(pending.messages.find((m) => m.type === 'notice')!.title, '【催办】签收情况测试');
      signedOne.ws.send('{"type":"heartbeat"}');
      await until(() => signedOne.messages.length > 0);
      assert.deepEqual(signedOne.messages, [{ type: 'heartbeat' }], 'who signed is not reminded');
      signedOne.ws.close();
      pending.ws.close();
      const after = (await admin.json(`${API}/notification/receipts/${notice.id}?readStatus=0`)).body.data.records;
      assert.ok(after.every((r: { remindCount: number }) => r.remindCount === 1));
    });

    it('sends a notice to chosen people: their receipts alone, pushed to them alone, and refuses one with nobody chosen', async () => {
      const none = await admin.json(`${API}/notification`, { method: 'POST', json: { ...NOTICE, receiveType: '1', receiveOrgs: [] } });
      assert.equal(none.status, 400);
      assert.deepEqual(none.body.data.errors, [{ field: 'receiveUsers', message: '接收人员不能为空' }]);
      const unknown = await admin.json(`${API}/notification`, { method: 'POST', json: { ...NOTICE, receiveType: '1', receiveUsers: ['no-such-user'] } });
      assert.equal(unknown.status, 400);
      const live = await listen(server, hz, 'user-hz-admin');
      const colleague = await listen(server, sx, 'user-sx-admin');
      const notice = await publish({ subject: '座谈会邀请', receiveType: '1', receiveOrgs: [], receiveUsers: ['user-hz-admin', 'user-330106'] });
      assert.deepEqual(notice.receiveUsersNames, ['杭州市管理员', '西湖区管理员']);
      assert.equal(notice.receiveTypeLabel, '个人');
      await until(() => live.messages.some((m) => m.id === notice.id));
      colleague.ws.send('{"type":"heartbeat"}');
      await until(() => colleague.messages.length > 0);
      assert.deepEqual(colleague.messages, [{ type: 'heartbeat' }], 'only the chosen people are told');
      live.ws.close();
      colleague.ws.close();
      const receipts = (await admin.json(`${API}/notification/receipts/${notice.id}`)).body.data;
      assert.deepEqual(receipts.records.map((r: { userId: string }) => r.userId).sort(), ['user-330106', 'user-hz-admin']);
      assert.equal((await sx.json(`${API}/notification/sign/${notice.id}`, { method: 'PUT', json: {} })).body.msg, '该通知未发送给您，不能签收');
      assert.equal((await hz.json(`${API}/notification/sign/${notice.id}`, { method: 'PUT', json: {} })).body.data.readStatus, '2');
      assert.equal((await admin.json(`${API}/notification/receipts/${notice.id}`)).body.data.counts.signed, 1);
    });

    it('keeps a notice’s receipts and list within the sender’s scope', async () => {
      const province = await publish({ subject: '省局通知', receiveOrgs: ['330600'] });
      assert.deepEqual((await hz.json(`${API}/notification/receipts/${province.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      assert.equal((await hz.json(`${API}/notification/remind/${province.id}`, { method: 'POST', json: {} })).body.msg, '该Id查询结果为空');
      assert.equal((await hz.json(`${API}/notification?subject=${encodeURIComponent('省局通知')}`)).body.data.total, 0);
      const unit = await signIn(server, 'unit_user');
      assert.equal((await unit.json(`${API}/notification/receipts/${province.id}`)).status, 403);
    });

    it('gives the demo notices to units and people with some read and some signed', async () => {
      const [demo] = await server.db.query<{ notices: number; unread: number; read: number; signed: number }>(
        `SELECT (SELECT count(*)::int FROM notice WHERE id LIKE 'seed-notice-%') AS notices,
                count(*) FILTER (WHERE read_status = '0')::int AS unread, count(*) FILTER (WHERE read_status = '1')::int AS read,
                count(*) FILTER (WHERE read_status = '2')::int AS signed
           FROM notice_receipt WHERE notice_id LIKE 'seed-notice-%'`,
        [],
      );
      assert.ok(demo!.notices >= 5 && demo!.unread > 0 && demo!.read > 0 && demo!.signed > 0, JSON.stringify(demo));
      assert.ok((await hz.json(`${API}/notice/message?size=1`)).body.data.total > 0);
      const unitMessages = (await (await signIn(server, 'unit_user')).json(`${API}/notice/message?size=10`)).body.data;
      assert.ok(unitMessages.total > 0, 'a unit clerk gets 西湖区’s notice');
    });
  });
}
