/**
 * The stylesheets in Chromium (build/tailwind.mjs): the sign-in page downloads only the base sheet and is
 * styled by it; the workspace's sheet comes with the workspace, before it renders, so the shell has its
 * theme's colours from its first frame. A workspace address gets workspace.html (model/documents.ts), with
 * the complete sheet alone, on a reload or in a new tab.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

const sheets = (requests: readonly string[]) => requests.filter((url) => url.endsWith('.css')).map((url) => new URL(url).pathname);
const BASE = /^\/assets\/main-\w+\.css$/;
const WORKSPACE = /^\/assets\/Workspace-\w+\.css$/;
const COMPLETE = /^\/assets\/main\.complete-\w+\.css$/;
/** The default theme's sidebar (src/styles.css: --portal-sidebar #20222a). */
const DEFAULT_SIDEBAR = 'rgb(32, 34, 42)';

describe('the stylesheets in Chromium', { skip: e2eSkip(), timeout: 120_000 }, () => {
  let e2e: E2e;
  before(async () => {
    e2e = await startE2e();
  });
  after(() => e2e?.close());

  it('the sign-in page downloads the base sheet only, and is styled by it', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.server.url}/login`);
    await page.getByLabel('用户名').waitFor();
    assert.deepEqual(sheets(e2e.requests).map((p) => BASE.test(p)), [true], `one sheet, the base one: ${sheets(e2e.requests).join(', ')}`);
    const styles = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === '登录')!;
      return { body: getComputedStyle(document.body).backgroundColor, button: getComputedStyle(button).backgroundColor, radius: getComputedStyle(button).borderRadius };
    });
    // The canvas behind the page and the primary colour on the button (the default blue).
    assert.deepEqual(styles, { body: 'rgb(240, 242, 245)', button: 'rgb(45, 111, 179)', radius: '4px' });
  });

  it('after sign-in the workspace sheet is loaded after the base one, and the sidebar has its theme colours', async () => {
    const { page } = e2e;
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('banner').waitFor();
    const loaded = sheets(e2e.requests);
    assert.equal(loaded.length, 2, `two sheets: ${loaded.join(', ')}`);
    assert.ok(BASE.test(loaded[0]!) && WORKSPACE.test(loaded[1]!), `base, then workspace: ${loaded.join(', ')}`);
    const linked = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])));
    assert.deepEqual(linked, loaded, 'the workspace sheet comes after the base sheet in the document');
    const sidebar = () => page.locator('aside').evaluate((aside) => getComputedStyle(aside).backgroundColor);
    assert.equal(await sidebar(), DEFAULT_SIDEBAR);
    // A theme switches the variables only: the workspace's utilities follow the base sheet's variables.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'white'));
    assert.equal(await sidebar(), 'rgb(255, 255, 255)');
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
    assert.deepEqual(e2e.errors, []);
  });

  it('a new tab at /home with a stored session gets the complete sheet alone, and the shell is styled from its first frame', async () => {
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
    await page.route(COMPLETE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/home`);
    await page.getByRole('banner').waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { firstSidebar?: string }).firstSidebar), DEFAULT_SIDEBAR);
    const loaded = sheets(requests);
    assert.ok(loaded.length === 1 && COMPLETE.test(loaded[0]!), `the complete sheet only: ${loaded.join(', ')}`);
    await context.close();
    assert.deepEqual(e2e.errors, []);
  });

  it('after signing out the sign-in page gets the base sheet; a visitor at a workspace address gets the sign-in page, styled by the complete sheet', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByLabel('用户名').waitFor();

    const context = await e2e.browser.newContext({ storageState: await page.context().storageState() });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const fresh = await context.newPage();
    await fresh.goto(`${e2e.server.url}/login`);
    await fresh.getByLabel('用户名').waitFor();
    assert.deepEqual(sheets(requests).map((p) => BASE.test(p)), [true], `the base sheet: ${sheets(requests).join(', ')}`);

    // No session at a workspace address: that document's complete sheet styles the sign-in page it is sent to.
    requests.length = 0;
    await fresh.goto(`${e2e.server.url}/retiredCadres/baseInfo`);
    await fresh.getByLabel('用户名').waitFor();
    assert.equal(new URL(fresh.url()).pathname, '/login');
    assert.ok(sheets(requests).length === 1 && COMPLETE.test(sheets(requests)[0]!), `the complete sheet: ${sheets(requests).join(', ')}`);
    const button = await fresh.getByRole('button', { name: '登录', exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
    assert.equal(button, 'rgb(45, 111, 179)');
    await context.close();
    assert.deepEqual(e2e.errors, []);
  });
});
