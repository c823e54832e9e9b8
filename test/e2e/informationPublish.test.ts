/**
 * 信息发布 (issue 23) end to end in Chromium: every page of the group opens from the sidebar as Hangzhou's
 * administrator and as the province's (none is the not-built page, no console error, no failed request), with
 * axe on 草稿箱 and the report form; unit_user, in a browser context of its own, writes a 信息报送 for 西湖区教育局
 * on the spec's add page and submits it; Hangzhou adopts it from its queue, reads the news draft's headline on
 * the report's detail page and opens that draft from 草稿箱 in 新闻动态's form; the province publishes a notice to
 * Hangzhou's bureau, which Hangzhou's administrator sees arrive live (toast and bell), opens from the bell and
 * signs, shown signed in the province's receipts; the province sends a notice to a person (接收方式 个人, chosen in the people picker), Hangzhou's administrator signs it, and the province's
 * receipt list, opened from the notice's row, shows it signed; the same for a 政策文件 the province publishes to
 * Hangzhou (signed from 我的政策文件, reached from the 政策文件 list's toolbar), and the province's share of news
 * opened from 新闻动态's toolbar.
 * Run: node build.mjs && node test/run.mjs test/e2e/informationPublish.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const STAMP = Date.now().toString(36).slice(-5);
const TITLE = `上城区银龄助老志愿服务${STAMP}`;
const SUBJECT = `座谈会邀请${STAMP}`;
const REPORTS = '/informationPublish/report';

describe('信息发布 in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let provinceContext: BrowserContext;
  let province: Page;
  let unitContext: BrowserContext;
  let unit: Page;
  let admin: SignedClient;
  let failed: string[];
  const provinceProblems: string[] = [];
  const unitProblems: string[] = [];
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    failed = e2e.failed;
    provinceContext = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    province = await provinceContext.newPage();
    province.on('console', (m) => m.type() === 'error' && provinceProblems.push(m.text()));
    province.on('pageerror', (error) => provinceProblems.push(error.message));
    province.on('response', (res) => res.status() >= 400 && provinceProblems.push(`${res.status()} ${res.url()}`));
    unitContext = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    unit = await unitContext.newPage();
    unit.on('console', (m) => m.type() === 'error' && unitProblems.push(m.text()));
    unit.on('pageerror', (error) => unitProblems.push(error.message));
    unit.on('response', (res) => res.status() >= 400 && unitProblems.push(`${res.status()} ${res.url()}`));
    admin = await signIn(e2e.server, 'admin');
  });
  after(async () => {
    await provinceContext?.close();
    await unitContext?.close();
    await e2e?.close();
  });

  const confirmDialog = async (on: Page) => {
    const dialog = on.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  const reportRow = (on: Page) => on.getByRole('table', { name: '信息报送' }).getByRole('row').filter({ hasText: TITLE });

  /** Signs `username` in on `on` through the sign-in page that `path` leads to, and lands on `path`. */
  async function signInOn(on: Page, username: string, path: string) {
    await signInAt(on, `${url}${path}`, username);
  }

  /** Signs `username` in on `on` and opens every page of the group from the sidebar: none is the not-built page. */
  async function walkGroup(on: Page, username: string) {
    const here = () => on.getByRole('main');
    await signInOn(on, username, '/informationPublish/drafts');
    const sidebar = on.getByRole('navigation', { name: '侧边菜单：信息发布' });
    await sidebar.waitFor();
    const links = await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent!.trim() })));
    assert.deepEqual(links.map((l) => l.name), ['信息报送', '新闻动态', '新闻动态（移动端）', '通知公告', '重要会议', '公勺公筷', '每日播报', '草稿箱']);
    for (const link of links) {
      await sidebar.getByRole('link', { name: link.name, exact: true }).click();
      await on.waitForURL((u) => u.pathname === link.href);
      await here().locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await here().getByRole('heading').first().waitFor();
      assert.equal(await here().getByText('页面建设中').count(), 0, `${username}: ${link.name} is built`);
    }
    // Filled lists: the demo's rows in this user's scope.
    for (const [path, table] of [[REPORTS, '信息报送'], ['/informationPublish/EpidemicPage', '重要会议'], ['/informationPublish/ServingChopsticks', '公勺公筷'], ['/informationPublish/dailyBroadcast', '每日播报']]) {
      await sidebar.getByRole('link', { name: table, exact: true }).click();
      await on.waitForURL(`${url}${path}`);
      await here().getByRole('table', { name: table }).getByRole('row').nth(1).waitFor();
    }
    await sidebar.getByRole('link', { name: '草稿箱', exact: true }).click();
    await here().getByRole('table', { name: '草稿箱' }).getByRole('row').nth(1).waitFor();
    assert.deepEqual(await axeViolations(on, 'main'), [], `${username}: 草稿箱 is accessible`);
  }

  /**
   * The province writes a notice on its add page to the recipients chosen in one picker (接收单位, or 接收人员
   * after 接收方式 个人), publishes it from the list, and answers its row there.
   */
  async function publishNotice(subject: string, type: string, to: { by: '接收单位' | '接收人员'; search: string; item: string | RegExp }, text: string) {
    await province.goto(`${url}/informationPublish/notice/add`);
    const form = province.getByRole('form');
    await form.getByLabel('通知标题').fill(subject);
    await form.getByLabel('通知类型').selectOption({ label: type });
    if (to.by === '接收人员') await form.getByLabel('接收方式').selectOption({ label: '个人' });
    await form.getByLabel(to.by).click();
    await province.getByRole('combobox', { name: '搜索选项' }).fill(to.search);
    await province.getByRole('treeitem', { name: to.item, exact: typeof to.item === 'string' }).first().click();
    await province.keyboard.press('Escape');
    await form.getByLabel('发布单位').click();
    await province.getByRole('combobox', { name: '搜索选项' }).fill('浙江省委老干部局');
    await province.getByRole('treeitem', { name: '浙江省委老干部局', exact: true }).click();
    await form.getByRole('textbox', { name: '正文' }).click();
    await province.keyboard.type(text);
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await province.waitForURL(`${url}/informationPublish/notice`);
    const row = province.getByRole('table', { name: '通知公告' }).getByRole('row').filter({ hasText: subject });
    await row.getByRole('button', { name: '发布', exact: true }).click();
    await confirmDialog(province);
    await row.getByRole('cell', { name: '已发布', exact: true }).waitFor();
    return row;
  }

  it('opens every page of the group from the sidebar as Hangzhou’s administrator', async () => {
    await walkGroup(page, 'hz_admin');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('unit_user writes a report for their unit on the spec’s add page and submits it upward', async () => {
    await signInOn(unit, 'unit_user', REPORTS);
    const sidebar = unit.getByRole('navigation', { name: '侧边菜单：信息发布' });
    await sidebar.getByRole('link').first().waitFor();
    assert.deepEqual(await sidebar.getByRole('link').allTextContents(), ['信息报送'], 'a unit clerk reports; publishing is the bureaus’');
    await unit.getByRole('table', { name: '信息报送' }).getByRole('row').nth(1).waitFor();
    await unit.goto(`${url}${REPORTS}/add`);
    const form = unit.getByRole('form');
    await form.getByLabel('信息标题').fill(TITLE);
    await form.getByLabel('信息类别').selectOption({ label: '工作动态' });
    await form.getByLabel('报送单位').click();
    await unit.getByRole('treeitem', { name: '西湖区教育局', exact: true }).click();
    await form.getByLabel('报送人').fill('王建国');
    await form.getByRole('textbox', { name: '正文' }).click();
    await unit.keyboard.type('西湖区教育局组织八十名老同志开展银龄助老志愿服务。');
    assert.deepEqual(await axeViolations(unit, 'main'), [], 'the report form is accessible');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await unit.waitForURL(`${url}${REPORTS}`);
    await reportRow(unit).getByRole('button', { name: '报送', exact: true }).click();
    await confirmDialog(unit);
    await reportRow(unit).getByRole('cell', { name: '已报送', exact: true }).waitFor();
    assert.equal(await reportRow(unit).getByRole('button', { name: '采用' }).count(), 0, 'no decision for a unit');
    assert.deepEqual(unitProblems, [], 'no console error, no failed request');
  });

  it('Hangzhou adopts the unit’s report from its queue, reads the news draft’s headline on it and opens the draft from 草稿箱', async () => {
    await page.getByRole('navigation', { name: '侧边菜单：信息发布' }).getByRole('link', { name: '信息报送', exact: true }).click();
    await page.getByRole('group', { name: '审核' }).getByRole('button', { name: '待我审核' }).click();
    await reportRow(page).getByRole('button', { name: '采用', exact: true }).click();
    await confirmDialog(page);
    await reportRow(page).waitFor({ state: 'detached' });
    const [report] = (await admin.json(`${API}/workReport?title=${encodeURIComponent(TITLE)}`)).body.data.records;
    assert.deepEqual([report.status, report.orgId], ['adopted', '330106-01']);
    await page.goto(`${url}${REPORTS}/detail?id=${report.id}`);
    const detail = page.getByRole('article', { name: `信息报送详情：${TITLE}` });
    await detail.getByText('已采用').first().waitFor();
    // 转为新闻: the draft's headline (the report's title), not its id.
    const made = detail.getByRole('term').filter({ hasText: '转为新闻' }).locator('xpath=following-sibling::dd[1]');
    assert.equal((await made.textContent())?.trim(), TITLE);

    await page.goto(`${url}/informationPublish/drafts`);
    const drafts = page.getByRole('main');
    await drafts.getByLabel('类别').selectOption({ label: '新闻动态' });
    await drafts.getByLabel('标题').fill(TITLE);
    await drafts.getByRole('button', { name: '查询' }).click();
    await drafts.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(new RegExp(`/informationPublish/newsTrend/Edit/${report.newsId}$`));
    // The form shows the draft once it has loaded it.
    const headline = await page.getByRole('form').getByLabel('标题').elementHandle();
    await page.waitForFunction(([input, title]) => (input as HTMLInputElement).value === title, [headline, TITLE] as const);
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('opens every page of the group from the sidebar as the province’s administrator', async () => {
    await walkGroup(province, 'admin');
    assert.deepEqual(provinceProblems, [], 'no console error, no failed request');
  });

  it('the province publishes a notice to Hangzhou’s bureau; Hangzhou sees it arrive live, opens it from the bell and signs it', async () => {
    const subject = `冬季安全提醒${STAMP}`;
    await page.goto(`${url}/informationPublish/notice`); // Hangzhou waits on a page of the shell
    await page.getByRole('table', { name: '通知公告' }).waitFor();
    const row = await publishNotice(subject, '通知', { by: '接收单位', search: '杭州市委老干部局', item: '杭州市委老干部局' }, '请各地做好冬季老干部安全提醒工作。');

    // Live: the toast and the bell, without a reload.
    await page.getByText(`新通知：${subject}`).first().waitFor();
    await page.getByRole('button', { name: /^消息通知，\d+条未读/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(`新通知：${subject}`) }).click();
    await page.waitForURL(/\/informationPublish\/notice\/detail\?id=/);
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByRole('button', { name: '签收', exact: true }).click();
    await page.getByText(/签收于/).waitFor();

    await row.getByRole('link', { name: '签收情况', exact: true }).click();
    await province.waitForURL(/\/informationPublish\/notice\/list\?id=/);
    await province.getByRole('row').filter({ hasText: '杭州市管理员' }).getByText('已签收').waitFor();
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
    assert.deepEqual(provinceProblems, [], 'no console error, no failed request');
  });

  it('the province sends a notice to a person, who signs it, and the receipts show it signed', async () => {
    const row = await publishNotice(SUBJECT, '会议通知', { by: '接收人员', search: '杭州市管理员', item: /^杭州市管理员/ }, '请于6月26日参加座谈会。');
    const [notice] = (await admin.json(`${API}/notification?subject=${encodeURIComponent(SUBJECT)}`)).body.data.records;
    assert.deepEqual([notice.receiveType, notice.receiveUsers], ['1', ['user-hz-admin']]);

    await page.goto(`${url}/informationPublish/notice/detail?id=${notice.id}`);
    await page.getByRole('heading', { name: SUBJECT }).waitFor();
    await page.getByRole('button', { name: '签收', exact: true }).click();
    await page.getByText(/签收于/).waitFor();

    // The sent notice's row leads to its receipts (通知签收情况).
    await row.getByRole('link', { name: '签收情况', exact: true }).click();
    await province.waitForURL(`${url}/informationPublish/notice/list?id=${notice.id}`);
    await province.getByText('共 1 人：未读 0 人，已读 0 人，已签收 1 人').waitFor();
    await province.getByRole('row').filter({ hasText: '杭州市管理员' }).getByText('已签收').waitFor();
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
    assert.deepEqual(provinceProblems, [], 'no console error, no failed request');
  });

  it('Hangzhou signs a policy document the province sent, and the province sees it signed', async () => {
    const created = (await admin.json(`${API}/policyDocument`, { method: 'POST', json: {
      title: `冬季走访通知${STAMP}`, category: '2', receiveType: '0', receiveOrgs: ['330100'], orgId: '330000', publishDate: '2025-11-20', content: '<p>请做好走访。</p>',
    } })).body.data;
    assert.equal((await admin.json(`${API}/policyDocument/${created.id}/publish`, { method: 'PUT', json: { version: created.version } })).body.data.status, '1');
    await page.goto(`${url}/guideWork/sendReceive`);
    await page.getByRole('toolbar').getByRole('link', { name: '我的政策文件' }).click();
    await page.waitForURL(`${url}/guideWork/sendReceive/detail`);
    await page.getByRole('list', { name: '我的政策文件' }).getByRole('button', { name: `冬季走访通知${STAMP}` }).click();
    await page.getByRole('heading', { name: `冬季走访通知${STAMP}` }).waitFor();
    await page.getByRole('button', { name: '签收', exact: true }).click();
    await page.getByText(/签收于/).waitFor();

    await province.goto(`${url}/guideWork/sendReceive`);
    const row = province.getByRole('table', { name: '政策文件' }).getByRole('row').filter({ hasText: `冬季走访通知${STAMP}` });
    await row.getByRole('link', { name: '签收情况', exact: true }).click();
    await province.waitForURL(`${url}/guideWork/sendReceive/list?id=${created.id}`);
    await province.getByRole('row').filter({ hasText: '杭州市管理员' }).getByText('已签收').waitFor();
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
    assert.deepEqual(provinceProblems, [], 'no console error, no failed request');
  });

  it('the province opens the share of news from 新闻动态’s toolbar: bars and a table of the same numbers', async () => {
    const share = (await admin.json(`${API}/static/news/proportion`)).body.data;
    await province.goto(`${url}/informationPublish/newsTrend`);
    await province.getByRole('toolbar').getByRole('link', { name: '新闻占比统计' }).click();
    await province.waitForURL(`${url}/informationPublish/newsTrend/proportion`);
    await province.getByText(`已发布新闻共 ${share.total} 条`).waitFor();
    const table = province.getByRole('table', { name: '按栏目' });
    assert.equal(await table.getByRole('row').count(), share.byColumn.length + 1);
    await table.getByRole('row').filter({ hasText: share.byColumn[0].name }).getByText(`${share.byColumn[0].percent}%`).waitFor();
    assert.deepEqual(await axeViolations(province, 'main'), [], 'the share of news is accessible');
    assert.deepEqual(provinceProblems, [], 'no console error, no failed request');
  });
});
