/**
 * The e2e harness: Debian's Chromium driven by playwright-core (which downloads no browser of its own),
 * against the real server on a free port with a fresh database and the built app of dist/ (npm test
 * builds it first). Without /usr/bin/chromium e2e suites skip with a loud message, except under CI=true,
 * where the missing browser is a failure.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { Engine, FreshDb } from './engines.ts';
import { startTestServer, type TestServer } from './server.ts';
import { DEMO_PASSWORD } from './session.ts';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Headless, and quiet: nothing but the pages we open may reach the network, and nothing but them uses the
 * processor. Chromium 156 loads its omnibox popup (a web page of its own, about 150 files and over a second
 * of a renderer's time) into every new window, which is every new context here; on two cores that raced the
 * page under test. A running browser has long loaded it. Chromium keeps only the last `--disable-features`,
 * so Playwright's own list is repeated before the two popups.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
  ].join(',')}`,
];

/** For describe(..., { skip: e2eSkip() }): a reason to skip, or false (always false under CI=true). */
export function e2eSkip(): string | false {
  if (existsSync(CHROMIUM) || process.env.CI === 'true') return false;
  const reason = `E2E SKIPPED: ${CHROMIUM} not found (apt-get install chromium). Under CI=true this fails instead.`;
  const bar = '!'.repeat(reason.length + 6);
  console.warn(`\n${bar}\n!! ${reason} !!\n${bar}\n`);
  return reason;
}

export interface E2e {
  server: TestServer;
  browser: Browser;
  page: Page;
  /** Every URL the page asked for, in order (documents, scripts, styles, fetches, images...). */
  requests: string[];
  /** Console errors and uncaught page errors. */
  errors: string[];
  /** Every answer of status 400 or more the page got, as `status url` (a walk asserts there is none). */
  failed: string[];
  close(): Promise<void>;
}

/**
 * The real server on a fresh database, Chromium with a new empty profile, and one recorded page. `env`: the
 * server's configuration beyond the test defaults (a sibling system's address, a files directory); `database`:
 * as startTestServer's, for a walk that must see the server's first start.
 */
export async function startE2e(engine: Engine = 'pglite', env: Record<string, string> = {}, database?: FreshDb): Promise<E2e> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing and CI=true: the e2e suite cannot run (apt-get install chromium)`);
  const server = await startTestServer(engine, env, database);
  let browser: Browser;
  try {
    // launch() gives the browser a new, empty user-data-dir (a temporary profile removed on close).
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  } catch (e) {
    await server.close();
    throw e;
  }
  const context = await browser.newContext();
  const requests: string[] = [];
  const errors: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return {
    server,
    browser,
    page,
    requests,
    errors,
    failed,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Opens `address` signed out, signs `username` in on the sign-in page it leads to (the way a user does, with
 * the demo password), and waits until the app has brought them back to `address`.
 */
export async function signInAt(page: Page, address: string, username: string): Promise<void> {
  await page.goto(address);
  // Waited for by its form, then its address checked: the app replaces the address as the document finishes
  // loading, and waitForURL, which waits for that load as well, timed out here on a loaded machine.
  await page.getByLabel('用户名').waitFor();
  assert.match(page.url(), /\/login\?redirect=/);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(address).catch((error: unknown) => {
    throw new Error(`${username} did not reach ${address} but ${page.url()}: ${String(error)}`);
  });
}

/**
 * Whether the focus comes back to `target` once a popup has closed. Radix hands it back a task after the
 * popup has left the page, so this waits a moment for it rather than reading the focus at once.
 */
export async function focusReturnsTo(target: Locator): Promise<boolean> {
  const element = await target.elementHandle();
  await target.page().waitForFunction((el) => el === document.activeElement, element, { timeout: 5_000 }).catch(() => undefined);
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Follows the requests of `target` from now on; the function it gives waits until `page` shows nothing
 * loading (加载中…) and none of those requests is still in flight. A test that goes on by address waits for
 * it first: the navigation would cancel what the page was still fetching, and count it as failed. The load
 * state networkidle does not do: home asks for its cards only once its summary has arrived and drawn them,
 * which on a loaded machine comes after the half second of quiet networkidle waits for.
 */
export function settling(target: BrowserContext | Page): (page: Page) => Promise<void> {
  const open = new Set<unknown>();
  target.on('request', (r) => open.add(r));
  target.on('requestfinished', (r) => open.delete(r));
  target.on('requestfailed', (r) => open.delete(r));
  return async (page) => {
    const loading = page.getByRole('status').filter({ hasText: '加载中…' });
    for (let quiet = 0; quiet < 3; ) {
      quiet = open.size === 0 && (await loading.count()) === 0 ? quiet + 1 : 0;
      await page.waitForTimeout(100);
    }
  };
}
