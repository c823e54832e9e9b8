/**
 * The change-password dialog against the real server: opened by openChangePassword(), the password rules'
 * messages under the fields, the server's 原密码错误, a change that signs in with the new password, and the
 * change forced by mustChangePassword.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SessionDialogs } from '../../src/session/SessionDialogs.tsx';
import { openChangePassword, sessionStore } from '../../src/session/sessionStore.ts';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DEMO_PASSWORD, passwordLogin } from '../helpers/session.ts';
import { byLabel, openAt, resetPage, signInAs, toasts } from './helpers/pageOnServer.ts';

describe('the change-password dialog', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite');
  });
  after(() => server.close());
  afterEach(resetPage);

  const type = (label: string, value: string) => fireEvent.change(byLabel(label), { target: { value } });
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  const message = (label: string) =>
    (byLabel(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .find((node) => node?.getAttribute('role') === 'alert')?.textContent;

  async function opened(username: string) {
    openAt(server, '/home');
    await signInAs(server, username);
    render(<SessionDialogs />);
    act(() => openChangePassword());
    return screen.findByRole('dialog', { name: '修改密码' });
  }

  function fill(old: string, next: string, confirm = next) {
    type('原密码', old);
    type('新密码', next);
    type('确认新密码', confirm);
    click('确定');
  }

  it('opens with the three labelled password fields, and 取消 closes it', async () => {
    await opened('hz_admin');
    for (const label of ['原密码', '新密码', '确认新密码']) assert.equal(byLabel(label).type, 'password');
    click('取消');
    await waitFor(() => assert.ok(!screen.queryByRole('dialog'), 'the dialog is closed'));
  });

  it('checks the password rules under the fields before sending', async () => {
    await opened('hz_admin');
    fill('', '');
    assert.equal(message('原密码'), '请输入原密码');
    assert.equal(message('新密码'), '密码不能为空');
    for (const [next, text] of [
      ['Ab1@', '密码长度不能少于8位'],
      ['abcdefgh1', '密码须包含大写字母、小写字母、数字、特殊字符中的至少三类'],
      ['Xhz_admin@2024', '密码不能包含用户名'],
      [DEMO_PASSWORD, '新密码不能与原密码相同'],
    ]) {
      fill(DEMO_PASSWORD, next!);
      assert.equal(message('新密码'), text);
    }
    fill(DEMO_PASSWORD, 'Change@2024', 'Change@2025');
    assert.equal(message('确认新密码'), '两次输入的密码不一致');
  });

  it('shows the server’s 原密码错误 under the current password, not as a toast', async () => {
    await opened('sx_admin');
    fill('Wrong@123456', 'Change@2024');
    await waitFor(() => assert.equal(message('原密码'), '原密码错误'));
    assert.ok(!toasts().includes('原密码错误'));
  });

  it('changes the password, both sealed, after which the new one signs in and the old one does not', async () => {
    await opened('unit_user');
    fill(DEMO_PASSWORD, 'Change@2024');
    await waitFor(() => assert.ok(!screen.queryByRole('dialog'), screen.queryByRole('alert')?.textContent ?? 'the dialog is closed'));
    assert.ok(toasts().includes('密码修改成功'));
    assert.equal((await passwordLogin(server, 'unit_user', 'Change@2024')).status, 200);
    assert.equal((await passwordLogin(server, 'unit_user', DEMO_PASSWORD)).status, 426);
  });

  it('forces the change before anything else when the server asks for it: no 取消, and closing signs out', async () => {
    await server.db.query("UPDATE sys_user SET must_change_password = true WHERE username = 'admin'");
    openAt(server, '/home');
    await signInAs(server, 'admin');
    render(
      <>
        <SessionDialogs />
        <ConfirmHost />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    assert.ok(within(dialog).getByText('首次登录或密码被重置后，须先修改密码才能继续使用'));
    assert.equal(within(dialog).queryByRole('button', { name: '取消' }), null);
    // The close button (×) and the footer's button both sign out.
    const signOut = within(dialog).getAllByRole('button', { name: '退出登录' });
    assert.equal(signOut.length, 2);
    fireEvent.click(signOut.at(-1)!);
    // The question comes once logout() has the session machinery (src/session/loadSession.ts).
    await screen.findByText('是否退出系统, 是否继续?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    await waitFor(() => assert.equal(sessionStore.getState().status, 'anonymous'));
    assert.equal(window.location.pathname, '/login');
  });

  it('lets the forced dialog go once the password is changed', async () => {
    await server.db.query("UPDATE sys_user SET must_change_password = true WHERE username = 'hz_admin'");
    openAt(server, '/home');
    await signInAs(server, 'hz_admin');
    render(<SessionDialogs />);
    await screen.findByRole('dialog', { name: '修改密码' });
    fill(DEMO_PASSWORD, 'Change@2024');
    await waitFor(() => assert.ok(!screen.queryByRole('dialog'), 'the dialog is closed'));
    assert.equal(sessionStore.getState().user?.mustChangePassword, false);
    const [row] = await server.db.query<{ must_change_password: boolean }>("SELECT must_change_password FROM sys_user WHERE username = 'hz_admin'");
    assert.equal(row!.must_change_password, false);
  });
});
