/**
 * The lock flow on screen, against the real server: requestLock() asks for a lock password first
 * (锁屏密码不能为空), /lock shows the user and takes the password (解锁密码错误,请重新输入), unlocking
 * returns to the page that was open, and the lock page offers logout.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import LockPage from '../../src/pages/lock/LockPage.tsx';
import { SessionDialogs } from '../../src/session/SessionDialogs.tsx';
import { session } from '../../src/session/sessionMachinery.ts';
import { requestLock, sessionStore } from '../../src/session/sessionStore.ts';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { byLabel, openAt, resetPage, signInAs } from './helpers/pageOnServer.ts';

describe('the lock screen', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite');
  });
  after(() => server.close());
  afterEach(resetPage);

  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  const message = (label: string) => document.getElementById(byLabel(label).getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;

  async function lockedAt(path: string) {
    openAt(server, path);
    await signInAs(server, 'hz_admin');
    await session.setLockPasswordAndLock('1234');
  }

  it('asks for a lock password before the first lock, refusing an empty one, then locks and goes to /lock', async () => {
    openAt(server, '/guideWork/phoneBook');
    await signInAs(server, 'hz_admin');
    render(<SessionDialogs />);
    await act(() => requestLock());
    const dialog = await screen.findByRole('dialog', { name: '设置锁屏密码' });
    assert.ok(dialog);
    click('锁屏');
    assert.equal(message('锁屏密码'), '锁屏密码不能为空');
    assert.equal(sessionStore.getState().locked, false);

    fireEvent.change(byLabel('锁屏密码'), { target: { value: '1234' } });
    click('锁屏');
    await waitFor(() => assert.equal(window.location.pathname, '/lock'));
    assert.equal(sessionStore.getState().locked, true);
    await waitFor(() => assert.equal(screen.queryByRole('dialog'), null));
  });

  it('locks at once when a lock password exists', async () => {
    await lockedAt('/home');
    await session.unlock('1234');
    await session.screenLock.setPassword('5678');
    await act(() => requestLock());
    assert.equal(window.location.pathname, '/lock');
    assert.equal(sessionStore.getState().locked, true);
  });

  it('shows the user’s name and avatar and clears the box with 解锁密码错误,请重新输入', async () => {
    await lockedAt('/guideWork/phoneBook');
    render(<LockPage />);
    assert.ok(screen.getByRole('heading', { name: '屏幕已锁定' }));
    assert.ok(screen.getByText('杭州市管理员'));
    assert.ok(screen.getByText('杭'), 'the avatar shows the first character when there is no picture');
    fireEvent.change(byLabel('锁屏密码'), { target: { value: '4321' } });
    click('解锁');
    await waitFor(() => assert.equal(message('锁屏密码'), '解锁密码错误,请重新输入'));
    assert.equal(byLabel('锁屏密码').value, '');
    assert.equal(sessionStore.getState().locked, true);
  });

  it('unlocks with the right password and returns to the page that was open, the lock and its password gone', async () => {
    await lockedAt('/guideWork/phoneBook?q=1');
    render(<LockPage />);
    click('解锁');
    assert.equal(message('锁屏密码'), '锁屏密码不能为空');
    fireEvent.change(byLabel('锁屏密码'), { target: { value: '1234' } });
    click('解锁');
    await waitFor(() => assert.equal(window.location.pathname + window.location.search, '/guideWork/phoneBook?q=1'));
    assert.equal(sessionStore.getState().locked, false);
    assert.equal(localStorage.getItem('lgbsmp-screenLock'), null);
    assert.equal(localStorage.getItem('lgbsmp-lockPassword'), null);
  });

  it('offers logout, after 是否退出系统, 是否继续?, back to the page behind the lock', async () => {
    await lockedAt('/guideWork/phoneBook');
    render(
      <>
        <LockPage />
        <ConfirmHost />
      </>,
    );
    click('退出登录');
    const question = await screen.findByRole('dialog');
    assert.match(question.textContent ?? '', /提示是否退出系统, 是否继续\?/);
    await act(async () => click('确定'));
    await waitFor(() => assert.equal(window.location.pathname + window.location.search, '/login?redirect=%2FguideWork%2FphoneBook'));
    assert.equal(sessionStore.getState().status, 'anonymous');
    assert.equal(sessionStore.getState().locked, false);
  });
});
