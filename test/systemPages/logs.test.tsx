/**
 * 登录日志 (with the uploaded browser error logs) and 操作日志 against the real server: filters, an error in
 * full, an operation's before/after view; and the audit administrator reads them with no write button anywhere.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import LoginLogPage from '../../src/pages/system/logs/LoginLogPage.tsx';
import OperationLogPage from '../../src/pages/system/logs/OperationLogPage.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { passwordLogin } from '../helpers/session.ts';
import { chooseOption } from './helpers/ui.ts';

const API = '/lgbsmp/api/v1';
/** What no read-only page may offer. */
const WRITES = /^(新增|编辑|删除|批量删除|导入|导出|保存|恢复|彻底删除)/;

for (const engine of ENGINES) {
  describe(`日志 (${engine})`, { timeout: 180_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('admin', engine);
      assert.equal((await passwordLogin(b.server, 'hz_admin', 'Wrong#Password1')).status, 426);
      const uploaded = await b.api.json('/admin/log/logs', {
        method: 'POST',
        json: [{ url: '/guideWork/phoneBook', time: '2025-06-01 10:00:00', type: 'error', message: 'TypeError: x is undefined', stack: 'at ListPage (ListPage.tsx:12)', info: '页面加载' }],
      });
      assert.equal(uploaded.body.code, 0, JSON.stringify(uploaded.body));
      const role = (await b.api.json(`${API}/role`, { method: 'POST', json: { code: 'LOG_READER', name: '日志读者', dataScope: 'org' } })).body.data;
      assert.equal((await b.api.json(`${API}/role/${role.id}`, { method: 'PUT', json: { version: role.version, name: '日志阅读员' } })).body.code, 0);
    });
    after(() => b.close());
    afterEach(() => b.reset());

    // Plain DOM lookups; assertions inside waitFor carry a message (node's assert parses the file for one otherwise).
    const rows = (table: string) => [...document.querySelectorAll<HTMLElement>(`table[aria-label="${table}"] tbody tr`)];
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
    const column = (table: string, header: string) => {
      const headers = [...document.querySelectorAll(`table[aria-label="${table}"] thead th`)].map((th) => th.textContent?.replace(/[▲▼⇅]/g, ''));
      const at = headers.indexOf(header);
      return rows(table).map((r) => cells(r)[at] ?? '');
    };

    it('filters the sign-in log by result and says why an attempt failed', async () => {
      render(<LoginLogPage params={{}} query={{}} />);
      await waitFor(() => assert.ok(column('登录日志', '结果').includes('成功'), 'sign-ins are listed'));
      const search = screen.getAllByRole('search')[0]!;
      fireEvent.click(within(search).getByRole('button', { name: '展开' }));
      await chooseOption(within(search).getByLabelText('结果'), '失败');
      fireEvent.click(within(search).getByRole('button', { name: '查询' }));
      await waitFor(() => assert.deepEqual([...new Set(column('登录日志', '结果'))], ['失败']));
      const failed = rows('登录日志').find((r) => cells(r).includes('hz_admin'));
      assert.ok(failed, 'the failed attempt is there');
      assert.ok(cells(failed).includes('密码错误'));
      assert.ok(cells(failed).includes('密码'), 'by password');
    });

    it('shows the browser error logs users uploaded, each in full', async () => {
      render(<LoginLogPage params={{}} query={{}} />);
      fireEvent.mouseDown(screen.getByRole('tab', { name: '前端错误日志' }));
      await waitFor(() => assert.ok(column('前端错误日志', '信息').includes('TypeError: x is undefined'), 'the upload is listed'));
      assert.equal(screen.getByRole('tab', { name: '前端错误日志' }).getAttribute('aria-selected'), 'true');
      fireEvent.click(screen.getByRole('button', { name: '查看错误“TypeError: x is undefined”' }));
      const dialog = await screen.findByRole('dialog', { name: '前端错误详情' });
      assert.match(dialog.textContent ?? '', /at ListPage \(ListPage\.tsx:12\)/);
      assert.match(dialog.textContent ?? '', /页面加载/);
      assert.match(dialog.textContent ?? '', /系统管理员/, 'who uploaded it');
    });

    it('filters the operation log by kind of record and shows a change before and after', async () => {
      render(<OperationLogPage params={{}} query={{}} />);
      await waitFor(() => assert.ok(rows('操作日志').length > 0, 'entries are listed'));
      const search = screen.getByRole('search');
      fireEvent.click(within(search).getByRole('button', { name: '展开' }));
      await chooseOption(within(search).getByLabelText('数据类型'), '角色');
      await chooseOption(within(search).getByLabelText('操作'), '修改');
      fireEvent.click(within(search).getByRole('button', { name: '查询' }));
      await waitFor(() => assert.deepEqual(column('操作日志', '记录名称'), ['日志读者']));
      assert.deepEqual(column('操作日志', '数据类型'), ['角色']);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '查看“日志读者”的修改记录' })));
      const dialog = await screen.findByRole('dialog', { name: '操作详情' });
      const table = await within(dialog).findByRole('table', { name: '修改前后对比' });
      const change = within(table).getByRole('row', { name: /角色名称/ });
      assert.deepEqual(within(change).getAllByRole('cell').map((c) => c.textContent), ['日志读者', '日志阅读员']);
      assert.match(dialog.textContent ?? '', /系统管理员（admin）/);
    });

    it('lets the audit administrator read every log with no button that writes', async () => {
      await b.signInAs('audit_admin');
      const buttons = () => [...document.querySelectorAll('button, a')].map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '');
      const signIns = render(<LoginLogPage params={{}} query={{}} />);
      await waitFor(() => assert.ok(rows('登录日志').some((r) => cells(r).includes('hz_admin')), 'the province’s sign-ins are there'));
      assert.deepEqual(buttons().filter((name) => WRITES.test(name)), []);
      signIns.unmount();
      render(<OperationLogPage params={{}} query={{}} />);
      await waitFor(() => assert.ok(column('操作日志', '记录名称').includes('日志读者'), 'the administrator’s changes are there'));
      assert.deepEqual(buttons().filter((name) => WRITES.test(name)), []);
      const write = await b.api.json(`${API}/role`, { method: 'POST', json: { code: 'AUDIT_TRY', name: '审计试写', dataScope: 'org' } });
      assert.equal(write.status, 403, 'and the server refuses writes anyway');
    });
  });
}
