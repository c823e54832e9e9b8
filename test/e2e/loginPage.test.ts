import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';

describe('the login page in Chromium', { skip: e2eSkip(), timeout: 60_000 }, () => {
  let e2e: E2e;
  before(async () => {
    e2e = await startE2e();
  });
  after(() => e2e?.close());

  it('sends a visitor at / to the login page, titled with the page name and the product title, with no console error and no request to any other address', async () => {
    const response = await e2e.page.goto(`${e2e.server.url}/`, { waitUntil: 'networkidle' });
    assert.equal(response?.status(), 200);
    assert.equal(new URL(e2e.page.url()).pathname, '/login');
    // Spec section 2: the page title is the page name followed by the product title.
    assert.equal(await e2e.page.title(), '登录 - 浙江省离退休干部服务管理系统');
    await e2e.page.getByText('浙江省离退休干部服务管理系统').first().waitFor();

    assert.deepEqual(e2e.errors, []);
    const own = `${e2e.server.url}/`;
    assert.ok(e2e.requests.some((url) => /\/assets\/main-\w+\.js$/.test(url)), 'the app script was loaded');
    assert.deepEqual(e2e.requests.filter((url) => !url.startsWith(own) && !url.startsWith('data:')), []);
  });
});
