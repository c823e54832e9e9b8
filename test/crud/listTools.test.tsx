/** The list's tools against the real server: saved views, export through a job and a ticket, import with a preview. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import ListPage from '../../src/crud/list/ListPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { catchDownloads, importSheet } from './helpers/importSheet.ts';

const API = '/lgbsmp/api/v1/stafftelphone';

describe('the crud list’s tools', { timeout: 180_000 }, () => {
  let b: BrowserSession;
  before(async () => {
    b = await startBrowserSession();
    // The list shows this suite's entries only: the demo's phone book goes first.
    await b.server.db.query('DELETE FROM phone_book');
    for (const [userName, orgId] of [['工具甲', '330100'], ['工具乙', '330200']] as const) {
      await b.api.json(API, { method: 'POST', json: { userName, phonenumber: '13600000000', orgId } });
    }
  });
  after(() => b.close());
  afterEach(() => b.reset());

  const show = () =>
    render(
      <>
        <ListPage resource={stafftelphone} basePath="/guideWork/phoneBook" params={{}} />
        <ConfirmHost />
      </>,
    );
  const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');
  const openMenu = async (name: RegExp) => fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });

  it('saves the filters as a view shared with the organisation, and brings them back from the views menu', async () => {
    show();
    await waitFor(() => assert.equal(names().length, 2));
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText('姓名'), { target: { value: '甲' } });
    fireEvent.submit(search);
    await waitFor(() => assert.deepEqual(names(), ['工具甲']));
    await openMenu(/视图/);
    fireEvent.click(await screen.findByRole('menuitem', { name: '保存当前视图…' }));
    const dialog = await screen.findByRole('dialog', { name: '保存当前视图…' });
    fireEvent.change(within(dialog).getByLabelText(/视图名称/), { target: { value: '只看甲' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '本单位共享' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存视图' })));
    await waitFor(() => assert.ok(b.toasts().includes('视图“只看甲”已保存'), b.toasts().join('|')));
    const stored = (await b.api.json('/lgbsmp/api/v1/savedView?resource=stafftelphone')).body.data.records;
    assert.equal(stored[0].scope, 'org');
    assert.deepEqual(JSON.parse(stored[0].state).filters, { userName: '甲' });

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => assert.equal(names().length, 2));
    await openMenu(/视图/);
    fireEvent.click(await screen.findByRole('menuitem', { name: /只看甲/ }));
    await waitFor(() => assert.deepEqual(names(), ['工具甲']));
    assert.equal((within(search).getByLabelText('姓名') as HTMLInputElement).value, '甲');
  });

  it('exports the listed records in the background, then downloads the file through a single-use link', async () => {
    const downloads = catchDownloads();
    try {
      show();
      await waitFor(() => assert.equal(names().length, 2));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '导出' })));
      const dialog = await screen.findByRole('dialog', { name: '导出通讯录' });
      await within(dialog).findByText(/文件已生成（2 行）/);
      assert.equal(downloads.links.length, 1);
      const link = downloads.links[0]!.href;
      const file = await b.server.fetch(link);
      assert.equal(file.status, 200);
      assert.equal(Buffer.from(await file.arrayBuffer()).subarray(0, 2).toString(), 'PK');
      assert.notEqual((await b.server.fetch(link)).status, 200, 'the link works once');
      assert.doesNotMatch(link, new RegExp(b.api.tokens.access_token), 'the token is not in the address');
    } finally {
      downloads.stop();
    }
  });

  it('imports: the template, a file with errors previewed row by row with its annotated copy, then a good file committed', async () => {
    const downloads = catchDownloads();
    try {
      show();
      await waitFor(() => assert.equal(names().length, 2));
      fireEvent.click(screen.getByRole('button', { name: '导入' }));
      const dialog = await screen.findByRole('dialog', { name: '导入通讯录' });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '下载导入模板' })));
      await waitFor(() => assert.equal(downloads.blobs.length, 1));
      assert.match(downloads.links[0]!.download, /\.xlsx$/);

      const bad = await importSheet(b.api, 'stafftelphone', [
        ['导入一', '13500000001', '杭州市委老干部局', '科员', null, null, 1],
        ['导入二', '12345', '杭州市委老干部局', null, null, null, 2],
      ]);
      const choose = (buffer: Buffer, name: string) =>
        fireEvent.change(within(dialog).getByLabelText(/Excel 文件/), { target: { files: [new File([new Uint8Array(buffer)], name)] } });
      choose(bad, '有错误.xlsx');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '上传并校验' })));
      await within(dialog).findByText('共 2 行：新增 1 行，更新 0 行，无变化 0 行，错误 1 行');
      const preview = within(dialog).getByRole('table', { name: '校验结果' });
      assert.match(preview.textContent ?? '', /联系电话：联系电话格式不正确/);
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '下载错误数据（1 行）' })));
      await waitFor(() => assert.equal(downloads.links.length, 2));
      assert.equal((await b.server.fetch(downloads.links[1]!.href)).status, 200);

      fireEvent.click(within(dialog).getByRole('button', { name: '重新选择文件' }));
      choose(await importSheet(b.api, 'stafftelphone', [['导入三', '13500000003', '宁波市委老干部局', null, null, null, 3]]), '正确.xlsx');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '上传并校验' })));
      await within(dialog).findByText('共 1 行：新增 1 行，更新 0 行，无变化 0 行，错误 0 行');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '导入 1 条有效数据' })));
      await within(dialog).findByText('导入完成，共导入 1 条');
      fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
      await waitFor(() => assert.equal(names().length, 3, 'the list shows the imported record'));
    } finally {
      downloads.stop();
    }
  });
});
