/**
 * 单位管理 against the real server: the tree loads each branch when it is opened; a unit without an
 * administrator says 当前组织没有单位管理员; a sub-organisation is added, edited, moved, disabled, enabled
 * and deleted through the page; a refused delete shows the server's words; 单位详情 on its own page.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import UnitDetailPage from '../../src/pages/system/unit/UnitDetailPage.tsx';
import UnitPage from '../../src/pages/system/unit/UnitPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { settled } from '../helpers/settled.ts';
import { pickOrg } from './helpers/ui.ts';

const API = '/lgbsmp/api/v1/organization';

for (const engine of ENGINES) {
  describe(`单位管理 (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('admin', engine);
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = () =>
      render(
        <>
          <UnitPage params={{}} query={{}} />
          <ConfirmHost />
        </>,
      );
    // Plain DOM lookups: role queries over the whole tree are slow in happy-dom. A tree item is named by
    // what it shows: the name, the level, and 已停用 when disabled.
    const item = (name: string) =>
      [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')].find((x) => x.getAttribute('aria-label')?.replace(/ (省|市|县（市、区）|单位)( 已停用)?$/, '$2') === name) ?? null;
    const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
    // Waits for a tree item; a cheap throw, not assert.ok: a generated assertion message parses the test's
    // source on every try of waitFor, which starves the page's own work.
    const shown = (name: string) =>
      waitFor(() => {
        if (!item(name)) throw new Error(`no tree item ${name}`);
      });
    const gone = (name: string) =>
      waitFor(() => {
        if (item(name)) throw new Error(`tree item ${name} still shown`);
      });
    const requested = (fragment: string) => b.server.logs.some((l) => typeof l.url === 'string' && l.url.includes(fragment));
    // What the server holds, read once the page has shown what it does with the change.
    const byName = async (name: string) => {
      await settled();
      return ((await b.api.json(`${API}?name=${encodeURIComponent(name)}`)).body.data.records as Record<string, unknown>[])[0];
    };
    const confirmed = async () => {
      const question = await screen.findByRole('dialog', { name: '提示' });
      await act(async () => fireEvent.click(within(question).getByRole('button', { name: '确定' })));
    };
    const find = async (text: string, name: RegExp) => {
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: '查找' }));
      fireEvent.click(await screen.findByRole('button', { name }));
    };
    const alert = () => document.querySelector('section [role="alert"]')?.textContent ?? '';

    it('shows the province with its cities and loads a city’s counties only when it is opened', async () => {
      show();
      await shown('杭州市委老干部局');
      assert.equal(item('浙江省委老干部局')!.getAttribute('aria-expanded'), 'true');
      assert.equal(item('杭州市委老干部局')!.getAttribute('aria-expanded'), 'false');
      assert.ok(item('西湖区委老干部局') === null);
      assert.equal(requested('parentId=330100'), false, 'nothing below Hangzhou is asked for yet');
      fireEvent.click(item('杭州市委老干部局')!);
      await heading('杭州市委老干部局');
      fireEvent.keyDown(item('杭州市委老干部局')!, { key: 'ArrowRight' });
      await shown('西湖区委老干部局');
      assert.equal(requested('parentId=330100'), true);
      assert.equal(item('西湖区委老干部局')!.getAttribute('aria-level'), '3');
      fireEvent.keyDown(item('杭州市委老干部局')!, { key: 'ArrowLeft' });
      await gone('西湖区委老干部局');
    });

    it('names the administrators of a bureau, and says 当前组织没有单位管理员 for a unit without one, without an error', async () => {
      show();
      await shown('杭州市委老干部局');
      fireEvent.click(item('杭州市委老干部局')!);
      await heading('杭州市委老干部局');
      await screen.findByText('杭州市管理员');
      await find('杭州市委办公室', /^杭州市委办公室/);
      await heading('杭州市委办公室');
      await screen.findByText('当前组织没有单位管理员');
      assert.ok(item('杭州市委办公室'), 'the found unit is opened in the tree');
      assert.equal(item('杭州市委办公室')!.getAttribute('aria-selected'), 'true');
      assert.deepEqual(b.toasts(), []);
    });

    it('offers no move, disable or delete on the top of the user’s scope', async () => {
      show();
      await heading('浙江省委老干部局');
      const tools = screen.getByRole('toolbar', { name: '单位操作' });
      assert.deepEqual(within(tools).getAllByRole('button').map((x) => x.textContent), ['新增下级单位', '编辑']);
    });

    it('adds a unit under a county, edits it, moves it under another county, disables and enables it', async () => {
      show();
      await shown('杭州市委老干部局');
      await find('西湖区委老干部局', /^西湖区委老干部局/);
      await heading('西湖区委老干部局');

      fireEvent.click(screen.getByRole('button', { name: '新增下级单位' }));
      let dialog = await screen.findByRole('dialog', { name: '在“西湖区委老干部局”下新增单位' });
      const kind = within(dialog).getByLabelText(/单位层级/) as HTMLSelectElement;
      assert.deepEqual([...kind.options].map((o) => o.textContent), ['单位'], 'a county holds units only');
      assert.equal(kind.selectedOptions[0]?.textContent, '单位');
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      await within(dialog).findByText('单位名称不能为空');
      fireEvent.change(within(dialog).getByLabelText(/单位名称/), { target: { value: '西湖区测试单位' } });
      fireEvent.change(within(dialog).getByLabelText(/行政区划代码/), { target: { value: '3301' } });
      fireEvent.blur(within(dialog).getByLabelText(/行政区划代码/));
      await within(dialog).findByText('行政区划代码须为6位数字');
      fireEvent.change(within(dialog).getByLabelText(/行政区划代码/), { target: { value: '' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await heading('西湖区测试单位');
      assert.ok(document.querySelector('[role="dialog"]') === null);
      await waitFor(() => assert.equal(item('西湖区测试单位')?.getAttribute('aria-selected'), 'true', 'the new unit is chosen in the tree'));
      const added = await byName('西湖区测试单位');
      assert.deepEqual([added?.parentId, added?.kind, added?.enabled], ['330106', 'unit', true]);

      fireEvent.click(screen.getByRole('button', { name: '编辑' }));
      dialog = await screen.findByRole('dialog', { name: '编辑单位：西湖区测试单位' });
      fireEvent.change(within(dialog).getByLabelText(/简称/), { target: { value: '测试单位' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await waitFor(() => assert.ok(document.querySelector('[role="dialog"]') === null, 'the dialog closed'));
      assert.equal((await byName('西湖区测试单位'))?.shortName, '测试单位');
      await screen.findByText('测试单位');

      fireEvent.click(screen.getByRole('button', { name: '移动' }));
      dialog = await screen.findByRole('dialog', { name: '移动单位：西湖区测试单位' });
      fireEvent.click(within(dialog).getByRole('button', { name: '确定移动' }));
      await within(dialog).findByText('请选择新的上级单位');
      // The pickers' cached tree was loaded again after the add: the new unit is there, not offered as its own parent.
      fireEvent.click(within(dialog).getByLabelText(/新的上级单位/));
      fireEvent.change(await screen.findByRole('combobox', { name: '搜索选项' }), { target: { value: '西湖区测试单位' } });
      assert.equal((await screen.findByRole('treeitem', { name: '西湖区测试单位' })).getAttribute('aria-disabled'), 'true');
      fireEvent.keyDown(screen.getByRole('combobox', { name: '搜索选项' }), { key: 'Escape' });
      await waitFor(() => assert.ok(screen.queryByRole('combobox', { name: '搜索选项' }) === null, 'the picker closed'));
      await pickOrg(within(dialog).getByLabelText(/新的上级单位/), '上城区委老干部局');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定移动' })));
      await waitFor(() => assert.ok(document.querySelector('[role="dialog"]') === null, 'the dialog closed'));
      assert.equal((await byName('西湖区测试单位'))?.parentId, '330102');
      await waitFor(() => assert.equal(item('上城区委老干部局')?.getAttribute('aria-expanded'), 'true', 'the tree opens where it went'));
      await shown('西湖区测试单位');
      assert.equal(item('西湖区测试单位')!.getAttribute('aria-level'), '4');

      fireEvent.click(screen.getByRole('button', { name: '停用' }));
      await confirmed();
      await shown('西湖区测试单位 已停用');
      assert.equal((await byName('西湖区测试单位'))?.enabled, false);
      fireEvent.click(await screen.findByRole('button', { name: '启用' }));
      await confirmed();
      await shown('西湖区测试单位');
      assert.equal((await byName('西湖区测试单位'))?.enabled, true);
    });

    it('refuses to delete an organisation that still holds units or people, in the server’s words, and deletes an empty one', async () => {
      show();
      await shown('杭州市委老干部局');
      await find('西湖区委老干部局', /^西湖区委老干部局/);
      await heading('西湖区委老干部局');
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      await confirmed();
      await waitFor(() => assert.equal(alert(), '当前组织下还有4个下级单位，不能删除', 'the refusal'));

      await find('西湖区教育局', /^西湖区教育局/);
      await heading('西湖区教育局');
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      await confirmed();
      await waitFor(() => assert.equal(alert(), '当前组织下还有1名工作人员，不能删除', 'the refusal'));
      assert.ok(await byName('西湖区教育局'));

      await find('西湖区测试单位', /^西湖区测试单位/);
      await heading('西湖区测试单位');
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      await confirmed();
      await heading('上城区委老干部局');
      await gone('西湖区测试单位');
      assert.equal(await byName('西湖区测试单位'), undefined);
    });

    it('shows an organisation on its own page, and a sub-organisation opens its own', async () => {
      render(
        <>
          <UnitDetailPage params={{}} query={{ id: '330100' }} />
          <ConfirmHost />
        </>,
      );
      await heading('杭州市委老干部局');
      const table = await screen.findByRole('table', { name: '“杭州市委老干部局”的下级单位' });
      fireEvent.click(await within(table).findByRole('button', { name: '西湖区委老干部局' }));
      assert.equal(b.location.get().path + b.location.get().search, '/system/unitDetail?id=330106');
      assert.equal(screen.queryByRole('link', { name: '在单独页面查看' }), null);
    });
  });
}
