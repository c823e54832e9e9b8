/** The header's tools: fullscreen, lock, error log, menu search, the cockpit; and the screen size class. */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionDialogs } from '../../src/session/sessionDialogs.ts';
import { badgeText } from '../../src/shell/ErrorLogButton.tsx';
import { screenClass, screenStore, watchScreen } from '../../src/shell/screen.ts';
import { errorLog } from '../../src/store/errorLog.ts';
import { answers, catalogueMenu, CLIENT_CONFIG, openShell, requested, resetShell, signedIn } from './harness.tsx';

const LIAISON = ['guideWork/phoneBook', 'guideWork/sendReceive', 'cockpitEntrance', 'retiredVeteranCadres/basicInformation'];

describe('the fullscreen toggle', () => {
  afterEach(resetShell);

  it('reads its state from the document, so leaving fullscreen with Esc keeps it right', async () => {
    signedIn(catalogueMenu(LIAISON));
    openShell('/cockpitEntrance');
    const calls: string[] = [];
    document.documentElement.requestFullscreen = async () => void calls.push('enter');
    document.exitFullscreen = async () => void calls.push('exit');
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    try {
      fireEvent.click(await screen.findByRole('button', { name: '全屏' }));
      element = document.documentElement;
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
      element = null;
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      assert.ok(screen.getByRole('button', { name: '全屏' }));
      element = document.documentElement;
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      element = null;
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      assert.ok(screen.getByRole('button', { name: '全屏' }), 'Esc left fullscreen without the button');
      assert.deepEqual(calls, ['enter', 'exit']);
    } finally {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => null });
    }
  });
});

describe('the lock button', () => {
  afterEach(resetShell);

  it('asks for a lock password first when none is set', async () => {
    signedIn(catalogueMenu(LIAISON));
    openShell('/cockpitEntrance');
    fireEvent.click(await screen.findByRole('button', { name: '锁屏' }));
    // requestLock() asks the session machinery first (src/session/loadSession.ts).
    await waitFor(() => assert.equal(sessionDialogs.getState().open, 'lockPassword'));
    act(() => sessionDialogs.setState({ open: null }));
  });
});

describe('the error log', () => {
  afterEach(async () => {
    await resetShell();
    errorLog.clear();
  });

  it('shows its count as a badge of at most 99', () => {
    assert.equal(badgeText(7), '7');
    assert.equal(badgeText(99), '99');
    assert.equal(badgeText(100), '99+');
  });

  it('lists the entries with type, address, message, stack and time, and clears them after 确定清空本地日志记录?', async () => {
    errorLog.add({ type: 'render', message: '页面渲染失败', stack: 'Error: boom\n  at Page', info: '' });
    errorLog.add({ type: 'request', message: '请求失败', info: 'GET /x' });
    signedIn(catalogueMenu(LIAISON));
    openShell('/cockpitEntrance');
    fireEvent.click(await screen.findByRole('button', { name: '错误日志（2 条）' }));
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    const headers = within(dialog).getAllByRole('columnheader').map((th) => th.textContent);
    assert.deepEqual(headers, ['类型', '地址', '信息', '堆栈', '时间']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    assert.deepEqual(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent), ['request', 'render'], 'newest first');
    assert.ok(within(rows[1]!).getByText(/Error: boom/));
    fireEvent.click(within(dialog).getByRole('button', { name: '上传服务器' }));
    const upload = await screen.findByText('确定上传本地日志到服务器?');
    fireEvent.click(within(upload.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '取消' }));
    await waitFor(() => assert.equal(screen.queryByText('确定上传本地日志到服务器?'), null));
    assert.ok(!requested.includes('/admin/log/logs'), 'nothing sent without 确定');
    fireEvent.click(within(dialog).getByRole('button', { name: '清空日志' }));
    const clear = await screen.findByText('确定清空本地日志记录?');
    fireEvent.click(within(clear.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '确定' }));
    await waitFor(() => assert.equal(errorLog.getState().entries.length, 0));
    assert.ok(await within(dialog).findByText('暂无错误日志'));
  });
});

describe('the menu search', () => {
  afterEach(resetShell);

  it('finds pages by their own name or a parent’s, opens one from the keyboard, and answers Ctrl+K', async () => {
    signedIn(catalogueMenu(LIAISON));
    const shell = openShell('/cockpitEntrance');
    const search = await screen.findByRole('combobox', { name: '搜索菜单' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    assert.equal(document.activeElement, search);
    fireEvent.change(search, { target: { value: '通讯' } });
    // The results download when the search is first used (MenuSearchResults.tsx), with what was typed.
    assert.deepEqual((await screen.findAllByRole('option')).map((o) => o.firstChild?.textContent), ['通讯录']);
    assert.ok(screen.getByText('找到 1 个页面'));
    fireEvent.change(search, { target: { value: '档案采集' } });
    const found = screen.getAllByRole('option').map((o) => o.firstChild?.textContent);
    assert.equal(found[0], '档案采集', 'the page itself first');
    assert.ok(found.includes('编办同步'), 'then pages under it');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    assert.equal(search.getAttribute('aria-activedescendant'), screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => assert.notEqual(shell.path(), '/cockpitEntrance'));
    assert.equal(search.getAttribute('aria-expanded'), 'false');
    fireEvent.change(search, { target: { value: '没有这个页面' } });
    assert.ok(screen.getByText('没有找到匹配的页面'));
    fireEvent.keyDown(search, { key: 'Escape' });
    assert.equal((search as HTMLInputElement).value, '');
  });

  it('jumps to the search with / too, but not while typing elsewhere', async () => {
    signedIn(catalogueMenu(LIAISON));
    openShell('/cockpitEntrance');
    const search = await screen.findByRole('combobox', { name: '搜索菜单' });
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    fireEvent.keyDown(field, { key: '/' });
    assert.equal(document.activeElement, field);
    field.remove();
    fireEvent.keyDown(document.body, { key: '/' });
    assert.equal(document.activeElement, search);
  });
});

describe('the cockpit entry', () => {
  afterEach(async () => {
    await resetShell();
    delete answers['/lgbsmp/api/v1/getAuthCode'];
  });

  it('opens the dashboard configured on the server in a new window, with a one-time hand-off code', async () => {
    answers['/lgbsmp/api/v1/getAuthCode'] = 'one-time-42';
    const opened = { opener: window as unknown, location: { href: 'about:blank' }, close() {} };
    const open = window.open;
    window.open = () => opened as unknown as Window;
    try {
      signedIn(catalogueMenu([...LIAISON, 'cockpit']));
      openShell('/cockpitEntrance');
      fireEvent.click(await within(screen.getByRole('navigation', { name: '顶部菜单' })).findByRole('button', { name: /驾驶舱/ }));
      await waitFor(() => assert.equal(opened.location.href, `${CLIENT_CONFIG.siblings.cockpit}?code=one-time-42`));
      assert.equal(opened.opener, null, 'the dashboard gets no handle on the portal');
    } finally {
      window.open = open;
    }
  });
});

describe('the screen size class', () => {
  it('is 3 from 1200 px, 2 from 992, 1 from 768, else 0', () => {
    assert.deepEqual([1920, 1200, 1199, 992, 991, 768, 767, 320].map(screenClass), [3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it('follows the window as it is resized', () => {
    const { happyDOM } = window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } };
    const stop = watchScreen(window);
    try {
      happyDOM.setViewport({ width: 800, height: 600 });
      window.dispatchEvent(new Event('resize'));
      assert.equal(screenStore.getState(), 1);
      happyDOM.setViewport({ width: 1280, height: 800 });
      window.dispatchEvent(new Event('resize'));
      assert.equal(screenStore.getState(), 3);
    } finally {
      stop();
    }
  });
});
