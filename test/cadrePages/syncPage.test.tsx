/**
 * 编办同步 and 同步异常 against the real server: a feed file uploaded and compared, the comparison's rows by
 * kind (new, changed field by field, unchanged, conflict, error with its reason), applying it, the failures
 * waiting in 同步异常 and one fixed by 修正后重试; a comparison refused with the server's 409 message when a
 * person changed since, then discarded.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { maskIdCard } from '../../model/idCard.ts';
import SyncBatchPage from '../../src/pages/cadre/sync/SyncBatchPage.tsx';
import SyncErrorPage from '../../src/pages/cadre/sync/SyncErrorPage.tsx';
import SyncPage from '../../src/pages/cadre/sync/SyncPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { settled } from '../helpers/settled.ts';
import { signIn } from '../helpers/session.ts';
import { API, createCadre, idCard } from '../cadre/helpers/cadreData.ts';

const SYNC = '/retiredVeteranCadres/synchronous';

for (const engine of ENGINES) {
  describe(`staffing-office sync pages (${engine})`, { timeout: 300_000 }, () => {
    let b: BrowserSession;
    let batchId = '';
    const ids: Record<string, string> = {};
    before(async () => {
      b = await startBrowserSession('hz_admin', engine);
      // The demo's own syncs and failures are cleared: the pages then show and count this test's only.
      for (const table of ['cadre_sync_error', 'cadre_sync_row', 'cadre_sync_batch']) await b.server.db.query(`DELETE FROM ${table}`);
      const admin = await signIn(b.server, 'admin');
      ids.kept = idCard('330106', '1950-06-11');
      ids.changed = idCard('330106', '1950-06-12');
      ids.ningbo = idCard('330203', '1950-06-13');
      ids.party = idCard('330106', '1950-06-14');
      ids.fresh = idCard('330106', '1951-06-15');
      await createCadre(b.api, { realName: '同步未变', idCard: ids.kept });
      await createCadre(b.api, { realName: '同步改变', idCard: ids.changed, jobLevel: '132' });
      await createCadre(b.api, { realName: '同步入党', idCard: ids.party });
      await createCadre(admin, { realName: '宁波的人', idCard: ids.ningbo, manageOrgId: '330203-01' });
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = (page: React.ReactNode) => render(<>{page}<ConfirmHost /></>);
    const rowsOf = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row').slice(1).filter((r) => within(r).queryAllByRole('cell').length > 1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');
    const confirmIt = async () => {
      const ask = await screen.findByRole('dialog', { name: '提示' });
      await act(async () => fireEvent.click(within(ask).getByRole('button', { name: '确定' })));
    };

    it('uploads a feed file, compares it without writing, and opens the comparison', async () => {
      show(<SyncPage params={{}} query={{}} />);
      const csv = [
        'idCard,realName,unitCode,retirementType,workStartDate,jobLevel,partyJoinDate',
        `${ids.fresh},同步新人,330106-01,2,1970-03,141,`,
        `${ids.changed},同步改变,330106-01,,,131,`,
        `${ids.kept},同步未变,330106-01,,,,`,
        `${ids.ningbo},宁波的人,330106-01,,,,`,
        `${idCard('330106', '1951-07-07')},未知单位,339999-99,,,,`,
        `${ids.party},同步入党,330106-01,,,,1955-01`,
        `,缺少号码,330106-01,,,,`,
      ].join('\n');
      const input = screen.getByLabelText('同步文件（.xlsx、.csv 或 .json）');
      fireEvent.change(input, { target: { files: [new File([csv], '编办数据.csv', { type: 'text/csv' })] } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并比对' })));
      await waitFor(() => assert.match(b.location.get().path, /^\/retiredVeteranCadres\/synchronous\/[0-9a-f]+$/));
      batchId = b.location.get().path.split('/').pop()!;
      await settled();
      assert.equal((await b.api.json(`${API}/cadre?realName=${encodeURIComponent('同步新人')}`)).body.data.total, 0, 'a comparison writes nothing');
      const batches = await screen.findByRole('table', { name: '比对记录' });
      await waitFor(() => assert.equal(within(batches).getAllByRole('row').length, 2));
      assert.deepEqual(cells(within(batches).getAllByRole('row')[1]!).slice(1, 10), ['编办数据.csv', '文件上传', '待应用', '7', '1', '1', '1', '1', '3']);
    });

    it('refuses a file that is not a feed, in words beside the file', async () => {
      show(<SyncPage params={{}} query={{}} />);
      fireEvent.change(screen.getByLabelText('同步文件（.xlsx、.csv 或 .json）'), { target: { files: [new File(['{"people": 1}'], 'feed.json')] } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并比对' })));
      assert.match(screen.getByRole('alert').textContent ?? '', /文件不是有效的 JSON/);
      fireEvent.change(screen.getByLabelText('同步文件（.xlsx、.csv 或 .json）'), { target: { files: [new File(['x'], 'feed.txt')] } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并比对' })));
      assert.equal(screen.getByRole('alert').textContent, '只能上传 .xlsx、.csv 或 .json 文件');
    });

    it('shows the rows by kind: the changed field with its value before and after, and why conflicts and errors cannot be applied', async () => {
      show(<SyncBatchPage params={{ batchId }} query={{}} />);
      const kinds = await screen.findByRole('group', { name: '按比对结果筛选' });
      assert.deepEqual(within(kinds).getAllByRole('button').map((x) => x.textContent), ['全部（7）', '新增（1）', '变更（1）', '无变化（1）', '冲突（1）', '错误（3）']);
      await waitFor(() => assert.equal(rowsOf('比对明细').length, 7));
      const byName = (name: string) => cells(rowsOf('比对明细').find((r) => cells(r)[2] === name)!);
      assert.equal(byName('同步新人')[1], '新增');
      // Values as people read them, once the dictionaries are in.
      await waitFor(() => assert.equal(byName('同步改变')[5], '职级：县处级副职 → 县处级正职'));
      assert.equal(byName('同步未变')[5], '与档案一致');
      assert.equal(byName('宁波的人')[5], '数据冲突：该身份证号已登记在您管理范围以外的单位，请与对方单位核实');
      assert.equal(byName('未知单位')[5], '单位不存在：单位“339999-99”不存在或不在您的管理范围内');
      assert.equal(byName('同步入党')[5], '校验失败：入党时间应在年满18周岁之后');
      fireEvent.click(within(kinds).getByRole('button', { name: '错误（3）' }));
      await waitFor(() => assert.deepEqual(rowsOf('比对明细').map((r) => cells(r)[1]), ['错误', '错误', '错误']));
      assert.equal(within(kinds).getByRole('button', { name: '错误（3）' }).getAttribute('aria-pressed'), 'true');
    });

    it('applies the comparison: new and changed people written, failures recorded, the person named by a failure abnormal', async () => {
      show(<SyncBatchPage params={{ batchId }} query={{}} />);
      fireEvent.click(await screen.findByRole('button', { name: '应用同步' }));
      const ask = await screen.findByRole('dialog', { name: '提示' });
      assert.match(ask.textContent ?? '', /应用后将新增 1 人、更新 1 人，4 条冲突或错误记入“同步异常”/);
      await act(async () => fireEvent.click(within(ask).getByRole('button', { name: '确定' })));
      const done = await screen.findByRole('status');
      assert.match(done.textContent ?? '', /同步已应用：写入 2 人，4 条记入同步异常/);
      assert.equal(within(done).getByRole('link', { name: '去处理同步异常' }).getAttribute('href'), '/retiredVeteranCadres/synchronouserror');
      assert.ok(screen.queryByRole('button', { name: '应用同步' }) === null, 'an applied comparison is not applied again');
      assert.ok(screen.getByText('已应用'));
      await settled();
      const created = (await b.api.json(`${API}/cadre?realName=${encodeURIComponent('同步新人')}`)).body.data.records;
      assert.deepEqual(created.map((r: { dataSource: string }) => r.dataSource), ['sync']);
      const party = (await b.api.json(`${API}/cadre?realName=${encodeURIComponent('同步入党')}`)).body.data.records[0];
      assert.deepEqual([party.status, party.statusReason], ['abnormal', '编办同步：入党时间应在年满18周岁之后']);
    });

    it('lists the failures in 同步异常 and fixes one by retrying it with a corrected value', async () => {
      show(<SyncErrorPage params={{}} query={{}} />);
      await waitFor(() => assert.equal(rowsOf('同步异常').length, 4));
      const row = () => rowsOf('同步异常').find((r) => cells(r).includes('同步入党'))!;
      fireEvent.click(within(row()).getByRole('button', { name: '修正后重试：同步入党' }));
      const dialog = await screen.findByRole('dialog', { name: '修正后重试：同步入党' });
      assert.equal((within(dialog).getByLabelText('入党时间') as HTMLInputElement).value, '1955-01');
      // Masked as received; not retyped, so the server keeps the one it has.
      assert.equal((within(dialog).getByLabelText(/身份证号/) as HTMLInputElement).value, maskIdCard(ids.party!));
      fireEvent.change(within(dialog).getByLabelText('入党时间'), { target: { value: '1956-01' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '修正后重试' })));
      assert.equal((await within(dialog).findByRole('alert')).textContent, '入党时间应在年满18周岁之后');
      fireEvent.change(within(dialog).getByLabelText('入党时间'), { target: { value: '1975-01' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '修正后重试' })));
      await waitFor(() => assert.ok(screen.queryByRole('dialog') === null, 'the dialog closes'));
      await waitFor(() => assert.equal(cells(row()).at(-2), '已修正'));
      assert.ok(b.toasts().includes('“同步入党”已修正并同步到档案'), b.toasts().join('|'));
      const party = (await b.api.json(`${API}/cadre?realName=${encodeURIComponent('同步入党')}`)).body.data.records[0];
      assert.equal(party.partyJoinDate, '1975-01');
      assert.ok(within(row()).queryByRole('button', { name: /后重试/ }) === null, 'a fixed row is not retried');
    });

    it('shows the server’s 409 when a person changed after the comparison, writing nothing, and discards the comparison', async () => {
      const person = (await b.api.json(`${API}/cadre?realName=${encodeURIComponent('同步未变')}`)).body.data.records[0];
      const { body } = await b.api.json(`${API}/cadreSync/preview`, {
        method: 'POST',
        json: { format: 'json', rows: [{ idCard: ids.kept, realName: '同步未变', unitCode: '330106-01', jobLevel: '121' }, { idCard: idCard('330106', '1952-08-08'), realName: '不应写入', unitCode: '330106-01' }] },
      });
      await b.api.json(`${API}/cadre/${person.id}`, { method: 'PUT', json: { version: person.version, phone: '13900000009' } });
      show(<SyncBatchPage params={{ batchId: body.data.id }} query={{}} />);
      fireEvent.click(await screen.findByRole('button', { name: '应用同步' }));
      await confirmIt();
      const refused = await screen.findByRole('alert');
      assert.equal(refused.textContent, '第1行对应的干部在比对后已被修改，请重新比对 未写入任何数据，请重新上传文件比对。');
      assert.equal((await b.api.json(`${API}/cadre?realName=${encodeURIComponent('不应写入')}`)).body.data.total, 0);
      fireEvent.click(screen.getByRole('button', { name: '放弃' }));
      await confirmIt();
      await screen.findByText('已放弃');
      assert.ok(screen.queryByRole('button', { name: '应用同步' }) === null, 'a discarded comparison cannot be applied');
    });

    it('is the page registered for the catalogue’s paths, the comparison included', async () => {
      const { CADRE_PAGES } = await import('../../src/pages/cadre/pages.ts');
      for (const path of [SYNC, `${SYNC}/{batchId}`, '/retiredVeteranCadres/synchronouserror', '/retiredVeteranCadres/synchronouserror/Details/{id}']) {
        assert.ok(CADRE_PAGES[path], path);
      }
    });
  });
}
