/**
 * Issue 20's pages of 银龄先锋 end to end in Chromium: every page of the group opens from the sidebar as
 * Hangzhou's administrator and as the province's (none is the not-built page, each list filled, no console
 * error, no failed request), with axe-core on the content of a list, a details page and a form; the spec's
 * own addresses (a city's table of bases, a base's appointments, 最美先锋 by type, a core member's detail)
 * open their views; and a visit to an education base is booked from the base's details through approval to
 * visited. (The review walk of 心得体会 is test/e2e/vanguardReview.test.ts.)
 * Run: node build.mjs && node test/run.mjs test/e2e/vanguard.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { cstDate } from '../helpers/testCadres.ts';

const API = '/lgbsmp/api/v1';
const VISITORS = `端到端参观${Date.now().toString(36).slice(-5)}`;


describe('银龄先锋 in Chromium', { skip: e2eSkip(), timeout: 400_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let api: SignedClient;
  let failed: string[];
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    failed = e2e.failed;
    api = await signIn(e2e.server, 'hz_admin');
  });
  after(() => e2e?.close());

  const main = () => page.getByRole('main');
  const form = () => page.getByRole('form');
  const field = (label: string) => form().getByLabel(new RegExp(`^\\*?${label.replace(/[()（）]/g, '\\$&')}$`));
  /** Waits until the page's content has loaded and shows a heading. */
  const settled = async (on: Page) => {
    await on.getByRole('main').getByRole('heading').first().waitFor();
    await on.getByRole('main').locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
  };

  /** Signs `username` in on `on` and opens every page of the group from the sidebar: built, and its list filled. */
  async function walkGroup(on: Page, username: string) {
    const here = () => on.getByRole('main');
    await signInAt(on, `${url}/vanguard/information`, username);
    const sidebar = on.getByRole('navigation', { name: '侧边菜单：银龄先锋' });
    await sidebar.waitFor();
    for (const toggle of await sidebar.locator('button[aria-expanded="false"]').all()) await toggle.click();
    const links = await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent!.trim() })));
    assert.ok(links.length >= 20, links.map((l) => l.name).join('、'));
    for (const link of links) {
      await sidebar.getByRole('link', { name: link.name, exact: true }).click();
      await on.waitForURL((u) => u.pathname === link.href.split('?')[0]);
      await settled(on);
      assert.equal(await here().getByText('页面建设中').count(), 0, `${username}: ${link.name} is built`);
      // The pages visited before stay in the document, hidden (keep-alive): the count looked for is the one shown.
      await here().getByText(/共 [1-9]\d* 条记录/).locator('visible=true').first().waitFor({ timeout: 30_000 }).catch(async () => {
        throw new Error(`${username}: ${link.name} shows no records: ${(await here().innerText()).slice(0, 400)}`);
      });
    }
  }

  it('opens every page of the group from the sidebar as the city administrator, each list filled', async () => {
    await walkGroup(page, 'hz_admin');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('shows a branch’s members, meetings and dues on its details, and passes axe there and on the activities', async () => {
    const branch = (await api.json(`${API}/partyBranch?orgId=330100&size=1`)).body.data.records[0];
    await page.goto(`${url}/vanguard/information/Details/${branch.id}`);
    await settled(page);
    for (const list of ['支部党员', '三会一课', '党费收缴']) await main().getByRole('table', { name: list }).getByRole('row').nth(1).waitFor();
    await main().getByRole('link', { name: '新增支部党员' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await page.goto(`${url}/vanguard/activity`);
    await settled(page);
    assert.deepEqual(await axeViolations(page, 'main'), []);
  });

  it('opens the spec’s own addresses: a city’s bases, 最美先锋 by type, a core member', async () => {
    await page.goto(`${url}/vanguard/base/table/330100`);
    await settled(page);
    await main().getByText(/共 [1-9]\d* 条记录/).waitFor();
    assert.equal(await main().getByRole('cell', { name: '南湖革命纪念馆' }).count(), 0, 'Hangzhou’s table has no Jiaxing base');
    await page.goto(`${url}/vanguard/beautiful/detail/1`);
    await settled(page);
    assert.equal(await main().getByText('页面建设中').count(), 0);
    const member = (await api.json(`${API}/backbone?size=1`)).body.data.records[0];
    await page.goto(`${url}/vanguard/backbone/detail/${member.id}`);
    await main().getByText(member.cadreName).first().waitFor();
  });

  it('books a visit to an education base from its details, approves it and marks it visited', async () => {
    const base = (await api.json(`${API}/educationBase?orgId=330100&size=1`)).body.data.records[0];
    await page.goto(`${url}/vanguard/base/details/330100/${base.id}`);
    await settled(page);
    await main().getByRole('link', { name: '新增教育基地参观预约' }).click();
    await page.waitForURL((u) => u.pathname === '/vanguard/base/appointments/Add');
    await field('预约单位').fill(VISITORS);
    await field('参观日期').fill(cstDate(10));
    await field('参观人数').fill('12');
    await field('联系人').fill('李秀英');
    await field('联系电话').fill('13800000002');
    assert.deepEqual(await axeViolations(page, 'form'), []);
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/vanguard/base/details/330100/${base.id}`);
    await main().getByRole('table', { name: '参观预约' }).getByText(VISITORS).waitFor();
    const booked = (await api.json(`${API}/educationBaseAppointment?visitorOrg=${encodeURIComponent(VISITORS)}`)).body.data.records[0];
    assert.equal(booked.status, 'submitted');
    await page.goto(`${url}/vanguard/base/appointment/${base.id}`);
    await main().getByRole('link', { name: VISITORS, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/vanguard/base/appointmentInfo/${booked.id}`);
    for (const action of ['通过', '确认已参观']) {
      await main().getByRole('button', { name: action, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await main().getByText('已参观', { exact: true }).first().waitFor();
    assert.equal((await api.json(`${API}/educationBaseAppointment/${booked.id}`)).body.data.status, 'visited');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('opens every page of the group as the province administrator too', async () => {
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
