import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { createXlsxWriter } from '../../server/xlsx/index.ts';
import { expectXlsxError, partText, readAll, readValues, writeXlsx } from './helpers/xlsxFiles.ts';

const CITIES = ['杭州市', '宁波市', '温州市', '嘉兴市', '湖州市', '绍兴市', '金华市', '衢州市', '舟山市', '台州市', '丽水市'];

async function templateFile(): Promise<Buffer> {
  return writeXlsx(async (writer) => {
    const sheet = await writer.addSheet('导入模板', {
      columns: [
        { header: '姓名' },
        { header: '性别', options: ['男', '女'] },
        { header: '身份证号', text: true, width: 22 },
        // 11 cities of 3 characters plus the commas stay under 255 characters: inline.
        { header: '所在城市', options: CITIES },
        // Long lists and items with commas cannot be inline.
        { header: '单位', options: Array.from({ length: 40 }, (_, i) => `浙江省某某厅局直属单位第${i + 1}号`) },
        { header: '类别', options: ['甲,乙', '丙'] },
        { header: '错误信息' },
      ],
    });
    await sheet.addRow(['张三', '男', '330102195001011234', '杭州市', '浙江省某某厅局直属单位第1号', '丙', null]);
  });
}

describe('xlsx writer', () => {
  it('puts a drop-down list on the data rows of a column', async () => {
    const xml = await partText(await templateFile(), 'xl/worksheets/sheet1.xml');
    assert.match(xml, /<dataValidation type="list"[^>]* sqref="B2:B1048576"><formula1>&quot;男,女&quot;<\/formula1>/);
    assert.match(xml, new RegExp(`sqref="D2:D1048576"><formula1>&quot;${CITIES.join(',')}&quot;</formula1>`));
    assert.match(xml, /<dataValidations count="4">/);
  });

  it('moves a long list, or one with commas in its items, to a hidden sheet behind a defined name', async () => {
    const file = await templateFile();
    const sheetXml = await partText(file, 'xl/worksheets/sheet1.xml');
    assert.match(sheetXml, /sqref="E2:E1048576"><formula1>dropdown_1<\/formula1>/);
    assert.match(sheetXml, /sqref="F2:F1048576"><formula1>dropdown_2<\/formula1>/);
    const workbook = await partText(file, 'xl/workbook.xml');
    assert.match(workbook, /<sheet name="下拉选项" sheetId="2" state="hidden" r:id="rId2"\/>/);
    assert.match(workbook, /<definedName name="dropdown_1">'下拉选项'!\$A\$1:\$A\$40<\/definedName>/);
    assert.match(workbook, /<definedName name="dropdown_2">'下拉选项'!\$B\$1:\$B\$2<\/definedName>/);
    const lists = await readValues(file, { sheet: '下拉选项' });
    assert.deepEqual(lists[0], ['浙江省某某厅局直属单位第1号', '甲,乙']);
    assert.deepEqual(lists[1], ['浙江省某某厅局直属单位第2号', '丙']);
    assert.equal(lists.length, 40);
    assert.equal((await readValues(file))[0]![0], '姓名', 'the hidden sheet is not the one read by default');
  });

  it('makes the header row bold and frozen, sizes the columns and formats text columns as text', async () => {
    const xml = await partText(await templateFile(), 'xl/worksheets/sheet1.xml');
    assert.match(xml, /<row r="1"><c r="A1" s="1" t="inlineStr"><is><t>姓名<\/t>/);
    assert.match(xml, /<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/>/);
    assert.match(xml, /<col min="1" max="1" width="10" customWidth="1"\/>/, 'short headers get the minimum width');
    assert.match(xml, /<col min="3" max="3" width="22" customWidth="1" style="4"\/>/, 'a text column has the "@" style');
    assert.match(xml, /<c r="C2" s="4" t="inlineStr"><is><t>330102195001011234<\/t>/);
    const styles = await partText(await templateFile(), 'xl/styles.xml');
    assert.match(styles, /<font><b\/>/);
  });

  it('leaves the header unfrozen when asked, and writes no header row without headers', async () => {
    const file = await writeXlsx(async (writer) => {
      await writer.addSheet('A', { columns: [{ header: '姓名' }], freezeHeader: false });
      await (await writer.addSheet('B', { columns: [{ width: 30 }] })).addRow(['data']);
    });
    assert.doesNotMatch(await partText(file, 'xl/worksheets/sheet1.xml'), /<pane/);
    const second = await partText(file, 'xl/worksheets/sheet2.xml');
    assert.doesNotMatch(second, /<pane/);
    assert.match(second, /<col min="1" max="1" width="30" customWidth="1"\/><\/cols><sheetData><row r="1"><c r="A1" t="inlineStr">/);
  });

  it('gets every part an Office package needs into the zip', async () => {
    const file = await templateFile();
    const types = await partText(file, '[Content_Types].xml');
    for (const part of ['/xl/workbook.xml', '/xl/styles.xml', '/xl/worksheets/sheet1.xml', '/xl/worksheets/sheet2.xml']) {
      assert.ok(types.includes(`PartName="${part}"`), part);
    }
    assert.match(await partText(file, '_rels/.rels'), /Target="xl\/workbook.xml"/);
    assert.match(await partText(file, 'xl/_rels/workbook.xml.rels'), /Id="rId3"[^>]*Target="styles.xml"/);
  });

  it('gives an empty workbook one empty sheet, so that it still opens', async () => {
    const file = await writeXlsx(async () => undefined);
    assert.match(await partText(file, 'xl/workbook.xml'), /<sheet name="Sheet1" sheetId="1" r:id="rId1"\/>/);
    assert.deepEqual((await readAll(file)).rows, []);
  });

  it('refuses sheet names that Excel would refuse', async () => {
    const writer = createXlsxWriter(new Writable({ write: (_c, _e, cb) => cb() }));
    for (const name of ['', 'a'.repeat(32), 'a/b', 'x[1]', "'quoted'", 'History', '下拉选项']) {
      const error = await expectXlsxError(() => writer.addSheet(name), 'INVALID_SHEET_NAME');
      assert.equal(error.userMessage, `工作表名称“${name}”无效`);
    }
    await writer.addSheet('名册');
    await expectXlsxError(() => writer.addSheet('名册'), 'INVALID_SHEET_NAME');
  });

  it("refuses rows wider than Excel's 16 384 columns", async () => {
    const writer = createXlsxWriter(new Writable({ write: (_c, _e, cb) => cb() }));
    const sheet = await writer.addSheet('A');
    await expectXlsxError(() => sheet.addRow(new Array(16_385).fill(1)), 'SHEET_TOO_WIDE');
    await sheet.addRow(new Array(16_384).fill(1));
    await writer.finish();
  });

  it("refuses a row past Excel's 1 048 576 rows", async () => {
    const writer = createXlsxWriter(new Writable({ write: (_c, _e, cb) => cb() }));
    const sheet = await writer.addSheet('A', { columns: [{ header: '序号' }] });
    // Empty rows cost no XML but still take their row number.
    while (sheet.rowCount < 1_048_575) await sheet.addRow([]);
    await sheet.addRow([1_048_576]);
    const error = await expectXlsxError(() => sheet.addRow([1]), 'SHEET_FULL');
    assert.equal(error.userMessage, '导出数据超过 Excel 单个工作表 1048576 行的上限，请缩小导出范围');
    await writer.finish();
  });

  it('refuses rows and sheets once finished', async () => {
    const writer = createXlsxWriter(new Writable({ write: (_c, _e, cb) => cb() }));
    const sheet = await writer.addSheet('A');
    await writer.finish();
    await expectXlsxError(() => sheet.addRow(['late']), 'WRITER_STATE');
    await expectXlsxError(() => writer.addSheet('B'), 'WRITER_STATE');
    await expectXlsxError(() => writer.finish(), 'WRITER_STATE');
  });

  it('closes the previous sheet when the next one starts', async () => {
    const writer = createXlsxWriter(new Writable({ write: (_c, _e, cb) => cb() }));
    const first = await writer.addSheet('A');
    await writer.addSheet('B');
    await expectXlsxError(() => first.addRow(['late']), 'WRITER_STATE');
    await writer.abort();
  });

  it('waits for a slow output instead of piling the file up in memory', async () => {
    let release: () => void = () => undefined;
    let blocked = true;
    let received = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (blocked) release = callback;
        else callback();
      },
    });
    const writer = createXlsxWriter(slow, { compressionLevel: 0 });
    const sheet = await writer.addSheet('A');
    let pending: Promise<void> | null = null;
    for (let i = 0; i < 100_000 && !pending; i++) {
      const added = sheet.addRow([i, `不可压缩的文本 ${Math.random()}`]);
      const settled = await Promise.race([added.then(() => true), new Promise((r) => setTimeout(r, 20, false))]);
      if (!settled) pending = added;
    }
    assert.ok(pending, 'addRow waited for the blocked output');
    assert.ok(received < 1024 * 1024, `only what fits the buffers reached the output (${received} bytes)`);
    blocked = false;
    release();
    await pending;
    await writer.finish();
  });

  it('reports an output that closed under it as a typed error, not a crash', async () => {
    const out = new Writable({ write: (_c, _e, cb) => cb() });
    const writer = createXlsxWriter(out);
    const sheet = await writer.addSheet('A');
    out.destroy();
    const error = await expectXlsxError(async () => {
      for (let i = 0; i < 50_000; i++) await sheet.addRow([i, `第${i}行`]);
    }, 'OUTPUT_FAILED');
    assert.equal(error.userMessage, '导出中断（连接已断开或文件无法写入），请重新导出');
  });

  it('deletes the partial file when aborted', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'xlsx-abort-'));
    try {
      const file = path.join(dir, 'partial.xlsx');
      const writer = createXlsxWriter(file);
      const sheet = await writer.addSheet('A');
      for (let i = 0; i < 1000; i++) await sheet.addRow([i]);
      await writer.abort(new Error('database went away'));
      assert.equal(existsSync(file), false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
