/**
 * Issue 20's review walk in Chromium against the real server: a 心得体会 written by 西湖区's administrator (the
 * author) goes through submit, reject (Hangzhou's administrator, the reviewer, in a browser of their own),
 * edit and resubmit, approve and withdraw, each through the pages; no console error on either side.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';

const LIST = '/vanguard/thinkingSummary';
const TITLE = '端到端的心得体会';

describe('the review workflow in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  let reviewerContext: BrowserContext;
  let reviewer: Page;
  const reviewerErrors: string[] = [];
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    reviewerContext = await e2e.browser.newContext();
    reviewer = await reviewerContext.newPage();
    reviewer.on('console', (message) => message.type() === 'error' && reviewerErrors.push(message.text()));
    reviewer.on('pageerror', (error) => reviewerErrors.push(error.message));
  });
  after(async () => {
    await reviewerContext?.close();
    await e2e?.close();
  });

  const signInTo = async (page: Page, username: string) => {
    await signInAt(page, `${url}${LIST}`, username);
  };
  const row = (page: Page) => page.getByRole('table', { name: '心得体会' }).getByRole('row').filter({ hasText: TITLE });
  const status = (page: Page) => row(page).getByRole('cell').filter({ hasText: /^(草稿|待审核|审核通过|审核不通过|已撤回)$/ });
  const confirmDialog = async (page: Page) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  const giveReason = async (page: Page, action: string, reason: string) => {
    const dialog = page.getByRole('dialog', { name: new RegExp(action) });
    await dialog.getByRole('textbox').fill(reason);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  const refresh = (page: Page) => page.getByRole('button', { name: '刷新' }).click();

  it('the author writes a draft and submits it', async () => {
    const { page } = e2e;
    await signInTo(page, 'admin_330106');
    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL(`${url}${LIST}/Add`);
    const form = page.getByRole('form');
    await form.getByLabel('标题').fill(TITLE);
    await form.getByLabel('作者').fill('王建国');
    await form.getByLabel('所属单位').click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill('西湖区委老干部局');
    await page.getByRole('treeitem', { name: '西湖区委老干部局', exact: true }).click();
    await form.getByRole('textbox', { name: '心得内容' }).click();
    await page.keyboard.type('重温入党誓词，离岗不离党。');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(`${url}${LIST}`);
    await status(page).filter({ hasText: '草稿' }).waitFor();
    await row(page).getByRole('button', { name: '提交审核' }).click();
    await confirmDialog(page);
    await status(page).filter({ hasText: '待审核' }).waitFor();
    assert.equal(await row(page).getByRole('button', { name: '审核通过' }).count(), 0, 'no decision on one’s own item');
  });

  it('the reviewer finds it waiting and rejects it with a reason', async () => {
    await signInTo(reviewer, 'hz_admin');
    await reviewer.getByRole('group', { name: '审核' }).getByRole('button', { name: '待我审核' }).click();
    await row(reviewer).getByRole('button', { name: '审核不通过' }).click();
    await giveReason(reviewer, '审核不通过', '请补充活动的具体情况');
    // Decided: out of the queue.
    await row(reviewer).waitFor({ state: 'detached' });
  });

  it('the author sees why, edits it and submits it again', async () => {
    const { page } = e2e;
    await refresh(page);
    await status(page).filter({ hasText: '审核不通过' }).waitFor();
    await row(page).getByRole('link', { name: `查看“${TITLE}”详情` }).click();
    const detail = page.getByRole('article', { name: `心得体会详情：${TITLE}` });
    await detail.getByText('请补充活动的具体情况').first().waitFor();
    await detail.getByRole('link', { name: '编辑' }).click();
    await page.waitForURL(new RegExp(`${LIST}/Edit/\\w+$`));
    await page.getByRole('form').getByRole('textbox', { name: '心得内容' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('支部组织老党员到红船旁重温入党誓词。');
    await page.getByRole('form').getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(`${url}${LIST}`);
    await row(page).getByRole('button', { name: '提交审核' }).click();
    await confirmDialog(page);
    await status(page).filter({ hasText: '待审核' }).waitFor();
  });

  it('the reviewer approves it', async () => {
    await refresh(reviewer);
    await row(reviewer).getByRole('button', { name: '审核通过' }).click();
    await confirmDialog(reviewer);
    await row(reviewer).waitFor({ state: 'detached' });
    await reviewer.getByRole('group', { name: '审核' }).getByRole('button', { name: '全部' }).click();
    await status(reviewer).filter({ hasText: '审核通过' }).waitFor();
  });

  it('the author withdraws it, and its page shows every decision', async () => {
    const { page } = e2e;
    await refresh(page);
    await status(page).filter({ hasText: '审核通过' }).waitFor();
    await row(page).getByRole('button', { name: '撤回' }).click();
    await giveReason(page, '撤回', '内容需要更新');
    await status(page).filter({ hasText: '已撤回' }).waitFor();
    await row(page).getByRole('link', { name: `查看“${TITLE}”详情` }).click();
    const history = page.getByRole('article', { name: `心得体会详情：${TITLE}` }).getByRole('region', { name: '操作记录' });
    await history.getByText('内容需要更新').waitFor();
    const entries = await history.getByRole('listitem').allTextContents();
    assert.equal(entries.filter((e) => e.includes('杭州市管理员')).length, 2, entries.join('\n'));
    assert.ok(entries.some((e) => e.includes('请补充活动的具体情况')));
    assert.deepEqual(e2e.errors, []);
    assert.deepEqual(reviewerErrors, []);
  });
});
