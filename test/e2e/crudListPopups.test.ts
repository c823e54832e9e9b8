/**
 * A crud list's popups in Chromium (docs/crud.md, "What a list downloads"): each is downloaded with the click
 * or key that shows it, and then behaves as if it had been there from the first paint: the column menu from
 * the keyboard with its first item focused and the focus back on its button, the sex filter's tree picker on
 * a click with the focus in its search box, the page size as the browser's own select.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { e2eSkip, focusReturnsTo, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

const LIST = '/retiredVeteranCadres/essentialInformation';

describe("a crud list's popups, in Chromium", { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let tab: Page;
  const errors: string[] = [];
  before(async () => {
    e2e = await startE2e();
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('banner').waitFor();
    // A new tab with the stored session, whose pointer has touched nothing: the list's first paint.
    const context = await (e2e.browser as Browser).newContext({ storageState: await page.context().storageState(), viewport: { width: 1366, height: 800 } });
    tab = await context.newPage();
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  });
  after(async () => {
    await tab?.context().close();
    await e2e?.close();
  });

  const main = () => tab.getByRole('main');
  const sexPicker = () => main().getByRole('search').getByLabel('性别', { exact: true });

  it('shows the list with the triggers of its menu and pickers, announced as what they open', async () => {
    await tab.goto(`${e2e.server.url}${LIST}`);
    await main().getByRole('table').getByRole('row').nth(1).waitFor();
    assert.equal(await main().getByRole('button', { name: /^列设置/ }).getAttribute('aria-haspopup'), 'menu');
    assert.equal(await sexPicker().getAttribute('aria-haspopup'), 'tree');
  });

  it('opens the column menu from the keyboard with its first item focused, and gives the focus back', async () => {
    const button = main().getByRole('button', { name: /^列设置/ });
    await button.focus();
    await tab.keyboard.press('Enter');
    const menu = tab.getByRole('menu');
    await menu.waitFor();
    assert.equal(await tab.evaluate(() => document.activeElement?.getAttribute('role')), 'menuitemcheckbox', 'the first item has the focus');
    assert.match((await tab.evaluate(() => document.activeElement?.textContent)) ?? '', /姓名$/);
    await tab.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    assert.ok(await focusReturnsTo(button), 'the focus is back on the button');
  });

  it('opens the sex filter’s tree on a click, with the focus in its search box, and filters by the choice', async () => {
    const picker = sexPicker();
    await picker.click();
    const search = tab.getByRole('combobox', { name: '搜索选项' });
    await search.waitFor();
    assert.equal(await picker.getAttribute('aria-expanded'), 'true');
    assert.equal(await tab.evaluate(() => document.activeElement?.getAttribute('aria-label')), '搜索选项', 'the search box has the focus');
    await search.fill('女');
    await tab.getByRole('treeitem', { name: '女', exact: true }).click();
    await tab.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });
    assert.ok(await focusReturnsTo(picker), 'the focus is back on the picker');
    assert.equal(await picker.textContent(), '女▾');
    await main().getByRole('search').getByRole('button', { name: '查询' }).click();
    await main().getByRole('table').getByRole('row').nth(1).waitFor();
    const sexes = await main().evaluate((el) => {
      const table = el.querySelector('table')!;
      const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent?.startsWith('性别'));
      return [...table.querySelectorAll('tbody tr')].map((tr) => tr.children[column]?.textContent ?? '');
    });
    assert.ok(sexes.length > 0 && sexes.every((s) => s === '女'), `only women listed: ${sexes.join(',')}`);
  });

  it('changes the page size with the browser’s own select', async () => {
    const size = main().getByRole('navigation', { name: '分页' }).getByRole('combobox', { name: '每页条数' });
    assert.equal(await size.evaluate((el) => el.tagName), 'SELECT');
    await size.selectOption({ label: '20 条/页' });
    await tab.waitForFunction(() => document.querySelectorAll('main table tbody tr').length > 10);
    assert.equal(await size.inputValue(), '20');
    assert.deepEqual(errors, []);
  });
});
