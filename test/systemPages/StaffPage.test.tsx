/**
 * 工作人员 against the real server: the list with its filters (name, organisation subtree, enabled,
 * locked) and roles; a new account with its one-time password shown once; the account page: details,
 * roles the server offers, departments, enable and disable, unlock, password reset (one-time or chosen),
 * forced sign-out and delete; and a city administrator, who sees only their city and their own actions.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import StaffDetailPage from '../../src/pages/system/staff/StaffDetailPage.tsx';
import StaffPage from '../../src/pages/system/staff/StaffPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { failUntilLocked } from '../helpers/captcha.ts';
import { ENGINES } from '../helpers/engines.ts';
import { settled } from '../helpers/settled.ts';
import { passwordLogin, signIn } from '../helpers/session.ts';
import { createUser, signInAs, TEST_PASSWORD } from '../system/helpers/admin.ts';
import { chooseOption, pickOrg } from './helpers/ui.ts';

const API = '/lgbsmp/api/v1/users';

for (const engine of ENGINES) {
  describe(`工作人员 (${engine})`, { timeout: 300_000 }, () => {
    let b: BrowserSession;
    const ids: Record<string, string> = {};
    before(async () => {
      b = await startBrowserSession('admin', engine);
      ids.a = await createUser(b.server, b.api, { username: 'staff_a', name: '张一', orgId: '330106-02' });
      ids.b = await createUser(b.server, b.api, { username: 'staff_b', name: '张二', orgId: '330102' });
      await failUntilLocked(b.server, 'staff_b');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const list = () =>
      render(
        <>
          <StaffPage params={{}} query={{}} />
          <ConfirmHost />
        </>,
      );
    const detail = (id: string) =>
      render(
        <>
          <StaffDetailPage params={{}} query={{ id }} />
          <ConfirmHost />
        </>,
      );
    // Plain DOM lookups and cheap throws inside waitFor: role queries over a table and generated assertion
    // messages are slow in happy-dom, and waitFor's tries would starve the page.
    const names = () => [...document.querySelectorAll('table[aria-label="工作人员"] tbody tr')].map((r) => r.querySelector('td a')?.textContent ?? '').filter(Boolean);
    const listed = (expected: string[]) =>
      waitFor(() => {
        if (JSON.stringify(names().sort()) !== JSON.stringify([...expected].sort())) throw new Error(`listed ${names().join(',')}`);
      });
    const stored = async (id: string) => (await b.api.json(`${API}/${id}`)).body.data as Record<string, any>;
    const confirmed = async () => {
      const question = await screen.findByRole('dialog', { name: '提示' });
      await act(async () => fireEvent.click(within(question).getByRole('button', { name: '确定' })));
    };
    const search = () => screen.getByRole('search');
    // The count in the list's pager, once the list shows its first page.
    const shownTotal = async () => {
      await waitFor(() => assert.ok(names().length > 0, 'the first page'));
      return Number(/\d+/.exec(screen.getByText(/^共 \d+ 条$/).textContent ?? '')![0]);
    };

    it('lists the accounts with their roles and filters them by name, organisation subtree, lock and state', async () => {
      list();
      await waitFor(() => assert.ok(names().length === 10, 'the first page'));
      const header = [...document.querySelectorAll('table[aria-label="工作人员"] thead th')].map((th) => th.textContent);
      for (const column of ['角色', '已锁定', '最近登录']) assert.ok(header.some((h) => h?.startsWith(column)), header.join());
      fireEvent.change(within(search()).getByLabelText('姓名'), { target: { value: '张' } });
      fireEvent.click(within(search()).getByRole('button', { name: '查询' }));
      await listed(['张一', '张二']);
      await pickOrg(within(search()).getByLabelText('所属单位'), '西湖区委老干部局');
      fireEvent.click(within(search()).getByRole('button', { name: '查询' }));
      await listed(['张一']);
      fireEvent.click(within(search()).getByRole('button', { name: '重置' }));
      fireEvent.click(within(search()).getByRole('button', { name: '展开' }));
      await chooseOption(within(search()).getByLabelText('已锁定'), '是');
      fireEvent.click(within(search()).getByRole('button', { name: '查询' }));
      await listed(['张二']);
      await chooseOption(within(search()).getByLabelText('启用'), '否');
      fireEvent.click(within(search()).getByRole('button', { name: '查询' }));
      await screen.findByText('没有符合查询条件的记录');
      fireEvent.click(within(search()).getByRole('button', { name: '重置' }));
      fireEvent.change(within(search()).getByLabelText('用户名'), { target: { value: 'hz_admin' } });
      fireEvent.click(within(search()).getByRole('button', { name: '查询' }));
      await listed(['杭州市管理员']);
      assert.match(document.querySelector('table[aria-label="工作人员"] tbody tr')?.textContent ?? '', /市级管理员/);
    });

    it('creates an account with a role and shows its one-time password once; it signs in with it and must change it', async () => {
      list();
      const before = await shownTotal();
      fireEvent.click(await screen.findByRole('button', { name: '新增工作人员' }));
      const dialog = await screen.findByRole('dialog', { name: '新增工作人员' });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await within(dialog).findByText('用户名不能为空');
      fireEvent.change(within(dialog).getByLabelText(/用户名/), { target: { value: 'hz_admin' } });
      fireEvent.change(within(dialog).getByLabelText(/姓名/), { target: { value: '新经办' } });
      await pickOrg(within(dialog).getByLabelText(/所属单位/), '西湖区委老干部局');
      fireEvent.click(await within(dialog).findByRole('checkbox', { name: '单位经办人' }));
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await within(dialog).findByText('用户名“hz_admin”已被使用');
      fireEvent.change(within(dialog).getByLabelText(/用户名/), { target: { value: 'new_clerk' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      const code = await within(dialog).findByLabelText('一次性密码');
      await screen.findByText(`共 ${before + 1} 条`);
      const password = code.textContent ?? '';
      assert.ok(password.length >= 12, password);
      const login = await passwordLogin(b.server, 'new_clerk', password);
      assert.equal(login.status, 200, JSON.stringify(login.body));
      const clerk = await signIn(b.server, 'new_clerk', { password });
      assert.equal((await clerk.json('/admin/user')).body.data.mustChangePassword, true);
      const created = (await b.api.json(`${API}?username=new_clerk`)).body.data.records[0];
      assert.deepEqual([created.orgId, created.roles.map((r: { id: string }) => r.id)], ['330106', ['role-unit-user']]);
      assert.equal(created.password, undefined, 'never answered again');
      fireEvent.click(within(dialog).getByRole('button', { name: '查看该账号' }));
      assert.equal(b.location.get().path + b.location.get().search, `/system/staffDetail?id=${created.id}`);
    });

    it('creates an account with a password the administrator sets, under the password rules', async () => {
      b.location.navigate('/system/staff');
      list();
      const before = await shownTotal();
      fireEvent.click(await screen.findByRole('button', { name: '新增工作人员' }));
      const dialog = await screen.findByRole('dialog', { name: '新增工作人员' });
      fireEvent.change(within(dialog).getByLabelText(/用户名/), { target: { value: 'set_pw' } });
      fireEvent.change(within(dialog).getByLabelText(/姓名/), { target: { value: '设密码' } });
      await pickOrg(within(dialog).getByLabelText(/所属单位/), '上城区委老干部局');
      fireEvent.click(within(dialog).getByRole('radio', { name: '由我设置初始密码' }));
      fireEvent.change(within(dialog).getByLabelText(/^\*?初始密码$/), { target: { value: 'short' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await within(dialog).findByText('密码长度不能少于8位');
      fireEvent.change(within(dialog).getByLabelText(/^\*?初始密码$/), { target: { value: 'Set_pw#2025' } });
      fireEvent.change(within(dialog).getByLabelText(/确认新密码/), { target: { value: 'Set_pw#2025' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await within(dialog).findByText('密码不能包含用户名');
      fireEvent.change(within(dialog).getByLabelText(/^\*?初始密码$/), { target: { value: 'Chosen#2025x' } });
      fireEvent.change(within(dialog).getByLabelText(/确认新密码/), { target: { value: 'Chosen#2025y' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await within(dialog).findByText('两次输入的密码不一致');
      fireEvent.change(within(dialog).getByLabelText(/确认新密码/), { target: { value: 'Chosen#2025x' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await waitFor(() => assert.ok(b.location.get().path === '/system/staffDetail', 'the new account opens'));
      await screen.findByText(`共 ${before + 1} 条`);
      assert.equal((await passwordLogin(b.server, 'set_pw', 'Chosen#2025x')).status, 200);
    });

    it('edits an account’s details, its roles among those offered, and its departments', async () => {
      detail(ids.a!);
      await screen.findByRole('heading', { level: 1, name: '张一（staff_a）' });
      const profile = screen.getByRole('form', { name: '基本信息' });
      assert.ok((within(profile).getByLabelText(/用户名/) as HTMLInputElement).disabled, 'the user name is fixed');
      fireEvent.change(within(profile).getByLabelText(/职务/), { target: { value: '科长' } });
      await act(async () => fireEvent.click(within(profile).getByRole('button', { name: '保存' })));
      await waitFor(async () => assert.equal((await stored(ids.a!)).post, '科长'));

      const roles = await screen.findByRole('group', { name: '角色' });
      fireEvent.click(await within(roles).findByRole('checkbox', { name: '单位经办人' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存角色' })));
      await waitFor(async () => assert.deepEqual((await stored(ids.a!)).roles.map((r: { id: string }) => r.id), ['role-unit-user']));

      await pickOrg(screen.getByRole('button', { name: '所属部门' }), '西湖区财政局');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存部门' })));
      await waitFor(async () => assert.deepEqual((await stored(ids.a!)).depts.map((d: { id: string }) => d.id).sort(), ['330106-02', '330106-03']));
    });

    it('refuses duties that exclude each other, in the server’s words', async () => {
      detail(ids.a!);
      const roles = await screen.findByRole('group', { name: '角色' });
      fireEvent.click(await within(roles).findByRole('checkbox', { name: '系统管理员' }));
      fireEvent.click(within(roles).getByRole('checkbox', { name: '审计管理员' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存角色' })));
      await screen.findByText(/^三权分立：同一用户不能同时担任/);
    });

    it('unlocks, disables and enables an account, resets its password both ways, signs out its sessions and deletes it', async () => {
      b.location.navigate(`/system/staffDetail?id=${ids.b}`);
      detail(ids.b!);
      await screen.findByRole('heading', { level: 1, name: '张二（staff_b）' });
      assert.ok(screen.getByText('已锁定', { selector: 'header span' }));
      fireEvent.click(screen.getByRole('button', { name: '解除锁定 张二' }));
      await confirmed();
      await waitFor(() => assert.ok(screen.queryByRole('button', { name: '解除锁定 张二' }) === null, 'unlocked'));
      assert.equal((await stored(ids.b!)).locked, false);

      const session = await signInAs(b.server, 'staff_b');
      fireEvent.click(screen.getByRole('button', { name: '停用 张二' }));
      await confirmed();
      await screen.findByRole('button', { name: '启用 张二' });
      assert.equal((await stored(ids.b!)).enabled, false);
      assert.equal((await session.json('/admin/user')).status, 401, 'disabling ends the sessions');
      fireEvent.click(screen.getByRole('button', { name: '启用 张二' }));
      await confirmed();
      await screen.findByRole('button', { name: '停用 张二' });

      fireEvent.click(screen.getByRole('button', { name: '重置密码 张二' }));
      let dialog = await screen.findByRole('dialog', { name: '重置密码：张二' });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定重置' })));
      const oneTime = (await within(dialog).findByLabelText('一次性密码')).textContent ?? '';
      await settled();
      assert.equal((await passwordLogin(b.server, 'staff_b', oneTime)).status, 200);
      fireEvent.click(within(dialog).getByRole('button', { name: '完成' }));
      await screen.findByText('须修改密码', { selector: 'header span' });

      fireEvent.click(screen.getByRole('button', { name: '重置密码 张二' }));
      dialog = await screen.findByRole('dialog', { name: '重置密码：张二' });
      fireEvent.click(within(dialog).getByRole('radio', { name: '由我设置初始密码' }));
      fireEvent.change(within(dialog).getByLabelText(/^\*?初始密码$/), { target: { value: 'Abcdefgh' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定重置' })));
      await within(dialog).findByText('密码须包含大写字母、小写字母、数字、特殊字符中的至少三类');
      fireEvent.change(within(dialog).getByLabelText(/^\*?初始密码$/), { target: { value: TEST_PASSWORD } });
      fireEvent.change(within(dialog).getByLabelText(/确认新密码/), { target: { value: TEST_PASSWORD } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定重置' })));
      await waitFor(() => assert.ok(document.querySelector('[role="dialog"]') === null, 'the dialog closed'));
      assert.ok(b.toasts().includes('“张二”的密码已重置'));
      await settled();

      const first = await signInAs(b.server, 'staff_b');
      const second = await signInAs(b.server, 'staff_b');
      fireEvent.click(screen.getByRole('button', { name: '强制下线 张二' }));
      await confirmed();
      await waitFor(() => assert.ok(b.toasts().includes('已让“张二”的 2 个登录下线'), b.toasts().join()));
      await settled();
      assert.deepEqual([(await first.json('/admin/user')).status, (await second.json('/admin/user')).status], [401, 401]);

      fireEvent.click(screen.getByRole('button', { name: '删除 张二' }));
      await confirmed();
      await waitFor(() => assert.ok(b.location.get().path === '/system/staff', 'back to the list'));
      assert.deepEqual((await b.api.json(`${API}/${ids.b}`)).body, { code: 4, msg: '该Id查询结果为空' });
    });

    it('shows one’s own account without the actions the server would refuse', async () => {
      detail('user-admin');
      await screen.findByRole('heading', { level: 1, name: '系统管理员（admin）' });
      await screen.findByText(/这是您自己的账号/);
      assert.equal(within(screen.getByRole('toolbar', { name: '账号操作' })).queryAllByRole('button').length, 0);
      assert.ok(screen.queryByRole('form', { name: '基本信息' }) === null);
    });

    it('starts filtered to an organisation and everything below it when opened from that organisation', async () => {
      // Asked before the page renders: an answer of the page landing while the test waits on its own request would land outside act.
      const total = (await b.api.json(`${API}?size=1&orgId=330106`)).body.data.total;
      render(
        <>
          <StaffPage params={{}} query={{ orgId: '330106' }} />
          <ConfirmHost />
        </>,
      );
      await screen.findByText(`共 ${total} 条`);
      assert.equal(within(search()).getByLabelText('所属单位').textContent, '西湖区委老干部局▾');
      assert.ok(names().includes('张一') && !names().includes('设密码'), names().join());
    });

    it('shows a city administrator only their city’s staff and organisations, and only the actions they hold', async () => {
      const hz = await b.signInAs('hz_admin');
      list();
      await waitFor(() => assert.ok(names().length > 0, 'the list'));
      await settled();
      const total = (await hz.json(`${API}?size=1`)).body.data.total;
      assert.equal(total, (await b.api.json(`${API}?size=1&orgId=330100`)).body.data.total, 'exactly the Hangzhou subtree');
      await screen.findByText(`共 ${total} 条`);
      assert.ok(screen.queryByRole('button', { name: '新增工作人员' }) === null);
      fireEvent.click(within(search()).getByLabelText('所属单位'));
      await screen.findByRole('combobox', { name: '搜索选项' });
      const tops = [...document.querySelectorAll('[role="tree"] [role="treeitem"][aria-level="1"]')].map((x) => x.textContent?.replace(/[▾▸]/g, ''));
      assert.deepEqual(tops, ['杭州市委老干部局']);
      fireEvent.keyDown(screen.getByRole('combobox', { name: '搜索选项' }), { key: 'Escape' });
      fireEvent.change(within(search()).getByLabelText('姓名'), { target: { value: '张一' } });
      fireEvent.click(within(search()).getByRole('button', { name: '查询' }));
      await listed(['张一']);
      const row = document.querySelector('table[aria-label="工作人员"] tbody tr')!;
      assert.deepEqual([...row.querySelectorAll('button')].map((x) => x.textContent), ['重置密码', '强制下线']);

      detail(ids.a!);
      await screen.findByRole('heading', { level: 1, name: '张一（staff_a）' });
      assert.ok(screen.queryByRole('button', { name: '保存角色' }) === null, 'no roles to hand out');
      assert.ok(screen.getByRole('form', { name: '基本信息' }), 'the details may be edited');
    });
  });
}
