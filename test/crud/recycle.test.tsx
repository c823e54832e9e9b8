/** The recycle bin against the real server: deleted records with when and by whom, restore, purge, retention. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import RecyclePage from '../../src/crud/recycle/RecyclePage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const API = '/lgbsmp/api/v1/stafftelphone';

describe('the crud recycle bin', { timeout: 120_000 }, () => {
  let b: BrowserSession;
  const ids: Record<string, string> = {};
  before(async () => {
    b = await startBrowserSession();
    for (const userName of ['回收甲', '回收乙', '回收丙']) {
      const { id } = (await b.api.json(API, { method: 'POST', json: { userName, phonenumber: '13700000000', orgId: '330100' } })).body.data;
      await b.api.json(`${API}/${id}`, { method: 'DELETE' });
      ids[userName] = id;
    }
  });
  after(() => b.close());
  afterEach(() => b.reset());

  const show = () =>
    render(
      <>
        <RecyclePage resource={stafftelphone} basePath="/guideWork/phoneBook" params={{}} />
        <ConfirmHost />
      </>,
    );
  const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
  const confirmIt = async (text: RegExp) => {
    const dialog = await screen.findByRole('dialog');
    assert.match(dialog.textContent ?? '', text);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
  };

  it('lists deleted records with who deleted them and when, and states the retention period', async () => {
    show();
    await screen.findByRole('cell', { name: '回收甲' });
    assert.ok(screen.getByText('删除的记录在回收站中保留 30 天，之后将被彻底删除。'));
    assert.ok(within(rowOf('回收甲')).getByRole('cell', { name: '系统管理员' }));
    assert.match(within(rowOf('回收甲')).getAllByRole('cell').at(-3)?.textContent ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('restores a record to the list', async () => {
    show();
    await screen.findByRole('cell', { name: '回收乙' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '恢复“回收乙”' })));
    await waitFor(() => assert.ok(screen.queryByText('回收乙') === null));
    assert.ok(b.toasts().includes('“回收乙”已恢复'));
    assert.equal((await b.api.json(`${API}/${ids['回收乙']}`)).body.data.userName, '回收乙');
  });

  it('purges a record for good only after a confirmation', async () => {
    show();
    await screen.findByRole('cell', { name: '回收丙' });
    fireEvent.click(screen.getByRole('button', { name: '彻底删除“回收丙”' }));
    await confirmIt(/彻底删除后无法恢复，确定彻底删除“回收丙”吗？/);
    await waitFor(() => assert.ok(screen.queryByRole('cell', { name: '回收丙' }) === null));
    const bin = (await b.api.json(`${API}/recycle`)).body.data.records as { id: string }[];
    assert.equal(bin.some((r) => r.id === ids['回收丙']), false);
    assert.equal((await b.api.json(`${API}/${ids['回收丙']}/restore`, { method: 'PUT' })).body.msg, '回收站中没有该记录');
  });

  it('purges the selected records together', async () => {
    show();
    await screen.findByRole('cell', { name: '回收甲' });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择“回收甲”' }));
    fireEvent.click(screen.getByRole('button', { name: '彻底删除选中（1）' }));
    await confirmIt(/确定彻底删除选中的 1 条记录吗？/);
    await screen.findByText('回收站是空的');
  });
});
