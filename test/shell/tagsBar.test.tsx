/** The tags bar on screen: tags per page, close and refresh from the tag, its context menu and the dropdown. */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { navigate } from '../../src/router/navigate.ts';
import { pageCache } from '../../src/router/pageCache.ts';
import { PageContext } from '../../src/router/pageContext.ts';
import { tagsStore } from '../../src/shell/tagsStore.ts';
import { markUnsaved, unsavedPages, useUnsavedChanges } from '../../src/shell/useUnsavedChanges.ts';
import type { HomeKind } from '../../model/home.ts';
import { rememberKinds } from '../../src/pages/home/homeKinds.ts';
import { namedKind } from '../../src/pages/home/namedKind.ts';
import { answers, catalogueMenu, openShell, resetShell, signedIn } from './harness.tsx';

const PAGES = ['/cockpitEntrance', '/info', '/home/homeList/notice', '/home/homeList/birthday'];
const bar = () => screen.getByRole('navigation', { name: '已打开的页面' });
const tagLinks = () => within(bar()).getAllByRole('link').map((a) => a.textContent);
const values = () => tagsStore.getState().map((tag) => tag.value);

async function visitAll() {
  signedIn(catalogueMenu(['cockpitEntrance']));
  // Home has named its kinds (GET home/items), as it has when the user opens a list from it.
  rememberKinds(['notice', 'birthday'].map((type) => namedKind((answers[`/lgbsmp/api/v1/home/items/${type}`] as { kind: HomeKind }).kind)));
  const shell = openShell(PAGES[0]!);
  for (const page of PAGES.slice(1)) act(() => navigate(page));
  await waitFor(() => assert.deepEqual(values(), ['/home', ...PAGES]));
  return shell;
}

describe('the tags bar', () => {
  afterEach(resetShell);

  it('has a tag per page opened, home first and without a close button', async () => {
    await visitAll();
    assert.deepEqual(tagLinks(), ['首页', '驾驶舱入口', '个人信息', '通知公告待签收', '本周生日']);
    assert.equal(within(bar()).queryByRole('button', { name: '关闭“首页”' }), null);
    assert.equal(within(bar()).getByRole('link', { name: '本周生日' }).getAttribute('aria-current'), 'page');
  });

  it('closes a tag with its button, showing its neighbour when it was the page shown', async () => {
    const shell = await visitAll();
    fireEvent.click(within(bar()).getByRole('button', { name: '关闭“本周生日”' }));
    await waitFor(() => assert.equal(shell.path(), '/home/homeList/notice'));
    fireEvent.click(within(bar()).getByRole('button', { name: '关闭“驾驶舱入口”' }));
    await waitFor(() => assert.deepEqual(values(), ['/home', '/info', '/home/homeList/notice']));
    assert.equal(shell.path(), '/home/homeList/notice', 'closing another tag leaves the page shown');
  });

  it('acts from a tag’s context menu on that tag, not on the tag shown', async () => {
    const shell = await visitAll();
    fireEvent.contextMenu(within(bar()).getByRole('link', { name: '个人信息' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => assert.deepEqual(values(), ['/home', '/info']));
    await waitFor(() => assert.equal(shell.path(), '/info'));
  });

  it('closes to the left and right of a tag from its context menu, and refreshes it', async () => {
    await visitAll();
    fireEvent.contextMenu(within(bar()).getByRole('link', { name: '通知公告待签收' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '关闭左侧' }));
    await waitFor(() => assert.deepEqual(values(), ['/home', '/home/homeList/notice', '/home/homeList/birthday']));
    fireEvent.contextMenu(within(bar()).getByRole('link', { name: '通知公告待签收' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '关闭右侧' }));
    await waitFor(() => assert.deepEqual(values(), ['/home', '/home/homeList/notice']));
    fireEvent.contextMenu(within(bar()).getByRole('link', { name: '通知公告待签收' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '刷新' }));
    await waitFor(() => assert.equal(pageCache.store.getState().generations['/home/homeList/notice'], 1));
  });

  it('acts from the bar’s dropdown on the tag shown: close all leaves home', async () => {
    const shell = await visitAll();
    fireEvent.keyDown(within(bar()).getByRole('button', { name: '标签操作' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    assert.equal(within(menu).getByRole('menuitem', { name: '关闭右侧' }).getAttribute('aria-disabled'), 'true', 'nothing to the right of the last tag');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '关闭全部' }));
    await waitFor(() => assert.deepEqual(values(), ['/home']));
    await waitFor(() => assert.equal(shell.path(), '/home'));
  });

  it('moves between tags with the arrow keys and closes the focused one with Delete', async () => {
    await visitAll();
    const info = within(bar()).getByRole('link', { name: '个人信息' });
    info.focus();
    fireEvent.keyDown(info, { key: 'ArrowRight' });
    assert.equal(document.activeElement?.textContent, '通知公告待签收');
    fireEvent.keyDown(document.activeElement!, { key: 'Delete' });
    await waitFor(() => assert.ok(!values().includes('/home/homeList/notice')));
  });

  it('asks before closing a tag whose page has unsaved changes, and keeps it on 取消', async () => {
    await visitAll();
    act(() => markUnsaved('/info', true));
    fireEvent.click(within(bar()).getByRole('button', { name: '关闭“个人信息”' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    assert.ok(within(question).getByText(/未保存的修改/));
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => assert.equal(screen.queryByRole('dialog', { name: '提示' }), null));
    assert.ok(values().includes('/info'));
    fireEvent.click(within(bar()).getByRole('button', { name: '关闭“个人信息”' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => assert.ok(!values().includes('/info')));
    assert.equal(unsavedPages.getState().has('/info'), false);
  });

  it('asks before leaving a page with unsaved changes that is not kept alive, and stays on 取消', async () => {
    const shell = await visitAll();
    act(() => navigate('/info'));
    act(() => markUnsaved('/info', true));
    act(() => navigate('/cockpitEntrance'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '取消' }));
    await waitFor(() => assert.equal(screen.queryByRole('dialog', { name: '提示' }), null));
    assert.equal(shell.path(), '/info');
    act(() => navigate('/home/homeList/notice'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => assert.equal(shell.path(), '/home/homeList/notice'));
  });
});

describe('useUnsavedChanges', () => {
  afterEach(resetShell);

  it('flags the page it is used in while dirty, and clears the flag when told or when its form goes', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <PageContext value={{ key: '/form', active: true }}>{children}</PageContext>;
    pageCache.store.setState({ pages: [], shownAt: {}, current: { key: '/form', pattern: '/form', params: {}, query: {}, Page: () => null, cached: false }, generations: {} });
    const hook = renderHook(({ dirty }) => useUnsavedChanges(dirty), { wrapper, initialProps: { dirty: true } });
    assert.ok(unsavedPages.getState().has('/form'));
    hook.rerender({ dirty: false });
    assert.ok(!unsavedPages.getState().has('/form'));
    hook.rerender({ dirty: true });
    hook.unmount();
    assert.ok(!unsavedPages.getState().has('/form'), 'a form that goes while its page stays takes its flag');
  });
});
