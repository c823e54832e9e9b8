/**
 * /token and /authredirect against the real server and its development identity provider: the code (or
 * token) leaves the address bar before any request, the sign-in lands on the page asked for, an unbound
 * account is offered binding after a password sign-in (417), and a bad or stale return is explained.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import LoginPage from '../../src/pages/login/LoginPage.tsx';
import AuthRedirectPage from '../../src/pages/token/AuthRedirectPage.tsx';
import TokenPage from '../../src/pages/token/TokenPage.tsx';
import { captureSsoParams } from '../../src/session/ssoParams.ts';
import { sessionStore } from '../../src/session/sessionStore.ts';
import { startSsoTrip } from '../../src/session/ssoTrip.ts';
import { storage } from '../../src/store/storage.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DEMO_PASSWORD, passwordLogin } from '../helpers/session.ts';
import { byLabel, devIdpCode, openAt, recordFetches, resetPage, signedInAs, toasts } from './helpers/pageOnServer.ts';

describe('signing in from the address', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite');
    await server.db.query(
      "INSERT INTO sys_user_social (provider, external_id, user_id, name, bound_at) VALUES ('zzd', 'zzd-hz-0001', 'user-hz-admin', '杭州市管理员', now())",
    );
  });
  after(() => server.close());
  afterEach(resetPage);

  const here = () => window.location.pathname + window.location.search;

  it('removes the code from the address before any request, signs in and goes on to the page asked for', async () => {
    const { code } = await devIdpCode(server, 'zzd-hz-0001');
    openAt(server, `/token?code=${code}&redirect=%2FguideWork%2FphoneBook`);
    const fetches = recordFetches();
    render(<TokenPage />);
    assert.equal(here(), '/token');
    assert.ok(screen.getByRole('status').textContent?.includes('正在登录'));
    await waitFor(() => assert.equal(here(), '/guideWork/phoneBook'));
    fetches.stop();
    assert.equal(await signedInAs(), 'hz_admin');
    assert.ok(fetches.calls.length > 0);
    assert.ok(fetches.calls.every((call) => !call.at.includes(code)), 'no request was made while the code was in the address');
    assert.ok(!window.location.href.includes(code));
  });

  it('takes the code out of the address already at start-up, before the app requests anything', async () => {
    openAt(server, '/token?code=not-a-real-code&redirect=%2Fhome');
    captureSsoParams();
    assert.equal(here(), '/token');
    render(<TokenPage />);
    assert.equal((await screen.findByRole('alert')).textContent, '授权码无效或已过期，请重新登录');
  });

  it('is the return point of an external login portal at /authredirect as well', async () => {
    const { code } = await devIdpCode(server, 'zzd-hz-0001');
    openAt(server, `/authredirect?redirect=%2Fhome&code=${code}`);
    render(<AuthRedirectPage />);
    assert.equal(here(), '/authredirect');
    await waitFor(() => assert.equal(here(), '/home'));
    assert.equal(await signedInAs(), 'hz_admin');
  });

  it('comes back from the login page’s 浙政钉 entry with its state, by the QR-code sign-in, to the page first asked for', async () => {
    openAt(server, '/login');
    const address = startSsoTrip(storage, '/dev-idp/authorize', '/guideWork/phoneBook', window.location.origin);
    const state = new URL(address, server.url).searchParams.get('state')!;
    const { location } = await devIdpCode(server, 'zzd-hz-0001', state);
    openAt(server, location);
    const fetches = recordFetches();
    render(<TokenPage />);
    await waitFor(() => assert.equal(here(), '/guideWork/phoneBook'));
    fetches.stop();
    assert.ok(fetches.calls.some((call) => call.url.includes('/lgbsmp/api/v2/zzd/scanning')));
  });

  it('refuses a return whose state is not the one of the trip this tab started', async () => {
    openAt(server, '/login');
    startSsoTrip(storage, '/dev-idp/authorize', '/home', window.location.origin);
    const { code } = await devIdpCode(server, 'zzd-hz-0001', 'forged');
    openAt(server, `/token?code=${code}&state=forged`);
    render(<TokenPage />);
    assert.equal((await screen.findByRole('alert')).textContent, '登录请求已失效，请重新登录');
    assert.equal(sessionStore.getState().status, 'anonymous');
  });

  it('explains a used code and leads back to the login page', async () => {
    const { code } = await devIdpCode(server, 'zzd-hz-0001');
    await server.json(`/lgbsmp/api/v2/zzd/substrate?code=${code}`);
    openAt(server, `/token?code=${code}`);
    render(<TokenPage />);
    assert.equal((await screen.findByRole('alert')).textContent, '授权码无效或已过期，请重新登录');
    assert.ok(!toasts().includes('授权码无效或已过期，请重新登录'));
    fireEvent.click(screen.getByRole('button', { name: '返回登录页' }));
    assert.equal(here(), '/login');
  });

  it('says so when the address carries neither code nor token', async () => {
    openAt(server, '/token');
    render(<TokenPage />);
    assert.equal((await screen.findByRole('alert')).textContent, '登录地址中没有授权码，请重新登录');
  });

  it('adopts a token handed over in the address, removed from it at once', async () => {
    const { body } = await passwordLogin(server, 'sx_admin');
    const token: string = body.data.access_token;
    openAt(server, `/token?token=${token}`);
    render(<TokenPage />);
    assert.equal(here(), '/token');
    assert.equal(await signedInAs(), 'sx_admin');
    await waitFor(() => assert.equal(here(), '/'));
    assert.ok(!window.location.href.includes(token));
  });

  it('offers an account bound to nobody (417) binding by a password sign-in, and binds it then', async () => {
    const { code } = await devIdpCode(server, 'zzd-new-0042');
    openAt(server, `/token?code=${code}`);
    render(<TokenPage />);
    assert.equal((await screen.findByRole('alert')).textContent, '未绑定登录账号，请使用密码登录后绑定');
    fireEvent.click(screen.getByRole('button', { name: '使用密码登录并绑定' }));
    assert.equal(here(), '/login');

    resetPageKeepingTrip();
    render(<LoginPage />);
    assert.ok(screen.getByText('登录后将绑定浙政钉账号“测试用户”，以后可直接使用浙政钉登录'));
    fireEvent.change(byLabel('用户名'), { target: { value: 'unit_user' } });
    fireEvent.change(byLabel('密码'), { target: { value: DEMO_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    // The form's send ends after the binding and its toast: its button says 登录 again once it has.
    await screen.findByRole('button', { name: '登录' });
    assert.ok(toasts().includes('浙政钉账号已绑定'));
    assert.equal(await signedInAs(), 'unit_user');
    const [bound] = await server.db.query<{ user_id: string }>("SELECT user_id FROM sys_user_social WHERE external_id = 'zzd-new-0042'");
    assert.equal(bound?.user_id, 'user-unit');
    assert.equal(storage.get('ssoBind'), undefined);

    // The next 浙政钉 sign-in of that account needs no password.
    resetPage();
    const next = await devIdpCode(server, 'zzd-new-0042');
    openAt(server, `/token?code=${next.code}`);
    render(<TokenPage />);
    assert.equal(await signedInAs(), 'unit_user');
  });

  /** Between the two pages of one visit: the screen is cleared, the tab's sessionStorage stays. */
  function resetPageKeepingTrip() {
    const offer = storage.get('ssoBind');
    resetPage();
    if (offer !== undefined) storage.set('ssoBind', offer, 'session');
  }
});
