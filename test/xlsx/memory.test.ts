import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { openByteSource } from '../../server/xlsx/byteSource.ts';
import { createXlsxWriter, readXlsx, type CellValue } from '../../server/xlsx/index.ts';
import { SizeBudget } from '../../server/xlsx/sizeBudget.ts';
import { readZipDirectory } from '../../server/xlsx/zipDirectory.ts';

// Measures what stays alive, not what the collector has not reached yet: a forced collection before each sample.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const ROWS = 200_000;
const BOUND = 16 * 1024 * 1024;

function liveBytes(): number {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function row(i: number): CellValue[] {
  return [i, `离退休干部${i}`, i % 2 ? '男' : '女', `33010219500101${String(i % 10_000).padStart(4, '0')}`, new Date(Date.UTC(1950, 0, 1 + (i % 365))),
    '浙江省杭州市西湖区某某街道某某社区', `备注：第${i}行，用来让每一行有几百个字节。`, i * 1.5, i % 3 === 0, '中共党员'];
}

describe('xlsx memory', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'xlsx-memory-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it(`keeps the live heap under ${BOUND / 2 ** 20} MB while writing ${ROWS} rows`, async () => {
    let written = 0;
    const discard = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback();
      },
    });
    const baseline = liveBytes();
    let peak = 0;
    const writer = createXlsxWriter(discard);
    const sheet = await writer.addSheet('名册');
    for (let i = 0; i < ROWS; i++) {
      await sheet.addRow(row(i));
      if (i % 20_000 === 0) peak = Math.max(peak, liveBytes() - baseline);
    }
    await writer.finish();
    assert.ok(written > 5_000_000, `the file is not trivially small (${written} bytes)`);
    assert.ok(peak < BOUND, `live heap grew by ${Math.round(peak / 2 ** 20)} MB`);
  });

  it(`keeps the live heap under ${BOUND / 2 ** 20} MB while reading ${ROWS} rows`, async () => {
    const file = path.join(dir, 'big.xlsx');
    const writer = createXlsxWriter(file);
    const sheet = await writer.addSheet('名册');
    for (let i = 0; i < ROWS; i++) await sheet.addRow(row(i));
    await writer.finish();
    const source = await openByteSource(file);
    const sheetXml = (await readZipDirectory(source, new SizeBudget(Infinity))).find('xl/worksheets/sheet1.xml')!;
    await source.close();
    assert.ok(sheetXml.uncompressedSize > 4 * BOUND, `the sheet XML (${sheetXml.uncompressedSize} bytes) dwarfs the bound`);

    const baseline = liveBytes();
    let peak = 0;
    let count = 0;
    for await (const { values } of readXlsx(file)) {
      if (count++ % 20_000 === 0) peak = Math.max(peak, liveBytes() - baseline);
      assert.equal(values.length, 10);
    }
    assert.equal(count, ROWS);
    assert.ok(peak < BOUND, `live heap grew by ${Math.round(peak / 2 ** 20)} MB`);
  });
});
