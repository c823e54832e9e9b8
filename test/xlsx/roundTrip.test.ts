import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createXlsxWriter } from '../../server/xlsx/index.ts';
import { partText, readAll, readValues, writeRows, writeXlsx } from './helpers/xlsxFiles.ts';

describe('xlsx round trip (write, then read)', () => {
  it('reads back every value type it wrote, Chinese text included', async () => {
    const file = await writeRows([
      ['姓名', '年龄', '在职', '工资', '备注'],
      ['张三', 88, true, 5230.75, '浙江省杭州市西湖区'],
      ['李四', -1, false, 0, '𠀀 supplementary-plane character'],
    ]);
    assert.deepEqual(await readValues(file), [
      ['姓名', '年龄', '在职', '工资', '备注'],
      ['张三', 88, true, 5230.75, '浙江省杭州市西湖区'],
      ['李四', -1, false, 0, '𠀀 supplementary-plane character'],
    ]);
  });

  it('keeps leading zeros and long digit strings as text', async () => {
    const file = await writeRows([['0571', '330102195001011234', '00000', '1.50']]);
    assert.deepEqual(await readValues(file), [['0571', '330102195001011234', '00000', '1.50']]);
  });

  it('writes text that starts like a formula as quoted text and reads it back unchanged', async () => {
    const risky = ['=1+2', '+86 571', '-5', '@SUM(A1:A9)', '\t=cmd', '\r=cmd', '=HYPERLINK("http://x","点我")'];
    const file = await writeRows([risky]);
    assert.deepEqual(await readValues(file), [risky]);
    const xml = await partText(file, 'xl/worksheets/sheet1.xml');
    assert.doesNotMatch(xml, /<f[ >]/, 'no formula element is ever written');
    assert.equal(xml.match(/s="5" t="inlineStr"/g)?.length, risky.length, 'each risky cell has the quote-prefix style');
  });

  it('removes characters XML does not allow and keeps tabs, line breaks and carriage returns', async () => {
    const file = await writeRows([['a\u0000b\u0007c\u001fd\uffff', 'line 1\nline 2\r\nline 3\rend', '\ttabbed\t', 'lone \ud800 surrogate']]);
    assert.deepEqual(await readValues(file), [['abcd', 'line 1\nline 2\r\nline 3\rend', '\ttabbed\t', 'lone  surrogate']]);
  });

  it("keeps text that looks like Excel's _xHHHH_ escape as typed", async () => {
    const file = await writeRows([['_x0041_', 'a_x000D_b', '_x005F_', '_x12']]);
    assert.deepEqual(await readValues(file), [['_x0041_', 'a_x000D_b', '_x005F_', '_x12']]);
  });

  it('keeps leading and trailing spaces and XML markup characters', async () => {
    const file = await writeRows([['  两头有空格  ', '<b>&amp;"\'</b>', ' ']]);
    assert.deepEqual(await readValues(file), [['  两头有空格  ', '<b>&amp;"\'</b>', ' ']]);
  });

  it('writes null, undefined, empty text and non-finite numbers as empty cells, keeping later columns in place', async () => {
    const file = await writeRows([[null, 'B', undefined, '', Number.NaN, Infinity, 'G', null]]);
    assert.deepEqual(await readValues(file), [[null, 'B', null, null, null, null, 'G']]);
  });

  it('skips empty rows but keeps the row numbers of the others', async () => {
    const file = await writeRows([['first'], [], [null, null], ['fourth']]);
    const { rows } = await readAll(file);
    assert.deepEqual(rows.map((r) => [r.number, r.values]), [[1, ['first']], [4, ['fourth']]]);
  });

  it("cuts text past Excel's 32 767 characters per cell without splitting a character", async () => {
    const long = '长'.repeat(20_000);
    const tooLong = 'a'.repeat(32_766) + '😀' + 'tail';
    const file = await writeRows([[long, tooLong]]);
    const [[first, second]] = (await readValues(file)) as [[string, string]];
    assert.equal(first, long);
    assert.equal(second, 'a'.repeat(32_766), 'the emoji would straddle the limit, so it goes too');
  });

  it('writes dates as real dates in China time and reads them back as ISO text', async () => {
    const file = await writeRows([
      [
        new Date('1950-01-01T00:00:00+08:00'),
        new Date('2024-05-01T08:30:15+08:00'),
        new Date('2024-02-29T23:59:59.600+08:00'),
        new Date('1899-06-01T00:00:00+08:00'),
        new Date(Number.NaN),
      ],
    ]);
    assert.deepEqual(await readValues(file), [['1950-01-01', '2024-05-01T08:30:15', '2024-03-01', '1899-06-01']]);
    const xml = await partText(file, 'xl/worksheets/sheet1.xml');
    assert.match(xml, /<c r="A1" s="2"><v>18264<\/v><\/c>/, 'a whole day has the yyyy-mm-dd style');
    assert.match(xml, /<c r="B1" s="3"><v>45413\.354340279<\/v>/, 'a time of day has the date-time style');
    assert.match(xml, /<c r="D1" t="inlineStr"><is><t>1899-06-01<\/t>/, 'before 1900-03-01 a date is text');
  });

  it('shows dates in another wall clock when told its UTC offset', async () => {
    const file = await writeRows([[new Date('2024-05-01T00:00:00Z')]], { utcOffsetMinutes: 0 });
    assert.deepEqual(await readValues(file), [['2024-05-01']]);
  });

  it('round-trips 12 000 rows with their row numbers', async () => {
    const file = await writeXlsx(async (writer) => {
      const sheet = await writer.addSheet('数据', { columns: [{ header: '序号' }, { header: '姓名' }, { header: '编码', text: true }] });
      for (let i = 1; i <= 12_000; i++) await sheet.addRow([i, `姓名${i}`, String(i).padStart(6, '0')]);
      assert.equal(sheet.rowCount, 12_001);
    });
    const { rows } = await readAll(file);
    assert.equal(rows.length, 12_001);
    assert.deepEqual(rows[0]!.values, ['序号', '姓名', '编码']);
    rows.slice(1).forEach((row, i) => {
      assert.equal(row.number, i + 2);
      assert.deepEqual(row.values, [i + 1, `姓名${i + 1}`, String(i + 1).padStart(6, '0')]);
    });
  });

  it('writes several sheets and reads the first or the one asked for by name', async () => {
    const file = await writeXlsx(async (writer) => {
      await (await writer.addSheet('第一页')).addRow(['one']);
      await (await writer.addSheet('Second')).addRow(['two']);
    });
    assert.deepEqual(await readValues(file), [['one']]);
    assert.deepEqual(await readValues(file, { sheet: 'second' }), [['two']]);
  });

  describe('on disk', () => {
    let dir = '';
    after(() => rm(dir, { recursive: true, force: true }));

    it('writes to a file path and reads from it', async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'xlsx-test-'));
      const file = path.join(dir, 'out.xlsx');
      const writer = createXlsxWriter(file);
      const sheet = await writer.addSheet('名册');
      await sheet.addRow(['浙江', 1]);
      await writer.finish();
      assert.deepEqual(await readValues(file), [['浙江', 1]]);
    });
  });
});
