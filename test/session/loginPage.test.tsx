/**
 * The login page against the real server: each tab (password, SMS, 浙政钉), each message, the second
 * factor, and landing on the page first asked for.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import LoginPage from '../../src/pages/login/LoginPage.tsx';
import { sessionStore } from '../../src/session/sessionStore.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';
import { byLabel, openAt, recordFetches, resetPage, signedInAs, toasts } from './helpers/pageOnServer.ts';
import { smsCodeSentTo } from './helpers/smsOutbox.ts';

describe('the login page', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite', { SECOND_FACTOR_ROLES: 'ROLE_COUNTY_ADMIN' });
  });
  after(() => server.close());
  afterEach(resetPage);

  const type = (label: string, value: string) => fireEvent.change(byLabel(label), { target: { value } });
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  /** Tabs switch on mouse down (and on focus), as Radix's did; a method other than the password loads then. */
  const chooseTab = async (name: string) => {
    fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
    await waitFor(() => assert.ok(screen.getByRole('tabpanel', { name }).querySelector('button'), `the ${name} form has loaded`));
  };
  /** The message under a field: what its aria-describedby points at. */
  const fieldMessage = (label: string) => {
    const ids = byLabel(label).getAttribute('aria-describedby') ?? '';
    return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join('');
  };
  const mobileOf = async (username: string) =>
    (await server.db.query<{ mobile: string }>('SELECT mobile FROM sys_user WHERE username = $1', [username]))[0]!.mobile;

  it('shows the product title and the three ways to sign in as tabs, with labelled fields', () => {
    openAt(server, '/login');
    render(<LoginPage />);
    assert.ok(screen.getByRole('heading', { level: 1, name: '浙江省离退休干部服务管理系统' }));
    const tabs = within(screen.getByRole('tablist', { name: '登录方式' })).getAllByRole('tab');
    assert.deepEqual(tabs.map((tab) => tab.textContent), ['账号登录', '短信登录', '浙政钉登录']);
    assert.equal(byLabel('用户名').getAttribute('autocomplete'), 'username');
    assert.equal(byLabel('密码').getAttribute('type'), 'password');
  });

  it('asks for the user name and the password before sending anything', () => {
    openAt(server, '/login');
    const fetches = recordFetches();
    render(<LoginPage />);
    click('登录');
    fetches.stop();
    assert.equal(fieldMessage('用户名'), '请输入用户名');
    assert.equal(fieldMessage('密码'), '请输入密码');
    assert.deepEqual(fetches.calls, []);
  });

  it('shows 用户名不存在或密码错误 in the form, not as a toast, and empties the password', async () => {
    openAt(server, '/login');
    render(<LoginPage />);
    type('用户名', 'hz_admin');
    type('密码', 'Wrong@123456');
    click('登录');
    assert.equal((await screen.findByRole('alert')).textContent, '用户名不存在或密码错误');
    assert.equal(byLabel('密码').value, '');
    assert.equal(document.activeElement, byLabel('密码'));
    assert.deepEqual(toasts(), []);
    assert.equal(sessionStore.getState().status, 'anonymous');
  });

  it('signs in with the password sealed, never as typed, and lands on the page first asked for', async () => {
    openAt(server, '/login?redirect=%2FguideWork%2FphoneBook%3Fq%3D1');
    const fetches = recordFetches();
    render(<LoginPage />);
    type('用户名', 'hz_admin');
    type('密码', DEMO_PASSWORD);
    click('登录');
    await waitFor(() => assert.equal(window.location.pathname + window.location.search, '/guideWork/phoneBook?q=1'));
    fetches.stop();
    assert.equal(await signedInAs(), 'hz_admin');
    const login = new URL(fetches.calls.find((call) => call.url.includes('/auth/oauth/login'))!.url);
    assert.match(login.searchParams.get('password')!, /^v1\./);
    assert.ok(fetches.calls.every((call) => !decodeURIComponent(call.url).includes(DEMO_PASSWORD)));
  });

  it('never follows ?redirect= to another site', async () => {
    openAt(server, '/login?redirect=https%3A%2F%2Fevil.example%2Flogin');
    render(<LoginPage />);
    type('用户名', 'hz_admin');
    type('密码', DEMO_PASSWORD);
    click('登录');
    assert.equal(await signedInAs(), 'hz_admin');
    await waitFor(() => assert.equal(window.location.href, `${server.url}/`));
  });

  it('gives the spec’s three messages for a mobile number, and sends nothing for them', async () => {
    openAt(server, '/login');
    const fetches = recordFetches();
    render(<LoginPage />);
    await chooseTab('短信登录');
    for (const [mobile, message] of [
      ['', '手机号码不能为空'],
      ['1380013800', '手机号码长度不为11位'],
      ['23800138000', '手机号码格式不正确'],
    ] as const) {
      type('手机号码', mobile);
      click('获取验证码');
      assert.equal(fieldMessage('手机号码'), message);
    }
    fetches.stop();
    assert.deepEqual(fetches.calls, []);
  });

  it('sends the code and counts down 60 s on the button', async () => {
    openAt(server, '/login');
    render(<LoginPage />);
    await chooseTab('短信登录');
    type('手机号码', await mobileOf('hz_admin'));
    click('获取验证码');
    assert.ok(await screen.findByText('验证码已发送，请注意查收短信'));
    const button = screen.getByRole('button', { name: '60秒后重新获取' }) as HTMLButtonElement;
    assert.equal(button.disabled, true);
  });

  it('shows 验证码错误,请重新输入 under the code field, not as a toast, and signs in with the texted code', async () => {
    openAt(server, '/login');
    render(<LoginPage />);
    await chooseTab('短信登录');
    const mobile = await mobileOf('sx_admin');
    type('手机号码', mobile);
    click('获取验证码');
    await screen.findByText('验证码已发送，请注意查收短信');
    const code = await smsCodeSentTo(server, mobile);
    type('验证码', code === '000000' ? '111111' : '000000');
    click('登录');
    await waitFor(() => assert.equal(fieldMessage('验证码'), '验证码错误,请重新输入'));
    assert.deepEqual(toasts(), []);
    assert.equal(byLabel('验证码').value, '');

    type('验证码', code);
    click('登录');
    assert.equal(await signedInAs(), 'sx_admin');
    await waitFor(() => assert.equal(window.location.pathname, '/'));
  });

  it('asks a role that needs a second factor for the texted code before any token is issued', async () => {
    const [county] = await server.db.query<{ username: string; mobile: string }>(
      "SELECT u.username, u.mobile FROM sys_user u JOIN sys_user_role r ON r.user_id = u.id WHERE r.role_id = 'role-county-admin' ORDER BY u.username LIMIT 1",
    );
    openAt(server, '/login');
    render(<LoginPage />);
    type('用户名', county!.username);
    type('密码', DEMO_PASSWORD);
    click('登录');
    assert.ok(await screen.findByRole('heading', { name: '短信验证' }));
    assert.ok(screen.getByText(`为保障账号安全，请输入发送至 ${county!.mobile.slice(0, 3)}****${county!.mobile.slice(-4)} 的短信验证码`));
    assert.equal(sessionStore.getState().status, 'anonymous');

    const code = await smsCodeSentTo(server, county!.mobile);
    type('验证码', code === '000000' ? '111111' : '000000');
    click('验证并登录');
    await waitFor(() => assert.equal(fieldMessage('验证码'), '验证码错误,请重新输入'));
    type('验证码', code);
    click('验证并登录');
    assert.equal(await signedInAs(), county!.username);
  });

  it('sends the browser to the identity provider’s sign-in page, which returns to /token with a state', async () => {
    openAt(server, '/login?redirect=%2Fhome');
    render(<LoginPage />);
    await chooseTab('浙政钉登录');
    await act(async () => click('前往浙政钉登录'));
    await waitFor(() => assert.match(window.location.href, /\/dev-idp\/authorize\?redirect_uri=%2Ftoken&state=[0-9a-f]{16}$/));
  });
});
