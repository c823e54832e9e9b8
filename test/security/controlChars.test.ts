/**
 * Issue 17.2: a NUL character gave HTTP 500 (`invalid byte sequence for encoding "UTF8": 0x00`) on both
 * engines, before sign-in too. Control characters are refused where input is parsed
 * (server/http/controlChars.ts) with 400 参数含有非法控制字符; free text keeps tab and line breaks.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hasControlChars, refuseControlsInBody } from '../../server/http/controlChars.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { basicClient, signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const REFUSED = { status: 400, body: { code: 4, msg: '参数含有非法控制字符' } };

describe('which control characters are refused (controlChars.ts)', () => {
  it('refuses every control character in identifiers, and keeps tab and line breaks in text', () => {
    for (const c of ['\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\u007f']) assert.equal(hasControlChars(`a${c}b`, 'identifier'), true, JSON.stringify(c));
    for (const c of ['\t', '\n', '\r', '\u007f']) assert.equal(hasControlChars(`a${c}b`, 'text'), false, JSON.stringify(c));
    for (const c of ['\u0000', '\u0008', '\u000b', '\u001b']) assert.equal(hasControlChars(`a${c}b`, 'text'), true, JSON.stringify(c));
    assert.equal(hasControlChars('中文 😀 \u202e', 'identifier'), false, 'unicode beyond C0 is no control character here');
  });

  it('treats body keys and id-like fields as identifiers, anywhere in the body', () => {
    assert.doesNotThrow(() => refuseControlsInBody({ remark: '第一行\n第二行\t缩进', items: [{ content: 'a\r\nb' }] }));
    assert.throws(() => refuseControlsInBody({ remark: 'a\u0000b' }));
    assert.throws(() => refuseControlsInBody({ userId: 'a\tb' }));
    assert.throws(() => refuseControlsInBody({ deptIds: ['330100', '33\n0106'] }));
    assert.throws(() => refuseControlsInBody({ nested: { deep: [{ 'k\u0001ey': 1 }] } }));
    assert.throws(() => refuseControlsInBody(['ok', 'a\u0000']));
  });
});

for (const engine of ENGINES) {
  describe(`a NUL character gets 400, never 500 (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    const answer = async (promise: Promise<{ status: number; body: any }>) => {
      const { status, body } = await promise;
      return { status, body: { code: body?.code, msg: body?.msg } };
    };

    it('refuses the inputs of the issue, signed in', async () => {
      assert.deepEqual(await answer(admin.json(`${API}/cadre/%00`)), REFUSED);
      assert.deepEqual(await answer(admin.json(`${API}/cadre/%2500`)), REFUSED, 'decoded twice (path, then parameter): still refused');
      assert.deepEqual(await answer(admin.json(`${API}/cadre?realName=%00`)), REFUSED);
      assert.deepEqual(await answer(admin.json(`${API}/users`, { method: 'POST', json: { userName: 'a\u0000b', name: 'x', orgId: '330100' } })), REFUSED);
      assert.deepEqual(await answer(admin.json(`${API}/users/%00`, { method: 'DELETE' })), REFUSED);
      assert.deepEqual(await answer(admin.json(`${API}/organization/search?name=%00`)), REFUSED);
      assert.deepEqual(await answer(admin.json(`${API}/stafftelphone`, { method: 'POST', form: { name: 'a\u0000' } })), REFUSED, 'form bodies too');
      assert.deepEqual(await answer(admin.json(`${API}/cadre`, { headers: { deptId: '3301\t00' } })), REFUSED, 'and the headers used as values');
    });

    it('refuses them before sign-in', async () => {
      const query = new URLSearchParams({ username: 'a\u0000b', password: 'x', grant_type: 'password', scope: 'server' });
      const login = await server.json(`/auth/oauth/login?${query}`, { method: 'POST', headers: { Authorization: basicClient(server), TenantId: '118' } });
      assert.deepEqual({ status: login.status, body: { code: login.body.code, msg: login.body.msg } }, REFUSED);
      const anonymous = await server.json(`${API}/cadre/%00`);
      assert.deepEqual({ status: anonymous.status, body: { code: anonymous.body.code, msg: anonymous.body.msg } }, REFUSED, 'refused before the 401: nothing is looked up');
    });

    it('keeps a multi-line description', async () => {
      const description = '第一行\n第二行\t缩进\r\n第三行';
      const saved = await admin.json(`${API}/role`, { method: 'POST', json: { code: 'MULTI_LINE', name: '多行描述', dataScope: 'org', description } });
      assert.equal(saved.body.code, 0, JSON.stringify(saved.body));
      assert.equal((await admin.json(`${API}/role/${saved.body.data.id}`)).body.data.description, description);
    });

    it('logged no unhandled error', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
