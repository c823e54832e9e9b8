/**
 * Issue 21 (志愿服务、讲师团与其他) end to end in Chromium: every page of the 银耀之江 group that this part builds
 * opens from the sidebar with its list filled, as Hangzhou's administrator and as the province's (none is the
 * not-built page, no console error, no failed request; 银龄人才申报 and the cockpit are another part's); a
 * volunteer is registered for a service activity from the activity's details and the hours are credited to
 * them; an information group is added on the spec's add page, read on its detail page and edited on its edit page. axe-core on the
 * list and the forms. Run: node build.mjs && node test/run.mjs test/e2e/zhijiang.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { idCard, randomSequence } from '../helpers/testCadres.ts';

const API = '/lgbsmp/api/v1';
const STAMP = Date.now().toString(36).slice(-5);
const VOLUNTEER = `志愿${STAMP}`;
const ACTIVITY = `敬老探访${STAMP}`;
const GROUP = `信息组${STAMP}`;

/** Pages of the group built by another part (银龄人才申报) or outside it (the cockpit's entrance). */
const ELSEWHERE = ['/zhijiang/personnel', '/zhijiang/webview'];

describe('银耀之江 in Chromium, as a city and as the province administrator', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let api: SignedClient;
  let volunteerId: string;
  let activityId: string;
  let failed: string[];
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    failed = e2e.failed;
    api = await signIn(e2e.server, 'hz_admin');
    const person = await api.json(`${API}/volunteerPerson`, { method: 'POST', json: { name: VOLUNTEER, idCard: idCard('330106', '1953-04-12', '1', randomSequence(801)), orgId: '330106', joinDate: '2025-01-10' } });
    assert.equal(person.body.code, 0, JSON.stringify(person.body));
    volunteerId = person.body.data.id;
    const activity = await api.json(`${API}/voluntaryremittance`, {
      method: 'POST', json: { activityName: ACTIVITY, orgId: '330106', activityDate: '2026-10-29', place: '西湖区老年活动中心', serviceHours: 3, context: '<p>重阳节上门探访独居老人</p>' },
    });
    assert.equal(activity.body.code, 0, JSON.stringify(activity.body));
    activityId = activity.body.data.id;
  });
  after(() => e2e?.close());

  const main = () => page.getByRole('main');
  const form = () => page.getByRole('form');
  const field = (label: string) => form().getByLabel(new RegExp(`^\\*?${label.replace(/[()（）]/g, '\\$&')}$`));

  /** Signs `username` in on `on` and opens every page of this part from the sidebar: each is built and lists records. */
  async function walkGroup(on: Page, username: string) {
    const here = () => on.getByRole('main');
    await signInAt(on, `${url}/zhijiang/volunteer`, username);
    const sidebar = on.getByRole('navigation', { name: '侧边菜单：银耀之江' });
    await sidebar.waitFor();
    // Sub-menus open so that every page's link shows (each click leaves one closed toggle fewer).
    const closed = sidebar.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const links = (await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent!.trim() }))))
      .filter((link) => !ELSEWHERE.some((path) => link.href.startsWith(path)));
    assert.equal(links.length, 12, links.map((l) => l.name).join('、'));
    for (const link of links) {
      await sidebar.getByRole('link', { name: link.name, exact: true }).click();
      await on.waitForURL((u) => u.pathname === link.href);
      await here().getByRole('heading').first().waitFor();
      assert.equal(await here().getByText('页面建设中').count(), 0, `${username}: ${link.name} is built`);
      // A filled list: the header row and at least one record.
      await here().getByRole('table').getByRole('row').nth(1).waitFor();
      await here().locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
    }
  }

  it('signs in and opens every page of this part from the sidebar, each with its records', async () => {
    await walkGroup(page, 'hz_admin');
    await page.getByRole('navigation', { name: '侧边菜单：银耀之江' }).getByRole('link', { name: '志愿服务', exact: true }).click();
    await main().getByRole('table').getByRole('row').nth(1).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('registers a volunteer for an activity from its details, and credits them its hours', async () => {
    await page.goto(`${url}/zhijiang/volunteer/activity/Details/${activityId}`);
    await main().getByRole('link', { name: '新增服务登记', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/zhijiang/volunteer/registration/Add');
    await field('志愿者').click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill(VOLUNTEER);
    await page.getByRole('treeitem', { name: VOLUNTEER }).first().click();
    await field('服务时长（小时）').fill('3.5');
    assert.deepEqual(await axeViolations(page, 'form'), []);
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/zhijiang/volunteer/activity/Details/${activityId}`);
    await main().getByRole('table', { name: '报名志愿者' }).getByRole('cell', { name: VOLUNTEER, exact: true }).waitFor();
    const person = (await api.json(`${API}/volunteerPerson/${volunteerId}`)).body.data;
    assert.equal(Number(person.serviceHours), 3.5);
    assert.equal(person.activityCount, 1);
    const activity = (await api.json(`${API}/voluntaryremittance/${activityId}`)).body.data;
    assert.equal(activity.volunteerCount, 1);
    await page.goto(`${url}/zhijiang/volunteer/person/Details/${volunteerId}`);
    await main().getByRole('table', { name: '服务记录' }).getByRole('cell', { name: ACTIVITY, exact: true }).waitFor();
    await main().getByText('3.5', { exact: true }).first().waitFor();
  });

  it('adds an information group on the spec’s add page, reads it on its detail page and edits it on its edit page', async () => {
    await page.goto(`${url}/zhijiang/informationGroup/add`);
    await field('工作组名称').fill(GROUP);
    await field('所属单位').click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill('西湖区委老干部局');
    await page.getByRole('treeitem', { name: '西湖区委老干部局', exact: true }).click();
    await field('组长').fill('李秀英');
    await field('成员人数').fill('5');
    assert.deepEqual(await axeViolations(page, 'form'), []);
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/zhijiang/informationGroup');
    const saved = (await api.json(`${API}/informationGroup?groupName=${encodeURIComponent(GROUP)}`)).body.data.records[0];
    assert.equal(saved.memberCount, 5);
    await page.goto(`${url}/zhijiang/informationGroup/detail?id=${saved.id}`);
    await main().getByRole('region', { name: '工作组信息' }).getByText('李秀英', { exact: true }).waitFor();
    await page.goto(`${url}/zhijiang/informationGroup/edit?id=${saved.id}`);
    await field('组长').fill('王秀英');
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/zhijiang/informationGroup');
    assert.equal((await api.json(`${API}/informationGroup/${saved.id}`)).body.data.leader, '王秀英');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('opens every page of this part as the province administrator too', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const province = await context.newPage();
    const problems: string[] = [];
    province.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    province.on('response', (res) => res.status() >= 400 && problems.push(`${res.status()} ${res.url()}`));
    try {
      await walkGroup(province, 'admin');
    } finally {
      await context.close();
    }
    assert.deepEqual(problems, [], 'no console error, no failed request');
  });
});
