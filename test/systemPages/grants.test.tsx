/**
 * 角色授权 against the real server: a role's grants as a tri-state tree, saved with RoleRule; and a grant the
 * server refuses (beyond what the granting user holds), its message shown on the page.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import RoleAuthorizationPage from '../../src/pages/system/role/RoleAuthorizationPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { DEMO_PASSWORD, sealed } from '../helpers/session.ts';
import { settled } from '../helpers/settled.ts';
import { API, createRole, menusUnder } from '../system/helpers/admin.ts';

for (const engine of ENGINES) {
  describe(`角色授权 (${engine})`, { timeout: 180_000 }, () => {
    let b: BrowserSession;
    let roleId: string;
    before(async () => {
      b = await startBrowserSession('admin', engine);
      roleId = await createRole(b.api, { code: 'PHONE_CLERK', name: '通讯录管理员', dataScope: 'org' });
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = (query: Record<string, string> = {}) =>
      render(
        <>
          <RoleAuthorizationPage params={{}} query={query} />
          <ConfirmHost />
        </>,
      );
    const box = (name: string) => within(screen.getByRole('tree')).getByRole('checkbox', { name });
    const state = (name: string) => box(name).getAttribute('data-state');
    /** The tree item of an entry: the nearest item around its checkbox. */
    const item = (name: string) => box(name).closest<HTMLElement>('[role="treeitem"]')!;
    const granted = async (id: string) => ((await b.api.json(`${API}/RoleRule/selectRuleByRoleId/${id}`)).body.data as string[]).sort();

    it('checks a page with its views and buttons, shows its group half-checked, and saves the set', async () => {
      show({ roleId });
      await screen.findByRole('heading', { name: '为“通讯录管理员”授权' });
      await waitFor(() => assert.ok(screen.queryByRole('tree') !== null, 'the tree shows'));
      // The role list beside the tree answers too (after its search's pause), inside act.
      await settled();
      assert.equal(state('通讯录'), 'unchecked');
      await act(async () => fireEvent.click(box('通讯录')));
      assert.equal(state('通讯录'), 'checked');
      assert.equal(state('工作联络'), 'indeterminate', 'the group holds one of its pages');
      fireEvent.click(within(item('通讯录')).getByRole('button', { name: '展开通讯录' }));
      const purge = within(item('通讯录')).getByRole('checkbox', { name: '彻底删除' });
      assert.equal(purge.getAttribute('data-state'), 'checked');
      await act(async () => fireEvent.click(purge));
      assert.equal(state('通讯录'), 'indeterminate', 'a page without one of its buttons is half-checked');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存授权' })));
      await waitFor(() => assert.ok(b.toasts().some((m) => m.startsWith('“通讯录管理员”的授权已保存')), 'saved'));
      // Saving is a change notice: the role list reads itself again before the test asks the server.
      await settled();
      const expected = ['workLiaison', ...menusUnder('guideWork/phoneBook').filter((id) => id !== 'guideWork/phoneBook#purge')].sort();
      assert.deepEqual(await granted(roleId), expected);
      assert.equal((screen.getByRole('button', { name: '保存授权' }) as HTMLButtonElement).disabled, true, 'nothing left to save');
    });

    it('shows the grants saved when the role is chosen from the list, and undoes unsaved changes', async () => {
      show();
      await screen.findByText('请在左侧选择要授权的角色');
      fireEvent.click(await screen.findByRole('button', { name: /^通讯录管理员/ }));
      await screen.findByRole('heading', { name: '为“通讯录管理员”授权' });
      await waitFor(() => assert.ok(screen.queryByRole('tree') !== null, 'the tree shows'));
      // The role list beside the tree answers too (after its search's pause), inside act.
      await settled();
      assert.equal(state('通讯录'), 'indeterminate');
      assert.equal(state('政策文件'), 'unchecked');
      await act(async () => fireEvent.click(box('政策文件')));
      assert.equal(state('政策文件'), 'checked');
      fireEvent.click(screen.getByRole('button', { name: '撤销修改' }));
      assert.equal(state('政策文件'), 'unchecked');
    });

    it('shows the server’s refusal of a grant beyond what the granting user holds', async () => {
      const admin = b.api;
      // A security officer of Xihu who holds role management and the phone book and policy documents.
      const officerRole = await createRole(admin, {
        code: 'XIHU_SECURITY',
        dataScope: 'org_and_below',
        menuIds: [...menusUnder('system/roleManagement', 'system/roleAuthorization', 'guideWork/phoneBook', 'guideWork/sendReceive')],
      });
      const created = await admin.json(`${API}/users`, {
        method: 'POST',
        json: { username: 'xihu_security', name: '西湖安全员', orgId: '330106', roleIds: [officerRole], password: await sealed(b.server, DEMO_PASSWORD) },
      });
      assert.equal(created.body.code, 0, JSON.stringify(created.body));
      const officer = await b.signInAs('xihu_security');
      const target = await createRole(officer, { code: 'XIHU_CLERK', name: '西湖经办', dataScope: 'org' });
      show({ roleId: target });
      await waitFor(() => assert.ok(screen.queryByRole('tree') !== null, 'the tree shows'));
      // The role list beside the tree answers too (after its search's pause), inside act.
      await settled();
      assert.equal(box('政策文件').hasAttribute('disabled'), false, 'the officer holds the policy documents when the page opens');
      assert.equal(box('单位管理').hasAttribute('disabled'), true, 'and not the organisations');
      // Meanwhile the administrator takes the policy documents from the officer's role: the page still offers them.
      const kept = menusUnder('system/roleManagement', 'system/roleAuthorization', 'guideWork/phoneBook');
      assert.equal((await admin.json(`${API}/RoleRule`, { method: 'PUT', json: { roleId: officerRole, menuIds: kept } })).body.code, 0);
      await act(async () => fireEvent.click(box('政策文件')));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存授权' })));
      const alert = await screen.findByText('不能授予您自己没有的菜单或按钮：政策文件');
      assert.equal(alert.getAttribute('role'), 'alert');
      assert.ok(b.toasts().includes('不能授予您自己没有的菜单或按钮：政策文件'), 'the request layer says it too');
      assert.equal(box('政策文件').getAttribute('data-state'), 'checked', 'the choice stays for the user to change');
      assert.deepEqual(await granted(target), [], 'nothing was granted');
      // The administrator's change reached the page as a change notice: the role list reads itself again.
      await settled();
    });
  });
}
