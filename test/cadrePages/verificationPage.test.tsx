/**
 * 智能核验 against the real server: choosing checks and running them, the run records opening their own
 * findings, and handling findings through their lifecycle: confirm, ignore (a reason required), and a
 * correction made in the archive's edit page and then marked 已更正.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { notifyChanged } from '../../src/crud/changes.ts';
import VerificationPage from '../../src/pages/cadre/verification/VerificationPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { settled } from '../helpers/settled.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { API, createCadre } from '../cadre/helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`intelligent verification page (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    const people: Record<string, Record<string, any>> = {};
    before(async () => {
      b = await startBrowserSession('hz_admin', engine);
      people.low = await createCadre(b.api, { realName: '核验待遇偏低', jobLevel: '121', treatmentLevel: '7' });
      people.gaps = await createCadre(b.api, { realName: '核验信息不全', workStartDate: '', treatmentLevel: '' });
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = () =>
      render(
        <>
          <VerificationPage params={{}} query={{}} />
          <ConfirmHost />
        </>,
      );
    const findingRows = () => within(screen.getByRole('table', { name: '核验结果' })).getAllByRole('row').slice(1).filter((r) => within(r).queryAllByRole('cell').length > 1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');
    const rowOf = (text: string) => findingRows().find((r) => cells(r).some((c) => c.includes(text)))!;
    const findings = async (cadreId: string) => (await b.api.json(`${API}/intelligentVerificationRecord?cadreId=${cadreId}&size=50`)).body.data.records as Record<string, any>[];
    async function searchName(name: string) {
      // A message of its own: node's assert would otherwise parse this file to word one, on every retry.
      await waitFor(() => assert.ok(screen.queryByText('加载中…') === null, 'still loading'));
      const search = screen.getByRole('search');
      fireEvent.change(within(search).getByLabelText('干部姓名'), { target: { value: name } });
      fireEvent.submit(search);
      await waitFor(() => assert.ok(screen.queryByText('加载中…') === null, 'still loading'));
    }

    it('runs the chosen checks, says what each found, and lists the findings with the field named', async () => {
      show();
      const checks = await screen.findByRole('group', { name: '核验项目' });
      await within(checks).findByRole('checkbox', { name: '待遇与职级一致性' });
      fireEvent.click(within(checks).getByRole('button', { name: '全不选' }));
      assert.equal((screen.getByRole('button', { name: '运行核验' }) as HTMLButtonElement).disabled, true);
      fireEvent.click(within(checks).getByRole('checkbox', { name: '待遇与职级一致性' }));
      fireEvent.click(within(checks).getByRole('checkbox', { name: '关键信息缺失' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '运行核验' })));
      // One check after the other, the page naming the one under way.
      await screen.findByText('正在核验：关键信息缺失（第 2 项，共 2 项）');
      const result = await screen.findByRole('list', { name: '本次核验结果' });
      const lines = within(result).getAllByRole('listitem').map((li) => li.textContent ?? '');
      assert.equal(lines.length, 2);
      assert.match(lines[0]!, /^待遇与职级一致性：核验 \d+ 人，新发现 \d+ 个问题，自动关闭 0 个$/);
      assert.ok(b.toasts().some((m) => /^核验完成，新发现 \d+ 个问题$/.test(m)), b.toasts().join('|'));

      await searchName('核验');
      await waitFor(() => assert.equal(findingRows().length, 3));
      const low = cells(rowOf('核验待遇偏低'));
      assert.deepEqual(low.slice(0, 6), ['核验待遇偏低', '待遇与职级一致性', '待处理', '疑似异常', '现享受待遇', '现享受待遇低于职级对应待遇']);
      assert.ok(cells(rowOf('缺少参加工作时间'))[4] === '参加工作时间');
    });

    it('opens the findings of one run from the run records', async () => {
      show();
      fireEvent.mouseDown(await screen.findByRole('tab', { name: '核验记录' }), { button: 0 });
      const runs = await screen.findByRole('table', { name: '核验记录' });
      await waitFor(() => assert.equal(within(runs).getAllByRole('row').length, 3));
      const runRow = within(runs).getAllByRole('row').slice(1).find((r) => within(r).queryByText('待遇与职级一致性'))!;
      fireEvent.click(within(runRow).getByRole('button', { name: '查看结果' }));
      await waitFor(() => assert.equal(screen.getByRole('tab', { name: '核验结果' }).getAttribute('aria-selected'), 'true'));
      await waitFor(() => assert.deepEqual(findingRows().map((r) => cells(r)[0]), ['核验待遇偏低']));
    });

    it('confirms a finding, and ignores one only with a reason', async () => {
      show();
      await searchName('核验信息不全');
      await waitFor(() => assert.equal(findingRows().length, 2));
      fireEvent.click(within(rowOf('缺少参加工作时间')).getByRole('button', { name: '确认异常' }));
      const ask = await screen.findByRole('dialog', { name: '提示' });
      await act(async () => fireEvent.click(within(ask).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.equal(cells(rowOf('缺少参加工作时间'))[2], '已确认异常'));

      fireEvent.click(within(rowOf('缺少现享受待遇')).getByRole('button', { name: '忽略' }));
      const dialog = await screen.findByRole('dialog', { name: '忽略“核验信息不全”' });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
      assert.ok(within(dialog).getByText('请填写原因'));
      fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: '待遇待组织部门认定' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.equal(cells(rowOf('缺少现享受待遇'))[2], '已忽略'));
      const stored = await findings(people.gaps!.id);
      assert.deepEqual(stored.map((f) => [f.detail, f.handleStatus, f.statusReason]).sort(), [
        ['缺少参加工作时间', 'confirmed', null],
        ['缺少现享受待遇', 'ignored', '待遇待组织部门认定'],
      ]);
    });

    it('corrects a finding in the archive’s edit page, then marks it corrected once the edit is saved', async () => {
      show();
      await searchName('核验待遇偏低');
      await waitFor(() => assert.equal(findingRows().length, 1));
      fireEvent.click(within(findingRows()[0]!).getByRole('button', { name: '修改档案' }));
      assert.equal(b.location.get().path, `/retiredVeteranCadres/essentialInformation/Edit/${people.low!.id}`);
      assert.ok(screen.queryByRole('button', { name: '标记为已更正' }) === null, 'nothing to mark before the edit is saved');
      // What the archive's form does on save: the update, then the change notice.
      await settled();
      const current = (await b.api.json(`${API}/cadre/${people.low!.id}`)).body.data;
      await b.api.json(`${API}/cadre/${current.id}`, { method: 'PUT', json: { version: current.version, treatmentLevel: '3' } });
      act(() => notifyChanged('cadre'));
      const prompt = await screen.findByRole('status');
      assert.match(prompt.textContent ?? '', /“核验待遇偏低”的档案已修改（现享受待遇低于职级对应待遇）/);
      await act(async () => fireEvent.click(within(prompt).getByRole('button', { name: '标记为已更正' })));
      await waitFor(() => assert.equal(cells(findingRows()[0]!)[2], '已更正'));
      assert.ok(screen.queryByRole('button', { name: '标记为已更正' }) === null);
      assert.equal((await findings(people.low!.id))[0]!.handleStatus, 'corrected');
      assert.ok(within(findingRows()[0]!).getByRole('button', { name: '重新处理' }));
    });
  });
}
