import assert from 'node:assert/strict';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readXlsx } from '../../server/xlsx/index.ts';
import { expectXlsxError, readAll, workbookParts, writeRows, zipOf } from './helpers/xlsxFiles.ts';

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('xlsx reader', () => {
  it('places sparse cells by their reference and keeps row numbers across gaps', async () => {
    const file = await zipOf(workbookParts(`<row r="2">${inline('C2', 'c')}</row><row r="7"><c r="B7"><v>2</v></c>${inline('E7', 'e')}</row>`));
    const { rows } = await readAll(file);
    assert.deepEqual(rows.map((r) => [r.number, r.values]), [
      [2, [null, null, 'c']],
      [7, [null, 2, null, null, 'e']],
    ]);
  });

  it('numbers rows and cells that carry no reference consecutively', async () => {
    const file = await zipOf(workbookParts('<row r="3"><c><v>1</v></c><c r="C3"><v>3</v></c><c><v>4</v></c></row><row><c><v>5</v></c></row>'));
    const { rows } = await readAll(file);
    assert.deepEqual(rows.map((r) => [r.number, r.values]), [
      [3, [1, null, 3, 4]],
      [4, [5]],
    ]);
  });

  it('resolves shared strings, joining rich text runs and leaving out phonetic guides', async () => {
    const sharedStrings =
      '<si><t>普通</t></si>' +
      '<si><r><rPr><b/></rPr><t>加粗</t></r><r><t xml:space="preserve"> 和普通</t></r></si>' +
      '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>' +
      '<si><t>a_x000D_b</t></si>' +
      '<si><t/></si>';
    const sheet = '<row r="1">' + [0, 1, 2, 3, 4].map((i) => `<c r="${'ABCDE'[i]}1" t="s"><v>${i}</v></c>`).join('') + '</row>';
    const { rows } = await readAll(await zipOf(workbookParts(sheet, { sharedStrings })));
    assert.deepEqual(rows[0]!.values, ['普通', '加粗 和普通', '東京', 'a\rb']);
  });

  it('reads rich inline strings, booleans, error values and formula string results', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="inlineStr"><is><r><t>富</t></r><r><t>文本</t></r></is></c>' +
      '<c r="B1" t="b"><v>1</v></c><c r="C1" t="b"><v>0</v></c><c r="D1" t="e"><v>#DIV/0!</v></c>' +
      '<c r="E1" t="str"><f>A1&amp;"!"</f><v>富文本!</v></c><c r="F1" t="d"><v>2024-05-01T00:00:00</v></c></row>';
    const { rows } = await readAll(await zipOf(workbookParts(sheet)));
    assert.deepEqual(rows[0]!.values, ['富文本', true, false, '#DIV/0!', '富文本!', '2024-05-01T00:00:00']);
  });

  it('gives the cached value of formula cells and says which cells held a formula', async () => {
    const sheet =
      '<row r="1"><c r="A1"><v>2</v></c><c r="B1"><f>A1*2</f><v>4</v></c></row>' +
      '<row r="2"><c r="A2"><f t="shared" ref="A2:A3" si="0">A1+1</f><v>3</v></c></row>' +
      '<row r="3"><c r="A3"><f t="shared" si="0"/></c></row>';
    const { rows } = await readAll(await zipOf(workbookParts(sheet)));
    assert.deepEqual(rows.map((r) => [r.number, r.values, r.formulas]), [
      [1, [2, 4], [1]],
      [2, [3], [0]],
      [3, [], [0]],
    ]);
  });

  it('reports merged ranges once the rows have been read', async () => {
    const parts = workbookParts(`<row r="1">${inline('A1', '标题')}</row>`);
    parts['xl/worksheets/sheet1.xml'] = parts['xl/worksheets/sheet1.xml']!.replace(
      '</sheetData>',
      '</sheetData><mergeCells count="2"><mergeCell ref="A1:C1"/><mergeCell ref="B3:B4"/></mergeCells>',
    );
    const { rows, merged } = await readAll(await zipOf(parts));
    assert.equal(rows.length, 1);
    assert.deepEqual(merged, ['A1:C1', 'B3:B4']);
  });

  it('turns numbers into ISO dates only when their style has a date or time format', async () => {
    const styles =
      '<numFmts count="4"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/>' +
      '<numFmt numFmtId="165" formatCode="[$-804]h:mm:ss;@"/><numFmt numFmtId="166" formatCode="0.00&quot;天&quot;"/>' +
      '<numFmt numFmtId="14" formatCode="General"/></numFmts>' +
      '<cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/><xf numFmtId="22"/><xf numFmtId="14"/></cellXfs>';
    const sheet = '<row r="1">' + ['45413', '45413', '0.5', '45413', '45413.75', '45413'].map((v, s) => `<c r="${'ABCDEF'[s]}1" s="${s}"><v>${v}</v></c>`).join('') + '</row>';
    const { rows } = await readAll(await zipOf(workbookParts(sheet, { styles })));
    assert.deepEqual(rows[0]!.values, [45413, '2024-05-01', '12:00:00', 45413, '2024-05-01T18:00:00', 45413]);
  });

  it('counts dates from 1904 in workbooks that use the 1904 date system', async () => {
    const styles = '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>';
    const file = await zipOf(workbookParts('<row r="1"><c r="A1" s="1"><v>0</v></c><c r="B1" s="1"><v>43952</v></c></row>', { styles, workbookPr: '<workbookPr date1904="1"/>' }));
    assert.deepEqual((await readAll(file)).rows[0]!.values, ['1904-01-01', '2024-05-02']);
  });

  it('reads SpreadsheetML written with a namespace prefix and Strict relationship types', async () => {
    const strict = 'http://purl.oclc.org/ooxml/officeDocument/relationships';
    const parts = workbookParts('');
    for (const name of Object.keys(parts)) parts[name] = parts[name]!.replaceAll('http://schemas.openxmlformats.org/officeDocument/2006/relationships', strict);
    parts['xl/worksheets/sheet1.xml'] =
      '<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="http://purl.oclc.org/ooxml/spreadsheetml/main"><x:sheetData>' +
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>前缀</x:t></x:is></x:c><x:c r="B1"><x:v>1.5</x:v></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    assert.deepEqual((await readAll(await zipOf(parts))).rows[0]!.values, ['前缀', 1.5]);
  });

  it('finds the workbook through absolute and relative relationship targets', async () => {
    const parts = workbookParts('<row r="1"><c r="A1"><v>9</v></c></row>');
    parts['xl/_rels/workbook.xml.rels'] = parts['xl/_rels/workbook.xml.rels']!.replace('Target="worksheets/sheet1.xml"', 'Target="/xl/./worksheets/../worksheets/sheet1.xml"');
    assert.deepEqual((await readAll(await zipOf(parts))).rows[0]!.values, [9]);
  });

  it('reads the first visible sheet by default', async () => {
    const parts = workbookParts('<row r="1"><c r="A1"><v>1</v></c></row>');
    parts['xl/workbook.xml'] = parts['xl/workbook.xml']!.replace(
      '<sheet name="Sheet1" sheetId="1" r:id="rId1"/>',
      '<sheet name="Hidden" sheetId="2" state="hidden" r:id="rId9"/><sheet name="Sheet1" sheetId="1" r:id="rId1"/>',
    );
    parts['xl/_rels/workbook.xml.rels'] = parts['xl/_rels/workbook.xml.rels']!.replace(
      '</Relationships>',
      '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/hidden.xml"/></Relationships>',
    );
    parts['xl/worksheets/hidden.xml'] = '<worksheet><sheetData><row r="1"><c r="A1"><v>0</v></c></row></sheetData></worksheet>';
    const file = await zipOf(parts);
    assert.deepEqual((await readAll(file)).rows[0]!.values, [1]);
    assert.deepEqual((await readAll(file, { sheet: 'hidden' })).rows[0]!.values, [0]);
  });

  it('yields the first rows before the end of the sheet has been inflated', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => [i, `第${i}行的一些文字`]);
    const file = await writeRows(rows);
    // Damage the end of the sheet's compressed data: only a reader that streams sees the first row first.
    const sheetEnd = file.indexOf(Buffer.from('xl/styles.xml')) - 30 - 16;
    file.fill(0xff, sheetEnd - 200, sheetEnd);
    const iterator = readXlsx(file)[Symbol.asyncIterator]();
    assert.deepEqual((await iterator.next()).value?.values, [0, '第0行的一些文字']);
    await expectXlsxError(async () => {
      for (let r = await iterator.next(); !r.done; r = await iterator.next());
    }, 'CORRUPT');
  });

  it('closes the file when the caller stops early', { skip: !existsSync('/proc/self/fd') && 'needs /proc/self/fd to count open files' }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'xlsx-read-'));
    try {
      const file = path.join(dir, 'rows.xlsx');
      await writeFile(file, await writeRows(Array.from({ length: 20_000 }, (_, i) => [i])));
      const openFiles = () => readdirSync('/proc/self/fd').filter((fd) => safeReadlink(`/proc/self/fd/${fd}`) === file).length;
      for await (const row of readXlsx(file)) {
        if (row.number === 10) {
          assert.ok(openFiles() >= 1, 'the file is open while rows are read');
          break;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(openFiles(), 0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

function safeReadlink(link: string): string {
  try {
    return readlinkSync(link);
  } catch {
    return '';
  }
}
