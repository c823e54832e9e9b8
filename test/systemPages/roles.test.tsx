/** 角色管理 against the real server: a role with a custom scope added, shown, edited and deleted through the pages. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import RoleDetailPage from '../../src/pages/system/role/RoleDetailPage.tsx';
import RoleManagementPage from '../../src/pages/system/role/RoleManagementPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { settled } from '../helpers/settled.ts';
import { chooseOption, pickOrg } from './helpers/ui.ts';

const API = '/lgbsmp/api/v1';

for (const engine of ENGINES) {
  describe(`角色管理 (${engine})`, { timeout: 180_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('admin', engine);
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const list = () =>
      render(
        <>
          <RoleManagementPage params={{}} query={{}} />
          <ConfirmHost />
        </>,
      );
    // Plain DOM lookups (role queries over a whole table are slow in happy-dom); assertions inside waitFor carry a
    // message, since node's assert would otherwise parse the test file for one on every failed try.
    const row = (name: string) =>
      [...document.querySelectorAll<HTMLElement>('table[aria-label="角色"] tbody tr')].find((r) => [...r.querySelectorAll('a')].some((a) => a.textContent === name));
    const stored = async (code: string) => ((await b.api.json(`${API}/role?code=${code}`)).body.data.records as Record<string, unknown>[]).find((r) => r.code === code);

    it('adds a role whose custom scope is two organisations chosen in the org tree picker', async () => {
      list();
      await waitFor(() => assert.ok(row('超级管理员'), 'the list shows'));
      fireEvent.click(screen.getByRole('button', { name: '新增' }));
      const dialog = await screen.findByRole('dialog', { name: '新增角色' });
      fireEvent.change(within(dialog).getByLabelText(/角色编码/), { target: { value: 'XIHU_READER' } });
      fireEvent.change(within(dialog).getByLabelText(/角色名称/), { target: { value: '西湖查阅员' } });
      await chooseOption(within(dialog).getByLabelText(/数据范围/), '自定义');
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      await within(dialog).findByText('自定义数据范围须至少选择一个单位');
      await pickOrg(within(dialog).getByLabelText(/自定义单位/), '西湖区委老干部局');
      await pickOrg(within(dialog).getByLabelText(/自定义单位/), '宁波市委老干部局');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await waitFor(() => assert.ok(screen.queryByRole('dialog') === null, 'the dialog closed'));
      // The list reads itself again after the save: its answer lands before the test asks the server.
      await settled();
      const role = await stored('XIHU_READER');
      assert.equal(role?.dataScope, 'custom');
      assert.equal((role?.customOrgs as string[]).length, 2);
      await waitFor(() => assert.ok(row('西湖查阅员'), 'the new role is listed'));
      assert.match(row('西湖查阅员')!.textContent ?? '', /自定义：.*西湖区委老干部局/);
    });

    it('refuses a role code that is taken, under the code field', async () => {
      list();
      await waitFor(() => assert.ok(row('超级管理员'), 'a row of 超级管理员'));
      fireEvent.click(screen.getByRole('button', { name: '新增' }));
      const dialog = await screen.findByRole('dialog', { name: '新增角色' });
      fireEvent.change(within(dialog).getByLabelText(/角色编码/), { target: { value: 'ROLE_ADMIN' } });
      fireEvent.change(within(dialog).getByLabelText(/角色名称/), { target: { value: '重复' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await within(dialog).findByText('角色编码“ROLE_ADMIN”已存在');
      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
      const question = await screen.findByRole('dialog', { name: '提示' });
      await act(async () => fireEvent.click(within(question).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.ok(screen.queryByRole('dialog') === null, 'the dialog closed'));
    });

    it('shows the role on its detail page and changes its scope to its own organisation there', async () => {
      const role = await stored('XIHU_READER');
      render(
        <>
          <RoleDetailPage params={{}} query={{ id: String(role!.id) }} />
          <ConfirmHost />
        </>,
      );
      const page = await screen.findByRole('article', { name: '角色详情：西湖查阅员' });
      await within(page).findByText(/自定义：.*宁波市委老干部局/);
      fireEvent.click(within(page).getByRole('button', { name: '编辑' }));
      const dialog = await screen.findByRole('dialog', { name: '编辑角色：西湖查阅员' });
      assert.equal(within(dialog).getByLabelText(/角色编码/).hasAttribute('disabled'), true, 'the code is fixed once made');
      fireEvent.change(within(dialog).getByLabelText(/角色描述/), { target: { value: '只看本单位' } });
      await chooseOption(within(dialog).getByLabelText(/数据范围/), '本单位');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await waitFor(() => assert.ok(screen.queryByRole('dialog') === null, 'the dialog closed'));
      await within(await screen.findByRole('article', { name: '角色详情：西湖查阅员' })).findByText('只看本单位');
      await settled();
      const changed = await stored('XIHU_READER');
      assert.equal(changed?.dataScope, 'org');
      assert.deepEqual(changed?.customOrgs, []);
    });

    it('deletes the role after a confirmation; built-in roles offer no delete', async () => {
      list();
      await waitFor(() => assert.ok(row('西湖查阅员'), 'a row of 西湖查阅员'));
      assert.equal(within(row('超级管理员')!).queryByRole('button', { name: /删除/ }), null);
      fireEvent.click(within(row('西湖查阅员')!).getByRole('button', { name: '删除“西湖查阅员”' }));
      const question = await screen.findByRole('dialog', { name: '提示' });
      assert.match(question.textContent ?? '', /确定删除角色“西湖查阅员”吗？/);
      await act(async () => fireEvent.click(within(question).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.ok(row('西湖查阅员') === undefined, 'the role left the list'));
      assert.equal(await stored('XIHU_READER'), undefined);
    });
  });
}
