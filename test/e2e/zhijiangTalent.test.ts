/**
 * Issue 21's 银龄人才申报 in Chromium against the real server: its pages opened from the sidebar as Hangzhou's
 * administrator and as the province's (none is the not-built page, lists filled, no console error, no failed
 * request, axe clean); then one application declared by Hangzhou's administrator for a cadre of 西湖区教育局,
 * returned by the unit level (西湖区's administrator) with an opinion, edited and declared again, approved by
 * the unit, the city (Hangzhou) and the province, each in a browser of their own; the trail on its page, the
 * talent in the cadre's archive, and the statistics' number opening a list that holds it.
 * Run: node build.mjs && node test/run.mjs test/e2e/zhijiangTalent.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn } from '../helpers/session.ts';
import { idCard, randomSequence } from '../helpers/testCadres.ts';

const API = '/lgbsmp/api/v1';
const BASE = '/zhijiang/personnel';
const NAME = `才申${Date.now().toString(36).slice(-4)}`;

describe('银龄人才申报 in Chromium', { skip: e2eSkip(), timeout: 400_000 }, () => {
  let e2e: E2e;
  let url: string;
  let hz: Page;
  const others: BrowserContext[] = [];
  let county: Page;
  let admin: Page;
  let cadreId: string;
  let failed: string[];
  const errors: string[] = [];
  const watch = (page: Page) => {
    failed = e2e.failed;
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
  };
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    hz = e2e.page;
    for (let i = 0; i < 2; i++) others.push(await e2e.browser.newContext());
    county = await others[0]!.newPage();
    admin = await others[1]!.newPage();
    for (const page of [hz, county, admin]) {
      await page.setViewportSize({ width: 1366, height: 900 });
      watch(page);
    }
    const api = await signIn(e2e.server, 'hz_admin');
    const { body } = await api.json(`${API}/cadre`, {
      method: 'POST',
      json: { realName: NAME, idCard: idCard('330106', '1952-07-07', '1', randomSequence()), manageOrgId: '330106-01', retirementType: '2', workStartDate: '1970-09', retirementDate: '2012-08' },
    });
    assert.equal(body.code, 0, JSON.stringify(body));
    cadreId = body.data.id;
  });
  after(async () => {
    for (const context of others) await context.close();
    await e2e?.close();
  });

  const main = (page: Page) => page.getByRole('main');
  const row = (page: Page) => main(page).getByRole('table', { name: '银龄人才申报' }).getByRole('row').filter({ hasText: NAME });
  const trail = (page: Page) => main(page).getByRole('table', { name: '审批记录' });

  async function signInTo(page: Page, username: string, path: string) {
    await signInAt(page, `${url}${path}`, username);
  }

  /** Every page of 银龄人才申报 from the sidebar: built, filled where it lists, axe clean. */
  async function walk(page: Page, username: string) {
    await signInTo(page, username, BASE);
    const sidebar = page.getByRole('navigation', { name: '侧边菜单：银耀之江' });
    await sidebar.waitFor();
    const toggle = sidebar.getByRole('button', { name: '展开“银龄人才申报”' });
    if (await toggle.count()) await toggle.click();
    const links = (await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent!.trim() }))))
      .filter((l) => l.href.startsWith(BASE));
    assert.deepEqual(links.map((l) => l.name), ['银龄人才申报', '人才申报', '申报审批', '申报统计', '申报设置'], `${username}'s sidebar`);
    for (const link of links) {
      await sidebar.getByRole('link', { name: link.name, exact: true }).click();
      await page.waitForURL((u) => u.pathname === link.href);
      await main(page).locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await main(page).getByRole('heading').first().waitFor();
      assert.equal(await main(page).getByText('页面建设中').count(), 0, `${username}: ${link.name} is built`);
      if (link.href === BASE || link.href === `${BASE}/approving`) {
        await main(page).getByRole('table').getByRole('row').nth(1).getByRole('link').first().waitFor();
      }
      assert.deepEqual(await axeViolations(page, 'main'), [], `${username}: ${link.name}`);
    }
  }

  async function confirmMove(page: Page, action: string) {
    await main(page).getByRole('article').getByRole('button', { name: action, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  /** The application's page from the approvals queue. */
  async function openFromQueue(page: Page) {
    await page.goto(`${url}${BASE}/approving`);
    await row(page).getByRole('link', { name: `查看“${NAME}”详情` }).click();
    await page.waitForURL(new RegExp(`${BASE}/approvingdetail\\?id=\\w+$`));
    await main(page).getByRole('article').waitFor();
  }

  it('opens every page of 银龄人才申报 from the sidebar, as Hangzhou’s and as the province’s administrator', async () => {
    await walk(hz, 'hz_admin');
    await walk(admin, 'admin');
    assert.deepEqual(errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('Hangzhou’s administrator declares an application for a cadre of 西湖区教育局', async () => {
    await hz.goto(`${url}${BASE}/declare`);
    const form = hz.getByRole('form');
    await form.getByLabel(/^\*?离退休干部$/).click();
    await hz.getByRole('combobox', { name: '搜索选项' }).fill(NAME);
    await hz.getByRole('treeitem', { name: NAME }).first().click();
    await form.getByLabel(/^\*?人才类型$/).selectOption({ label: '法律调解' });
    await form.getByLabel(/^\*?专业特长$/).fill('人民调解');
    await form.getByLabel(/^\*?主要成果$/).fill('在社区调解工作室化解矛盾纠纷八十余起。');
    assert.deepEqual(await axeViolations(hz, 'main'), [], 'the declaration form');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await hz.waitForURL(`${url}${BASE}`);
    await row(hz).getByRole('button', { name: '提交申报' }).click();
    await hz.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await row(hz).getByText('待单位审核').waitFor();
  });

  it('the unit level returns it with an opinion; Hangzhou edits it and declares it again', async () => {
    await signInTo(county, 'admin_330106', `${BASE}/approving`);
    await openFromQueue(county);
    await main(county).getByRole('article').getByRole('button', { name: '退回', exact: true }).click();
    const dialog = county.getByRole('dialog');
    await dialog.getByRole('textbox').fill('请补充获奖证书');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await trail(county).getByRole('row').filter({ hasText: '请补充获奖证书' }).waitFor();

    await hz.goto(`${url}${BASE}`);
    await row(hz).getByText('已退回').waitFor();
    await row(hz).getByRole('link', { name: `查看“${NAME}”详情` }).click();
    await hz.waitForURL(new RegExp(`${BASE}/detail\\?id=\\w+$`));
    await trail(hz).getByRole('row').filter({ hasText: '请补充获奖证书' }).waitFor();
    await main(hz).getByRole('article').getByRole('link', { name: '编辑' }).click();
    await hz.getByRole('form').getByLabel(/^\*?主要成果$/).fill('化解矛盾纠纷八十余起，获评省级优秀人民调解员。');
    await hz.getByRole('form').getByRole('button', { name: '保存', exact: true }).click();
    await hz.waitForURL(`${url}${BASE}`);
    await row(hz).getByRole('button', { name: '提交申报' }).click();
    await hz.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await row(hz).getByText('待单位审核').waitFor();
  });

  it('the unit, the city and the province approve it, each from their queue', async () => {
    await openFromQueue(county);
    await confirmMove(county, '审核通过');
    await main(county).getByRole('article').getByText('待市级审核').first().waitFor();
    // The unit level has decided: the county no longer gets the city's decisions.
    await main(county).getByRole('article').getByRole('button', { name: /^(审核通过|退回)$/ }).first().waitFor({ state: 'detached' });

    await openFromQueue(hz);
    await confirmMove(hz, '审核通过');
    await main(hz).getByRole('article').getByText('待省级审核').first().waitFor();

    await openFromQueue(admin);
    assert.deepEqual(await axeViolations(admin, 'main'), [], 'the approval page');
    await confirmMove(admin, '审核通过');
    // The state is called 审核通过 as the button is: the trail's seventh step is what says the move is done.
    await trail(admin).getByRole('row').nth(6).waitFor();
    const steps = await trail(admin).getByRole('row').allTextContents();
    assert.equal(steps.length, 7, steps.join(' | '));
    for (const step of ['单位审核', '市级审核', '省级审核']) assert.ok(steps.some((s) => s.includes(step) && s.includes('审核通过')), step);
  });

  it('the talent is in the cadre’s archive and in the statistics', async () => {
    await admin.goto(`${url}/retiredVeteranCadres/fullDetail/retired/${cadreId}`);
    const archive = admin.getByRole('article', { name: `${NAME}的档案` });
    await archive.getByRole('tab', { name: '银龄人才（1）' }).click();
    await archive.getByRole('tabpanel').getByText('人民调解').first().waitFor();

    await admin.goto(`${url}${BASE}/count`);
    const byCity = main(admin).getByRole('table', { name: '按地市' });
    const hangzhou = byCity.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: '杭州市' }) });
    const approved = hangzhou.getByRole('link', { name: /^查看杭州市 审核通过的\d+条申报$/ });
    const count = Number(await approved.textContent());
    await approved.click();
    await admin.waitForURL((u) => u.pathname === BASE && u.searchParams.get('status') === 'approved' && u.searchParams.get('orgId') === '330100');
    await main(admin).getByText(new RegExp(`^共 ${count} 条`)).first().waitFor();
    await main(admin).getByRole('search').getByLabel('干部姓名').fill(NAME);
    await main(admin).getByRole('search').getByRole('button', { name: '查询' }).click();
    await row(admin).getByText('审核通过').waitFor();
    assert.deepEqual(errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });
});
