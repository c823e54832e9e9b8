/**
 * Issue 6 end to end in Chromium against the real server: a phone-book record added, edited, searched,
 * exported, imported (a file with errors, then a good one), deleted, restored and purged through the UI.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { importSheet } from '../crud/helpers/importSheet.ts';

const LIST = '/guideWork/phoneBook';


describe('the phone book in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  let api: SignedClient;
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    api = await signIn(e2e.server, 'hz_admin');
  });
  after(() => e2e?.close());

  const table = (page: Page) => page.getByRole('table', { name: '通讯录' });
  const row = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  const confirmDialog = async (page: Page, text: string | RegExp) => {
    const dialog = page.getByRole('dialog').filter({ hasText: text });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  // Kept-alive pages stay in the document, hidden: every lookup goes through the page on screen.
  const form = (page: Page) => page.getByRole('form');
  const pickOrg = async (page: Page, label: string, name: string) => {
    await form(page).getByLabel(label).click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill(name);
    await page.getByRole('treeitem', { name, exact: true }).click();
  };

  it('signs in and opens the list', async () => {
    const { page } = e2e;
    await signInAt(page, `${url}${LIST}`, 'hz_admin');
    await table(page).waitFor();
    await api.json('/lgbsmp/api/v1/stafftelphone', { method: 'POST', json: { userName: '已有', phonenumber: '13800000000', orgId: '330100' } });
    await page.getByRole('button', { name: '刷新' }).click();
    await row(page, '已有').waitFor();
    assert.deepEqual(await axeViolations(page, 'section[aria-labelledby="stafftelphone-list-title"]'), []);
  });

  it('adds a record through the form', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL(`${url}${LIST}/Add`);
    await form(page).getByLabel('姓名').fill('端到端');
    await form(page).getByLabel('联系电话').fill('138001');
    await form(page).getByLabel('职务').click();
    await form(page).getByText('联系电话格式不正确（手机号或 0571-12345678）').waitFor();
    await form(page).getByLabel('联系电话').fill('13800138000');
    await pickOrg(page, '所属单位', '杭州市委老干部局');
    assert.deepEqual(await axeViolations(page, 'form[aria-labelledby="stafftelphone-form-title"]'), []);
    await form(page).getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(`${url}${LIST}`);
    await row(page, '端到端').waitFor();
  });

  it('edits it', async () => {
    const { page } = e2e;
    await row(page, '端到端').getByRole('link', { name: '编辑“端到端”' }).click();
    await page.waitForURL(new RegExp(`${LIST}/Edit/\\w+$`));
    await form(page).getByLabel('职务').fill('处长');
    await page.keyboard.press('Control+s');
    await page.waitForURL(`${url}${LIST}`);
    await row(page, '端到端').getByRole('cell', { name: '处长' }).waitFor();
  });

  it('shows it on its detail page with its history, and prints that page without the shell', async () => {
    const { page } = e2e;
    await row(page, '端到端').getByRole('link', { name: '查看“端到端”详情' }).click();
    const detail = page.getByRole('article', { name: '通讯录详情：端到端' });
    await detail.waitFor();
    await detail.getByRole('region', { name: '操作记录' }).getByText('修改', { exact: true }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    // On paper: the detail page, and nothing of the shell around it (menus, tags, header) nor its own buttons.
    // A string: tsx would wrap named functions in a helper the page does not have.
    const printed = await page.evaluate(`(() => {
      const root = document.querySelector('[data-crud-print-root]');
      const shown = (el) => el.getClientRects().length > 0 && (el.textContent || '').trim() !== '';
      const outside = [...document.body.querySelectorAll('*')].filter((el) => !el.contains(root) && !root.contains(el) && shown(el));
      return { page: shown(root), outside: outside.map((el) => el.tagName + ':' + el.textContent.trim().slice(0, 20)), buttons: [...root.querySelectorAll('button')].filter(shown).length };
    })()`);
    assert.deepEqual(printed, { page: true, outside: [], buttons: 0 });
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await detail.getByRole('link', { name: '返回列表', exact: true }).click();
    await page.waitForURL(`${url}${LIST}`);
  });

  it('finds it by name', async () => {
    const { page } = e2e;
    const search = page.getByRole('search');
    await search.getByLabel('姓名').fill('端到');
    await search.getByRole('button', { name: '查询' }).click();
    await page.getByText('共 1 条记录').waitFor({ state: 'attached' });
    assert.equal(await table(page).getByRole('row').count(), 2);
    await search.getByRole('button', { name: '重置' }).click();
  });

  it('exports the list to an .xlsx file', async () => {
    const { page } = e2e;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /\.xlsx$/);
    assert.ok(!download.url().includes(api.tokens.access_token));
    await page.getByRole('dialog', { name: '导出通讯录' }).getByText(/文件已生成/).waitFor();
    await page.getByRole('dialog', { name: '导出通讯录' }).getByRole('button', { name: '关闭' }).last().click();
  });

  it('imports a file with errors (previewed, with its annotated copy), then a good one', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByRole('dialog', { name: '导入通讯录' });
    const file = dialog.getByLabel(/Excel 文件/);
    const bad = await importSheet(api, 'stafftelphone', [
      ['导入甲', '13500000011', '杭州市委老干部局', null, null, null, 1],
      ['导入乙', 'abc', '杭州市委老干部局', null, null, null, 2],
    ]);
    await file.setInputFiles({ name: '有错误.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
    await dialog.getByRole('button', { name: '上传并校验' }).click();
    await dialog.getByText('共 2 行：新增 1 行，更新 0 行，无变化 0 行，错误 1 行').waitFor();
    await dialog.getByRole('table', { name: '校验结果' }).getByText(/联系电话：联系电话格式不正确/).waitFor();
    const errors = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载错误数据（1 行）' }).click();
    assert.match((await errors).suggestedFilename(), /\.xlsx$/);

    await dialog.getByRole('button', { name: '重新选择文件' }).click();
    const good = await importSheet(api, 'stafftelphone', [['导入丙', '13500000013', '杭州市委老干部局', null, null, null, 3]]);
    await dialog.getByLabel(/Excel 文件/).setInputFiles({ name: '正确.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
    await dialog.getByRole('button', { name: '上传并校验' }).click();
    await dialog.getByRole('button', { name: '导入 1 条有效数据' }).click();
    await dialog.getByText('导入完成，共导入 1 条').waitFor();
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await row(page, '导入丙').waitFor();
    await row(page, '导入甲').waitFor({ state: 'detached' }).catch(() => undefined);
    assert.equal(await row(page, '导入甲').count(), 0, 'nothing of the file with errors was imported');
  });

  it('deletes it to the recycle bin, restores it, deletes it again and purges it', async () => {
    const { page } = e2e;
    await row(page, '端到端').getByRole('button', { name: '删除“端到端”' }).click();
    await confirmDialog(page, /确定删除“端到端”吗？/);
    await row(page, '端到端').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: '回收站', exact: true }).click();
    await page.waitForURL(`${url}${LIST}/recycle`);
    await page.getByText('删除的记录在回收站中保留 30 天，之后将被彻底删除。').waitFor();
    await page.getByRole('button', { name: '恢复“端到端”' }).click();
    await page.getByRole('button', { name: '恢复“端到端”' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '返回列表', exact: true }).click();
    await page.waitForURL(`${url}${LIST}`);
    await row(page, '端到端').waitFor();

    await row(page, '端到端').getByRole('button', { name: '删除“端到端”' }).click();
    await confirmDialog(page, /确定删除“端到端”吗？/);
    await page.getByRole('link', { name: '回收站', exact: true }).click();
    await page.waitForURL(`${url}${LIST}/recycle`);
    await page.getByRole('button', { name: '彻底删除“端到端”' }).click();
    await confirmDialog(page, /彻底删除后无法恢复/);
    await page.getByRole('button', { name: '彻底删除“端到端”' }).waitFor({ state: 'detached' });
    const left = await e2e.server.db.query("SELECT 1 FROM phone_book WHERE user_name = '端到端'");
    assert.equal(left.length, 0);
    assert.deepEqual(e2e.errors.filter((e) => !/Failed to load resource/.test(e)), []);
  });
});
