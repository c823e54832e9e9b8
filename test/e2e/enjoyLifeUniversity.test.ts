/**
 * Issue 22's universities, works and points end to end in Chromium: every page of this part (老年大学, 学科设置,
 * 智慧校园, 精品佳作, 作品征集, 我的作品, 题库管理, 积分管理) opens from the sidebar with its demo rows, as
 * Hangzhou's administrator and as the province's (none is the not-built page, no console error, no failed
 * request, no serious axe violation); an enrolment in a full course is refused under its field and nothing is
 * saved; a work written and submitted on 我的作品 by Hangzhou's administrator is approved on its approval/{id}
 * page by the province's, in a browser of their own.
 * Run: node build.mjs && node test/run.mjs test/e2e/enjoyLifeUniversity.test.ts
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
const STUDENT = `学员${STAMP}`;
const WORK = `端到端书法作品${STAMP}`;
const PAGES = ['老年大学', '学科设置', '智慧校园', '精品佳作', '作品征集', '我的作品', '题库管理', '积分管理'];

describe('银龄乐享’s universities, works and points in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let api: SignedClient;
  let fullCourse: { id: string; courseName: string; limitNum: number };
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
      json: { realName: STUDENT, idCard: idCard('330106', '1958-04-12', '1', randomSequence()), manageOrgId: '330106-01', retirementType: '2', workStartDate: '1976-09', retirementDate: '2018-05' },
    });
    assert.equal(body.code, 0, JSON.stringify(body));
    const courses = (await api.json(`${API}/universityCourse?size=500`)).body.data.records;
    fullCourse = courses.find((c: { actualEnrollment: number; limitNum: number; ageLimit: number }) => c.actualEnrollment >= c.limitNum && c.ageLimit >= 70);
    assert.ok(fullCourse, 'a full Hangzhou course in the demo');
  });
  after(() => e2e?.close());

  const main = (on: Page) => on.getByRole('main');
  const form = () => page.getByRole('form');
  const field = (label: string) => form().getByLabel(new RegExp(`^\\*?${label.replace(/[()（）]/g, '\\$&')}$`));
  const confirmDialog = async (on: Page) => {
    const dialog = on.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
  };

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

  /** Opens each page of this part from the sidebar: built, with rows, and (on two of them) no serious axe violation. */
  async function walkPages(on: Page, username: string, signedIn = false) {
    if (signedIn) await on.goto(`${url}/enjoyLife/elderlyUniversity`);
    else await signInAt(on, `${url}/enjoyLife/elderlyUniversity`, username);
    const sidebar = on.getByRole('navigation', { name: '侧边菜单：银龄乐享' });
    await sidebar.waitFor();
    for (const name of PAGES) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await on.waitForURL((u) => u.pathname.startsWith('/enjoyLife/'));
      const here = main(on);
      await here.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await here.getByRole('heading').first().waitFor();
      assert.equal(await here.getByText('页面建设中').count(), 0, `${username}: ${name} is built`);
      if (name === '智慧校园') {
        await here.getByText(/^共[1-9]\d*所老年大学/).waitFor();
        assert.deepEqual(await axeViolations(on, 'main'), [], `${name}: axe`);
      } else {
        // The total is announced in a live region (visually hidden).
        await here.getByText(/共 [1-9]\d* 条记录/).first().waitFor({ state: 'attached' });
      }
      if (name === '老年大学') assert.deepEqual(await axeViolations(on, 'main'), [], `${name}: axe`);
    }
  }

  it('opens every page of this part from the sidebar as Hangzhou’s administrator, each with its rows', async () => {
    await walkPages(page, 'hz_admin');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('is refused an enrolment in a full course, the rule under the field, and nothing saved', async () => {
    await page.goto(`${url}/enjoyLife/discipline/Details/${fullCourse.id}`);
    await main(page).getByText(fullCourse.courseName).first().waitFor();
    const errorsBefore = e2e.errors.length;
    await page.goto(`${url}/enjoyLife/discipline/student/Add?courseId=${fullCourse.id}`);
    await form().waitFor();
    await choose('离退休干部', STUDENT);
    await choose('学员类型', '退休人员');
    await field('报名日期').fill('2026-09-01');
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await form().getByText(`该课程已报满（限报${fullCourse.limitNum}人），不能再报名`).first().waitFor();
    assert.equal((await api.json(`${API}/universityStudent?cadreName=${encodeURIComponent(STUDENT)}`)).body.data.total, 0, 'nothing saved');
    // The refusal is the server's answer to the form, not a failed page: its 400 (and Chromium's console line
    // about it) is expected here, and nothing else.
    assert.ok(failed.filter((f) => f.includes('/universityStudent')).every((f) => f.startsWith('400 ')), failed.join('\n'));
    failed.splice(0, failed.length, ...failed.filter((f) => !f.includes('/universityStudent')));
    const added = e2e.errors.splice(errorsBefore);
    assert.ok(added.every((e) => e.includes('status of 400')), added.join('\n'));
  });

  it('writes a work on 我的作品 and submits it; the province approves it on its approval page', async () => {
    await page.goto(`${url}/enjoyLife/myWorks/Add`);
    await field('作品名称').fill(WORK);
    await choose('作品类型', '书法');
    await field('作者').fill('王建国');
    await choose('所属单位', '西湖区委老干部局');
    await form().getByRole('textbox', { name: '作品内容' }).click();
    await page.keyboard.type('退休后坚持习字十年，临《兰亭序》有感。');
    await form().getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(`${url}/enjoyLife/myWorks`, { timeout: 15_000 }).catch(async (e) => {
      throw new Error(`the work was not saved: ${(await form().getByRole('alert').allTextContents()).join('；') || e}`);
    });
    const row = main(page).getByRole('table', { name: '我的作品' }).getByRole('row').filter({ hasText: WORK });
    await row.getByRole('button', { name: '提交审核' }).click();
    await confirmDialog(page);
    await row.getByRole('cell').filter({ hasText: /^待审核$/ }).waitFor();
    const work = (await api.json(`${API}/myWorks?headline=${encodeURIComponent(WORK)}`)).body.data.records[0];
    assert.equal(work.status, 'submitted');

    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const province = await context.newPage();
    const problems: string[] = [];
    province.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    province.on('response', (res) => res.status() >= 400 && problems.push(`${res.status()} ${res.url()}`));
    try {
      await signInAt(province, `${url}/enjoyLife/collectionOfWorks/approval/${work.id}`, 'admin');
      await main(province).getByText(WORK).first().waitFor();
      const approve = main(province).getByRole('button', { name: '审核通过', exact: true });
      await approve.click();
      await confirmDialog(province);
      // The state is called as the action is: the action's button going away is what says it is done.
      await approve.waitFor({ state: 'detached' });
      await main(province).getByText('审核通过', { exact: true }).first().waitFor();
      assert.equal((await api.json(`${API}/collectionOfWorks/${work.id}`)).body.data.status, 'approved');
      await walkPages(province, 'admin', true);
    } finally {
      await context.close();
    }
    assert.deepEqual(problems, [], 'no console error, no failed request');
    await page.getByRole('button', { name: '刷新' }).click();
    await row.getByRole('cell').filter({ hasText: /^审核通过$/ }).waitFor();
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });
});
