/**
 * What each screen's download is made of: `node --import tsx bench/screenSources.ts [distRoot]` (default
 * dist/, built by `npm run build`) opens the login page, home and the cadre list as `npm run bench` does
 * (bench/browser.ts) and prints each screen's gzip size attributed to the source files inside its scripts
 * and stylesheets, in proportion to their bytes in each file. The figures of record are `npm run bench`'s;
 * this is the tool for finding what a screen pays for. Env: DATA_DIR (a demo database to reuse; a new one is
 * seeded otherwise, which takes a minute), DEPTH (path segments to group sources by, 9 = files), TOP (lines
 * per screen), FILES=1 (list the files too).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { projectRoot } from '../server/paths.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/helpers/browser.ts';
import { homeInteractive, LIST, listFilled, screenBytes, signIn, startServer } from './browser.ts';

interface Meta {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

const distRoot = path.resolve(process.argv[2] ?? path.join(projectRoot, 'dist'));
const publicDir = path.join(distRoot, 'public');
const depth = Number(process.env.DEPTH ?? 2);
const top = Number(process.env.TOP ?? 25);
const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as Meta;
/** The metafile's outputs by their address (its keys are relative to the directory the build ran in). */
const outputs = new Map(Object.entries(meta.outputs).map(([key, output]) => [key.slice(key.lastIndexOf('/assets/')), output]));

/** A source file's group: its package, or its first `depth` path segments. */
const groupOf = (input: string) => (/node_modules\//.test(input) ? input.replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*$/, 'node_modules/$1') : input.split('/').slice(0, depth).join('/'));
const kib = (n: number) => (n / 1024).toFixed(2).padStart(7);

function report(screen: string, files: readonly string[]): void {
  const groups = new Map<string, number>();
  const sizes: [string, number, number][] = [];
  for (const file of files) {
    const data = readFileSync(path.join(publicDir, file));
    const gzip = gzipSync(data, { level: 9 }).length;
    sizes.push([file, gzip, data.length]);
    const inputs = Object.entries(outputs.get(file)?.inputs ?? { [file]: { bytesInOutput: 1 } });
    const bytes = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0) || 1;
    for (const [input, { bytesInOutput }] of inputs) groups.set(groupOf(input), (groups.get(groupOf(input)) ?? 0) + (gzip * bytesInOutput) / bytes);
  }
  const total = sizes.reduce((sum, [, gzip]) => sum + gzip, 0);
  console.log(`\n== ${screen}: ${(total / 1024).toFixed(1)} KiB gzip, ${files.length} files`);
  for (const [group, gzip] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kib(gzip)}  ${group}`);
  if (process.env.FILES) for (const [file, gzip, raw] of sizes.sort((a, b) => b[1] - a[1])) console.log(`    ${kib(gzip)} ${kib(raw)} raw  ${file}`);
}

const server = await startServer(projectRoot, process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'lgb-screens-')), distRoot);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const { url } = server;
  const screen = async (name: string, open: (page: Page) => Promise<void>, state?: Parameters<typeof screenBytes>[5]) =>
    report(name, (await screenBytes(browser, publicDir, url, name, open, state)).files);
  await screen('login page', async (page) => {
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('用户名').waitFor();
  });
  const context = await browser.newContext();
  await signIn(await context.newPage(), url);
  const state = await context.storageState();
  await context.close();
  await screen('shell with home', async (page) => {
    await page.goto(`${url}/home`);
    await homeInteractive(page);
  }, state);
  await screen('shell with the cadre list', async (page) => {
    await page.goto(`${url}${LIST}`);
    await listFilled(page);
  }, state);
} finally {
  await browser.close();
  await server.stop();
}
