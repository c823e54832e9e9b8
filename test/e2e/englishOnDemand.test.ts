/**
 * The catalogue's English in the built app (build/englishOnDemand.mjs, model/i18n/define.ts): in zh-CN the
 * sign-in page and the shell request no English module; choosing English in the settings panel shows
 * English texts and only then fetches the English of the parts loaded so far; after a reload in English the
 * English loads at start, and an area's page brings its area's English with it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

/** The part files whose English modules (`<part>.en-<hash>.js`) the given requests fetched, sorted. */
const englishModules = (requests: readonly string[]) =>
  requests.flatMap((url) => /\/assets\/(\w+)\.en-\w+\.js$/.exec(new URL(url).pathname)?.[1] ?? []).sort();

// Each screen's parts are those its modules import: the password rules' (auth) come with the forms that check
// a password, the lists' (crud) with a list.
const BOOT = ['http', 'platform', 'push', 'router', 'session'];
const HOME = ['fixedRoutes', 'shell'];
// The role pages: a list, its forms and dialogs (crudViews), the field rules (validation) and the area's own.
const SYSTEM = ['crud', 'crudViews', 'system', 'systemPages', 'validation'];

describe('English on demand in Chromium', { skip: e2eSkip(), timeout: 180_000 }, () => {
  let e2e: E2e;
  let page: Page;
  let url: string;
  before(async () => {
    e2e = await startE2e();
    page = e2e.page;
    url = e2e.server.url;
  });
  after(() => e2e?.close());

  it('requests no English module in zh-CN, on the sign-in page nor in the shell', async () => {
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('用户名').fill('admin');
    assert.deepEqual(englishModules(e2e.requests), [], 'the sign-in page');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('navigation', { name: '顶部菜单' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(englishModules(e2e.requests), [], 'the shell');
  });

  it('shows English once it is chosen in the settings, fetching the English of the parts loaded so far only then', async () => {
    await page.getByRole('button', { name: '系统设置' }).click();
    const chosen = e2e.requests.length;
    await page.getByRole('dialog', { name: '系统设置' }).getByRole('radio', { name: 'English' }).check();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    assert.deepEqual(englishModules(e2e.requests.slice(0, chosen)), [], 'nothing English before the choice');
    // shellViews: the settings panel's own texts, which came with it. Not the sign-in page's: it was the other
    // document (model/documents.ts).
    assert.deepEqual(englishModules(e2e.requests.slice(chosen)), [...BOOT, ...HOME, 'shellViews'].sort(), 'the parts of the shell at home, once each');
    assert.deepEqual(e2e.errors, []);
  });

  it('loads the English at start after a reload, and an area page with its own', async () => {
    const reloaded = e2e.requests.length;
    await page.goto(`${url}/system/roleManagement`);
    await page.getByRole('main').getByRole('link', { name: 'Grants of "超级管理员"' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    // role: the labels of the page's declaration (model/resources/role.ts), which come with it.
    assert.deepEqual(englishModules(e2e.requests.slice(reloaded)), [...BOOT, ...HOME, ...SYSTEM, 'role'].sort());
    assert.deepEqual(e2e.errors, []);
  });

  it("a list shows its declaration's labels in English, which come with the declaration, and in zh-CN again without a reload", async () => {
    const opened = e2e.requests.length;
    await page.goto(`${url}/retiredVeteranCadres/essentialInformation`);
    const table = page.getByRole('main').getByRole('table');
    await table.getByRole('columnheader', { name: 'ID number' }).waitFor();
    assert.ok(englishModules(e2e.requests.slice(opened)).includes('cadre'), "the cadre declaration's English");
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { name: '简体中文' }).check();
    await page.keyboard.press('Escape');
    await table.getByRole('columnheader', { name: '身份证号' }).waitFor();
    assert.deepEqual(e2e.errors, []);
  });
});
