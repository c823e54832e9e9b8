/**
 * System management part A end to end in Chromium against the real server: the organisation tree opened
 * from the keyboard and a unit added under a county; a staff account made (its one-time password shown
 * once) and opened; who is online; the password page. axe-core finds no serious problem on any of them
 * or in their dialogs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { ENGINES } from '../helpers/engines.ts';
import { passwordLogin } from '../helpers/session.ts';

for (const engine of ENGINES) describe(`system management (organisations, staff, online, password) in Chromium (${engine})`, { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  before(async () => {
    e2e = await startE2e(engine);
    url = e2e.server.url;
  });
  after(() => e2e?.close());

  const dialog = (name: string) => e2e.page.getByRole('dialog', { name });

  it('signs in and opens the organisation tree, a city’s branch from the keyboard', async () => {
    const { page } = e2e;
    await signInAt(page, `${url}/system/unit`, 'admin');
    const hangzhou = page.getByRole('treeitem', { name: '杭州市委老干部局' });
    await hangzhou.click();
    await page.getByRole('heading', { level: 2, name: '杭州市委老干部局' }).waitFor();
    await hangzhou.press('ArrowRight');
    await page.getByRole('treeitem', { name: '西湖区委老干部局' }).waitFor();
    await hangzhou.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: '杭州市委办公室' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await page.getByRole('treeitem', { name: '上城区委老干部局' }).click();
    await page.getByRole('heading', { level: 2, name: '上城区委老干部局' }).waitFor();
  });

  it('adds a unit under a county and shows that it has no administrator', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: '新增下级单位' }).click();
    const form = dialog('在“上城区委老干部局”下新增单位');
    await form.getByLabel('单位名称').fill('上城区端到端单位');
    assert.deepEqual(await axeViolations(page, '[role="dialog"]'), []);
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { level: 2, name: '上城区端到端单位' }).waitFor();
    await page.getByText('当前组织没有单位管理员').waitFor();
    assert.equal(await page.getByRole('treeitem', { name: '上城区端到端单位' }).getAttribute('aria-selected'), 'true');
  });

  it('makes a staff account there, with its one-time password shown once, and opens it', async () => {
    const { page } = e2e;
    await page.goto(`${url}/system/staff`);
    await page.getByRole('table', { name: '工作人员' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await page.getByRole('button', { name: '新增工作人员' }).click();
    const form = dialog('新增工作人员');
    await form.getByLabel('用户名').fill('e2e_clerk');
    await form.getByLabel('姓名').fill('端到端经办');
    await form.getByLabel('所属单位').click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill('上城区端到端单位');
    await page.getByRole('treeitem', { name: '上城区端到端单位', exact: true }).click();
    await form.getByRole('checkbox', { name: '单位经办人' }).check();
    assert.deepEqual(await axeViolations(page, '[role="dialog"]'), []);
    await form.getByRole('button', { name: '保存' }).click();
    const password = (await form.getByLabel('一次性密码', { exact: true }).textContent()) ?? '';
    const signedIn = await passwordLogin(e2e.server, 'e2e_clerk', password);
    assert.equal(signedIn.status, 200, `${password}: ${JSON.stringify(signedIn.body)}`);
    await form.getByRole('button', { name: '查看该账号' }).click();
    await page.waitForURL(/\/system\/staffDetail\?id=/);
    await page.getByRole('heading', { level: 1, name: '端到端经办（e2e_clerk）' }).waitFor();
    await page.getByText('须修改密码').waitFor();
    assert.deepEqual(await axeViolations(page, 'main'), []);
  });

  it('lists who is online, the clerk among them, and signs the clerk out', async () => {
    const { page } = e2e;
    await page.goto(`${url}/system/onlineUser`);
    await page.getByLabel('姓名或用户名').fill('e2e_clerk');
    await page.getByRole('button', { name: '查询' }).click();
    const end = page.getByRole('button', { name: '全部下线 端到端经办 的所有登录' });
    await end.waitFor();
    // Off the 查询 button: a hovered primary button is paler (opacity) than at rest.
    await page.mouse.move(0, 0);
    assert.deepEqual(await axeViolations(page, 'main'), []);
    await end.click();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await page.getByText('没有符合查询条件的记录').waitFor();
  });

  it('opens the change-password dialog from the password page', async () => {
    const { page } = e2e;
    await page.goto(`${url}/system/password`);
    const form = dialog('修改密码');
    await form.getByLabel('原密码').waitFor();
    assert.deepEqual(await axeViolations(page, '[role="dialog"]'), []);
    await form.getByRole('button', { name: '取消' }).click();
    await page.getByRole('button', { name: '修改密码', exact: true }).last().waitFor();
    assert.deepEqual(e2e.errors.filter((e) => !/status of 4\d\d/.test(e)), []);
  });
});
