/** The application root: public pages on their own, the workspace for signed-in users, the guards between. */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/App.tsx';
import { memoryLocation } from '../../src/router/location.ts';
import { installLocation } from '../../src/router/navigate.ts';
import { sessionStore } from '../../src/session/sessionStore.ts';
import { catalogueMenu, resetShell, signedIn } from './harness.tsx';

function openApp(at: string) {
  const location = memoryLocation(at);
  installLocation(location);
  render(<App />);
  return () => location.get().path + location.get().search;
}

describe('the application root', () => {
  afterEach(async () => {
    await resetShell();
    sessionStore.setState((s) => ({ ...s, status: 'anonymous', user: null, menu: [], locked: false }));
  });

  it('sends a visitor to the sign-in page, keeping the address asked for', async () => {
    sessionStore.setState((s) => ({ ...s, status: 'anonymous', user: null, menu: [] }));
    const path = openApp('/guideWork/phoneBook?size=20');
    await waitFor(() => assert.equal(path(), '/login?redirect=%2FguideWork%2FphoneBook%3Fsize%3D20'));
    assert.ok(await screen.findByRole('heading', { name: '浙江省离退休干部服务管理系统' }));
    assert.equal(document.title, '登录 - 浙江省离退休干部服务管理系统');
  });

  it('waits while a stored session is being restored', () => {
    sessionStore.setState((s) => ({ ...s, status: 'restoring' }));
    openApp('/home');
    assert.equal(screen.getByRole('status').textContent, '加载中…');
  });

  it('shows a signed-in user’s pages in the shell, and keeps a locked session on /lock', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    const path = openApp('/cockpitEntrance');
    assert.ok(await screen.findByRole('heading', { name: '数据驾驶舱' }));
    assert.ok(screen.getByRole('banner'));
    // Locked from elsewhere (another tab, the idle timer): an event the shell hears, inside act() as any event.
    act(() => sessionStore.setState((s) => ({ ...s, locked: true })));
    await waitFor(() => assert.equal(path(), '/lock'));
    assert.ok(await screen.findByRole('heading', { name: '屏幕已锁定' }));
  });
});
