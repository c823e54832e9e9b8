/**
 * What a crud list downloads, in Chromium (docs/crud.md, "What a list downloads"): the cadre list's first paint
 * fetches no Radix menu, popover, dialog or select, no form, upload, picker popover or organisation tree, no
 * record checks (nor the dates and ID-number rules they use); each arrives with the click that shows it and
 * then behaves as before: the column menu from the keyboard with its first item focused and the focus back on
 * its button, the sex filter's tree picker on a click with the focus in its search box, the page size as the
 * browser's own select.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { projectRoot } from '../../server/paths.ts';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

const LIST = '/retiredVeteranCadres/essentialInformation';

/** Code a list shows only on a click (or never): Radix's popups and select, and the crud parts loaded on demand. */
const ON_DEMAND = [
  /node_modules\/@radix-ui\/react-(menu|popover|dialog|select)\//,
  /^src\/crud\/list\/(ColumnMenu|SavedViewsMenu|ExportDialog|ImportDialog)\.tsx$/,
  /^src\/crud\/(form|files|org|detail)\//,
  /^src\/crud\/pickers\/(TreePopover|RecordPicker)\.tsx$/,
  /^src\/crud\/lifecycle\/ReasonDialog\.tsx$/,
  /^model\/resources\/\w+Checks\.ts$/,
  /^model\/(resources\/cadreDates|idCard)\.ts$/,
];

/** The built files (DIST_DIR's metafile) holding any of that code, with what they hold of it. */
function onDemandChunks(): Map<string, string[]> {
  const distRoot = path.dirname(path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public'));
  const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const found = new Map<string, string[]>();
  for (const [file, output] of Object.entries(meta.outputs)) {
    const held = Object.keys(output.inputs).filter((input) => ON_DEMAND.some((pattern) => pattern.test(input)));
    if (held.length) found.set(path.basename(file), held);
  }
  return found;
}

describe('what a crud list downloads, in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let tab: Page;
  const scripts: string[] = [];
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
    tab.on('request', (request) => scripts.push(path.basename(new URL(request.url()).pathname)));
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  });
  after(async () => {
    await tab?.context().close();
    await e2e?.close();
  });

  const main = () => tab.getByRole('main');
  const sexPicker = () => main().getByRole('search').getByLabel('性别', { exact: true });
  const fetched = (chunks: Map<string, string[]>) => scripts.filter((file) => chunks.has(file)).flatMap((file) => chunks.get(file)!);

  it('shows the list without the code of its menus, dialogs, pickers and forms', async () => {
    await tab.goto(`${e2e.server.url}${LIST}`);
    await main().getByRole('table').getByRole('row').nth(1).waitFor();
    const chunks = onDemandChunks();
    assert.ok(chunks.size > 0, 'the build has that code');
    assert.deepEqual(fetched(chunks), [], 'the first paint fetches none of it');
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
    assert.equal(await tab.evaluate(() => document.activeElement?.textContent), '列设置 ▾', 'the focus is back on the button');
    assert.deepEqual(fetched(onDemandChunks()).filter((input) => input.includes('SavedViewsMenu') || input.includes('Dialog')), [], 'only the menu came');
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
    assert.equal(await tab.evaluate(() => document.activeElement?.id), await picker.getAttribute('id'), 'the focus is back on the picker');
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
