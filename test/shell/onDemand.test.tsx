/**
 * Popups downloaded on first use (src/ui/OnDemand.tsx): the stand-in trigger, the head start
 * on hover and focus, the opening gesture replayed on the loaded Radix trigger (keyboard users get the first
 * item), a failed download; then the shell's user menu and a tag's context menu opened from the keyboard.
 */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cloneElement, type ComponentType } from 'react';
import { tagsStore } from '../../src/shell/tagsStore.ts';
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuTrigger } from '../../src/ui/contextMenu.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../src/ui/dropdownMenu.tsx';
import { OnDemand, type TriggerProp } from '../../src/ui/OnDemand.tsx';
import { onDemand } from '../../src/ui/whenNeeded.tsx';
import { consoleOf } from '../helpers/consoleGuard.ts';
import { catalogueMenu, openShell, resetShell, signedIn } from './harness.tsx';

/** A part counting its downloads. */
function counted<P>(component: ComponentType<P>) {
  const downloads = { count: 0 };
  const part = onDemand(async () => {
    downloads.count++;
    return component;
  });
  return { part, downloads };
}

function Menu({ trigger }: TriggerProp) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>一</DropdownMenuItem>
        <DropdownMenuItem>二</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function Context({ trigger }: TriggerProp) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>{trigger}</ContextMenuTrigger>
      <ContextMenuContent aria-label="标签操作">
        <ContextMenuItem>刷新</ContextMenuItem>
        <ContextMenuItem>关闭</ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}

describe('a popup downloaded on first use', () => {
  afterEach(cleanup);

  it('stands in for its trigger, announced as a closed menu, and downloads once on hover or focus without opening', async () => {
    const { part, downloads } = counted(Menu);
    render(<OnDemand part={part} kind="menu" trigger={<button type="button">菜单</button>} />);
    const standIn = screen.getByRole('button', { name: '菜单' });
    assert.equal(standIn.getAttribute('aria-haspopup'), 'menu');
    assert.equal(standIn.getAttribute('aria-expanded'), 'false');
    fireEvent.pointerEnter(standIn);
    fireEvent.focus(standIn);
    await waitFor(() => assert.ok(part.loaded, 'downloaded'));
    assert.equal(downloads.count, 1);
    assert.equal(screen.getByRole('button', { name: '菜单' }), standIn, 'no gesture, no menu: the stand-in stays');
    assert.equal(screen.queryByRole('menu'), null);
  });

  it('opens a menu from the keyboard with its first item focused, and gives the focus back to the trigger on Escape', async () => {
    const { part } = counted(Menu);
    render(<OnDemand part={part} kind="menu" trigger={<button type="button">菜单</button>} />);
    const standIn = screen.getByRole('button', { name: '菜单' });
    standIn.focus();
    fireEvent.keyDown(standIn, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    assert.equal(document.activeElement, within(menu).getAllByRole('menuitem')[0], 'the first item has the focus');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => assert.equal(screen.queryByRole('menu'), null, 'Escape closed the menu'));
    const trigger = screen.getByRole('button', { name: '菜单' });
    assert.equal(document.activeElement, trigger, 'the focus is back on the trigger');
    assert.equal(trigger.getAttribute('aria-expanded'), 'false');
  });

  it('opens a menu at a pointer press, the menu taking the focus rather than its first item', async () => {
    const { part } = counted(Menu);
    render(<OnDemand part={part} kind="menu" trigger={<button type="button">菜单</button>} />);
    const standIn = screen.getByRole('button', { name: '菜单' });
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    assert.notEqual(document.activeElement, within(menu).getAllByRole('menuitem')[0], 'a pointer opening focuses the menu, not its first item');
    assert.ok(menu.contains(document.activeElement), 'the menu has the focus');
  });

  it('replays a click on the part’s own trigger (a dialog’s button)', async () => {
    const clicks: string[] = [];
    const { part } = counted(({ trigger }: TriggerProp) => cloneElement(trigger, { onClick: () => clicks.push('part') }));
    render(<OnDemand part={part} kind="dialog" trigger={<button type="button">设置</button>} />);
    const standIn = screen.getByRole('button', { name: '设置' });
    standIn.focus();
    fireEvent.click(standIn);
    await waitFor(() => assert.deepEqual(clicks, ['part']));
    const loaded = screen.getByRole('button', { name: '设置' });
    assert.notEqual(loaded, standIn, 'the part’s trigger took the stand-in’s place');
    assert.equal(document.activeElement, loaded, 'with its focus');
  });

  it('opens a context menu from the keyboard (Shift+F10) with its first item focused, the focus returning inside the trigger', async () => {
    const { part } = counted(Context);
    render(
      <OnDemand
        part={part}
        kind="contextMenu"
        trigger={
          <div>
            <a href="/info">个人信息</a>
          </div>
        }
      />,
    );
    const link = screen.getByRole('link', { name: '个人信息' });
    link.focus();
    fireEvent.keyDown(link, { key: 'F10', shiftKey: true });
    fireEvent.contextMenu(link, { clientX: 40, clientY: 30 });
    const menu = await screen.findByRole('menu', { name: '标签操作' });
    assert.equal(document.activeElement, within(menu).getAllByRole('menuitem')[0], 'the first item has the focus');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => assert.equal(screen.queryByRole('menu'), null, 'Escape closed the menu'));
    assert.equal(document.activeElement, screen.getByRole('link', { name: '个人信息' }), 'the focus is back on the tag');
  });

  it('opens a context menu with a right click, the browser’s own menu held back', async () => {
    const { part } = counted(Context);
    render(
      <OnDemand
        part={part}
        kind="contextMenu"
        trigger={
          <div>
            <a href="/info">个人信息</a>
          </div>
        }
      />,
    );
    const link = screen.getByRole('link', { name: '个人信息' });
    fireEvent.pointerDown(link, { button: 2, pointerType: 'mouse' });
    assert.equal(fireEvent.contextMenu(link, { button: 2, clientX: 40, clientY: 30 }), false, 'the browser’s menu was prevented');
    const menu = await screen.findByRole('menu', { name: '标签操作' });
    assert.notEqual(document.activeElement, within(menu).getAllByRole('menuitem')[0], 'a pointer opening focuses the menu, not its first item');
  });

  it('reports a part that fails to download, keeps the stand-in, and tries again at the next gesture', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(String(event.error?.message));
    window.addEventListener('error', onError);
    let attempts = 0;
    const clicks: string[] = [];
    const part = onDemand<TriggerProp>(async () => {
      if (++attempts === 1) throw new Error('Failed to fetch dynamically imported module: /assets/x.js');
      return ({ trigger }) => cloneElement(trigger, { onClick: () => clicks.push('part') });
    });
    try {
      render(<OnDemand part={part} kind="dialog" trigger={<button type="button">设置</button>} />);
      const standIn = screen.getByRole('button', { name: '设置' });
      // Reported as an uncaught error, which the window also writes to its console, as a browser does.
      const written = await consoleOf(async () => {
        fireEvent.click(standIn);
        await waitFor(() => assert.equal(errors.length, 1, 'the failure was reported'));
      });
      assert.match(errors[0]!, /dynamically imported module/);
      assert.ok(written.length === 1 && written[0]!.includes('Failed to fetch dynamically imported module'), written.join('\n'));
      assert.equal(screen.getByRole('button', { name: '设置' }), standIn, 'the stand-in stays');
      fireEvent.click(standIn);
      await waitFor(() => assert.deepEqual(clicks, ['part']));
      assert.equal(attempts, 2);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});

describe('the shell’s menus on first use', () => {
  afterEach(resetShell);

  it('opens the user menu with ArrowDown, its first item focused', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    openShell('/cockpitEntrance');
    const button = await screen.findByRole('button', { name: '用户菜单：测试员' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    assert.deepEqual(items.map((item) => item.textContent), ['个人信息', '修改密码', '退出登录']);
    assert.equal(document.activeElement, items[0]);
  });

  it('opens a tag’s context menu with Shift+F10 on the tag, its first item focused, acting on that tag', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    openShell('/cockpitEntrance');
    const bar = await screen.findByRole('navigation', { name: '已打开的页面' });
    const tag = within(bar).getByRole('link', { name: '驾驶舱入口' });
    tag.focus();
    fireEvent.keyDown(tag, { key: 'F10', shiftKey: true });
    fireEvent.contextMenu(tag);
    const menu = await screen.findByRole('menu', { name: '“驾驶舱入口”的标签操作' });
    assert.equal(document.activeElement, within(menu).getAllByRole('menuitem')[0]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '关闭' }));
    await waitFor(() => assert.deepEqual(tagsStore.getState().map((t) => t.value), ['/home']));
  });
});
