/**
 * Browser figures of the shell (issue 5), in Debian's Chromium against the built server on a fresh demo
 * database: sign-in to an interactive home, a cold load of home with a stored session, switching between
 * two cached tags, opening a menu page that is not kept alive, main-thread time to a filled list, and the
 * bytes each of those screens downloads. Figures, never assertions.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/helpers/browser.ts';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface ScreenBytes {
  screen: string;
  js: Bytes;
  css: Bytes;
  files: number;
}

export interface BrowserFigures {
  /** Click on 登录 → home greeting shown and the header's search enabled, ms per run. */
  signInToHome: number[];
  /** New tab (empty HTTP cache) with a stored session: navigation → home interactive, ms per run. */
  coldHome: number[];
  /** Click on a cached tag → the other cached list shown and painted, ms per switch. */
  switchCachedTags: number[];
  /** Click on a sidebar item whose page is not in the keep-alive cache → its table shown, ms per run. */
  openUncached: number[];
  /** Main-thread busy time (CDP TaskDuration) from navigation to a filled list table, ms per run. */
  listMainThread: number[];
  /** Wall time of the same runs: navigation → a filled list table, ms per run. */
  listWall: number[];
  screens: ScreenBytes[];
  largestPageChunk: { file: string } & Bytes;
}

/** A cadre list: thousands of demo records, a page of them shown. */
export const LIST = '/retiredVeteranCadres/essentialInformation';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The built server of `distRoot` (dist/ by default) on a free port, on PGlite in `dataDir`. */
export async function startServer(root: string, dataDir: string, distRoot = path.join(root, 'dist')): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DIST_DIR: path.join(distRoot, 'public'), LOG_LEVEL: 'warn', PORT: String(port) };
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'SEED_DEMO']) delete env[key];
  const child = spawn(process.execPath, [path.join(distRoot, 'server/main.mjs')], { cwd: root, env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

function sizeOf(file: string): Bytes {
  const data = readFileSync(file);
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

/** Opens a screen in a new context and sums the scripts and stylesheets it loaded, measured from dist. */
export async function screenBytes(browser: Browser, publicDir: string, url: string, screen: string, open: (page: Page) => Promise<void>, state?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<{ bytes: ScreenBytes; files: string[] }> {
  const context = await browser.newContext(state ? { storageState: state } : {});
  const files = new Set<string>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.url().startsWith(url) && /\.(js|css)$/.test(pathname)) files.add(pathname);
  });
  await open(await context.newPage());
  await context.close();
  let js = { raw: 0, gzip: 0 };
  let css = { raw: 0, gzip: 0 };
  for (const file of files) {
    const size = sizeOf(path.join(publicDir, file));
    if (file.endsWith('.css')) css = add(css, size);
    else js = add(js, size);
  }
  return { bytes: { screen, js, css, files: files.size }, files: [...files] };
}

export async function signIn(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/login`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@123456');
  const started = performance.now();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await homeInteractive(page);
  return performance.now() - started;
}

export async function homeInteractive(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /您好/ }).waitFor();
  await page.getByRole('combobox', { name: '搜索菜单' }).waitFor();
}

export async function listFilled(page: Page): Promise<void> {
  await rowShown(page, 'main table tbody tr:not([aria-hidden])');
}

/**
 * Waits for a table's first row of data (a skeleton row is aria-hidden), checked once per frame before it is
 * painted. A selector, not Playwright's role queries: those compute every element's role and style at each
 * check, work that would be counted in the page's main-thread time, and more of it the larger the page.
 */
export async function rowShown(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => Boolean(document.querySelector(s)?.textContent), selector, { polling: 'raf' });
}

/**
 * Click on a tag, in the page: the time until it is the page shown and two frames have been painted.
 * Sent as source text: the bench runs through tsx, whose helpers would not exist in the page.
 */
function switchTag(page: Page, label: string): Promise<number> {
  return page.evaluate(`(async () => {
    const link = [...document.querySelectorAll('nav[aria-label="已打开的页面"] a')].find((a) => a.textContent === ${JSON.stringify(label)});
    const started = performance.now();
    link.click();
    await new Promise((resolve) => {
      const check = () => (link.getAttribute('aria-current') === 'page' ? requestAnimationFrame(() => requestAnimationFrame(resolve)) : requestAnimationFrame(check));
      check();
    });
    return performance.now() - started;
  })()`);
}

/**
 * `runs` of each measure; `loads` of the list, whose ratio to the floor is a goal and spreads more. `after`
 * runs after each load of the list: the floor's load, so that the two alternate (bench/reactFloor.ts).
 */
export async function browserBench(root: string, dataDir: string, runs = 5, loads = runs, after?: () => Promise<void>): Promise<BrowserFigures> {
  const publicDir = path.join(root, 'dist', 'public');
  const server = await startServer(root, dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const { url } = server;
    const figures: BrowserFigures = { signInToHome: [], coldHome: [], switchCachedTags: [], openUncached: [], listMainThread: [], listWall: [], screens: [], largestPageChunk: { file: '', raw: 0, gzip: 0 } };
    let state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      figures.signInToHome.push(await signIn(await context.newPage(), url));
      state = await context.storageState();
      await context.close();
    }
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ storageState: state! });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${url}/home`);
      await homeInteractive(page);
      figures.coldHome.push(performance.now() - started);
      await context.close();
    }

    const context = await browser.newContext({ storageState: state! });
    const page = await context.newPage();
    await page.goto(`${url}${LIST}`);
    await listFilled(page);
    await page.goto(`${url}/guideWork/phoneBook`);
    await page.getByRole('main').getByRole('table').waitFor();
    const tags = await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link').allTextContents();
    const [listTag, phoneTag] = [tags.at(-2)!, tags.at(-1)!];
    for (let i = 0; i < runs; i++) {
      figures.switchCachedTags.push(await switchTag(page, listTag));
      figures.switchCachedTags.push(await switchTag(page, phoneTag));
    }
    const sidebar = page.getByRole('navigation', { name: /^侧边菜单/ });
    // Policy documents: opened, its table shown, its tag closed (the page leaves the cache), again.
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await sidebar.getByRole('link', { name: '政策文件' }).click();
      await page.waitForURL(`${url}/guideWork/sendReceive`);
      await page.getByRole('main').getByRole('table').waitFor();
      figures.openUncached.push(performance.now() - started);
      await page.getByRole('button', { name: '关闭“政策文件”' }).click();
      await page.waitForURL(`${url}/guideWork/phoneBook`);
    }
    for (let i = 0; i < loads; i++) {
      const fresh = await browser.newContext({ storageState: state! });
      const listPage = await fresh.newPage();
      const cdp = await fresh.newCDPSession(listPage);
      await cdp.send('Performance.enable');
      const started = performance.now();
      await listPage.goto(`${url}${LIST}`);
      await listFilled(listPage);
      figures.listWall.push(performance.now() - started);
      const { metrics } = await cdp.send('Performance.getMetrics');
      figures.listMainThread.push((metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000);
      await fresh.close();
      await after?.();
    }
    await context.close();

    const login = await screenBytes(browser, publicDir, url, 'login page', async (p) => {
      await p.goto(`${url}/login`);
      await p.getByLabel('用户名').waitFor();
    });
    const home = await screenBytes(browser, publicDir, url, 'shell with home', async (p) => {
      await p.goto(`${url}/home`);
      await homeInteractive(p);
    }, state);
    const list = await screenBytes(browser, publicDir, url, 'shell with a list page', async (p) => {
      await p.goto(`${url}${LIST}`);
      await listFilled(p);
    }, state);
    figures.screens = [login.bytes, home.bytes, list.bytes];
    const shared = new Set([...login.files, ...home.files].map((file) => path.basename(file)));
    const chunks = readdirSync(path.join(publicDir, 'assets')).filter((file) => file.endsWith('.js') && !shared.has(file));
    for (const file of chunks) {
      const size = sizeOf(path.join(publicDir, 'assets', file));
      if (size.raw > figures.largestPageChunk.raw) figures.largestPageChunk = { file, ...size };
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}
