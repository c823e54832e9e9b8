/**
 * The xlsx module at export/import scale: 100 000 rows × 12 columns written to a temporary file and read
 * back. Figures only, never assertions. Peak RSS is sampled during the run (the process-wide maximum would
 * include whatever ran before).
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createXlsxWriter, readXlsx } from '../server/xlsx/index.ts';

const ROWS = 100_000;
const CITIES = ['杭州市', '宁波市', '温州市', '嘉兴市', '湖州市', '绍兴市', '金华市', '衢州市', '舟山市', '台州市', '丽水市'];

function row(i: number): (string | number | boolean | Date | null)[] {
  return [
    i,
    `离退休干部${i}`,
    i % 2 ? '男' : '女',
    `3301021950${String(i % 10_000).padStart(4, '0')}${String(i % 10_000).padStart(4, '0')}`,
    new Date(Date.UTC(1930 + (i % 40), i % 12, 1 + (i % 28)) - 8 * 3_600_000),
    CITIES[i % CITIES.length]!,
    `${CITIES[i % CITIES.length]}某某单位第${i % 97}处`,
    `138${String(i).padStart(8, '0')}`,
    i % 3 === 0,
    Math.round(i * 37.5) / 10,
    i % 5 === 0 ? null : '中共党员',
    `备注：第${i}条记录，用于导出导入的性能测试。`,
  ];
}

export async function benchXlsx(): Promise<Record<string, number | string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-xlsx-'));
  const file = path.join(dir, 'cadres.xlsx');
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  };
  try {
    const writeStart = performance.now();
    const writer = createXlsxWriter(file);
    const sheet = await writer.addSheet('名册', {
      columns: ['序号', '姓名', '性别', '身份证号', '出生日期', '城市', '单位', '电话', '在职', '金额', '政治面貌', '备注'].map(
        (header) => ({ header }),
      ),
    });
    for (let i = 1; i <= ROWS; i++) {
      await sheet.addRow(row(i));
      if (i % 1000 === 0) sample();
    }
    await writer.finish();
    const writeMs = performance.now() - writeStart;
    const { size } = await stat(file);

    const readStart = performance.now();
    let rows = 0;
    let cells = 0;
    for await (const r of readXlsx(file)) {
      rows++;
      cells += r.values.length;
      if (rows % 1000 === 0) sample();
    }
    const readMs = performance.now() - readStart;
    return {
      rows: ROWS,
      columns: 12,
      writeMs: Math.round(writeMs),
      readMs: Math.round(readMs),
      writeRowsPerSecond: Math.round(ROWS / (writeMs / 1000)),
      readRowsPerSecond: Math.round(ROWS / (readMs / 1000)),
      fileBytes: size,
      readRows: rows,
      readCells: cells,
      startRssMiB: Math.round(startRss / 1024 / 1024),
      peakRssMiB: Math.round(peakRss / 1024 / 1024),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
