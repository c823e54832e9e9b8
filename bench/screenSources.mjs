// What each screen's download is made of: `node bench/screenSources.mjs [distRoot]` (default dist/, built by
// `npm run build`) signs in in Chromium against the built server and prints, for the login page, home and the
// cadre list, the gzip size of every script and stylesheet requested, attributed to the source files inside
// each (in proportion to their bytes in the file). The figures of record are `npm run bench`'s; this is the
// tool for finding what a screen pays for. Env: DATA_DIR (a demo database to reuse; a new one is seeded
// otherwise, which takes a minute), PORT (8099), DEPTH (path segments to group sources by, 9 = files),
// TOP (lines per screen), FILES=1 (list the files too), LOGIN_ONLY=1.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const distRoot = path.resolve(process.argv[2] ?? path.join(path.dirname(path.dirname(new URL(import.meta.url).pathname)), 'dist'));
const port = process.env.PORT ?? '8099';
const url = `http://127.0.0.1:${port}`;
const depth = Number(process.env.DEPTH ?? 2);
const top = Number(process.env.TOP ?? 25);
const LIST = '/retiredVeteranCadres/essentialInformation';

const env = { ...process.env, DIST_DIR: path.join(distRoot, 'public'), DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'lgb-screens-')), PORT: port, LOG_LEVEL: 'warn' };
for (const key of ['DATABASE_URL', 'NODE_ENV', 'SEED_DEMO']) delete env[key];
const server = spawn(process.execPath, [path.join(distRoot, 'server/main.mjs')], { env, stdio: 'ignore' });
while (!(await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false))) await new Promise((resolve) => setTimeout(resolve, 100));
const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8'));
/** The metafile's outputs by their address (its keys are relative to the directory the build ran in). */
const outputs = new Map(Object.entries(meta.outputs).map(([key, output]) => [key.slice(key.lastIndexOf('/assets/')), output]));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });

/** A source file's group: its package, or its first `depth` path segments. */
const groupOf = (input) => (/node_modules\//.test(input) ? input.replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*$/, 'node_modules/$1') : input.split('/').slice(0, depth).join('/'));

async function screen(name, open, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const files = new Set();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.url().startsWith(url) && /\.(js|css)$/.test(pathname)) files.add(pathname);
  });
  await open(await context.newPage());
  await context.close();
  let total = 0;
  const groups = new Map();
  const sizes = [];
  for (const file of files) {
    const data = readFileSync(path.join(distRoot, 'public', file));
    const gzip = gzipSync(data, { level: 9 }).length;
    total += gzip;
    sizes.push([file, gzip, data.length]);
    const output = outputs.get(file);
    const inputs = Object.entries(output?.inputs ?? { [file]: { bytesInOutput: 1 } });
    const bytes = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0) || 1;
    for (const [input, { bytesInOutput }] of inputs) groups.set(groupOf(input), (groups.get(groupOf(input)) ?? 0) + (gzip * bytesInOutput) / bytes);
  }
  const kib = (n) => (n / 1024).toFixed(2).padStart(7);
  console.log(`\n== ${name}: ${(total / 1024).toFixed(1)} KiB gzip, ${files.size} files`);
  for (const [group, gzip] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kib(gzip)}  ${group}`);
  if (process.env.FILES) for (const [file, gzip, raw] of sizes.sort((a, b) => b[1] - a[1])) console.log(`    ${kib(gzip)} ${kib(raw)} raw  ${file}`);
}

try {
  await screen('login page', async (page) => {
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('用户名').waitFor();
  });
  if (!process.env.LOGIN_ONLY) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('Admin@123456');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('heading', { name: /您好/ }).waitFor();
    const state = await context.storageState();
    await context.close();
    await screen('shell with home', async (p) => {
      await p.goto(`${url}/home`);
      await p.getByRole('heading', { name: /您好/ }).waitFor();
      await p.getByRole('combobox', { name: '搜索菜单' }).waitFor();
    }, state);
    await screen('shell with the cadre list', async (p) => {
      await p.goto(`${url}${LIST}`);
      await p.getByRole('main').getByRole('table').getByRole('row').nth(1).waitFor();
    }, state);
  }
} finally {
  await browser.close();
  server.kill();
}
