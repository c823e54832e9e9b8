/**
 * The roots of the two documents (model/documents.ts): the public pages on their own, the workspace for
 * signed-in users, and the guards between.
 */
import './harness.tsx';
import assert from 'node:assert/strict';
import type { ReactNode } from 'react';
import { afterEach, describe, it } from 'node:test';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/App.tsx';
import { memoryLocation } from '../../src/router/location.ts';
import { installLocation } from '../../src/router/navigate.ts';
import { PublicPages } from '../../src/router/PublicPages.tsx';
import { sessionStore } from '../../src/session/sessionStore.ts';
import Workspace, { RESTORING_SAID_AFTER_MS } from '../../src/shell/Workspace.tsx';
import { catalogueMenu, resetShell, signedIn } from './harness.tsx';

function open(at: string, routes: ReactNode) {
  const location = memoryLocation(at);
  installLocation(location);
  render(<App>{routes}</App>);
  return () => location.get().path + location.get().search;
}

describe('the roots of the two documents', () => {
  afterEach(async () => {
    await resetShell();
    sessionStore.setState((s) => ({ ...s, status: 'anonymous', user: null, menu: [], locked: false }));
  });

  it('the public document shows the sign-in page, titled, and sends a workspace address there, keeping it', async () => {
    const path = open('/guideWork/phoneBook?size=20', <PublicPages />);
    await waitFor(() => assert.equal(path(), '/login?redirect=%2FguideWork%2FphoneBook%3Fsize%3D20'));
    assert.ok(await screen.findByRole('heading', { name: '浙江省离退休干部服务管理系统' }));
    assert.equal(document.title, '登录 - 浙江省离退休干部服务管理系统');
  });

  it('the public document shows its error pages', async () => {
    open('/404', <PublicPages />);
    assert.ok(await screen.findByText('404'));
    assert.equal(document.title, '页面不存在 - 浙江省离退休干部服务管理系统');
  });

  it('the workspace waits while a stored session is being restored, and says so once the wait lasts', async () => {
    sessionStore.setState((s) => ({ ...s, status: 'restoring' }));
    open('/home', <Workspace />);
    assert.equal(screen.queryByRole('status'), null, 'a short restore draws nothing before the page');
    const status = await screen.findByRole('status', {}, { timeout: RESTORING_SAID_AFTER_MS + 1000 });
    assert.equal(status.textContent, '加载中…');
  });

  it('the workspace sends a visitor without a session to sign in, keeping the address asked for', async () => {
    const path = open('/guideWork/phoneBook?size=20', <Workspace />);
    await waitFor(() => assert.equal(path(), '/login?redirect=%2FguideWork%2FphoneBook%3Fsize%3D20'));
  });

  it('the workspace shows a signed-in user’s pages in the shell, and keeps a locked session on /lock', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    const path = open('/cockpitEntrance', <Workspace />);
    assert.ok(await screen.findByRole('heading', { name: '数据驾驶舱' }));
    assert.ok(screen.getByRole('banner'));
    // Locked from elsewhere (another tab, the idle timer): an event the shell hears, inside act() as any event.
    act(() => sessionStore.setState((s) => ({ ...s, locked: true })));
    await waitFor(() => assert.equal(path(), '/lock'));
    assert.ok(await screen.findByRole('heading', { name: '屏幕已锁定' }));
    assert.equal(screen.queryByRole('banner'), null, 'the lock page hides the shell');
  });
});
