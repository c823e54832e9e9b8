/** Spec sections 6 and 7: headers and token placement, as the local server received them. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { http } from '../../src/http/client.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { startStub, type Stub } from '../helpers/httpStub.ts';

const TOKEN = 'T0KEN-abc';

describe('headers and token placement', () => {
  let stub: Stub;
  before(async () => {
    stub = await startStub();
  });
  after(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  const api = (init?: Parameters<typeof fakePorts>[0]) => http.extend({ baseUrl: stub.url, ports: fakePorts(init) });
  const received = () => {
    const request = stub.requests.at(-1);
    assert.ok(request, 'the server received no request');
    return { ...request, text: request.body.toString('utf8') };
  };

  it('sends Authorization: Bearer <token>, TenantId: 1 and the deptId on every request', async () => {
    await api().get('/admin/user');
    const { headers } = received();
    assert.equal(headers.authorization, `Bearer ${TOKEN}`);
    assert.equal(headers.tenantid, '1');
    assert.equal(headers.deptid, '330100');
  });

  it('sends no bearer token, no token copies and no sign when a call opts out', async () => {
    await api().post('/lgbsmp/api/v1/open', { auth: false, json: { a: 1 } });
    const { headers, url, text } = received();
    assert.equal(headers.authorization, undefined);
    assert.equal(headers.sign, undefined);
    assert.equal(headers.tenantid, '1');
    assert.equal(url, '/lgbsmp/api/v1/open');
    assert.deepEqual(JSON.parse(text), { a: 1 });
  });

  it('sends no token and no deptId before sign-in', async () => {
    await api({ token: null, deptId: null }).get('/lgbsmp/api/v1/thing', { params: { a: 1 } });
    const { headers, url } = received();
    assert.equal(headers.authorization, undefined);
    assert.equal(headers.deptid, undefined);
    assert.equal(url, '/lgbsmp/api/v1/thing?a=1');
  });

  it('puts GET parameters in the query with repeated keys for arrays, and the token after them', async () => {
    await api().get('/lgbsmp/api/v1/cadre', { params: { ids: [1, 2], name: '张 三', empty: undefined, none: null } });
    assert.equal(received().url, `/lgbsmp/api/v1/cadre?ids=1&ids=2&name=%E5%BC%A0+%E4%B8%89&token=${TOKEN}`);
  });

  it('gives a GET without parameters the token parameter', async () => {
    await api().get('/lgbsmp/api/v1/getAuthCode');
    assert.equal(received().url, `/lgbsmp/api/v1/getAuthCode?token=${TOKEN}`);
  });

  it('puts the token in a JSON body and, when the URL has no query string, in a token parameter', async () => {
    await api().post('/lgbsmp/api/v1/cadre', { json: { name: '张三' } });
    const { url, text, headers } = received();
    assert.equal(url, `/lgbsmp/api/v1/cadre?token=${TOKEN}`);
    assert.deepEqual(JSON.parse(text), { name: '张三', token: TOKEN });
    assert.match(headers['content-type'] ?? '', /^application\/json/);
  });

  it('adds no token parameter to a request with a body whose URL already has a query string', async () => {
    await api().put('/lgbsmp/api/v1/cadre/7', { params: { audit: 1 }, json: { name: '张三' } });
    const { url, text } = received();
    assert.equal(url, '/lgbsmp/api/v1/cadre/7?audit=1');
    assert.deepEqual(JSON.parse(text), { name: '张三', token: TOKEN });
  });

  it('adds no token copies to a request without a body other than GET', async () => {
    await api().delete('/lgbsmp/api/v1/cadre/7');
    const { url, text, headers } = received();
    assert.equal(url, '/lgbsmp/api/v1/cadre/7');
    assert.equal(text, '');
    assert.equal(headers.authorization, `Bearer ${TOKEN}`);
  });

  it('form-serialises a body when the call asks, with the token as a field', async () => {
    await api().post('/lgbsmp/sms/jdSendCode', { form: { mobile: '13800138000', tags: ['a', 'b'] } });
    const { url, text, headers } = received();
    assert.match(headers['content-type'] ?? '', /^application\/x-www-form-urlencoded/);
    assert.equal(text, `mobile=13800138000&tags=a&tags=b&token=${TOKEN}`);
    assert.equal(url, `/lgbsmp/sms/jdSendCode?token=${TOKEN}`);
  });

  it('adds the token to a multipart body without changing the FormData the caller gave', async () => {
    const data = new FormData();
    data.append('file', new Blob(['a,b\n1,2'], { type: 'text/csv' }), 'cadres.csv');
    await api().post('/lgbsmp/api/v1/cadre/import', { multipart: data });
    const { text, headers } = received();
    assert.match(headers['content-type'] ?? '', /^multipart\/form-data; boundary=/);
    assert.match(text, /name="token"\r\n\r\nT0KEN-abc\r\n/);
    assert.equal(data.has('token'), false);
  });

  it('leaves a JSON array body as it is (it has no place for a token) but adds the token parameter', async () => {
    await api().post('/admin/log/logs', { json: [{ type: 'error' }] });
    const { url, text } = received();
    assert.deepEqual(JSON.parse(text), [{ type: 'error' }]);
    assert.equal(url, `/admin/log/logs?token=${TOKEN}`);
  });

  it("keeps a token the caller put in the body", async () => {
    await api().put('/lgbsmp/api/v1/pwd/update', { json: { token: 'other', password: 'x' } });
    assert.deepEqual(JSON.parse(received().text), { token: 'other', password: 'x' });
  });

  for (const path of ['/auth/oauth/login', '/auth/mobile/token/sms', '/lgbsmp/sms/login']) {
    it(`gives the sign-in URL ${path} no token copies`, async () => {
      await api().post(path, { form: { mobile: '13800138000', code: '123456' } });
      const { url, text } = received();
      assert.equal(url, path);
      assert.equal(text, 'mobile=13800138000&code=123456');
    });
  }

  it('lets a call override a header, and an instance add its own', async () => {
    const client = api().extend({ headers: { 'X-Client': 'portal' } });
    await client.get('/auth/x', { headers: { TenantId: '118' } });
    const { headers } = received();
    assert.equal(headers.tenantid, '118');
    assert.equal(headers['x-client'], 'portal');
  });

  it('merges instance options with call options: the call wins, hooks add up', async () => {
    const seen: string[] = [];
    const client = api()
      .extend({ params: { lang: 'zh' }, hooks: { beforeRequest: [() => void seen.push('first')] } })
      .extend({ hooks: { beforeRequest: [() => void seen.push('second')] } });
    await client.get('/lgbsmp/api/v1/thing', { params: { q: 1 } });
    assert.deepEqual(seen, ['first', 'second']);
    assert.equal(received().url, `/lgbsmp/api/v1/thing?lang=zh&q=1&token=${TOKEN}`);
  });
});
