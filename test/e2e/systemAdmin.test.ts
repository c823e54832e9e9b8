/**
 * The system-management issue end to end in Chromium against the real server: as admin, a role with a custom
 * scope of two Hangzhou districts is made on 角色管理, granted two pages and a couple of buttons on 角色授权,
 * and given to a new account made on 工作人员 with a password. That person signs in (changing the password as
 * the first sign-in demands) and sees exactly the granted menus, the granted buttons only, and only the
 * records of the two districts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { ENGINES } from '../helpers/engines.ts';
import { DEMO_PASSWORD, signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const ROLE = { code: 'HZ_DISTRICT_CLERK', name: '上城西湖查阅员' };
const ORGS = [
  { id: '330102', name: '上城区委老干部局' },
  { id: '330106', name: '西湖区委老干部局' },
];
const USER = { username: 'district_clerk', name: '区县查阅员', first: 'Portal#2025x', own: 'Portal#2026y' };
/** The phone book's buttons (catalogue labels); the role gets 新增 and 导出 only. */
const PHONE_BOOK_BUTTONS = ['新增', '编辑', '删除', '导出', '导入', '彻底删除', '查看敏感信息'];

for (const engine of ENGINES) describe(`a role with a custom scope, granted and given to a new account, in Chromium (${engine})`, { skip: e2eSkip(), timeout: 600_000 }, () => {
  let e2e: E2e;
  let url: string;
  let admin: SignedClient;
  before(async () => {
    e2e = await startE2e(engine);
    url = e2e.server.url;
    admin = await signIn(e2e.server, 'admin');
    await e2e.page.setViewportSize({ width: 1440, height: 900 });
    // Phone-book entries in the two districts, below one of them (a unit of Xihu) and in another city.
    for (const [userName, orgId] of [['上城甲', '330102'], ['西湖乙', '330106'], ['西湖单位丙', '330106-01'], ['宁波丁', '330200']]) {
      const { body } = await admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName, phonenumber: '13812345678', orgId } });
      assert.equal(body.code, 0, JSON.stringify(body));
    }
  });
  after(() => e2e?.close());

  // Kept-alive pages stay in the document, hidden: lookups go through what is on screen.
  const main = (page: Page) => page.getByRole('main');
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const pickOrg = async (page: Page, trigger: Locator, name: string) => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill(name);
    await page.getByRole('treeitem', { name, exact: true }).click();
  };
  const signInThroughPage = async (page: Page, username: string, password: string) => {
    await page.goto(`${url}/login`);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // The shell is there, though a forced change of password may already hide it behind its dialog.
    await page.getByRole('banner', { includeHidden: true }).waitFor({ state: 'attached' });
  };
  const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' }).getByRole('link').allTextContents();
  const sideMenu = (page: Page) => page.getByRole('navigation', { name: /^侧边菜单/ }).getByRole('link').allTextContents();

  it('shows the dictionaries and both logs to admin without a serious or critical accessibility violation', async () => {
    const { page } = e2e;
    await signInThroughPage(page, 'admin', DEMO_PASSWORD);
    for (const [path, table, section] of [
      ['/system/dictionaries', '字典', 'dict-list-title'],
      ['/system/log', '登录日志', 'login-log-title'],
      ['/system/operationLog', '操作日志', 'operation-log-title'],
    ] as const) {
      await page.goto(`${url}${path}`);
      await main(page).getByRole('table', { name: table }).locator('tbody tr').first().waitFor();
      assert.deepEqual(await axeViolations(page, `section[aria-labelledby="${section}"]`), [], path);
    }
  });

  it('makes the role with a custom scope of two districts on 角色管理', async () => {
    const { page } = e2e;
    await page.goto(`${url}/system/roleManagement`);
    await main(page).getByRole('table', { name: '角色' }).getByRole('link', { name: '超级管理员', exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page, 'section[aria-labelledby="role-list-title"]'), []);
    await main(page).getByRole('button', { name: '新增', exact: true }).click();
    const form = dialog(page, '新增角色');
    await form.getByLabel('角色编码').fill(ROLE.code);
    await form.getByLabel('角色名称').fill(ROLE.name);
    await form.getByLabel('角色描述').fill('只看上城区、西湖区老干部局本级的数据');
    await form.getByLabel('数据范围').selectOption({ label: '自定义' });
    for (const org of ORGS) await pickOrg(page, form.getByLabel('自定义单位'), org.name);
    await page.keyboard.press('Escape');
    assert.deepEqual(await axeViolations(page, '[role="dialog"]'), []);
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const row = main(page).getByRole('row').filter({ has: page.getByRole('link', { name: ROLE.name, exact: true }) });
    await row.getByText(`自定义：${ORGS.map((o) => o.name).join('、')}`).waitFor();
  });

  it('grants it the cadre list and the phone book, with the phone book’s 新增 and 导出, on 角色授权', async () => {
    const { page } = e2e;
    const row = main(page).getByRole('row').filter({ has: page.getByRole('link', { name: ROLE.name, exact: true }) });
    await row.getByRole('link', { name: `为“${ROLE.name}”授权` }).click();
    await page.waitForURL(/\/system\/roleAuthorization\?roleId=/);
    await main(page).getByRole('heading', { name: `为“${ROLE.name}”授权` }).waitFor();
    const tree = main(page).getByRole('tree', { name: '菜单授权' });
    const box = (name: string) => tree.getByRole('checkbox', { name, exact: true });
    /** The tree item of an entry: the nearest item around its checkbox. */
    const itemOf = (checkbox: Locator) => checkbox.locator('xpath=ancestor::li[@role="treeitem"][1]');
    // 基本信息 of /retiredCadres (the veteran cadres' menu is 档案采集).
    const cadres = box('基本信息');
    await cadres.click();
    await itemOf(cadres).getByRole('button', { name: '展开基本信息' }).click();
    // Its list and views without any button: read-only. (Its views are named after the records: 离退休干部….)
    for (const child of await itemOf(cadres).getByRole('group').getByRole('checkbox').all()) {
      const name = (await child.getAttribute('aria-label')) ?? '';
      if (!/基本信息|导入导出记录|离退休干部/.test(name) && (await child.getAttribute('data-state')) === 'checked') await child.click();
    }
    await itemOf(cadres).getByRole('button', { name: '收起基本信息' }).click();
    const phoneBook = itemOf(box('通讯录'));
    await box('通讯录').click();
    await phoneBook.getByRole('button', { name: '展开通讯录' }).click();
    for (const name of PHONE_BOOK_BUTTONS.filter((n) => n !== '新增' && n !== '导出')) {
      const button = phoneBook.getByRole('group').getByRole('checkbox', { name, exact: true });
      if ((await button.count()) && (await button.getAttribute('data-state')) === 'checked') await button.click();
    }
    assert.equal(await box('离退休干部信息').getAttribute('data-state'), 'indeterminate');
    assert.equal(await box('工作联络').getAttribute('data-state'), 'indeterminate');
    assert.deepEqual(await axeViolations(page, 'section[aria-labelledby="grant-page-title"]'), []);
    await main(page).getByRole('button', { name: '保存授权' }).click();
    await page.getByText(`“${ROLE.name}”的授权已保存`).first().waitFor();
    const roleId = new URL(page.url()).searchParams.get('roleId')!;
    const granted = (await admin.json(`${API}/RoleRule/selectRuleByRoleId/${roleId}`)).body.data as string[];
    assert.deepEqual(granted.filter((id) => id.includes('#')).sort(), ['guideWork/phoneBook#add', 'guideWork/phoneBook#export']);
    assert.ok(granted.includes('retiredCadres/baseInfo') && granted.includes('guideWork/phoneBook'));
  });

  it('makes an account with the role and a password on 工作人员', async () => {
    const { page } = e2e;
    await page.goto(`${url}/system/staff`);
    await main(page).getByRole('button', { name: '新增工作人员' }).click();
    const form = dialog(page, '新增工作人员');
    await form.getByLabel('用户名').fill(USER.username);
    await form.getByLabel('姓名').fill(USER.name);
    await pickOrg(page, form.getByLabel('所属单位'), ORGS[1]!.name);
    await form.getByRole('radio', { name: '由我设置初始密码' }).check();
    await form.getByRole('textbox', { name: '初始密码' }).fill(USER.first);
    await form.getByRole('textbox', { name: '确认新密码' }).fill(USER.first);
    await form.getByRole('checkbox', { name: ROLE.name }).check();
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const { body } = await admin.json(`${API}/users?username=${USER.username}`);
    const account = body.data.records.find((u: { username: string }) => u.username === USER.username);
    assert.deepEqual(account.roles.map((r: { name: string }) => r.name), [ROLE.name]);
    assert.equal(account.orgId, ORGS[1]!.id);
  });

  it('signs out, and the new person signs in, changing the first password', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login/);
    await signInThroughPage(page, USER.username, USER.first);
    const change = dialog(page, '修改密码');
    await change.getByLabel('原密码').fill(USER.first);
    await change.getByLabel(/^\*?新密码$/).fill(USER.own);
    await change.getByLabel('确认新密码').fill(USER.own);
    await change.getByRole('button', { name: '确定' }).click();
    await change.waitFor({ state: 'detached' });
  });

  it('shows exactly the granted menus: home, the cadre list and the phone book', async () => {
    const { page } = e2e;
    assert.deepEqual(await topMenu(page), ['首页', '离退休干部信息', '工作联络']);
    await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('link', { name: '离退休干部信息' }).click();
    await page.waitForURL(`${url}/retiredCadres/baseInfo`);
    assert.deepEqual(await sideMenu(page), ['基本信息']);
    await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('link', { name: '工作联络' }).click();
    await page.waitForURL(`${url}/guideWork/phoneBook`);
    assert.deepEqual(await sideMenu(page), ['通讯录']);
    await page.goto(`${url}/system/roleManagement`);
    await page.getByRole('heading', { name: '无权访问' }).waitFor();
  });

  it('offers the granted buttons only, and lists the records of the two districts only', async () => {
    const { page } = e2e;
    const me = await signIn(e2e.server, USER.username, { password: USER.own });
    await page.goto(`${url}/guideWork/phoneBook`);
    const table = main(page).getByRole('table', { name: '通讯录' });
    await table.getByRole('cell', { name: '西湖乙', exact: true }).waitFor();
    const toolbar = main(page).getByRole('toolbar', { name: '操作' });
    assert.equal(await toolbar.getByRole('button', { name: '新增', exact: true }).count(), 1);
    assert.equal(await toolbar.getByRole('button', { name: '导出' }).count(), 1);
    assert.equal(await toolbar.getByRole('button', { name: /批量删除/ }).count(), 0);
    assert.equal(await toolbar.getByRole('button', { name: '导入' }).count(), 0);
    assert.equal(await table.getByRole('button', { name: /^删除/ }).count(), 0);
    assert.equal(await table.getByRole('link', { name: /^编辑/ }).count(), 0);
    const names = (await table.locator('tbody tr').allTextContents()).map((text) => ['上城甲', '西湖乙', '西湖单位丙', '宁波丁'].find((n) => text.includes(n))).filter(Boolean).sort();
    assert.deepEqual(names, ['上城甲', '西湖乙'].sort(), 'the two districts themselves, not the units below them');
    // Beside these two, the demo's own phone book rows of the two districts: exactly those, page and API alike.
    const phoneBook = (await admin.json(`${API}/stafftelphone?size=500`)).body.data.records as { id: string; orgId: string }[];
    const expected = phoneBook.filter((r) => ORGS.some((o) => o.id === r.orgId)).map((r) => r.id).sort();
    const seen = (await me.json(`${API}/stafftelphone?size=500`)).body.data.records as { id: string }[];
    assert.deepEqual(seen.map((r) => r.id).sort(), expected);
    const pageTotal = Number((await main(page).getByRole('navigation', { name: '分页' }).getByText(/^共 \d+ 条$/).textContent())!.match(/\d+/)![0]);
    assert.equal(pageTotal, expected.length);

    // The cadre list: the same count as the API gives this person, and as the administrator counts for the two districts.
    await page.goto(`${url}/retiredCadres/baseInfo`);
    const cadres = main(page).getByRole('table', { name: '离退休干部' });
    await cadres.waitFor();
    const total = async () => Number((await main(page).getByRole('navigation', { name: '分页' }).getByText(/^共 \d+ 条$/).textContent())!.match(/\d+/)![0]);
    await page.waitForFunction(() => !document.querySelector('main table[aria-busy="true"]'));
    const mine = (await me.json(`${API}/cadre?size=1`)).body.data.total as number;
    let inDistricts = 0;
    for (const org of ORGS) {
      const records = (await admin.json(`${API}/cadre?manageOrgId=${org.id}&size=500`)).body.data.records as { manageOrgId: string }[];
      inDistricts += records.filter((r) => r.manageOrgId === org.id).length;
    }
    assert.ok(mine > 0, 'the districts have cadres of their own');
    assert.equal(mine, inDistricts, 'the API gives exactly the two districts’ cadres');
    assert.equal(await total(), mine);
    const toolbarCadres = main(page).getByRole('toolbar', { name: '操作' });
    for (const name of ['新增', '导出', '导入']) assert.equal(await toolbarCadres.getByRole('button', { name, exact: true }).count(), 0, name);
    assert.deepEqual(e2e.errors.filter((e) => !/status of 4\d\d/.test(e)), []);
  });
});
