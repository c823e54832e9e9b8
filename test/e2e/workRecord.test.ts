/**
 * Issue 19 end to end in Chromium, one walk as Hangzhou's administrator (and the group's pages once more as the
 * province's): every page of the 工作记录 group opens
 * from the sidebar (none is the not-built page, no console error, no failed request); a birthday visit is
 * recorded from the birthday reminders and is then in the cadre's archive; a hospital stay and a visit during
 * it are recorded from the archive; a trip abroad is declared and taken through to its return; a part-time
 * post is refused by a rule; a number of 工作统计 opens a list with exactly that many records.
 * Run: node build.mjs && node test/run.mjs test/e2e/workRecord.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { cstDate, idCard, randomSequence } from '../helpers/testCadres.ts';

const API = '/lgbsmp/api/v1';
const STAMP = Date.now().toString(36).slice(-5);
const NAME = `寿访${STAMP}`;

describe('工作记录 in Chromium, as a city administrator', { skip: e2eSkip(), timeout: 300_000 }, () => {
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
    // Born in 1946 (80 this year) two days from today: a milestone birthday in the 7-day window.
    const birth = `1946${cstDate(2).slice(4)}`;
    const { body } = await api.json(`${API}/cadre`, {
      method: 'POST',
      json: { realName: NAME, idCard: idCard('330106', birth.endsWith('02-29') ? '1948-02-29' : birth, '1', randomSequence()), manageOrgId: '330106-01', retirementType: '2', workStartDate: '1965-09', retirementDate: '2006-05' },
    });
    assert.equal(body.code, 0, JSON.stringify(body));
    cadreId = body.data.id;
  });
  after(() => e2e?.close());

  const main = () => page.getByRole('main');
  const form = () => page.getByRole('form');
  const field = (label: string) => form().getByLabel(new RegExp(`^\\*?${label.replace(/[()（）]/g, '\\$&')}$`));
  const archive = () => page.getByRole('article', { name: `${NAME}的档案` });

  /** Chooses an option of a select (a flat dictionary) or of a searching picker (a tree, a record). */
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

  /** From the archive's 工作记录 tab, a kind's Add form with the cadre chosen; filled, saved, back on the archive. */
  async function addFromArchive(kind: string, fillForm: () => Promise<void>) {
    await page.goto(`${url}/retiredVeteranCadres/fullDetail/retired/${cadreId}`);
    await archive().getByRole('tab', { name: /^工作记录（\d+）$/ }).click();
    await archive().getByRole('link', { name: `新增${kind}`, exact: true }).click();
    await page.getByRole('heading', { name: `新增${kind}`, exact: true }).waitFor();
    await fillForm();
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/Add'), { timeout: 15_000 }).catch(async (e) => {
      throw new Error(`${kind} was not saved: ${(await form().getByRole('alert').allTextContents()).join('；') || e}`);
    });
  }

  /** A transition from a record's details page, confirmed. */
  async function move(action: string) {
    await main().getByRole('button', { name: action, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  /** Signs `username` in on `on` and opens every page of the group from the sidebar: none is the not-built page. */
  async function walkGroup(on: Page, username: string) {
    const here = () => on.getByRole('main');
    await signInAt(on, `${url}/workRecord/VisitCondolences/birthday`, username);
    const sidebar = on.getByRole('navigation', { name: '侧边菜单：工作记录' });
    await sidebar.waitFor();
    // Sub-menus open so that every page's link shows.
    for (const toggle of await sidebar.locator('button[aria-expanded="false"]').all()) await toggle.click();
    const links = await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent!.trim() })));
    assert.ok(links.length >= 12, links.map((l) => l.name).join('、'));
    for (const link of links) {
      await sidebar.getByRole('link', { name: link.name, exact: true }).click();
      // 走访慰问 opens its first kind's page.
      await on.waitForURL((u) => u.pathname.startsWith(link.href));
      await here().locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await here().getByRole('heading').first().waitFor();
      assert.equal(await here().getByText('页面建设中').count(), 0, `${username}: ${link.name} is built`);
    }
  }

  it('signs in and opens every page of the group from the sidebar', async () => {
    await walkGroup(page, 'hz_admin');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('records a birthday visit from the birthday reminders, which the archive then shows', async () => {
    await page.goto(`${url}/retiredVeteranCadres/birthdayReminder`);
    await main().getByRole('search').getByLabel('姓名').fill(NAME);
    await main().getByRole('search').getByRole('button', { name: '查询' }).click();
    await main().getByRole('link', { name: `登记${NAME}的生日看望` }).click();
    await page.waitForURL((u) => u.pathname === '/workRecord/VisitCondolences/birthday/Add');
    await form().getByText(NAME).first().waitFor();
    await field('看望时间').fill(cstDate(0));
    await field('慰问品').fill('生日蛋糕');
    await field('慰问金（元）').fill('800');
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/retiredVeteranCadres/birthdayReminder');
    const visits = (await api.json(`${API}/birthdayVisit?cadreName=${encodeURIComponent(NAME)}`)).body.data;
    assert.equal(visits.total, 1);
    assert.equal(visits.records[0].consolationGoods, '生日蛋糕');
    await page.goto(`${url}/retiredVeteranCadres/fullDetail/retired/${cadreId}`);
    await main().getByRole('tab', { name: '工作记录（1）' }).click();
    await main().getByRole('tabpanel').getByText('生日蛋糕').waitFor();
  });

  it('records a hospital stay from the archive, and a visit during it that marks the stay visited', async () => {
    await addFromArchive('住院登记', async () => {
      await field('医院').fill('浙江医院');
      await field('科室').fill('老年病科');
      await field('病床').fill('12');
      await field('住院日期').fill(cstDate(-5));
      await field('住院病情').fill('肺部感染');
    });
    const stay = (await api.json(`${API}/inpatient?cadreName=${encodeURIComponent(NAME)}`)).body.data.records[0];
    assert.equal(stay.inHospital, true);
    await addFromArchive('住院看望', async () => {
      await field('看望时间').fill(cstDate(-3));
      await choose('住院登记', NAME);
      await field('慰问品').fill('鲜花果篮');
    });
    const visit = (await api.json(`${API}/hospitalizationVisit?cadreName=${encodeURIComponent(NAME)}`)).body.data.records[0];
    assert.equal(visit.inpatientId, stay.id);
    assert.equal((await api.json(`${API}/inpatient/${stay.id}`)).body.data.isVisited, true);
    await page.goto(`${url}/workRecord/inpatient/Details/${stay.id}`);
    await main().getByText('鲜花果篮').waitFor();
  });

  it('declares a trip abroad and takes it through approval and departure to its return', async () => {
    await addFromArchive('出国（境）登记', async () => {
      await field('前往国家（地区）').fill('新加坡');
      await choose('事由', '探亲');
      await field('申请日期').fill(cstDate(-30));
      await field('出发日期').fill(cstDate(-20));
      await field('计划返回日期').fill(cstDate(-10));
    });
    const trip = (await api.json(`${API}/abroad?destination=${encodeURIComponent('新加坡')}&size=50`)).body.data.records.find((r: { cadreId: string }) => r.cadreId === cadreId);
    assert.equal(trip.status, 'declared');
    await page.goto(`${url}/workRecord/registration/Details/${trip.id}`);
    for (const action of ['报批', '批准', '出行']) await move(action);
    // Back home: the date of return first, then 销假.
    await page.goto(`${url}/workRecord/registration/Edit/${trip.id}`);
    await field('实际返回日期').fill(cstDate(-9));
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.includes('/Edit/'));
    await page.goto(`${url}/workRecord/registration/Details/${trip.id}`);
    await move('销假');
    assert.equal((await api.json(`${API}/abroad/${trip.id}`)).body.data.status, 'returned');
  });

  it('is refused a part-time post with pay, the rule named under the field, and nothing saved', async () => {
    await page.goto(`${url}/retiredVeteranCadres/fullDetail/retired/${cadreId}`);
    await archive().getByRole('tab', { name: /^工作记录（\d+）$/ }).click();
    await archive().getByRole('link', { name: '新增兼职登记', exact: true }).click();
    await field('兼职单位').fill('杭州市老年书画研究会');
    await choose('单位类型', '社会团体');
    await field('兼任职务').fill('理事');
    await field('第几届').fill('1');
    await field('任职开始日期').fill(cstDate(-1));
    await field('兼职报酬（元）').fill('2000');
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await form().getByText('兼职不得领取报酬').first().waitFor();
    assert.equal((await api.json(`${API}/parttime?socialGroup=${encodeURIComponent('杭州市老年书画研究会')}`)).body.data.total, 0);
  });

  it('opens from a number of 工作统计 a list with exactly that many records', async () => {
    await page.goto(`${url}/workRecord/statistics`);
    const table = main().getByRole('table', { name: '各类工作记录月度统计' });
    const link = table.getByRole('row', { name: /^生日看望/ }).getByRole('link').last();
    const count = await link.innerText();
    await link.click();
    await page.waitForURL((u) => u.pathname === '/workRecord/VisitCondolences/birthday' && u.searchParams.has('visitDate_from'));
    await main().getByText(`共 ${count} 条记录`).waitFor();
    assert.deepEqual(e2e.errors, [], 'no console error');
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
