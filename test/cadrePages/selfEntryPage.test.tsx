/**
 * 自主录入's review flow against the real server: an entry submitted from the list, reviewed against the
 * person on file with the same name and birth date, sent back with a reason the filler sees, corrected,
 * resubmitted, accepted and approved into the archive: every move a lifecycle transition.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { notifyChanged } from '../../src/crud/changes.ts';
import SelfEntryPage from '../../src/pages/cadre/selfEntry/SelfEntryPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { settled } from '../helpers/settled.ts';
import { API, cadreInput, createCadre, idCard } from '../cadre/helpers/cadreData.ts';

const NAME = '自录比对';

for (const engine of ENGINES) {
  describe(`self-entry page: review (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    let entryId = '';
    /** The demo's own entries waiting for review in Hangzhou (home's 待办 shows them): the queue holds them too. */
    let waiting = 0;
    before(async () => {
      b = await startBrowserSession('hz_admin', engine);
      await createCadre(b.api, { realName: NAME, idCard: idCard('330106', '1951-05-05'), jobLevel: '132' });
      const { body } = await b.api.json(`${API}/cadreSelfEntry`, { method: 'POST', json: cadreInput({ realName: NAME, idCard: idCard('330102', '1951-05-05'), jobLevel: '131' }) });
      assert.equal(body.data?.status, 'draft', JSON.stringify(body));
      entryId = body.data.id;
      waiting = (await b.api.json(`${API}/cadreSelfEntry?status=submitted&size=1`)).body.data.total;
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = () =>
      render(
        <>
          <SelfEntryPage params={{}} query={{}} />
          <ConfirmHost />
        </>,
      );
    const openTab = async (name: RegExp) => {
      const tab = await screen.findByRole('tab', { name });
      fireEvent.mouseDown(tab, { button: 0 });
      await waitFor(() => assert.equal(tab.getAttribute('aria-selected'), 'true'));
    };
    const rowsOf = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row').slice(1).filter((r) => within(r).queryAllByRole('cell').length > 1);
    /** This test's entry's rows of a table. */
    const ownRows = (table: string) => rowsOf(table).filter((r) => r.textContent?.includes(NAME));
    const confirmIt = async () => {
      const ask = await screen.findByRole('dialog', { name: '提示' });
      await act(async () => fireEvent.click(within(ask).getByRole('button', { name: '确定' })));
    };
    const stateOf = async () => (await b.api.json(`${API}/cadreSelfEntry/${entryId}`)).body.data as Record<string, any>;

    it('submits a draft from the list of all entries', async () => {
      show();
      await openTab(/^全部自主录入/);
      const list = await screen.findByRole('table', { name: '自主录入' });
      const row = await waitFor(() => {
        const found = within(list).getAllByRole('row').find((r) => r.textContent?.includes(NAME));
        assert.ok(found, 'the draft is listed');
        return found;
      });
      fireEvent.click(within(row).getByRole('button', { name: '提交' }));
      await confirmIt();
      await waitFor(async () => assert.equal((await stateOf()).status, 'submitted'));
      await settled();
    });

    it('reviews the entry against the person on file, then sends it back with a reason', async () => {
      show();
      await waitFor(() => assert.equal(rowsOf('待审核').length, waiting + 1));
      await screen.findByRole('tab', { name: `待审核（${waiting + 1}）` });
      fireEvent.click(screen.getByRole('button', { name: `审核“${NAME}”的自主录入` }));
      const dialog = await screen.findByRole('dialog', { name: `审核自主录入：${NAME}` });
      const note = await within(dialog).findByRole('note');
      assert.match(note.textContent ?? '', /档案中已有同名、出生日期相同的人员（西湖区教育局，共 1 人）/);
      const compared = within(dialog).getByRole('table', { name: '自主录入与档案比对' });
      const differing = within(compared).getAllByRole('rowheader').filter((h) => h.textContent?.includes('不一致')).map((h) => h.textContent?.replace('不一致', ''));
      assert.deepEqual(differing, ['身份证号', '职级']);
      const jobRow = within(compared).getAllByRole('row').find((r) => r.textContent?.startsWith('职级'))!;
      assert.deepEqual(within(jobRow).getAllByRole('cell').map((c) => c.textContent), ['县处级正职', '县处级副职']);

      fireEvent.click(within(dialog).getByRole('button', { name: '受理' }));
      await confirmIt();
      await within(dialog).findByText('待审核');
      fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));
      const ask = await screen.findByRole('dialog', { name: `退回“${NAME}”` });
      await act(async () => fireEvent.click(within(ask).getByRole('button', { name: '确定' })));
      assert.ok(within(ask).getByText('请填写原因'));
      fireEvent.change(within(ask).getByLabelText(/原因/), { target: { value: '职级与档案不一致，请核对任职文件' } });
      await act(async () => fireEvent.click(within(ask).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.ok(screen.queryByRole('dialog') === null, 'the review closes'));
      await settled();
      assert.deepEqual([(await stateOf()).status, (await stateOf()).statusReason], ['rejected', '职级与档案不一致，请核对任职文件']);
    });

    it('shows the filler the reason, and resubmits the corrected entry', async () => {
      show();
      await openTab(/^已退回/);
      await waitFor(() => assert.equal(ownRows('已退回').length, 1));
      const row = ownRows('已退回')[0]!;
      assert.ok(within(row).getByText('职级与档案不一致，请核对任职文件'));
      assert.equal(within(row).getByRole('link', { name: `修改“${NAME}”` }).getAttribute('href'), `/retiredVeteranCadres/selfEntry/Edit/${entryId}`);
      // What the entry's form does on save: the update, then the change notice.
      await settled();
      const entry = await stateOf();
      await b.api.json(`${API}/cadreSelfEntry/${entryId}`, { method: 'PUT', json: { version: entry.version, jobLevel: '132' } });
      act(() => notifyChanged('cadreSelfEntry'));
      await waitFor(() => assert.ok(screen.getByRole('table', { name: '已退回' }).getAttribute('aria-busy') === null, 'reloading'));
      fireEvent.click(within(ownRows('已退回')[0]!).getByRole('button', { name: `重新提交“${NAME}”` }));
      await confirmIt();
      await waitFor(async () => assert.equal((await stateOf()).status, 'submitted'));
      await within(screen.getByRole('table', { name: '已退回' })).findByText('暂无被退回的自主录入');
    });

    it('accepts and approves the entry: the person is then in the archive', async () => {
      show();
      await waitFor(() => assert.equal(rowsOf('待审核').length, waiting + 1));
      fireEvent.click(screen.getByRole('button', { name: `审核“${NAME}”的自主录入` }));
      const dialog = await screen.findByRole('dialog', { name: `审核自主录入：${NAME}` });
      const compared = await within(dialog).findByRole('table', { name: '自主录入与档案比对' });
      assert.deepEqual(within(compared).getAllByRole('rowheader').filter((h) => h.textContent?.includes('不一致')).map((h) => h.textContent?.replace('不一致', '')), ['身份证号']);
      fireEvent.click(within(dialog).getByRole('button', { name: '受理' }));
      await confirmIt();
      fireEvent.click(await within(dialog).findByRole('button', { name: '审核通过' }));
      await confirmIt();
      await waitFor(() => assert.ok(screen.queryByRole('dialog') === null, 'the review closes'));
      await settled();
      const archived = (await b.api.json(`${API}/cadre?realName=${encodeURIComponent(NAME)}`)).body.data.records as Record<string, any>[];
      assert.deepEqual(archived.map((r) => [r.status, r.dataSource]).sort(), [['normal', 'manual'], ['normal', 'self_entry']].sort());
      await waitFor(() => assert.equal(rowsOf('待审核').length, waiting, 'the entry leaves the queue; the demo’s stay'));
      assert.equal(ownRows('待审核').length, 0);
    });
  });
}
