import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1/policyDocument';

for (const engine of ENGINES) {
  describe(`resource engine: policy documents with dictionaries and a lifecycle (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    const doc = (over: Record<string, unknown> = {}) => ({
      title: '关于做好离退休干部走访慰问工作的通知', docNo: '浙老干〔2025〕3号', category: '2', receiveType: '0',
      receiveOrgs: ['330100', '330200'], orgId: '330000', publishDate: '2025-01-15', content: '<p>各市委老干部局：</p>', ...over,
    });

    it('starts a record in the initial state and answers dictionary labels beside codes', async () => {
      const { body } = await admin.json(API, { method: 'POST', json: doc() });
      assert.equal(body.data.status, '0');
      assert.equal(body.data.statusLabel, '草稿');
      assert.equal(body.data.categoryLabel, '省级文件');
      assert.equal(body.data.receiveTypeLabel, '单位');
      assert.deepEqual(body.data.attachments, []);
    });

    it('refuses a code outside its dictionary and a status set by the client', async () => {
      const bad = await admin.json(API, { method: 'POST', json: doc({ category: '42' }) });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.msg, '文件类别的取值“42”不在字典中');
      const sneaky = await admin.json(API, { method: 'POST', json: doc({ status: '1' }) });
      assert.equal(sneaky.body.data.status, '0');
    });

    it('moves only along the declared transitions, with a reason where one is needed', async () => {
      const created = (await admin.json(API, { method: 'POST', json: doc() })).body.data;
      const wrong = await admin.json(`${API}/${created.id}/withdraw`, { method: 'PUT', json: { version: created.version, reason: '错' } });
      assert.deepEqual(wrong.body, { code: 4, msg: '当前状态（草稿）不能执行“撤回”' });
      const published = await admin.json(`${API}/${created.id}/publish`, { method: 'PUT', json: { version: created.version } });
      assert.equal(published.body.data.status, '1');
      const locked = await admin.json(`${API}/${created.id}`, { method: 'PUT', json: { version: published.body.data.version, title: '改标题' } });
      assert.deepEqual(locked.body, { code: 4, msg: '当前状态（已发布）不能修改' });
      const noReason = await admin.json(`${API}/${created.id}/withdraw`, { method: 'PUT', json: { version: published.body.data.version } });
      assert.equal(noReason.status, 400);
      assert.equal(noReason.body.msg, '请填写原因');
      const withdrawn = await admin.json(`${API}/${created.id}/withdraw`, { method: 'PUT', json: { version: published.body.data.version, reason: '内容需更新' } });
      assert.equal(withdrawn.body.data.status, '2');
      assert.equal(withdrawn.body.data.statusReason, '内容需更新');
      const draft = await admin.json(`${API}/${created.id}/redraft`, { method: 'PUT', json: { version: withdrawn.body.data.version } });
      assert.equal(draft.body.data.status, '0');
      const history = await admin.json(`${API}/${created.id}/history`);
      assert.deepEqual(history.body.data.map((h: { action: string }) => h.action), ['transition', 'transition', 'transition', 'create']);
      assert.deepEqual(history.body.data[1].changes, { status: ['1', '2'], reason: [null, '内容需更新'] });
    });

    it('requires receiving organisations when the document goes to organisations, and names them', async () => {
      const missing = await admin.json(API, { method: 'POST', json: doc({ receiveOrgs: [] }) });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.msg, '请选择接收单位');
      const unknown = await admin.json(API, { method: 'POST', json: doc({ receiveOrgs: ['999999'] }) });
      assert.equal(unknown.body.msg, '接收单位不存在');
      const personal = await admin.json(API, { method: 'POST', json: doc({ receiveType: '1', receiveOrgs: [] }) });
      assert.equal(personal.body.code, 0);
      const named = await admin.json(API, { method: 'POST', json: doc() });
      assert.deepEqual(named.body.data.receiveOrgsNames, ['杭州市委老干部局', '宁波市委老干部局']);
    });

    it('keeps the issuing organisation fixed after creation', async () => {
      const created = (await admin.json(API, { method: 'POST', json: doc() })).body.data;
      const moved = await admin.json(`${API}/${created.id}`, { method: 'PUT', json: { version: created.version, orgId: '330100', title: '新标题' } });
      assert.equal(moved.body.data.orgId, '330000');
      assert.equal(moved.body.data.title, '新标题');
    });

    it('filters by dictionary sets and date ranges', async () => {
      await admin.json(API, { method: 'POST', json: doc({ title: '市级文件一', category: '3', publishDate: '2024-06-01' }) });
      const cities = await admin.json(`${API}?category=3&category=4`);
      assert.ok(cities.body.data.records.every((r: { category: string }) => r.category === '3' || r.category === '4'));
      assert.ok(cities.body.data.total >= 1);
      const range = await admin.json(`${API}?publishDate_from=2024-01-01&publishDate_to=2024-12-31`);
      assert.deepEqual(range.body.data.records.map((r: { title: string }) => r.title), ['市级文件一']);
    });

    it('serves every dictionary to a signed-in user', async () => {
      const { body } = await admin.json('/lgbsmp/api/v1/dictionary');
      const sex = body.data.find((t: { code: string }) => t.code === 'sex');
      assert.deepEqual(sex.items.map((i: { label: string }) => i.label), ['未知的性别', '男', '女', '未说明的性别']);
    });
  });
}
