import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD, signIn } from '../helpers/session.ts';

describe('the push channel in Chromium', { skip: e2eSkip(), timeout: 120_000 }, () => {
  let e2e: E2e;
  before(async () => {
    e2e = await startE2e();
  });
  after(() => e2e?.close());

  it('shows a toast and a bell entry when an administrator publishes a notice to the signed-in user’s organisation', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByLabel('用户名').fill('hz_admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('banner').waitFor();
    // Wait until the page holds its push socket (the server counts it).
    for (let i = 0; i < 200 && server.push.hub.size === 0; i++) await page.waitForTimeout(50);
    assert.equal(server.push.hub.size, 1);

    const admin = await signIn(server, 'admin');
    const created = (await admin.json('/lgbsmp/api/v1/policyDocument', { method: 'POST', json: {
      title: '关于做好重阳节走访慰问工作的通知', category: '2', receiveType: '0', receiveOrgs: ['330100'], orgId: '330000',
      publishDate: '2025-10-01', content: '<p>请各地认真做好走访慰问。</p>',
    } })).body.data;
    const published = await admin.json(`/lgbsmp/api/v1/policyDocument/${created.id}/publish`, { method: 'PUT', json: { version: created.version } });
    assert.equal(published.body.data.status, '1');

    await page.getByText('新通知：关于做好重阳节走访慰问工作的通知').first().waitFor();
    await page.getByRole('button', { name: /消息通知，1条未读/ }).click();
    await page.getByRole('dialog').getByText('新通知：关于做好重阳节走访慰问工作的通知').waitFor();
    assert.deepEqual(e2e.errors, []);
  });
});
