/**
 * The cockpit in Chromium, in one browser: the province administrator and a Hangzhou user each open
 * /dashboard/index and see the key figures, the map of the 11 cities drawn (SVG) with its table of their
 * numbers, and the other charts with theirs; the province picks a city; both open 数据驾驶舱
 * (/zhijiang/webview) and see 银耀之江's figures; 全屏展示 shows the board alone. No console error, no
 * failed request, and nothing asked of any host but the server (the map's shapes ship with the app).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { CITIES } from '../../model/zhejiang.ts';
import { e2eSkip, settling, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

describe('the cockpit in Chromium, as the province and as a city', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  const requests: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];
  before(async () => {
    e2e = await startE2e();
  });
  after(() => e2e?.close());

  /** A fresh context of the one browser, every request, failure and console error recorded. */
  async function signedIn(username: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    context.on('request', (r) => requests.push(r.url()));
    context.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
    context.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    const settled = settling(context);
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/login`);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('banner').waitFor();
    // Home, where the sign-in leads, has finished loading before the test goes elsewhere by address.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    return { context, page };
  }

  /** The map's table: a row per city, and the figure of each. */
  async function mapRows(page: Page): Promise<Map<string, number>> {
    const table = page.getByRole('table', { name: '各市离退休干部分布' });
    await table.getByRole('row').nth(11).waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    return new Map(rows.slice(1).map((r) => {
      const [name, count] = r.split('\t');
      return [name!.trim(), Number(count)];
    }));
  }

  async function seesCockpit(page: Page): Promise<Map<string, number>> {
    await page.goto(`${e2e.server.url}/dashboard/index`);
    await page.getByRole('heading', { name: '数据驾驶舱', level: 1 }).waitFor();
    const figures = page.getByRole('definition');
    await figures.first().waitFor();
    const map = page.getByTestId('city-map');
    // The tiles drawn: an SVG with a label per city.
    await map.locator('svg text', { hasText: '杭州市' }).first().waitFor();
    for (const city of CITIES) assert.ok(await map.locator('svg text', { hasText: city.name }).count() > 0, `${city.name} on the map`);
    for (const title of ['离退休干部类型', '各年度离退休人数', '近 12 个月工作记录', '工作记录类别', '近 12 个月活动、宣讲和新闻']) {
      await page.getByRole('heading', { name: title }).waitFor();
      const table = page.getByRole('table', { name: title });
      assert.ok(await table.getByRole('row').count() > 1, `${title} has its table`);
    }
    await page.getByRole('img', { name: '近 12 个月工作记录（图表，数据见下表）' }).locator('svg').first().waitFor();
    return mapRows(page);
  }

  async function seesZhijiang(page: Page): Promise<void> {
    await page.goto(`${e2e.server.url}/zhijiang/webview`);
    await page.getByRole('heading', { name: '银耀之江数据驾驶舱', level: 1 }).waitFor();
    const byCity = page.getByRole('table', { name: '银耀之江各市数据' }).first();
    await byCity.getByRole('row').nth(11).waitFor();
    await page.getByRole('heading', { name: '银龄人才状态分布' }).waitFor();
    await page.getByRole('heading', { name: '志愿者状态分布' }).waitFor();
    await page.getByTestId('city-map').locator('svg text', { hasText: '温州市' }).first().waitFor();
  }

  it('shows the province its cockpit over the 11 cities, narrows it to a city, and 银耀之江 by city', async () => {
    const { context, page } = await signedIn('admin');
    const cities = await seesCockpit(page);
    assert.equal(cities.size, 11);
    assert.ok([...cities.values()].every((n) => n > 0), 'every city has cadres');
    await page.getByLabel('地区').selectOption({ label: '宁波市' });
    await page.waitForFunction(() => [...document.querySelectorAll('table')].some((t) => /杭州市\s+0/.test(t.innerText)));
    const narrowed = await mapRows(page);
    assert.equal(narrowed.get('宁波市'), cities.get('宁波市'));
    assert.equal(narrowed.get('杭州市'), 0);
    await page.getByRole('button', { name: '刷新' }).click();
    await page.getByRole('status').filter({ hasText: '数据截至' }).waitFor();
    // 全屏展示 shows the board alone, the shell's header gone from the screen.
    await page.getByRole('button', { name: '全屏展示', exact: true }).click();
    await page.waitForFunction(() => document.fullscreenElement?.querySelector('[data-testid="city-map"]') != null);
    await page.getByRole('button', { name: '退出全屏展示' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    await seesZhijiang(page);
    await context.close();
  });

  it('shows a Hangzhou user their city only, without a city to pick', async () => {
    const { context, page } = await signedIn('hz_admin');
    const cities = await seesCockpit(page);
    assert.ok(cities.get('杭州市')! > 0);
    assert.ok([...cities].every(([name, n]) => name === '杭州市' || n === 0), 'no other city counts');
    assert.equal(await page.getByLabel('地区').count(), 0);
    await seesZhijiang(page);
    await context.close();
  });

  it('asked nothing of another host, and nothing failed', () => {
    const origin = new URL(e2e.server.url).origin;
    assert.deepEqual(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')), []);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
  });
});
