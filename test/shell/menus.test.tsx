/** The header, the top menu, the sidebar, the breadcrumb and spec section 6's menu rules, on screen. */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageFor } from '../../src/pages/registry.ts';
import { sessionDialogs } from '../../src/session/sessionDialogs.ts';
import { sessionStore } from '../../src/session/sessionStore.ts';
import { screenStore } from '../../src/shell/screen.ts';
import { SHAOXING_RULE } from '../../model/menu/shaoxingRule.ts';
import { catalogueMenu, namesOf, openShell, resetShell, signedIn } from './harness.tsx';

const LIAISON = ['guideWork/phoneBook', 'guideWork/sendReceive', 'cockpitEntrance'];
const VETERAN = 'retiredVeteranCadres';
const topMenu = () => screen.getByRole('navigation', { name: '顶部菜单' });
const sidebar = () => screen.getByRole('navigation', { name: /^侧边菜单/ });
const openMenu = (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: 'Enter' });

describe('the header', () => {
  afterEach(resetShell);

  it('shows the product title, the welcome line with the organisation, and the user’s name', async () => {
    signedIn(catalogueMenu(LIAISON));
    openShell('/cockpitEntrance');
    const header = await screen.findByRole('banner');
    assert.ok(within(header).getByText('浙江省离退休干部服务管理系统'));
    assert.ok(within(header).getByText('欢迎您，杭州市委老干部局'));
    assert.ok(within(header).getByRole('button', { name: '用户菜单：测试员' }));
  });

  it('opens the change-password dialog and asks before signing out, from the user menu', async () => {
    signedIn(catalogueMenu(LIAISON));
    openShell('/cockpitEntrance');
    openMenu(await screen.findByRole('button', { name: '用户菜单：测试员' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    assert.equal(sessionDialogs.getState().open, 'changePassword');
    act(() => sessionDialogs.setState({ open: null }));
    openMenu(screen.getByRole('button', { name: '用户菜单：测试员' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    assert.ok(within(question).getByText('是否退出系统, 是否继续?'));
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => assert.equal(screen.queryByRole('dialog', { name: '提示' }), null));
    assert.equal(sessionStore.getState().status, 'signedIn');
  });
});

describe('the top menu', () => {
  afterEach(resetShell);

  it('shows home always, a group only when one of its first-level items is in authorityList, the cockpit only when it is', async () => {
    const menu = catalogueMenu([...LIAISON, 'cockpit', `${VETERAN}/basicInformation`]);
    const liaison = menu.find((g) => g.id === 'workLiaison')!;
    signedIn(menu, { authorityList: [liaison.children![0]!.name] });
    openShell('/cockpitEntrance');
    const links = () => within(topMenu()).getAllByRole('link').map((a) => a.textContent);
    await waitFor(() => assert.deepEqual(links(), ['首页', '工作联络']));
    assert.equal(within(topMenu()).queryByRole('button', { name: /驾驶舱/ }), null);
    act(() => signedIn(menu, { authorityList: namesOf(menu) }));
    assert.deepEqual(links(), ['首页', '离退休干部信息', '工作联络']);
    assert.ok(within(topMenu()).getByRole('button', { name: /驾驶舱/ }));
  });

  it('opens a group’s first page, shows its items in the sidebar, and moves between entries with the arrow keys', async () => {
    signedIn(catalogueMenu([...LIAISON, `${VETERAN}/basicInformation`]));
    const shell = openShell('/cockpitEntrance');
    await screen.findByRole('heading', { name: '数据驾驶舱' });
    fireEvent.click(within(topMenu()).getByRole('link', { name: /离退休干部信息/ }));
    // 档案采集 has no page of its own: its first page, 信息维护, opens in its place.
    await waitFor(() => assert.equal(shell.path(), `/${VETERAN}/essentialInformation`));
    assert.ok(within(sidebar()).getByRole('link', { name: '档案采集' }));
    assert.equal(within(sidebar()).queryByRole('link', { name: '通讯录' }), null);
    const [home, first] = within(topMenu()).getAllByRole('link');
    home!.focus();
    fireEvent.keyDown(home!, { key: 'ArrowRight' });
    assert.equal(document.activeElement, first);
  });
});

describe('the top menu in a narrow header', () => {
  afterEach(resetShell);

  it('lists the groups that do not fit under 更多, which opens from the keyboard and opens the group chosen', async () => {
    // happy-dom lays nothing out: every entry and 更多 are 100 px wide, and the bar 450 px (home, two groups, 更多).
    // Nor does its ResizeObserver report: this one reports what it observes in the next task, as a browser does
    // after its layout.
    const observer = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly report: (entries: ResizeObserverEntry[], observer: unknown) => void) {}
      observe() {
        setTimeout(() => this.report([], this));
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const proto = HTMLElement.prototype;
    const box = proto.getBoundingClientRect;
    const width = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
    proto.getBoundingClientRect = function (this: HTMLElement) {
      return { ...box.call(this), width: this.tagName === 'LI' ? 100 : 0 } as DOMRect;
    };
    Object.defineProperty(proto, 'clientWidth', { configurable: true, get() { return this.tagName === 'NAV' ? 450 : 0; } });
    try {
      signedIn(catalogueMenu([...LIAISON, 'cockpit', `${VETERAN}/basicInformation`, 'system/unit']));
      const shell = openShell('/home');
      await waitFor(() => assert.deepEqual(within(topMenu()).getAllByRole('link').map((a) => a.textContent), ['首页', '离退休干部信息', '工作联络']));
      const more = within(topMenu()).getByRole('button', { name: '更多' });
      assert.equal(within(topMenu()).queryByRole('button', { name: /驾驶舱/ }), null);
      openMenu(more);
      const items = await screen.findAllByRole('menuitem');
      assert.deepEqual(items.map((item) => item.textContent), ['系统管理', '驾驶舱（在新窗口打开）']);
      fireEvent.keyDown(items[0]!, { key: 'Enter' });
      await waitFor(() => assert.equal(shell.path(), '/system/unit'));
      // The group shown is behind 更多: the button says so.
      await waitFor(() => assert.match(within(topMenu()).getByRole('button', { name: '更多' }).className, /font-semibold/));
    } finally {
      globalThis.ResizeObserver = observer;
      proto.getBoundingClientRect = box;
      if (width) Object.defineProperty(proto, 'clientWidth', width);
      else delete (proto as { clientWidth?: number }).clientWidth;
    }
  });
});

describe('the sidebar and the breadcrumb', () => {
  afterEach(resetShell);

  it('nests menus three levels deep, opening the parents of the page shown and marking it', async () => {
    signedIn(catalogueMenu([`${VETERAN}/basicInformation`]));
    openShell(`/${VETERAN}/synchronous`);
    const current = await within(sidebar()).findByRole('link', { name: '编办同步' });
    assert.equal(current.getAttribute('aria-current'), 'page');
    const toggle = within(sidebar()).getByRole('button', { name: '收起“档案采集”' });
    assert.equal(toggle.getAttribute('aria-expanded'), 'true');
    fireEvent.click(toggle);
    assert.equal(within(sidebar()).queryByRole('link', { name: '编办同步' }), null);
    const crumbs = within(screen.getByRole('navigation', { name: '当前位置' })).getAllByRole('listitem').map((li) => li.textContent);
    assert.deepEqual(crumbs, ['首页', '离退休干部信息', '档案采集', '编办同步']);
  });

  it('collapses to icons with the toggle, and by itself on a small screen', async () => {
    signedIn(catalogueMenu(LIAISON));
    openShell('/cockpitEntrance');
    const collapse = await screen.findByRole('button', { name: '收起菜单' });
    assert.equal(collapse.getAttribute('aria-expanded'), 'true');
    fireEvent.click(collapse);
    assert.equal(screen.getByRole('button', { name: '展开菜单' }).getAttribute('aria-expanded'), 'false');
    assert.match(within(sidebar()).getByText('通讯录').className, /sr-only/);
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    act(() => screenStore.setState(3));
    act(() => screenStore.setState(1));
    assert.ok(screen.getByRole('button', { name: '展开菜单' }), 'below 992 px the sidebar collapsed');
    act(() => screenStore.setState(3));
    assert.ok(screen.getByRole('button', { name: '收起菜单' }), 'and expands again when the screen grows');
  });

  it('starts loading a page’s chunk when its menu item is hovered', async () => {
    signedIn(catalogueMenu(LIAISON));
    openShell('/cockpitEntrance');
    const registered = pageFor('/guideWork/phoneBook', new Map([['/guideWork/phoneBook', 'stafftelphone']]));
    const original = registered.preload;
    let preloads = 0;
    registered.preload = () => {
      preloads++;
      return Promise.resolve();
    };
    try {
      fireEvent.pointerEnter(await within(sidebar()).findByRole('link', { name: '通讯录' }));
      assert.equal(preloads, 1);
    } finally {
      registered.preload = original;
    }
  });
});

describe('spec section 6’s Shaoxing rule', () => {
  afterEach(resetShell);
  const pages = [`${VETERAN}/basicInformation`, `${VETERAN}/abnormalData`];
  const shaoxing = { id: '330600', organizationName: '绍兴市委老干部局', city: '绍兴市', cityCode: '330600' };

  it('shows abnormal data and hides synchronous for a Shaoxing user, and the router refuses the hidden page', async () => {
    signedIn(catalogueMenu(pages), { organization: shaoxing });
    const shell = openShell(`/${VETERAN}/abnormalData`);
    assert.ok(await within(sidebar()).findByRole('link', { name: '异常数据' }));
    assert.equal(within(sidebar()).queryByRole('link', { name: '编办同步' }), null);
    act(() => shell.location.navigate(`/${VETERAN}/synchronous`));
    await waitFor(() => assert.equal(shell.path(), '/403'));
  });

  it('does the same for a holder of the named role anywhere, and the reverse for everyone else', async () => {
    signedIn(catalogueMenu(pages), { roleIdList: [SHAOXING_RULE.roleId] });
    openShell(`/${VETERAN}/basicInformation`);
    assert.ok(await within(sidebar()).findByRole('link', { name: '异常数据' }));
    act(() => signedIn(catalogueMenu(pages)));
    assert.equal(within(sidebar()).queryByRole('link', { name: '异常数据' }), null);
    assert.ok(within(sidebar()).getByRole('link', { name: '编办同步' }));
  });
});
