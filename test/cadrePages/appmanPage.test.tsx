/**
 * 回收站 (appman) against the real server: deleted cadres with what their archives hold, the archive read
 * only, restore with the whole archive, and purge after a confirmation.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AppmanPage from '../../src/pages/cadre/appman/AppmanPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { API, createCadre, createSub, idCard } from '../cadre/helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`the cadre recycle bin (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    const ids: Record<string, string> = {};
    before(async () => {
      b = await startBrowserSession('admin', engine);
      for (const [key, realName, birth] of [['restore', '回收恢复', '1950-01-11'], ['purge', '回收清除', '1950-01-12']] as const) {
        const cadre = await createCadre(b.api, { realName, idCard: idCard('330106', birth) });
        await createSub(b.api, 'cadreFamily', { cadreId: cadre.id, spouseName: `${realName}配偶` });
        await createSub(b.api, 'cadreResume', { cadreId: cadre.id, startDate: '1970-01', unitName: '西湖区', post: '干事' });
        await b.api.json(`${API}/cadre/${cadre.id}`, { method: 'DELETE' });
        ids[key] = cadre.id;
      }
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = () =>
      render(
        <>
          <AppmanPage params={{}} query={{}} />
          <ConfirmHost />
        </>,
      );
    const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

    it('lists deleted cadres with who deleted them and what their archives hold', async () => {
      show();
      await screen.findByRole('cell', { name: '回收恢复' });
      const cells = within(rowOf('回收恢复')).getAllByRole('cell').map((c) => c.textContent);
      assert.ok(cells.includes('系统管理员'));
      assert.ok(cells.includes('家庭信息 1、工作简历 1'));
      assert.ok(screen.getByText(/恢复干部时，其全部档案记录一同恢复/));
    });

    it('finds a deleted cadre by the start of the name', async () => {
      show();
      await screen.findByRole('cell', { name: '回收恢复' });
      const search = screen.getByRole('search');
      fireEvent.change(within(search).getByLabelText('姓名'), { target: { value: '回收清' } });
      fireEvent.submit(search);
      await waitFor(() => assert.equal(screen.queryByRole('cell', { name: '回收恢复' }) === null, true));
      assert.ok(screen.getByRole('cell', { name: '回收清除' }));
    });

    it('shows a deleted cadre’s archive read-only', async () => {
      show();
      await screen.findByRole('cell', { name: '回收恢复' });
      fireEvent.click(screen.getByRole('button', { name: '查看“回收恢复”的档案' }));
      const dialog = await screen.findByRole('dialog', { name: '回收恢复的档案（回收站）' });
      await within(dialog).findByRole('heading', { level: 1, name: '回收恢复' });
      assert.match(within(dialog).getByRole('note').textContent ?? '', /档案只读/);
      assert.ok(within(dialog).getByRole('tab', { name: '家庭信息（1）' }));
      assert.match(dialog.textContent ?? '', /回收恢复配偶/);
      assert.equal(within(dialog).queryAllByRole('link').length, 0, 'no way to edit or add from the bin');
      assert.equal(within(dialog).queryByRole('button', { name: '打印档案' }) === null, true);
      fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
      await waitFor(() => assert.equal(screen.queryByRole('dialog') === null, true));
    });

    it('restores a cadre with the whole archive', async () => {
      show();
      await screen.findByRole('cell', { name: '回收恢复' });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '恢复“回收恢复”' })));
      await waitFor(() => assert.equal(screen.queryByRole('cell', { name: '回收恢复' }) === null, true));
      assert.ok(b.toasts().includes('“回收恢复”及其档案已恢复'));
      const archive = (await b.api.json(`${API}/cadre/${ids.restore}/archive`)).body.data;
      assert.equal(archive.records.cadreFamily[0].spouseName, '回收恢复配偶');
    });

    it('purges a cadre for good only after a confirmation', async () => {
      show();
      await screen.findByRole('cell', { name: '回收清除' });
      fireEvent.click(screen.getByRole('button', { name: '彻底删除“回收清除”' }));
      const question = await screen.findByRole('dialog');
      assert.match(question.textContent ?? '', /彻底删除后无法恢复，确定彻底删除“回收清除”及其全部档案记录吗？/);
      await act(async () => fireEvent.click(within(question).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.equal(screen.queryByRole('cell', { name: '回收清除' }) === null, true));
      assert.ok(b.toasts().includes('“回收清除”已彻底删除'));
      assert.equal((await b.api.json(`${API}/cadre/${ids.purge}/restore`, { method: 'PUT' })).body.msg, '回收站中没有该记录');
    });
  });
}
