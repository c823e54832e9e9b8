/**
 * Issue 4 end to end in Chromium against the real server: sign-in by password and by SMS, a token refresh
 * shared by two tabs (the page clock moved to just before the expiry), lock and unlock, logout, and the
 * single sign-on through /token with the server's development identity provider.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';
import { smsCodeSentTo } from '../session/helpers/smsOutbox.ts';

describe('signing in and out in Chromium', { skip: e2eSkip(), timeout: 240_000 }, () => {
  let e2e: E2e;
  let url: string;
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    // Installed before any page loads; it runs in real time until a test moves it.
    await e2e.page.context().clock.install();
    await e2e.server.db.query(
      "INSERT INTO sys_user_social (provider, external_id, user_id, name, bound_at) VALUES ('zzd', 'zzd-e2e-0001', 'user-hz-admin', '杭州市管理员', now())",
    );
  });
  after(() => e2e?.close());

  const storedToken = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('lgbsmp-token') ?? 'null') as { content: { access_token: string } } | null)?.content.access_token ?? null);

  async function signInByPassword(page: Page, username = 'hz_admin') {
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
  }

  async function logOut(page: Page) {
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const question = page.getByRole('dialog');
    await question.getByText('是否退出系统, 是否继续?').waitFor();
    await question.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login\?redirect=/);
  }

  it('signs in by password and lands on the page first asked for', async () => {
    const { page } = e2e;
    await page.goto(`${url}/info?tab=1`);
    await page.waitForURL(`${url}/login?redirect=%2Finfo%3Ftab%3D1`);
    await signInByPassword(page);
    await page.waitForURL(`${url}/info?tab=1`);
    const token = await storedToken(page);
    assert.ok(token);
    assert.ok(!page.url().includes(token!));
  });

  it('refreshes the token shortly before it expires, in one tab of two, and both go on with the new one', async () => {
    const { page } = e2e;
    const second = await page.context().newPage();
    await second.goto(`${url}/home`);
    await second.getByRole('button', { name: /^用户菜单/ }).waitFor();
    const before = await storedToken(page);
    const refreshes = () => e2e.requests.filter((address) => address === `${url}/auth/oauth/login`).length;
    assert.equal(refreshes(), 0);

    // 3600 s tokens: 59 minutes on, under 120 s remain, and the next 10 s check in each tab refreshes.
    await page.context().clock.fastForward('59:00');
    await page.waitForFunction((old) => JSON.parse(localStorage.getItem('lgbsmp-token') ?? 'null')?.content.access_token !== old, before);
    await second.waitForFunction((old) => JSON.parse(localStorage.getItem('lgbsmp-token') ?? 'null')?.content.access_token !== old, before);
    const renewed = await storedToken(page);
    assert.equal(await storedToken(second), renewed);
    assert.equal(refreshes(), 1);
    const reused = await e2e.server.db.query("SELECT 1 FROM sys_login_log WHERE reason = 'refresh_reuse'");
    assert.equal(reused.length, 0);

    // The new token works: a reload restores the session with it.
    await second.reload();
    await second.getByRole('button', { name: /^用户菜单/ }).waitFor();
    await second.close();
  });

  it('locks the screen after a lock password is set, stays locked on reload, and unlocks back to the page', async () => {
    const { page } = e2e;
    await page.goto(`${url}/info`);
    await page.getByRole('button', { name: '锁屏' }).click();
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await dialog.getByText('锁屏密码不能为空').waitFor();
    await dialog.getByLabel('锁屏密码').fill('1234');
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await page.waitForURL(`${url}/lock`);
    await page.getByText('杭州市管理员').waitFor();

    await page.goto(`${url}/home`);
    await page.waitForURL(`${url}/lock`);
    await page.getByLabel('锁屏密码').fill('4321');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.getByText('解锁密码错误,请重新输入').waitFor();
    assert.equal(await page.getByLabel('锁屏密码').inputValue(), '');
    await page.getByLabel('锁屏密码').fill('1234');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.waitForURL(`${url}/info`);
    assert.equal(await page.evaluate(() => localStorage.getItem('lgbsmp-lockPassword')), null);
  });

  it('logs out after the confirmation: the server ends the session and the login page comes back', async () => {
    const { page } = e2e;
    const token = await storedToken(page);
    await logOut(page);
    assert.equal(page.url(), `${url}/login?redirect=%2Finfo`);
    assert.equal(await storedToken(page), null);
    const answer = await e2e.server.fetch('/admin/user', { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(answer.status, 401);
  });

  it('signs in by SMS with the texted code', async () => {
    const { page } = e2e;
    const [row] = await e2e.server.db.query<{ mobile: string }>("SELECT mobile FROM sys_user WHERE username = 'sx_admin'");
    await page.goto(`${url}/login`);
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByLabel('手机号码').fill(row!.mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取$/ }).waitFor();
    await page.getByLabel('验证码').fill(await smsCodeSentTo(e2e.server, row!.mobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(`${url}/`);
    await page.getByRole('button', { name: /^用户菜单/ }).waitFor();
    await logOut(page);
  });

  it('signs in through /token with the development identity provider, the code gone from the address', async () => {
    const { page } = e2e;
    await page.goto(`${url}/login?redirect=%2Finfo`);
    await page.getByRole('tab', { name: '浙政钉登录' }).click();
    await page.getByRole('button', { name: '前往浙政钉登录' }).click();
    await page.waitForURL(/\/dev-idp\/authorize\?/);
    await page.getByLabel('浙政钉账号 ID').fill('zzd-e2e-0001');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${url}/info`);
    await page.getByRole('button', { name: /^用户菜单/ }).waitFor();
    // The code was in the address the provider sent the browser to; after that only the exchange carried it.
    const back = e2e.requests.findIndex((address) => address.startsWith(`${url}/token?code=`));
    assert.ok(back >= 0);
    const code = new URL(e2e.requests[back]!).searchParams.get('code')!;
    const carriers = e2e.requests.slice(back + 1).filter((address) => address.includes(code));
    assert.deepEqual(carriers.map((address) => new URL(address).pathname), ['/lgbsmp/api/v2/zzd/scanning']);
    assert.ok(!page.url().includes('code='));
  });
});
