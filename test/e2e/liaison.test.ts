/**
 * Issue 23's 关心下一代 and 工作联络 end to end in Chromium: every page of both groups opens from the sidebar as
 * Hangzhou's administrator and as the province's (none is the not-built page, the lists hold the demo's records,
 * no console error, no failed request); the province opens its committee tree down to a village and the
 * village's details; Hangzhou generates its annual report of 2026 (自动生成年度报告), edits it
 * at the spec's Add/{id} and submits it; the province accepts it in a browser of its own; axe-core finds no
 * serious violation on the committee tree, the generation page and a staff team page.
 * Run: node build.mjs && node test/run.mjs test/e2e/liaison.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const GROUPS = [
  { start: '/careChild/organization', sidebar: '侧边菜单：关心下一代', pages: 4 },
  { start: '/guideWork/phoneBook', sidebar: '侧边菜单：工作联络', pages: 6 },
];
/** Lists that are empty for a city by design: the provincial units' staff are no city's. */
const EMPTY_FOR_CITY = new Set(['省直单位工作队伍']);

describe('关心下一代 and 工作联络 in Chromium', { skip: e2eSkip(), timeout: 420_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let province: BrowserContext;
  let provincePage: Page;
  let failed: string[];
  const provinceProblems: string[] = [];
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    failed = e2e.failed;
    province = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    provincePage = await province.newPage();
    provincePage.on('console', (m) => m.type() === 'error' && provinceProblems.push(m.text()));
    provincePage.on('response', (res) => res.status() >= 400 && provinceProblems.push(`${res.status()} ${res.url()}`));
  });
  after(async () => {
    await province?.close();
    await e2e?.close();
  });

  const main = (on: Page = page) => on.getByRole('main');

  async function signInOn(on: Page, username: string, path: string) {
    await signInAt(on, `${url}${path}`, username);
  }

  /** Opens every page of a group from its sidebar: built, and its list (if any) holding records. */
  async function walkGroup(on: Page, username: string, group: (typeof GROUPS)[number]) {
    await on.goto(`${url}${group.start}`);
    const sidebar = on.getByRole('navigation', { name: group.sidebar });
    await sidebar.waitFor();
    for (const toggle of await sidebar.locator('button[aria-expanded="false"]').all()) await toggle.click();
    const links = await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent!.trim() })));
    assert.ok(links.length >= group.pages, links.map((l) => l.name).join('、'));
    for (const link of links) {
      await sidebar.getByRole('link', { name: link.name, exact: true }).click();
      await on.waitForURL((u) => u.pathname.startsWith(link.href));
      const here = main(on);
      await here.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await here.getByRole('heading').first().waitFor();
      assert.equal(await here.getByText('页面建设中').count(), 0, `${username}: ${link.name} is built`);
      const table = here.getByRole('table', { name: link.name, exact: true });
      if (link.href === '/cockpitEntrance' || (username === 'hz_admin' && EMPTY_FOR_CITY.has(link.name))) continue;
      // A record's title links to its details; the skeleton rows shown while loading have none.
      await table.locator('tbody tr a').first().waitFor().catch(() => assert.fail(`${username}: ${link.name} shows no records`));
    }
  }

  it('opens every page of both groups from the sidebar as Hangzhou’s administrator, lists filled', async () => {
    await signInOn(page, 'hz_admin', GROUPS[0]!.start);
    for (const group of GROUPS) await walkGroup(page, 'hz_admin', group);
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('opens every page of both groups as the province’s administrator, lists filled', async () => {
    await signInOn(provincePage, 'admin', GROUPS[0]!.start);
    for (const group of GROUPS) await walkGroup(provincePage, 'admin', group);
    assert.deepEqual(provinceProblems, [], 'no console error, no failed request');
  });

  it('the province opens its committee tree from the province down to a village, and a village’s details', async () => {
    await provincePage.goto(`${url}/careChild/organization`);
    const here = main(provincePage);
    const tree = here.getByRole('list', { name: '组织架构' });
    for (const name of ['浙江省关心下一代工作委员会', '杭州市关心下一代工作委员会', '西湖区关心下一代工作委员会', '西湖街道关心下一代工作委员会']) {
      await here.getByRole('button', { name: `展开${name}的下级组织` }).click();
      await here.getByRole('list', { name }).getByRole('link').first().waitFor();
    }
    assert.equal(await here.getByRole('list', { name: '浙江省关心下一代工作委员会' }).locator(':scope > li > div > a').count(), 11, 'a committee per city');
    assert.deepEqual(await axeViolations(provincePage, 'main'), [], 'the committee tree is accessible');
    await tree.getByRole('link', { name: '龙井村关心下一代工作小组' }).click();
    await provincePage.waitForURL(/\/careChild\/organization\/Details\/seed-care-330106-v$/);
    // Its parent by name (a reference shows its record's title).
    await provincePage.getByRole('article', { name: '关工委组织详情：龙井村关心下一代工作小组' }).getByText('西湖街道关心下一代工作委员会').waitFor();
    assert.deepEqual(provinceProblems, [], 'no console error, no failed request');
  });

  it('generates Hangzhou’s 2026 report, edits and submits it; the province accepts it', async () => {
    await page.goto(`${url}/guideWork/annualReport`);
    await main().getByRole('link', { name: '自动生成年度报告' }).click();
    await page.waitForURL(`${url}/guideWork/annualReport/auto`);
    // The list stays alive (hidden) beside it, with a search field of the same name: the page's own region holds the form.
    const auto = main().getByRole('region', { name: '自动生成年度报告', exact: true });
    await auto.waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), [], 'the generation page');
    await auto.getByLabel(/^\*?报告单位$/).click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill('杭州市委老干部局');
    await page.getByRole('treeitem', { name: '杭州市委老干部局' }).first().click();
    await auto.getByLabel(/^\*?年度$/).fill('2026');
    await auto.getByRole('button', { name: '预览统计数据' }).click();
    await auto.getByRole('region', { name: '统计数据预览' }).getByText('离退休干部总数').waitFor();
    await auto.getByRole('button', { name: '生成年度报告' }).click();
    await page.waitForURL(/\/guideWork\/annualReport\/Details\//);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await main().getByText('杭州市委老干部局2026年度离退休干部工作报告').first().waitFor();

    await page.goto(`${url}/guideWork/annualReport/Add/${encodeURIComponent(id)}`);
    const title = page.getByRole('form').getByLabel(/^\*?报告标题$/);
    await title.waitFor();
    await title.fill('杭州市2026年度离退休干部工作报告（修订）');
    await page.getByRole('form').getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(`${url}/guideWork/annualReport`);

    await page.goto(`${url}/guideWork/annualReport/Details/${encodeURIComponent(id)}`);
    await main().getByText('杭州市2026年度离退休干部工作报告（修订）').first().waitFor();
    await main().getByRole('button', { name: '上报', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await main().getByText('已上报').first().waitFor();
    assert.equal(await main().getByRole('button', { name: '接收', exact: true }).count(), 0, 'the author does not decide');

    await provincePage.goto(`${url}/guideWork/annualReport/Details/${encodeURIComponent(id)}`);
    await main(provincePage).getByRole('button', { name: '接收', exact: true }).click();
    await provincePage.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await provincePage.getByRole('dialog').waitFor({ state: 'detached' });
    await main(provincePage).getByText('已接收').first().waitFor();
    const api = await signIn(e2e.server, 'hz_admin');
    const stored = (await api.json(`${API}/annualReport/${id}`)).body.data;
    assert.deepEqual([stored.status, stored.approver, stored.title], ['accepted', 'user-admin', '杭州市2026年度离退休干部工作报告（修订）']);
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
    assert.deepEqual(provinceProblems, [], 'no console error, no failed request for the province');
  });

  it('counts the staff per city above the list, with no serious accessibility violation', async () => {
    await page.goto(`${url}/officerGroup/city`);
    await main().getByRole('link', { name: /^杭州市：共\d+人/ }).waitFor();
    await main().getByRole('table', { name: '市县工作队伍' }).locator('tbody tr').first().waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), [], 'the staff team page');
  });
});
