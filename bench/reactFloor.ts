/**
 * The floor the issue compares the list screen with: a page that is React 19 alone (bench/floor/main.tsx,
 * built with the portal's own esbuild settings: minified, production React, the compile hint) fetching
 * twenty rows and rendering them as a table, served from memory. Measured the same way as the portal's
 * list: wall time and main-thread busy time (CDP TaskDuration) from navigation to the table's first row,
 * and the bytes it downloads.
 */
import * as esbuild from 'esbuild';
import { once } from 'node:events';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { browserTarget } from '../build/browserTarget.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/helpers/browser.ts';
import { rowShown, type Bytes } from './browser.ts';

export interface FloorLoad {
  /** Navigation → the table's first row, ms. */
  wall: number;
  mainThread: number;
}

export interface Floor {
  /** One load in a new context, measured as the portal's list is. */
  load(): Promise<FloorLoad>;
  bytes: Bytes;
  close(): Promise<void>;
}

const ROWS = Array.from({ length: 20 }, (_, i) => ({
  姓名: `干部${i + 1}`,
  性别: i % 2 ? '女' : '男',
  出生日期: `1950-0${(i % 9) + 1}-1${i % 10}`,
  身份证号码: `330102195001011${String(i).padStart(3, '0')}`,
  工作单位: '浙江省委老干部局',
  离退休类型: '退休',
  职级: '正处级',
  联系电话: `1380000${String(i).padStart(4, '0')}`,
}));

/**
 * The floor, built and served, in a browser of its own: its loads alternate with the list's (bench/run.ts), so
 * that a machine whose speed drifts during the run (a shared one does) moves both sides of the ratio alike.
 */
export async function openFloor(root: string): Promise<Floor> {
  const built = await esbuild.build({
    entryPoints: [path.join(root, 'bench/floor/main.tsx')],
    ...browserTarget(true),
    write: false,
    logLevel: 'warning',
  });
  const script = Buffer.from(built.outputFiles[0]!.contents);
  const files: Record<string, [string, Buffer]> = {
    '/': ['text/html; charset=utf-8', Buffer.from('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><script type="module" src="/main.js"></script></head><body><div id="root"></div></body></html>')],
    '/main.js': ['text/javascript', script],
    '/rows.json': ['application/json', Buffer.from(JSON.stringify(ROWS))],
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? '/'];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    bytes: { raw: script.length, gzip: gzipSync(script, { level: 9 }).length },
    async load() {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const started = performance.now();
        await page.goto(`http://127.0.0.1:${port}/`);
        await rowShown(page, 'table tbody tr');
        const wall = performance.now() - started;
        const { metrics } = await cdp.send('Performance.getMetrics');
        return { wall, mainThread: (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000 };
      } finally {
        await context.close();
      }
    },
    async close() {
      await browser.close();
      server.close();
    },
  };
}
