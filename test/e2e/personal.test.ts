/**
 * Issue 24's shell and personal parts end to end in Chromium, one walk (one browser) as Hangzhou's
 * administrator: /info uploads an avatar that the header then shows, lists the user's own sign-ins and the
 * devices signed in now, and signs another of them out; /WorkRecord/inpatient lands on /workRecord/inpatient;
 * with PENSION_URL configured the header's 养老服务 opens a window at PENSION_URL?code=…, and on a server
 * without it the entry is absent. No console error, no failed request.
 * Run: node build.mjs && node test/run.mjs test/e2e/personal.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { tempDirs } from '../helpers/tempDirs.ts';
import { AVATAR_WIDTH, avatarPng } from '../../server/seed/avatarPng.ts';

const PENSION_URL = 'http://pension.example.test/sso/landing';

describe('personal information and the header\'s hand-offs in Chromium, as a city administrator', { skip: e2eSkip(), timeout: 300_000 }, () => {
  const dirs = tempDirs('lgb-personal-e2e-');
  let e2e: E2e;
  let page: Page;
  let url: string;
  let elsewhere: SignedClient;
  let plain: TestServer | undefined;
  let failed: string[];
  before(async () => {
    e2e = await startE2e('pglite', { PENSION_URL, FILES_DIR: dirs.make() });
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1600, height: 900 });
    failed = e2e.failed;
    // The pension system stands in for itself: its landing page answers whatever code it is handed.
    await page.context().route('http://pension.example.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>养老服务</title>' }));
    // hz_admin is also signed in somewhere else: the session the page will sign out.
    elsewhere = await signIn(e2e.server, 'hz_admin');
  });
  after(async () => {
    await plain?.close();
    await e2e?.close();
  });

  const main = () => page.getByRole('main');
  const header = () => page.getByRole('banner');

  const signInHere = (base: string, path: string) => signInAt(page, `${base}${path}`, 'hz_admin');

  it('uploads an avatar on /info, which the header then shows', async () => {
    await signInHere(url, '/info');
    await main().getByRole('heading', { name: '个人信息' }).waitFor();
    await main().locator('[data-testid="avatar-file"]').setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: avatarPng([200, 220, 240], [180, 60, 50]) });
    await page.getByText('头像已更新', { exact: true }).waitFor();
    const headerAvatar = header().getByRole('button', { name: /^用户菜单/ }).locator('img');
    await headerAvatar.waitFor();
    const src = await headerAvatar.getAttribute('src');
    assert.match(src ?? '', /^\/lgbsmp\/api\/v1\/avatar\/[0-9a-f]{32}$/);
    // A real image the browser decodes, not only an address.
    await page.waitForFunction(([s, w]) => [...document.images].some((img) => img.getAttribute('src') === s && img.complete && img.naturalWidth === w), [src, AVATAR_WIDTH] as const);
    assert.equal(await main().getByRole('img', { name: /的头像$/ }).getAttribute('src'), src);
  });

  it('shows the user\'s own sign-ins and devices, and signs the other device out', async () => {
    const history = main().getByRole('region', { name: '登录记录' });
    await history.getByRole('cell', { name: '登录成功' }).first().waitFor();
    assert.ok((await history.getByRole('row').count()) >= 3, 'the two sign-ins and the header row');

    const devices = main().getByRole('region', { name: '登录设备' });
    await devices.getByText('当前设备').waitFor();
    assert.equal(await devices.getByRole('row').count(), 3, 'header, this browser and the other sign-in');
    await devices.getByRole('button', { name: /^让 .+下线$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('该设备已下线', { exact: true }).waitFor();
    await devices.getByRole('button', { name: /^让 .+下线$/ }).waitFor({ state: 'detached' });
    assert.equal(await devices.getByRole('row').count(), 2);
    assert.equal((await elsewhere.json('/admin/user')).status, 401, 'the other session has ended');
  });

  it('opens /WorkRecord/inpatient as /workRecord/inpatient', async () => {
    await page.goto(`${url}/WorkRecord/inpatient?from=spec`);
    await page.waitForURL(`${url}/workRecord/inpatient?from=spec`);
    await main().getByRole('heading', { name: '住院登记' }).first().waitFor();
    assert.equal(await main().getByText('页面建设中').count(), 0);
  });

  it('opens the pension-services system from the header with a one-time code, and shows no index-system entry unconfigured', async () => {
    assert.equal(await header().getByRole('button', { name: /指标系统/ }).count(), 0);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), header().getByRole('button', { name: /养老服务/ }).click()]);
    await popup.waitForURL(/^http:\/\/pension\.example\.test\/sso\/landing\?code=[^&]+$/);
    assert.equal(await popup.evaluate(() => window.opener), null, 'the sibling gets no opener');
    await popup.close();
  });

  it('shows no pension-services entry on a server without PENSION_URL', async () => {
    plain = await startTestServer('pglite', { FILES_DIR: dirs.make() });
    await signInHere(plain.url, '/info');
    await main().getByRole('heading', { name: '个人信息' }).waitFor();
    await header().getByRole('button', { name: /^用户菜单/ }).waitFor();
    assert.equal(await header().getByRole('button', { name: /养老服务/ }).count(), 0);
    assert.equal(await header().getByRole('button', { name: /指标系统/ }).count(), 0);
  });

  it('had no console error and no failed request', () => {
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });
});
