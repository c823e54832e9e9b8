/** The list view of the phone book against the real server: columns, sorting, search, selection, deletion. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import { Activity } from 'react';
import ListPage from '../../src/crud/list/ListPage.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { settled } from '../helpers/settled.ts';

const API = '/lgbsmp/api/v1/stafftelphone';
const BASE = '/guideWork/phoneBook';

describe('the crud list of the phone book', { timeout: 120_000 }, () => {
  let b: BrowserSession;
  before(async () => {
    b = await startBrowserSession();
    // The list shows this suite's entries only: the demo's phone book goes first.
    await b.server.db.query('DELETE FROM phone_book');
    for (const [userName, orgId, sort] of [['张三', '330100', 3], ['李四', '330102', 1], ['王五', '330200', 2]] as const) {
      const { status } = await b.api.json(API, { method: 'POST', json: { userName, phonenumber: '13812345678', orgId, post: '科员', sort } });
      assert.equal(status, 200);
    }
  });
  after(() => b.close());
  afterEach(() => b.reset());

  const show = (def = stafftelphone) =>
    render(
      <>
        <ListPage resource={def} basePath={BASE} params={{}} />
        <ConfirmHost />
      </>,
    );
  const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');

  it('shows the declared columns with organisation names in the default order and announces the total', async () => {
    show();
    await waitFor(() => assert.deepEqual(names(), ['李四', '王五', '张三']));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    assert.deepEqual(headers.slice(1, 7).map((h) => h?.replace(/[▲▼⇅]/g, '')), ['姓名', '联系电话', '所属单位', '职务', '所在地区', '排序']);
    assert.ok(screen.getByRole('cell', { name: '杭州市委老干部局' }));
    assert.ok(screen.getByText('共 3 条记录'));
  });

  it('sorts by a sortable column, ascending then descending then the default order, and says so with aria-sort', async () => {
    const order = async (sort: string) => ((await b.api.json(`${API}?sort=${sort}`)).body.data.records as { userName: string }[]).map((r) => r.userName);
    show();
    await waitFor(() => assert.equal(names().length, 3));
    // The search bar's organisation picker loads its tree too: it answers before the test asks the server.
    await settled();
    const header = () => screen.getByRole('columnheader', { name: /姓名/ });
    assert.equal(header().getAttribute('aria-sort'), 'none');
    fireEvent.click(within(header()).getByRole('button'));
    const ascending = await order('userName,asc');
    await waitFor(() => assert.deepEqual(names(), ascending));
    assert.equal(header().getAttribute('aria-sort'), 'ascending');
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => assert.deepEqual(names(), [...ascending].reverse()));
    assert.equal(header().getAttribute('aria-sort'), 'descending');
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => assert.deepEqual(names(), ['李四', '王五', '张三']));
    assert.equal(header().getAttribute('aria-sort'), 'none');
  });

  it('searches by part of the name, and shows its own empty state when nothing matches', async () => {
    show();
    await waitFor(() => assert.equal(names().length, 3));
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText('姓名'), { target: { value: '李' } });
    fireEvent.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() => assert.deepEqual(names(), ['李四']));
    fireEvent.change(within(search).getByLabelText('姓名'), { target: { value: '没有这个人' } });
    fireEvent.submit(search);
    await screen.findByText('没有符合查询条件的记录');
    fireEvent.click(screen.getByRole('button', { name: '清空查询条件' }));
    await waitFor(() => assert.equal(names().length, 3));
  });

  it('filters by an organisation and everything under it, chosen in the tree picker', async () => {
    show();
    await waitFor(() => assert.equal(names().length, 3));
    fireEvent.click(screen.getByRole('button', { name: '所属单位' }));
    const box = await screen.findByRole('combobox', { name: '搜索选项' });
    fireEvent.change(box, { target: { value: '杭州市委老干部局' } });
    await waitFor(() => assert.ok(screen.getByRole('treeitem', { name: '杭州市委老干部局' })));
    fireEvent.click(screen.getByRole('treeitem', { name: '杭州市委老干部局' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => assert.deepEqual(names().sort(), ['张三', '李四'].sort()));
  });

  it('deletes the selected records after a confirmation, and they leave the list', async () => {
    const extra = async (userName: string) => (await b.api.json(API, { method: 'POST', json: { userName, phonenumber: '0571-87654321', orgId: '330100', sort: 9 } })).body.data.id as string;
    const ids = [await extra('待删一'), await extra('待删二')];
    show();
    await waitFor(() => assert.equal(names().length, 5));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择“待删一”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择“待删二”' }));
    fireEvent.click(screen.getByRole('button', { name: '批量删除（2）' }));
    const dialog = await screen.findByRole('dialog');
    assert.match(dialog.textContent ?? '', /确定删除选中的 2 条记录吗？/);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
    await waitFor(() => assert.equal(names().length, 3));
    assert.ok(b.toasts().includes('已删除 2 条记录'));
    const recycle = (await b.api.json(`${API}/recycle`)).body.data.records as { id: string }[];
    assert.deepEqual(ids.filter((id) => recycle.some((r) => r.id === id)), ids);
  });

  it('remembers a column hidden in the chooser and a width changed from the keyboard, for this user', async () => {
    const first = show();
    await waitFor(() => assert.equal(names().length, 3));
    const resizer = screen.getByRole('separator', { name: '调整“职务”列宽' });
    assert.equal(resizer.getAttribute('aria-valuenow'), '140');
    fireEvent.keyDown(resizer, { key: 'ArrowRight' });
    await waitFor(() => assert.equal(screen.getByRole('separator', { name: '调整“职务”列宽' }).getAttribute('aria-valuenow'), '156'));
    fireEvent.keyDown(screen.getByRole('button', { name: /列设置/ }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: '所在地区' }));
    await waitFor(() => assert.ok(screen.queryByRole('columnheader', { name: '所在地区' }) === null));
    first.unmount();
    show();
    await waitFor(() => assert.equal(names().length, 3));
    assert.ok(screen.queryByRole('columnheader', { name: '所在地区' }) === null);
    assert.equal(screen.getByRole('separator', { name: '调整“职务”列宽' }).getAttribute('aria-valuenow'), '156');
  });

  /** The list requests the window sends from now until `stop`, as `path?query`. */
  function watchListRequests(): { sent: string[]; stop(): void } {
    const sent: string[] = [];
    const fetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === API) sent.push(url.pathname + url.search);
      return fetch(input, init);
    };
    return { sent, stop: () => (globalThis.fetch = fetch) };
  }

  for (const [opened, query, shown] of [
    ['from the menu', {}, ['李四', '王五', '张三']],
    ['at an address with a filter', { userName: '李' }, ['李四']],
  ] as const) {
    it(`asks for its first page as the page mounts, before the list has drawn or run an effect, and takes that answer (${opened})`, async () => {
      const { Page } = pageFor(BASE, new Map([[BASE, 'stafftelphone']]));
      const { sent, stop } = watchListRequests();
      try {
        // Hidden, the page renders but runs no effect: the list's own load cannot be what asks.
        const { rerender } = render(<Activity mode="hidden"><Page params={{}} query={query} /></Activity>);
        await waitFor(() => assert.equal(sent.length, 1));
        rerender(<Activity mode="visible"><Page params={{}} query={query} /></Activity>);
        await waitFor(() => assert.deepEqual(names(), shown));
      } finally {
        stop();
      }
      assert.equal(sent.length, 1, `the list took the answer asked ahead: ${sent.join('\n')}`);
      assert.match(sent[0]!, /fields=%40list/);
    });
  }

  it('shows an error state with a retry when the list cannot be loaded', async () => {
    show({ ...stafftelphone, name: 'noSuchResource' });
    const alert = await screen.findByRole('alert');
    assert.match(alert.textContent ?? '', /加载失败：资源不存在/);
    assert.ok(within(alert).getByRole('button', { name: '重试' }));
  });

  it('offers a user only the actions they hold: a unit clerk sees no add, delete, export or import', async () => {
    await b.signInAs('unit_user');
    show();
    await screen.findByRole('table');
    await settled();
    const toolbar = screen.getByRole('toolbar');
    for (const name of ['新增', '导出', '导入']) assert.ok(within(toolbar).queryByRole('button', { name }) === null);
    assert.ok(within(toolbar).queryByRole('button', { name: /批量删除/ }) === null);
    assert.ok(screen.queryByRole('checkbox') === null);
    // The clerk's page closes before the administrator signs in again, as it would in the app.
    await b.reset();
    await b.signInAs('admin');
  });
});
