/**
 * 下载记录 and 导入导出记录 against the real server: an export of the cadre list listed with its state and
 * downloaded again through a single-use link; the basic information's imports and exports in two tabs.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import BaseInfoRecordPage from '../../src/pages/cadre/baseInfo/BaseInfoRecordPage.tsx';
import DownloadsPage from '../../src/pages/cadre/downloads/DownloadsPage.tsx';
import { uploadImport } from '../../src/http/api/imports.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { API } from '../cadre/helpers/cadreData.ts';
import { catchDownloads, importSheet } from '../crud/helpers/importSheet.ts';
import { jobsDone } from '../engineFiles/helpers/filesServer.ts';

for (const engine of ENGINES) {
  describe(`downloads and import/export records (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin', engine);
      // The page lists this suite's exports: the demo's past ones (hz_admin oversees unit_user's too) go first.
      await b.server.db.query('DELETE FROM download_record');
      const started = await b.api.json(`${API}/cadre/export?orgArea=330100`);
      assert.equal(started.status, 200, JSON.stringify(started.body));
      await jobsDone(b.server);
      await b.api.json(`${API}/stafftelphone/export`);
      await jobsDone(b.server);
      const sheet = await importSheet(b.api, 'cadre', [['只有姓名']]);
      // Uploaded as the list's 导入 does: the app's own request layer, from the browser window.
      const preview = await uploadImport('cadre', new File([new Uint8Array(sheet)], '干部导入.xlsx'));
      assert.equal(preview.invalid, 1);
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const rows = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent ?? ''));

    it('lists the user’s exports and downloads one again through a single-use link', async () => {
      const downloads = catchDownloads();
      try {
        render(<DownloadsPage params={{}} query={{}} />);
        await screen.findByRole('table', { name: '下载记录' });
        await waitFor(() => assert.equal(rows().length, 2));
        const cadre = rows().find((r) => r[1] === '离退休干部')!;
        assert.equal(cadre[2], '可下载');
        assert.match(cadre[0]!, /\.xlsx$/);
        await act(async () => fireEvent.click(screen.getByRole('button', { name: `下载“${cadre[0]}”` })));
        await waitFor(() => assert.equal(downloads.links.length, 1));
        const file = await b.server.fetch(downloads.links[0]!.href);
        assert.equal(file.status, 200);
        assert.equal(Buffer.from(await file.arrayBuffer()).subarray(0, 2).toString(), 'PK');
      } finally {
        downloads.stop();
      }
    });

    it('shows the basic information’s imports and exports only, in two tabs', async () => {
      render(<BaseInfoRecordPage params={{}} query={{}} />);
      const imports = await screen.findByRole('table', { name: '导入记录' });
      await waitFor(() => assert.equal(within(imports).getAllByRole('row').length, 2));
      const imported = within(within(imports).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
      assert.deepEqual(imported.slice(0, 5), ['干部导入.xlsx', '已校验', '1', '0', '1']);
      assert.ok(within(imports).getByRole('button', { name: '下载“干部导入.xlsx”的错误数据' }));
      fireEvent.mouseDown(screen.getByRole('tab', { name: '导出记录' }));
      const exports = screen.getByRole('table', { name: '下载记录' });
      await waitFor(() => assert.equal(within(exports).getAllByRole('row').length, 2, 'the phone book’s export is not the basic information’s'));
      assert.equal(within(within(exports).getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent, '离退休干部');
    });
  });
}
