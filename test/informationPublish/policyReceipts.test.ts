/**
 * 政策文件's receipts (the notices' mechanism, a second kind): publishing gives every account of the receiving
 * organisations, or each chosen person, a receipt; a recipient finds it in `policy/message`, opening it
 * marks it read, signing signs it, a document not sent to them is refused; the sender sees who has read, signed
 * or not yet and reminds those who have not; a document out of the sender's scope is neither tracked nor
 * reminded; the demo's receipts are there for hz_admin and unit_user.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const DOC = { title: '关于做好离退休干部冬季走访的通知', category: '2', receiveType: '0', receiveOrgs: ['330100'], orgId: '330000', publishDate: '2025-11-20', content: '<p>请做好走访。</p>' };

for (const engine of ENGINES) {
  describe(`政策文件's receipts on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let sx: SignedClient;
    const publish = async (input: Record<string, unknown> = {}) => {
      const created = (await admin.json(`${API}/policyDocument`, { method: 'POST', json: { ...DOC, ...input } })).body.data;
      const published = await admin.json(`${API}/policyDocument/${created.id}/publish`, { method: 'PUT', json: { version: created.version } });
      assert.equal(published.body.data.status, '1', JSON.stringify(published.body));
      return published.body.data as { id: string; version: number };
    };
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      sx = await signIn(server, 'sx_admin');
    });
    after(() => server.close());

    it('gives the receiving staff a receipt on publishing, which they read and sign', async () => {
      const doc = await publish();
      const [row] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM policy_document_receipt WHERE document_id = $1 AND user_id IN (SELECT id FROM sys_user WHERE org_id = '330100' AND enabled AND del_flag = 0)`,
        [doc.id],
      );
      assert.ok(row!.n > 0);
      const listed = (await hz.json(`${API}/policy/message?readStatus=0&size=100`)).body.data.records as { id: string; subject: string; categoryLabel: string; senderName: string }[];
      const mine = listed.find((m) => m.id === doc.id)!;
      assert.equal(mine.subject, DOC.title);
      assert.equal(mine.categoryLabel, '省级文件');
      assert.equal(mine.senderName, '浙江省委老干部局');
      const opened = (await hz.json(`${API}/policyDocument/detail/${doc.id}`)).body.data;
      assert.equal(opened.readStatus, '1');
      assert.equal(opened.content, DOC.content);
      const signed = (await hz.json(`${API}/policyDocument/sign/${doc.id}`, { method: 'PUT' })).body.data;
      assert.equal(signed.readStatus, '2');
      assert.ok(signed.signTime);
      const again = (await hz.json(`${API}/policyDocument/sign/${doc.id}`, { method: 'PUT' })).body.data;
      assert.equal(again.signTime, signed.signTime, 'signing twice keeps the first time');
    });

    it('answers a document not sent to the user as absent, to sign or to open', async () => {
      const doc = await publish();
      const refused = await sx.json(`${API}/policyDocument/sign/${doc.id}`, { method: 'PUT' });
      assert.notEqual(refused.body.code, 0);
      assert.equal(refused.body.msg, '该Id查询结果为空');
      assert.notEqual((await sx.json(`${API}/policyDocument/detail/${doc.id}`)).body.code, 0);
      const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM policy_document_receipt WHERE document_id = $1 AND user_id = 'user-sx-admin'`, [doc.id]);
      assert.equal(row!.n, 0);
    });

    it('sends a document to the chosen people only', async () => {
      const doc = await publish({ receiveType: '1', receiveOrgs: [], receiveUsers: ['user-sx-admin'] });
      const rows = await server.db.query<{ user_id: string }>(`SELECT user_id FROM policy_document_receipt WHERE document_id = $1`, [doc.id]);
      assert.deepEqual(rows.map((r) => r.user_id), ['user-sx-admin']);
      assert.equal((await sx.json(`${API}/policyDocument/sign/${doc.id}`, { method: 'PUT' })).body.data.readStatus, '2');
    });

    it('shows the sender who has read and signed, and reminds those who have not', async () => {
      const doc = await publish();
      await hz.json(`${API}/policyDocument/sign/${doc.id}`, { method: 'PUT' });
      const { counts, records } = (await admin.json(`${API}/policyDocument/receipts/${doc.id}`)).body.data;
      assert.equal(counts.total, records.length);
      assert.equal(counts.signed, 1);
      assert.equal(counts.total, counts.unread + counts.read + counts.signed);
      const reminded = (await admin.json(`${API}/policyDocument/remind/${doc.id}`, { method: 'POST' })).body.data.reminded;
      assert.equal(reminded, counts.total - 1);
      const after = (await admin.json(`${API}/policyDocument/receipts/${doc.id}`)).body.data.records as { userId: string; remindCount: number }[];
      assert.equal(after.find((r) => r.userId === 'user-hz-admin')!.remindCount, 0);
      assert.ok(after.filter((r) => r.userId !== 'user-hz-admin').every((r) => r.remindCount === 1));
    });

    it('keeps the tracking of a document within the sender’s scope', async () => {
      const doc = await publish();
      for (const res of [await hz.json(`${API}/policyDocument/receipts/${doc.id}`), await hz.json(`${API}/policyDocument/remind/${doc.id}`, { method: 'POST' })]) {
        assert.notEqual(res.body.code, 0);
        assert.equal(res.body.msg, '该Id查询结果为空');
      }
    });

    it('refuses to remind about a document no longer published', async () => {
      const doc = await publish();
      await admin.json(`${API}/policyDocument/${doc.id}/withdraw`, { method: 'PUT', json: { version: doc.version, reason: '内容调整' } });
      const res = await admin.json(`${API}/policyDocument/remind/${doc.id}`, { method: 'POST' });
      assert.equal(res.status, 400);
      assert.equal(res.body.msg, '政策文件未发布，不能催办');
    });

    it('seeds receipts: hz_admin and unit_user each have policy documents to sign', async () => {
      for (const client of [hz, await signIn(server, 'unit_user')]) {
        const unread = (await client.json(`${API}/policy/message?readStatus=0&size=1`)).body.data.total as number;
        assert.ok(unread > 0);
      }
    });
  });
}
