import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { CellValue } from '../../server/xlsx/index.ts';
import { partText, writeXlsx } from './helpers/xlsxFiles.ts';

// CI may not have LibreOffice: then these tests are skipped, saying why.
const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' });
const skip = soffice.error || soffice.status !== 0 ? 'LibreOffice (soffice) is not installed; install libreoffice-calc-nogui to run this check' : false;

// Comma-separated, double-quoted, UTF-8, cells as shown (so dates appear in their number format).
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true';

const ROWS: CellValue[][] = [
  ['张三', 88, true, new Date('1950-01-01T00:00:00+08:00'), '0571', '男'],
  ['=1+2', -0.25, false, new Date('2024-05-01T08:30:15+08:00'), '330102195001011234', null],
  [null, 1234567.125, null, null, '@SUM(A1)', '女'],
  ['含,逗号和"引号"', 3, null, new Date('1969-04-01T08:00:00+08:00'), 'line 1\nline 2', null],
];
const EXPECTED_CSV = [
  ['姓名', '年龄', '在职', '日期', '编码', '性别', '单位'],
  ['张三', '88', 'TRUE', '1950-01-01', '0571', '男', ''],
  ['=1+2', '-0.25', 'FALSE', '2024-05-01 08:30:15', '330102195001011234', '', ''],
  ['', '1234567.125', '', '', '@SUM(A1)', '女', ''],
  ['含,逗号和"引号"', '3', '', '1969-04-01 08:00:00', 'line 1\nline 2', '', ''],
];

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(field), (field = '');
    else if (ch === '\n') row.push(field), rows.push(row), (row = []), (field = '');
    else if (ch !== '\r') field += ch;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

describe('files we write, opened by LibreOffice', { skip }, () => {
  let dir = '';
  let profile = '';

  async function convert(file: string, filter: string, outDir: string): Promise<void> {
    // A private profile: another soffice running on the machine would otherwise take the job over.
    await promisify(execFile)(
      'soffice',
      [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--convert-to', filter, '--outdir', outDir, file],
      { timeout: 180_000 },
    );
  }

  async function writeTemplate(name: string): Promise<string> {
    const file = path.join(dir, name);
    const bytes = await writeXlsx(async (writer) => {
      const sheet = await writer.addSheet('名册', {
        columns: [
          { header: '姓名' },
          { header: '年龄' },
          { header: '在职' },
          { header: '日期' },
          { header: '编码', text: true },
          { header: '性别', options: ['男', '女'] },
          { header: '单位', options: Array.from({ length: 30 }, (_, i) => `浙江省直属单位第${i + 1}号`) },
        ],
      });
      for (const row of ROWS) await sheet.addRow(row);
    });
    await writeFile(file, bytes);
    return file;
  }

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'xlsx-soffice-'));
    profile = path.join(dir, 'profile');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('opens our file and converts it back to CSV with the same content', async () => {
    const file = await writeTemplate('template.xlsx');
    await convert(file, CSV_FILTER, path.join(dir, 'csv'));
    const csv = await readFile(path.join(dir, 'csv', 'template.csv'), 'utf8');
    assert.deepEqual(parseCsv(csv), EXPECTED_CSV);
  });

  it('keeps our drop-down lists, inline and on the hidden sheet, when it saves the file again', async () => {
    const file = await writeTemplate('dropdown.xlsx');
    await convert(file, 'xlsx:Calc MS Excel 2007 XML', path.join(dir, 'resaved'));
    const resaved = await readFile(path.join(dir, 'resaved', 'dropdown.xlsx'));
    const xml = await partText(resaved, 'xl/worksheets/sheet1.xml');
    // LibreOffice writes the lists back over the rows it considers in use.
    assert.match(xml, /<dataValidation [^>]*sqref="F2:F\d+" type="list"><formula1>&quot;男,女&quot;<\/formula1>/);
    assert.match(xml, /<dataValidation [^>]*sqref="G2:G\d+" type="list"><formula1>dropdown_1<\/formula1>/);
    const workbook = await partText(resaved, 'xl/workbook.xml');
    assert.match(workbook, /<sheet name="下拉选项" [^>]*state="hidden"/);
    assert.match(workbook, /name="dropdown_1"[^>]*>'?下拉选项'?!\$A\$1:\$A\$30</);
  });
});
