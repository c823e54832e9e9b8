/**
 * 异常数据 for a Shaoxing user (spec section 6): the page is in their menu and 编办同步 is not; it lists the
 * people marked abnormal in their scope with the reason, resolved through the cadre's lifecycle, and the
 * pending sync failures of their units, ignored with a reason.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { CADRE_PAGES } from '../../src/pages/cadre/pages.ts';
import AbnormalDataPage from '../../src/pages/cadre/sync/AbnormalDataPage.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import { sessionStore } from '../../src/session/sessionStore.ts';
import { applyShaoxingRule } from '../../model/menu/shaoxingRule.ts';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { signIn } from '../helpers/session.ts';
import { API, createCadre, idCard } from '../cadre/helpers/cadreData.ts';

const ABNORMAL = '/retiredVeteranCadres/abnormalData';

for (const engine of ENGINES) {
  describe(`abnormal data page for Shaoxing (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    let personId = '';
    before(async () => {
      b = await startBrowserSession('sx_admin', engine);
      const person = await createCadre(b.api, { realName: '绍兴异常', idCard: idCard('330602', '1950-09-09'), manageOrgId: '330600-01' });
      const marked = await b.api.json(`${API}/cadre/${person.id}/markAbnormal`, { method: 'PUT', json: { version: person.version, reason: '待遇批准文号缺失' } });
      assert.equal(marked.body.data?.status, 'abnormal', JSON.stringify(marked.body));
      personId = person.id;
      // The province's feed: one bad row for a Shaoxing unit, one for a Hangzhou unit.
      const admin = await signIn(b.server, 'admin');
      const rows = [
        { idCard: idCard('330602', '1950-10-10'), realName: '绍兴同步错', unitCode: '330600-01', partyJoinDate: '1955-01' },
        { idCard: idCard('330106', '1950-10-11'), realName: '杭州同步错', unitCode: '330106-01', partyJoinDate: '1955-01' },
      ];
      const preview = await admin.json(`${API}/cadreSync/preview`, { method: 'POST', json: { format: 'json', rows } });
      assert.equal((await admin.json(`${API}/cadreSync/${preview.body.data.id}/apply`, { method: 'POST' })).body.data?.failed, 2);
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = () => render(<><AbnormalDataPage params={{}} query={{}} /><ConfirmHost /></>);
    const rowsOf = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row').slice(1).filter((r) => within(r).queryAllByRole('cell').length > 1);
    const rowWith = (table: string, text: string) => rowsOf(table).find((r) => r.textContent?.includes(text));

    it('is in a Shaoxing user’s menu, where 编办同步 is not, and shows this page', () => {
      const { menu, user } = sessionStore.getState();
      const paths = new Set(flatten(applyShaoxingRule(menu, user) as never).map((e) => (e as { path?: string }).path));
      assert.ok(paths.has(ABNORMAL) && paths.has(`${ABNORMAL}/Details/{id}`), 'abnormal data is granted');
      assert.ok(!paths.has('/retiredVeteranCadres/synchronous') && !paths.has('/retiredVeteranCadres/synchronous/{batchId}'), 'sync is hidden');
      assert.equal(pageFor(ABNORMAL, new Map()).Page, CADRE_PAGES[ABNORMAL]);
    });

    it('lists the people marked abnormal with the reason, and resolves one', async () => {
      show();
      await waitFor(() => assert.ok(rowWith('数据异常人员', '绍兴异常'), 'the person is listed'));
      const row = rowWith('数据异常人员', '绍兴异常')!;
      assert.ok(within(row).getByText('待遇批准文号缺失'));
      assert.equal(within(row).getByRole('link', { name: '绍兴异常' }).getAttribute('href'), `${ABNORMAL}/Details/${personId}`);
      assert.equal(within(row).getByRole('link', { name: '修改档案：绍兴异常' }).getAttribute('href'), `/retiredVeteranCadres/essentialInformation/Edit/${personId}`);
      fireEvent.click(within(row).getByRole('button', { name: '异常已处理' }));
      const ask = await screen.findByRole('dialog', { name: '提示' });
      await act(async () => fireEvent.click(within(ask).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.ok(rowWith('数据异常人员', '绍兴异常') === undefined, 'resolved people leave the list'));
      // Inside act: the page's other lists may still be answering while the record is read.
      const record = await act(() => b.api.json(`${API}/cadre/${personId}`));
      assert.equal(record.body.data.status, 'normal');
    });

    it('lists the pending sync failures of the user’s units only, and ignores one with a reason', async () => {
      show();
      fireEvent.mouseDown(screen.getByRole('tab', { name: /^待处理的同步异常/ }), { button: 0 });
      await waitFor(() => assert.ok(rowWith('待处理的同步异常', '绍兴同步错'), 'the Shaoxing failure is listed'));
      assert.ok(rowWith('待处理的同步异常', '杭州同步错') === undefined, 'another city’s failure is not');
      await screen.findByRole('tab', { name: /^待处理的同步异常（\d+）$/ });
      fireEvent.click(within(rowWith('待处理的同步异常', '绍兴同步错')!).getByRole('button', { name: '忽略' }));
      const dialog = await screen.findByRole('dialog', { name: '忽略“绍兴同步错”' });
      fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: '编办已撤回该人员' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.ok(rowWith('待处理的同步异常', '绍兴同步错') === undefined, 'ignored failures leave the pending list'));
    });
  });
}
