/**
 * The stylesheets in Chromium (build/tailwind.mjs): each document links its entry's sheet alone. The sign-in
 * page downloads the public document's and is styled by it; the workspace's document its own, linked before
 * its scripts, so the shell has its theme's colours from its first frame.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

const sheets = (requests: readonly string[]) => requests.filter((url) => url.endsWith('.css')).map((url) => new URL(url).pathname);
const PUBLIC = /^\/assets\/main-\w+\.css$/;
const WORKSPACE = /^\/assets\/workspace-\w+\.css$/;
/** The default theme's sidebar (src/styles.css: --portal-sidebar #20222a). */
const DEFAULT_SIDEBAR = 'rgb(32, 34, 42)';

describe('the stylesheets in Chromium', { skip: e2eSkip(), timeout: 120_000 }, () => {
  let e2e: E2e;
  before(async () => {
    e2e = await startE2e();
  });
  after(() => e2e?.close());

  it('the sign-in page downloads the public sheet only, and is styled by it', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.server.url}/login`);
    await page.getByLabel('用户名').waitFor();
    assert.deepEqual(sheets(e2e.requests).map((p) => PUBLIC.test(p)), [true], `one sheet, the public one: ${sheets(e2e.requests).join(', ')}`);
    const styles = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === '登录')!;
      return { body: getComputedStyle(document.body).backgroundColor, button: getComputedStyle(button).backgroundColor, radius: getComputedStyle(button).borderRadius };
    });
    // The canvas behind the page and the primary colour on the button (the default blue).
    assert.deepEqual(styles, { body: 'rgb(240, 242, 245)', button: 'rgb(45, 111, 179)', radius: '4px' });
  });

  it('after sign-in the workspace has its own sheet alone, and the sidebar its theme colours', async () => {
    const { page } = e2e;
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    const requested = e2e.requests.length;
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('banner').waitFor();
    const loaded = sheets(e2e.requests.slice(requested));
    assert.ok(loaded.length === 1 && WORKSPACE.test(loaded[0]!), `the workspace sheet: ${loaded.join(', ')}`);
    const linked = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])));
    assert.deepEqual(linked, loaded, 'the document links that sheet alone');
    const sidebar = () => page.locator('aside').evaluate((aside) => getComputedStyle(aside).backgroundColor);
    assert.equal(await sidebar(), DEFAULT_SIDEBAR);
    // A theme switches the variables only: the utilities follow.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'white'));
    assert.equal(await sidebar(), 'rgb(255, 255, 255)');
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
    assert.deepEqual(e2e.errors, []);
  });

  it('a new tab at /home with a stored session gets the workspace sheet alone, and the shell is styled from its first frame', async () => {
    const state = await e2e.page.context().storageState();
    // A new tab of the same browser profile: the stored session, an empty memory cache.
    const context = await e2e.browser.newContext({ storageState: state });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    // Read the sidebar's colour when it enters the document, before the browser paints it.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const aside = document.querySelector('aside');
        if (!aside) return;
        observer.disconnect();
        (window as unknown as { firstSidebar: string }).firstSidebar = getComputedStyle(aside).backgroundColor;
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // The sheet arrives well after the scripts: the document waits for it, as for any linked sheet.
    await page.route(WORKSPACE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/home`);
    await page.getByRole('banner').waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { firstSidebar?: string }).firstSidebar), DEFAULT_SIDEBAR);
    const loaded = sheets(requests);
    assert.ok(loaded.length === 1 && WORKSPACE.test(loaded[0]!), `the workspace sheet only: ${loaded.join(', ')}`);
    await context.close();
    assert.deepEqual(e2e.errors, []);
  });

  it('after signing out, and for a visitor at a workspace address, the sign-in page comes with the public sheet', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const requested = e2e.requests.length;
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByLabel('用户名').waitFor();
    assert.deepEqual(sheets(e2e.requests.slice(requested)).map((p) => PUBLIC.test(p)), [true]);

    const context = await e2e.browser.newContext({ storageState: await page.context().storageState() });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const fresh = await context.newPage();
    // No session at a workspace address: the workspace's document sends the visitor to sign in, in the public one.
    await fresh.goto(`${e2e.server.url}/retiredCadres/baseInfo`);
    await fresh.getByLabel('用户名').waitFor();
    assert.equal(new URL(fresh.url()).pathname, '/login');
    const button = await fresh.getByRole('button', { name: '登录', exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
    assert.equal(button, 'rgb(45, 111, 179)');
    const linked = await fresh.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])));
    assert.ok(linked.length === 1 && PUBLIC.test(linked[0]!), `the public sheet: ${linked.join(', ')}`);
    await context.close();
    assert.deepEqual(e2e.errors, []);
  });
});
