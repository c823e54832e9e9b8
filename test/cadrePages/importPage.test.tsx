/**
 * 模板导入 and its records against the real server: the official template downloaded, a file with one bad
 * row refused whole with the row and column named, a good file imported, then the import records and one
 * record with its problems.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ImportPage from '../../src/pages/cadre/cadreImport/ImportPage.tsx';
import ImportRecordPage from '../../src/pages/cadre/cadreImport/ImportRecordPage.tsx';
import ImportRecordsPage from '../../src/pages/cadre/cadreImport/ImportRecordsPage.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { API, idCard } from '../cadre/helpers/cadreData.ts';
import { sheet, templateRow } from '../cadre/helpers/templateFile.ts';
import { catchDownloads } from '../crud/helpers/importSheet.ts';

for (const engine of ENGINES) {
  describe(`the template import pages (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin', engine);
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const count = async (name: string) => (await b.api.json(`${API}/cadre?realName=${encodeURIComponent(name)}&size=1`)).body.data.total as number;
    async function upload(rows: Parameters<typeof sheet>[0], name: string) {
      const bytes = Buffer.from(await sheet(rows), 'base64');
      fireEvent.change(screen.getByLabelText('选择填好的模板文件（.xlsx）'), { target: { files: [new File([new Uint8Array(bytes)], name)] } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传导入' })));
    }

    it('downloads the official template under its name', async () => {
      const downloads = catchDownloads();
      try {
        render(<ImportPage params={{}} query={{}} />);
        await act(async () => fireEvent.click(screen.getByRole('button', { name: '下载模板' })));
        await waitFor(() => assert.equal(downloads.blobs.length, 1));
        assert.equal(downloads.links[0]!.download, '离退休干部职工信息收集模版.xlsx');
        assert.equal(Buffer.from(await downloads.blobs[0]!.arrayBuffer()).subarray(0, 2).toString(), 'PK');
      } finally {
        downloads.stop();
      }
    });

    it('imports nothing from a file with one bad row, naming its row and column', async () => {
      render(<ImportPage params={{}} query={{}} />);
      const bad = idCard('330106', '1955-05-05');
      await upload([templateRow(1, idCard('330106', '1954-04-04'), { 姓名: '页面导入好' }), templateRow(2, bad.slice(0, 17) + (bad[17] === '1' ? '2' : '1'), { 姓名: '页面导入坏' })], '有错误.xlsx');
      assert.equal((await screen.findByRole('alert')).textContent, '导入失败：共1行有错误，未导入任何数据');
      const problems = screen.getByRole('list', { name: '错误明细' });
      assert.deepEqual(within(problems).getAllByRole('listitem').map((li) => li.textContent), ['第3行“身份证号码”：身份证号校验位不正确']);
      assert.equal(await count('页面导入好'), 0, 'all rows or none');
    });

    it('imports a good file and says how many people came in', async () => {
      render(<ImportPage params={{}} query={{}} />);
      await upload([templateRow(1, idCard('330106', '1954-04-04'), { 姓名: '页面导入甲' }), templateRow(2, idCard('330106', '1953-03-03'), { 姓名: '页面导入乙' })], '正确.xlsx');
      assert.equal((await screen.findByRole('status')).textContent, '导入成功：共 2 行，已导入 2 人。查看信息维护');
      assert.equal(await count('页面导入甲'), 1);
      assert.equal(await count('页面导入乙'), 1);
      assert.equal(screen.getByRole('link', { name: '导入操作记录' }).getAttribute('href'), '/retiredVeteranCadres/import/record');
    });

    it('lists the import records, and shows one with its problems', async () => {
      render(<ImportRecordsPage params={{}} query={{}} />);
      const table = await screen.findByRole('table', { name: '导入操作记录' });
      await waitFor(() => assert.equal(within(table).getAllByRole('row').length, 3));
      const [latest, failed] = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
      assert.deepEqual(latest!.slice(0, 5), ['正确.xlsx', '导入成功', '2', '2', '0']);
      assert.deepEqual(failed!.slice(0, 5), ['有错误.xlsx', '导入失败', '2', '0', '1']);
      const link = screen.getByRole('link', { name: '查看“有错误.xlsx”详情' });
      const id = link.getAttribute('href')!.split('/').at(-1)!;
      await b.reset();
      render(<ImportRecordPage params={{ id }} query={{}} />);
      await screen.findByRole('heading', { name: '导入记录：有错误.xlsx' });
      assert.deepEqual(within(screen.getByRole('list', { name: '错误明细' })).getAllByRole('listitem').map((li) => li.textContent), ['第3行“身份证号码”：身份证号校验位不正确']);
    });

    it('says 该Id查询结果为空 for an import record that is not there', async () => {
      render(<ImportRecordPage params={{ id: 'no-such-batch' }} query={{}} />);
      await screen.findByText('该Id查询结果为空');
      assert.deepEqual(b.toasts(), []);
    });
  });
}
