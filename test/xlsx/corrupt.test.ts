import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XlsxError } from '../../server/xlsx/index.ts';
import { expectXlsxError, readAll, storedZipOf, workbookParts, writeRows, zipOf } from './helpers/xlsxFiles.ts';

const NOT_XLSX = '文件不是有效的 Excel（.xlsx）文件，请使用系统提供的导入模板，在 Excel 或 WPS 中保存为 .xlsx 后再导入';

/** The offset of the central directory entry of `name` in a zip. */
function centralEntryOf(zip: Buffer, name: string): number {
  const at = zip.lastIndexOf(Buffer.from(name));
  assert.equal(zip.readUInt32LE(at - 46), 0x02014b50);
  return at - 46;
}

describe('xlsx reader on bad input', () => {
  it('refuses a file that is not a zip, with a clear Chinese message', async () => {
    for (const bytes of [Buffer.from('姓名,性别\n张三,男\n'), Buffer.alloc(0), Buffer.from('PK')]) {
      const error = await expectXlsxError(() => readAll(bytes), 'NOT_XLSX');
      assert.equal(error.userMessage, NOT_XLSX);
    }
  });

  it('recognises an old .xls or a password-protected workbook and says what to do', async () => {
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    const error = await expectXlsxError(() => readAll(ole), 'LEGACY_FORMAT');
    assert.match(error.userMessage, /旧版 Excel（\.xls）.*另存为 \.xlsx/);
  });

  it('refuses a zip that holds no workbook (a Word file, say)', async () => {
    const docx = await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    assert.equal((await expectXlsxError(() => readAll(docx), 'NOT_XLSX')).userMessage, NOT_XLSX);
    const noSheets = workbookParts('');
    delete noSheets['xl/worksheets/sheet1.xml'];
    await expectXlsxError(async () => readAll(await zipOf(noSheets)), 'NOT_XLSX');
  });

  it('refuses a truncated upload', async () => {
    const file = await writeRows(Array.from({ length: 500 }, (_, i) => [i, `第${i}行`]));
    for (const length of [file.length - 10, Math.floor(file.length / 2), 100]) {
      const error = await expectXlsxError(() => readAll(file.subarray(0, length)), 'TRUNCATED');
      assert.equal(error.userMessage, '文件不完整（可能上传中断或文件已损坏），请重新上传');
    }
  });

  it('refuses damaged compressed data through its CRC', async () => {
    const file = Buffer.from(await writeRows(Array.from({ length: 500 }, (_, i) => [i, `第${i}行`])));
    file.writeUInt8(file.readUInt8(200) ^ 0x55, 200);
    await expectXlsxError(() => readAll(file), 'CORRUPT');
  });

  it('refuses a zip bomb declared larger than the limit before inflating it', async () => {
    const bomb = await zipOf(workbookParts(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'0'.repeat(5_000_000)}</t></is></c></row>`));
    assert.ok(bomb.length < 50_000, 'five megabytes compress to a few kilobytes');
    const error = await expectXlsxError(() => readAll(bomb, { maxUncompressedBytes: 1024 * 1024 }), 'TOO_LARGE');
    assert.equal(error.userMessage, '文件内容超过 1 MB 的上限，请删除多余内容或拆分成多个文件分批导入');
  });

  it('stops inflating a zip bomb that lies about its size', async () => {
    const bomb = Buffer.from(await zipOf(workbookParts(`<row r="1"><c r="A1"><v>${'9'.repeat(20_000_000)}</v></c></row>`)));
    const central = centralEntryOf(bomb, 'xl/worksheets/sheet1.xml');
    bomb.writeUInt32LE(100, central + 24); // declared uncompressed size: 100 bytes
    await expectXlsxError(() => readAll(bomb), 'CORRUPT');
    bomb.writeUInt32LE(0xfffffff0, central + 24); // or 4 GiB, under a budget that would still allow it
    await expectXlsxError(() => readAll(bomb, { maxUncompressedBytes: 5 * 1024 * 1024 }), 'TOO_LARGE');
  });

  it('refuses more rows than the limit', async () => {
    const file = await writeRows(Array.from({ length: 50 }, (_, i) => [i]));
    const error = await expectXlsxError(() => readAll(file, { maxRows: 10 }), 'TOO_MANY_ROWS');
    assert.equal(error.userMessage, '表格超过 10 行的上限，请拆分成多个文件分批导入');
    assert.equal((await readAll(file, { maxRows: 50 })).rows.length, 50);
  });

  it('refuses values past the column limit, but not formatted empty cells far to the right', async () => {
    const sheet = (cells: string) => zipOf(workbookParts(`<row r="1"><c r="A1"><v>1</v></c></row><row r="2">${cells}</row>`));
    const error = await expectXlsxError(async () => readAll(await sheet('<c r="E2"><v>5</v></c>'), { maxColumns: 4 }), 'TOO_MANY_COLUMNS');
    assert.equal(error.userMessage, '表格第 2 行超过 4 列的上限，请删除多余的列或使用系统提供的导入模板');
    await expectXlsxError(async () => readAll(await sheet('<c r="XFD2"><v>1</v></c>')), 'TOO_MANY_COLUMNS');
    assert.deepEqual((await readAll(await sheet('<c r="B2"><v>2</v></c><c r="XFD2" s="1"/>'))).rows[1]!.values, [null, 2]);
  });

  it('names a sheet that does not exist', async () => {
    const error = await expectXlsxError(async () => readAll(await writeRows([[1]]), { sheet: '名册' }), 'SHEET_NOT_FOUND');
    assert.equal(error.userMessage, '文件中没有名为“名册”的工作表，请使用系统提供的导入模板');
  });

  it('refuses encrypted entries and unknown compression methods', async () => {
    const zip = storedZipOf(workbookParts('<row r="1"><c r="A1"><v>1</v></c></row>'));
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(1, centralEntryOf(encrypted, 'xl/worksheets/sheet1.xml') + 8);
    await expectXlsxError(() => readAll(encrypted), 'UNSUPPORTED');
    const bzip2 = Buffer.from(zip);
    bzip2.writeUInt16LE(12, centralEntryOf(bzip2, 'xl/worksheets/sheet1.xml') + 10);
    await expectXlsxError(() => readAll(bzip2), 'UNSUPPORTED');
  });

  it('refuses a document type declaration (no entity expansion, no billion laughs)', async () => {
    const parts = workbookParts('<row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row>');
    parts['xl/worksheets/sheet1.xml'] = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]>${parts['xl/worksheets/sheet1.xml']}`;
    await expectXlsxError(async () => readAll(await zipOf(parts)), 'CORRUPT');
  });

  it('refuses references outside the sheet and shared strings that do not exist', async () => {
    await expectXlsxError(async () => readAll(await zipOf(workbookParts('<row r="1"><c r="XFE1"><v>1</v></c></row>'))), 'CORRUPT');
    await expectXlsxError(async () => readAll(await zipOf(workbookParts('<row r="1048577"><c><v>1</v></c></row>'))), 'CORRUPT');
    await expectXlsxError(async () => readAll(await zipOf(workbookParts('<row r="1"><c r="A1" t="s"><v>3</v></c></row>', { sharedStrings: '' }))), 'CORRUPT');
  });

  it('cannot be made to pollute Object.prototype by attribute or part names (CVE-2023-30533 in SheetJS)', async () => {
    const parts = workbookParts('<row r="1"><c r="A1" __proto__="polluted" constructor="x" t="inlineStr"><is><t>ok</t></is></c></row>');
    parts['xl/worksheets/sheet1.xml'] = parts['xl/worksheets/sheet1.xml']!.replace('</sheetData>', '</sheetData><mergeCells><mergeCell ref="__proto__"/></mergeCells>');
    parts['xl/workbook.xml'] = parts['xl/workbook.xml']!.replace('<sheets>', '<workbookPr __proto__="1" toString="2"/><sheets>');
    const { rows, merged } = await readAll(await zipOf(parts));
    assert.deepEqual(rows[0]!.values, ['ok']);
    assert.deepEqual(merged, ['__proto__']);
    assert.equal(Object.getPrototypeOf({}), Object.prototype);
    assert.deepEqual(Object.keys(Object.prototype), []);
    assert.equal(typeof ({} as { toString: unknown }).toString, 'function');
  });

  it('reports a missing file as a typed error', async () => {
    await expectXlsxError(() => readAll('/nonexistent/upload.xlsx'), 'READ_FAILED');
  });

  it('answers damaged files of every kind with a typed error, never anything else', async () => {
    const file = await writeRows(Array.from({ length: 200 }, (_, i) => [i, `第${i}行`, i % 3 === 0, new Date(Date.UTC(2000, 0, i))]));
    const stored = storedZipOf(workbookParts('<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c><c r="B1" t="s"><v>0</v></c></row>', { sharedStrings: '<si><t>y</t></si>' }));
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let failures = 0;
    for (const original of [file, stored]) {
      for (let round = 0; round < 150; round++) {
        const damaged = Buffer.from(original);
        for (let n = 1 + Math.floor(random() * 4); n > 0; n--) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
        try {
          await readAll(damaged, { maxUncompressedBytes: 10 * 1024 * 1024 });
        } catch (error) {
          assert.ok(error instanceof XlsxError, `round ${round}: ${String(error)}`);
          assert.match(error.userMessage, /[\u4e00-\u9fff]/);
          failures++;
        }
      }
    }
    assert.ok(failures > 100, `most damaged files are refused (${failures} of 300)`);
  });

  it('refuses a part shorter than its directory entry says', async () => {
    const zip = Buffer.from(await zipOf(workbookParts('<row r="1"><c r="A1"><v>1</v></c></row>')));
    const central = centralEntryOf(zip, 'xl/worksheets/sheet1.xml');
    zip.writeUInt32LE(zip.readUInt32LE(central + 24) + 1, central + 24);
    await expectXlsxError(() => readAll(zip), 'CORRUPT');
  });
});
