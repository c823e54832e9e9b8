/**
 * The statistics pages' charts in Chromium: ECharts arrives only with a statistics page (its own chunk,
 * not fetched by the sign-in page or home), draws SVG that follows its container's width, a number of a
 * table opens as many people as it says, and axe-core finds no serious problem on the page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

const PAGE = '/retiredCadres/basicStatistics';


describe('statistics charts in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  before(async () => {
    e2e = await startE2e();
  });
  after(() => e2e?.close());

  const charts = (e2e: E2e) => e2e.requests.filter((u) => /\/assets\/echartsRuntime-[\w-]+\.js$/.test(u));

  it('loads ECharts with the first statistics page only, and draws its charts as SVG', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByLabel('用户名').fill('hz_admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('banner').waitFor();
    assert.deepEqual(charts(e2e), [], 'neither the sign-in page nor home fetches ECharts');
    await page.goto(`${server.url}${PAGE}`);
    const chart = page.getByRole('img', { name: '柱状图：离退休类型与性别（数字见旁边的表格）' });
    await chart.locator('svg text', { hasText: '退休' }).first().waitFor();
    assert.equal(charts(e2e).length, 1);
    const width = async () => Number(await chart.locator('svg').first().getAttribute('width'));
    const before = await width();
    assert.ok(before > 200, `drawn at the container's width (${before})`);
    await page.setViewportSize({ width: 900, height: 900 });
    await page.waitForFunction((w) => Number(document.querySelector('[role="img"] svg')?.getAttribute('width')) !== w, before);
    assert.notEqual(await width(), before, 'the chart follows its container');
    assert.deepEqual(e2e.errors, []);
  });

  it('opens from a number of a table the list of exactly that many people, accessibly', async () => {
    const { page } = e2e;
    const number = page.getByRole('table', { name: '离退休类型与性别' }).getByRole('button', { name: /^退休 男：\d+人，查看人员名单$/ });
    const count = Number(await number.textContent());
    assert.ok(count > 0);
    await number.click();
    const dialog = page.getByRole('dialog', { name: `离退休类型与性别：退休 男（${count}人）` });
    await dialog.getByRole('status').filter({ hasText: `共 ${count} 条记录` }).waitFor();
    assert.deepEqual(await axeViolations(page, '[role="dialog"]'), []);
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('has no serious accessibility problem', async () => {
    const { page } = e2e;
    const section = 'main section[aria-labelledby]';
    await page.locator(section).first().waitFor();
    assert.deepEqual(await axeViolations(page, section), []);
  });
});
