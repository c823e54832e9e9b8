import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readAll } from './helpers/xlsxFiles.ts';

// Made by LibreOffice Calc from the sources in fixtures/src (see fixtures/README.md): a writer other than ours,
// with shared strings, its own styles, docProps and a different part order.
const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);

describe('xlsx files made by LibreOffice', () => {
  it('reads a plain sheet of numbers and text', async () => {
    const { rows, merged } = await readAll(fixture('plain.xlsx'));
    assert.deepEqual(rows.map((r) => r.values), [
      ['id', 'name', 'score'],
      [1, 'alpha', 90.5],
      [2, 'beta', -3],
      [3, 'gamma', 1000000],
    ]);
    assert.deepEqual(merged, []);
  });

  it('reads Chinese text from the shared-strings table, keeping leading zeros and row numbers', async () => {
    const { rows } = await readAll(fixture('shared-strings.xlsx'));
    assert.deepEqual(rows.map((r) => [r.number, r.values]), [
      [1, ['姓名', '性别', '城市', '邮编']],
      [2, ['张三', '男', '杭州市', '0571']],
      [3, ['李四', '女', '杭州市', '0571']],
      [5, ['王五', '男', '宁波市 & 舟山']],
    ]);
  });

  it('reports the merged title cell', async () => {
    const { rows, merged } = await readAll(fixture('merged.xlsx'));
    assert.deepEqual(merged, ['A1:C1']);
    assert.deepEqual(rows[0]!.values, ['离退休干部名册']);
    assert.deepEqual(rows[2]!.values, ['张三', '省委老干部局', '13800000000']);
  });

  it('gives cached formula results (number, text, boolean) and marks their cells', async () => {
    const { rows } = await readAll(fixture('formula.xlsx'));
    assert.deepEqual(rows[1]!.values, [2, 3.5, 7, '共2件', true]);
    assert.deepEqual(rows[1]!.formulas, [2, 3, 4]);
    assert.deepEqual(rows[0]!.formulas, []);
  });

  it('reads dates, date-times and times by their formats, and a plain number as a number', async () => {
    const { rows } = await readAll(fixture('dates.xlsx'));
    assert.deepEqual(rows[1]!.values, ['张三', '1950-01-01', '2024-05-01T08:30:00', '13:45:30', 45413]);
  });
});
