/**
 * 银龄乐享's activity centres and activities (issue 22) end to end in Chromium: every page of this part opens
 * from the sidebar for Hangzhou's administrator and for the province's (none is the not-built page, lists
 * filled, no console error, no failed request; axe-core finds no serious problem on the list, the form and the
 * statistics); a room is booked and the booking approved, and an overlapping booking is refused under its
 * field; an activity is added from its centre's list, published, opened for enrolment and a cadre enrolled;
 * 活动统计's count opens the list it counts.
 * Run: node build.mjs && node test/run.mjs test/e2e/enjoyLifeCentres.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { partyCadre } from '../vanguard/helpers/branchData.ts';

const API = '/lgbsmp/api/v1';
const STAMP = Date.now().toString(36).slice(-5);
const ROOM = `e2e活动室${STAMP}`;
const CADRE = `报名${STAMP}`;
/** This part's sidebar pages (the group's other pages are other parts of issue 22). */
const PAGES = ['活动中心', '活动中心汇总', '活动团队', '活动风采', '活动室管理', '人员管理', '公告管理', '活动预约', '活动统计'];


describe('活动中心与活动 in Chromium', { skip: e2eSkip(), timeout: 420_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let api: SignedClient;
  let centreId: string;
  let failed: string[];
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    failed = e2e.failed;
    api = await signIn(e2e.server, 'hz_admin');
    const centre = await api.json(`${API}/activityCenter`, { method: 'POST', json: { title: `e2e中心${STAMP}`, orgId: '330106', address: '杭州市西湖区文三路1号', content: '<p>e2e</p>' } });
    centreId = centre.body.data.id;
    const room = await api.json(`${API}/activityRoom`, { method: 'POST', json: { centerId: centreId, name: ROOM, capacity: 30, openTime: '每天 8:30-17:00' } });
    assert.equal(room.body.code, 0, JSON.stringify(room.body));
    await partyCadre(api, CADRE);
  });
  after(() => e2e?.close());

  const main = () => page.getByRole('main');
  const form = () => page.getByRole('form');
  const field = (label: string) => form().getByLabel(new RegExp(`^\\*?${label}$`));

  async function choose(label: string, option: string) {
    const control = field(label).and(page.locator(':enabled'));
    await control.waitFor();
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
      await control.selectOption({ label: option });
      return;
    }
    await control.click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill(option);
    await page.getByRole('treeitem', { name: option }).first().click();
  }

  /** A transition from a record's details page, confirmed. */
  async function move(action: string) {
    await main().getByRole('button', { name: action, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  /** Signs `username` in on `on` and opens this part's pages from the sidebar: each built, its list or figures filled. */
  async function walk(on: Page, username: string) {
    const here = () => on.getByRole('main');
    await signInAt(on, `${url}/enjoyLife/activityCenter`, username);
    const sidebar = on.getByRole('navigation', { name: '侧边菜单：银龄乐享' });
    await sidebar.waitFor();
    for (const name of PAGES) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await here().locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await here().getByRole('heading').first().waitFor();
      assert.equal(await here().getByText('页面建设中').count(), 0, `${username}: ${name} is built`);
      // Filled: a list's total (announced to screen readers), the gallery's, or a table's rows beyond its total.
      await here().getByText(/共 [1-9]\d* 条记录|已结束的活动共[1-9]/).or(here().getByRole('table').getByRole('row').nth(2)).first().waitFor({ state: 'attached' });
    }
  }

  it('opens every page of this part from the sidebar as Hangzhou’s administrator, lists filled', async () => {
    await walk(page, 'hz_admin');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('books a room and approves the booking; an overlapping booking is refused under its field', async () => {
    const book = async (from: string, to: string) => {
      await page.goto(`${url}/enjoyLife/activityappointment/Add`);
      await choose('活动地点', ROOM);
      await field('开始时间').fill(from);
      await field('结束时间').fill(to);
      await field('活动内容').fill('合唱排练');
      await field('预约人').fill('王建国');
      await field('联系电话').fill('13800001111');
      await field('参加人数').fill('12');
      assert.deepEqual(await axeViolations(page, 'form'), []);
      await form().getByRole('button', { name: '保存', exact: true }).click();
    };
    await book('2026-12-08T09:00', '2026-12-08T11:00');
    await page.waitForURL((u) => u.pathname === '/enjoyLife/activityappointment');
    const { body } = await api.json(`${API}/activityAppointment?roomName=${encodeURIComponent(ROOM)}`);
    assert.equal(body.data.total, 1);
    await page.goto(`${url}/enjoyLife/activityappointment/Details/${body.data.records[0].id}`);
    await move('通过');
    await main().getByText('已通过').first().waitFor();
    await book('2026-12-08T10:00', '2026-12-08T12:00');
    // The times are the browser's (its time zone), shown in China's by the server.
    await form().getByText(/^该时段活动室已有通过的预约（2026-12-08 \d\d:00 至 2026-12-08 \d\d:00），请另选时段$/).first().waitFor();
    assert.equal((await api.json(`${API}/activityAppointment?roomName=${encodeURIComponent(ROOM)}`)).body.data.total, 1, 'nothing written');
    // The refusal is the one failed request expected here.
    failed.splice(0, failed.length, ...failed.filter((f) => !f.startsWith('400 ')));
    e2e.errors.splice(0, e2e.errors.length, ...e2e.errors.filter((e) => !e.includes('status of 400')));
  });

  it('adds an activity from its centre’s list, publishes it, opens enrolment and enrols a cadre', async () => {
    await page.goto(`${url}/enjoyLife/activitylist/${centreId}`);
    await main().getByRole('heading', { name: `e2e中心${STAMP}的活动` }).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await main().getByRole('link', { name: '在本中心新增活动' }).click();
    await field('活动名称').fill(`e2e健步走${STAMP}`);
    await choose('活动类型', '体育');
    await field('开始时间').fill('2026-12-12T09:00');
    await field('结束时间').fill('2026-12-12T11:00');
    await field('活动地点').fill('西湖边');
    await field('名额').fill('20');
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/Add'));
    const activity = (await api.json(`${API}/activity?title=${encodeURIComponent(`e2e健步走${STAMP}`)}`)).body.data.records[0];
    assert.equal(activity.centerId, centreId);
    await page.goto(`${url}/enjoyLife/activity/Details/${activity.id}`);
    await move('发布');
    await move('开始报名');
    await main().getByText('报名中').first().waitFor();
    await main().getByRole('link', { name: '新增活动报名' }).click();
    await choose('离退休干部', CADRE);
    await field('报名日期').fill('2026-12-01');
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/Details/${activity.id}`));
    await main().getByRole('cell', { name: CADRE }).waitFor();
    assert.equal((await api.json(`${API}/activity/${activity.id}`)).body.data.enrolled, 1);
    assert.deepEqual(e2e.errors, [], 'no console error');
  });

  it('opens from a count of 活动统计 a list with exactly that many activities', async () => {
    await page.goto(`${url}/enjoyLife/activitystatistics`);
    const table = main().getByRole('table', { name: '各类型活动情况' });
    const link = table.getByRole('row').nth(1).getByRole('link');
    const count = await link.innerText();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/enjoyLife/activity' && u.searchParams.has('startTime_from'));
    await main().getByText(`共 ${count} 条记录`).waitFor();
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
      await walk(province, 'admin');
    } finally {
      await context.close();
    }
    assert.deepEqual(problems, [], 'no console error, no failed request');
  });
});
