/** The signed-in routes in the shell: guards, titles, tags, parameters, history. */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { navigate } from '../../src/router/navigate.ts';
import { tagsStore } from '../../src/shell/tagsStore.ts';
import { catalogueMenu, openShell, resetShell, signedIn } from './harness.tsx';

const PRODUCT = '浙江省离退休干部服务管理系统';
/** A catalogue page the tests' user is not granted. */
const ungranted = flatten(MENU_CATALOGUE).find((n) => n.type === 'menu' && !n.hidden && n.path === '/zhijiang/webview')!;

describe('the signed-in routes', () => {
  afterEach(resetShell);

  it('shows a granted menu page with the title “page - product” and opens its tag', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    openShell('/cockpitEntrance');
    assert.ok(await screen.findByRole('heading', { name: '数据驾驶舱' }));
    assert.equal(document.title, `驾驶舱入口 - ${PRODUCT}`);
    assert.deepEqual(tagsStore.getState().map((tag) => [tag.value, tag.label, tag.close]), [['/home', '首页', false], ['/cockpitEntrance', '驾驶舱入口', true]]);
  });

  it('sends an unknown address to /404 and a catalogue page the user lacks to /403, inside the shell', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    const shell = openShell('/no/such/page');
    assert.ok(await screen.findByRole('heading', { name: '页面不存在' }));
    assert.equal(shell.path(), '/404');
    assert.ok(screen.getByRole('banner'), 'the header stays');
    act(() => navigate(ungranted.path!));
    assert.ok(await screen.findByRole('heading', { name: '无权访问' }));
    assert.equal(shell.path(), '/403');
    assert.ok(!tagsStore.getState().some((tag) => tag.value === '/403'), 'error pages get no tag');
  });

  it('says that a granted page whose screen is not built yet is coming', async () => {
    // Every catalogue page has its screen; an administrator may still add a menu (菜单管理) at an address
    // no screen answers.
    const menu = catalogueMenu(['cockpitEntrance']);
    const liaison = menu.find((group) => group.id === 'workLiaison')!;
    const page = liaison.children!.find((entry) => entry.path === '/cockpitEntrance')!;
    liaison.children!.push({ ...page, id: 'added-by-admin', name: '新增页面', label: '新增页面', path: '/workLiaison/addedByAdmin', meta: {} });
    signedIn(menu);
    openShell('/workLiaison/addedByAdmin');
    assert.ok(await screen.findByRole('heading', { name: '页面建设中' }));
  });

  it('makes two menus that share one page with different queries two tags with their own titles', async () => {
    const menu = catalogueMenu(['cockpitEntrance']);
    const liaison = menu.find((group) => group.id === 'workLiaison')!;
    const page = liaison.children!.find((entry) => entry.path === '/cockpitEntrance')!;
    liaison.children!.push({ ...page, id: 'cockpit-city', name: '城市驾驶舱', label: '城市驾驶舱', query: 'level=city', meta: {} });
    liaison.children!.push({ ...page, id: 'cockpit-county', name: '县区驾驶舱', label: '县区驾驶舱', query: 'level=county', meta: {} });
    signedIn(menu);
    openShell('/cockpitEntrance?level=city');
    await screen.findByRole('heading', { name: '数据驾驶舱' });
    act(() => navigate('/cockpitEntrance?level=county'));
    await waitFor(() => assert.equal(document.title, `县区驾驶舱 - ${PRODUCT}`));
    assert.deepEqual(tagsStore.getState().map((tag) => [tag.value, tag.label, tag.query]), [
      ['/home', '首页', {}],
      ['/cockpitEntrance?level=city', '城市驾驶舱', { level: 'city' }],
      ['/cockpitEntrance?level=county', '县区驾驶舱', { level: 'county' }],
    ]);
  });

  it('gives pages the parameters of their path', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    openShell('/home/homeList/birthday');
    assert.ok(await screen.findByRole('heading', { name: '本周生日' }));
    act(() => navigate('/home/homeDetails/5/birthday'));
    assert.equal(document.title, `本周生日详情 - ${PRODUCT}`, 'named after the kind the server gave');
    assert.ok(await screen.findByRole('heading', { name: '没有这类内容' }), 'a birthday is no record home shows');
    act(() => navigate('/home/homeList/weather'));
    assert.ok(await screen.findByRole('heading', { name: '没有这类内容' }));
  });

  it('raises no error navigating to the page shown, and goes back and forward', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    const shell = openShell('/info');
    assert.ok(await screen.findByRole('heading', { name: '个人信息', level: 1 }));
    act(() => navigate('/cockpitEntrance'));
    act(() => navigate('/cockpitEntrance'));
    assert.ok(await screen.findByRole('heading', { name: '数据驾驶舱' }));
    assert.equal(shell.location.history.length, 2);
    act(() => shell.location.back());
    assert.equal(shell.path(), '/info');
    assert.ok(await screen.findByRole('heading', { name: '个人信息', level: 1 }));
  });

  it('shows personal information: organisation, roles, the avatar upload, the change-password button, sign-ins and devices', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']), { roleList: [{ id: 'r', name: '市级管理员' }], deptList: [{ id: '330100', name: '杭州市委老干部局' }] });
    openShell('/info/index');
    assert.ok(await screen.findByText('市级管理员'));
    assert.ok(screen.getAllByText('杭州市委老干部局').length >= 1);
    assert.ok(screen.getByRole('button', { name: /上传头像/ }));
    assert.ok(screen.getByText('支持 JPG、PNG、GIF、WebP 格式，不超过 2 MB'));
    assert.ok(screen.getByRole('button', { name: '修改密码' }));
    const history = screen.getByRole('region', { name: '登录记录' });
    assert.ok(await within(history).findByRole('cell', { name: '登录成功' }));
    assert.ok(within(history).getByRole('cell', { name: '10.1.2.3' }));
    const devices = screen.getByRole('region', { name: '登录设备' });
    assert.ok(await within(devices).findByText('当前设备'));
    assert.equal(within(devices).queryAllByRole('button', { name: /下线/ }).length, 0, 'this device signs out through 退出登录');
  });
});
