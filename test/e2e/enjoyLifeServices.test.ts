/**
 * 银龄乐享's services, content and directories end to end in Chromium (docs/enjoyLife.md, "养老服务与学习内容"):
 * each of their pages opened from the sidebar as Hangzhou's administrator and as the province's, none the
 * not-built page, each list filled, no console error, no failed request; a care plan made at the spec's
 * Add/{id} for a cadre, then closed with a reason from its details; axe on the plans' list and form.
 * Run: node build.mjs && node test/run.mjs test/e2e/enjoyLifeServices.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { cstDate, idCard, randomSequence } from '../helpers/testCadres.ts';

const API = '/lgbsmp/api/v1';
const NAME = `关爱${Date.now().toString(36).slice(-5)}`;
/** The pages of this part, by their sidebar names (the group's other pages are other parts'). */
const PAGES = ['专题学习', '工作简报', '重要论述', '一人一策', '银龄人才名录', '银龄人才风采', '四就近', '家庭医生', '社区养老', '养老机构', '就医指南', '为老惠老项目', '视频课程'];

describe('银龄乐享 services and content in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let api: SignedClient;
  let cadreId: string;
  let failed: string[];
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    failed = e2e.failed;
    api = await signIn(e2e.server, 'hz_admin');
    const { body } = await api.json(`${API}/cadre`, {
      method: 'POST',
      json: { realName: NAME, idCard: idCard('330106', '1931-05-12', '1', randomSequence()), manageOrgId: '330106-01', retirementType: '1', workStartDate: '1949-03', retirementDate: '1991-06' },
    });
    assert.equal(body.code, 0, JSON.stringify(body));
    cadreId = body.data.id;
  });
  after(() => e2e?.close());

  const main = () => page.getByRole('main');
  const form = () => page.getByRole('form');
  const field = (label: string) => form().getByLabel(new RegExp(`^\\*?${label}$`));

  /** Signs `username` in on `on` and opens each page of this part from the sidebar: built, and its list filled. */
  async function walkPages(on: Page, username: string) {
    const here = () => on.getByRole('main');
    await signInAt(on, `${url}/enjoyLife/OnePersonOneStrategy`, username);
    const sidebar = on.getByRole('navigation', { name: '侧边菜单：银龄乐享' });
    await sidebar.waitFor();
    for (const toggle of await sidebar.locator('button[aria-expanded="false"]').all()) await toggle.click();
    for (const name of PAGES) {
      const link = sidebar.getByRole('link', { name, exact: true });
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await on.waitForURL((u) => u.pathname === href);
      // The pagination's total of the page on screen (kept-alive pages stay in the document, hidden).
      await here().getByText(/^共 [1-9]\d* 条$/).and(on.locator(':visible')).waitFor({ timeout: 15_000 }).catch(() => {
        throw new Error(`${username}: ${name} shows no records`);
      });
      assert.equal(await here().getByText('页面建设中').count(), 0, `${username}: ${name} is built`);
    }
  }

  it('opens every page of the part from the sidebar as Hangzhou’s administrator, each list filled', async () => {
    await walkPages(page, 'hz_admin');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('makes a care plan for a cadre at Add/{id}, then closes it with a reason', async () => {
    await page.goto(`${url}/enjoyLife/OnePersonOneStrategy`);
    await main().getByText(/^共 \d+ 条$/).and(page.locator(':visible')).waitFor();
    await main().getByRole('status').filter({ hasText: /复查/ }).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), [], 'the plans’ list');
    await page.goto(`${url}/enjoyLife/OnePersonOneStrategy/Add/${cadreId}`);
    await form().getByText(NAME).first().waitFor();
    await field('关爱类型').click();
    await page.getByRole('treeitem', { name: '高龄' }).click();
    await page.getByRole('treeitem', { name: '独居' }).click();
    await page.keyboard.press('Escape');
    await field('风险因素').fill('年逾九旬，独居，夜间无人照应');
    await field('主要需求').fill('定期上门探望，代购药品');
    await field('帮扶措施').fill('每周电话问候，每月上门走访一次');
    await field('责任人').fill('陈建国');
    await field('联系频次').selectOption({ label: '每周' });
    await field('制定日期').fill(cstDate(-30));
    await field('复查日期').fill(cstDate(60));
    assert.deepEqual(await axeViolations(page, 'main'), [], 'the plan’s form');
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/enjoyLife/OnePersonOneStrategy', { timeout: 15_000 }).catch(async (e) => {
      throw new Error(`the plan was not saved: ${(await form().getByRole('alert').allTextContents()).join('；') || e}`);
    });
    const plan = (await api.json(`${API}/onePersonOneStrategy?cadreName=${encodeURIComponent(NAME)}`)).body.data.records[0];
    assert.deepEqual([plan.status, plan.careReasons], ['active', ['1', '3']]);
    await page.goto(`${url}/enjoyLife/OnePersonOneStrategy/Details/${plan.id}`);
    await main().getByText('每周电话问候，每月上门走访一次').first().waitFor();
    await main().getByRole('button', { name: '结束', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /结束/ });
    await dialog.getByRole('textbox').fill('已入住养老机构');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await main().getByText('已结束').first().waitFor();
    const closed = (await api.json(`${API}/onePersonOneStrategy/${plan.id}`)).body.data;
    assert.deepEqual([closed.status, closed.statusReason], ['closed', '已入住养老机构']);
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('opens every page of the part as the province administrator too', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const province = await context.newPage();
    const problems: string[] = [];
    province.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    province.on('response', (res) => res.status() >= 400 && problems.push(`${res.status()} ${res.url()}`));
    try {
      await walkPages(province, 'admin');
    } finally {
      await context.close();
    }
    assert.deepEqual(problems, [], 'no console error, no failed request');
  });
});
