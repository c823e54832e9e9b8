/**
 * Issue 16's "done when", in Chromium: on a fresh demo database, every demo account the server names at start
 * signs in and opens every page of its menu, and no request is slower than the server's statement timeout
 * (STATEMENT_TIMEOUT_MS). Each page must also render (neither the error boundary nor an error state nor a
 * blank), log no console error. Pages are opened inside the app, as a menu click opens them,
 * so that the walk measures the pages rather than a reload of the app per page. Durations are reported
 * (t.diagnostic) and bounded by the statement timeout only; no page may say 页面建设中, show a catalogue key
 * instead of its text (a part its modules did not import), and no request may fail (4xx or 5xx). A failing page is photographed into a temporary directory named in the failure.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { allParts } from '../../model/i18n/all.ts';
import { zh } from '../../model/i18n/index.ts';
import { applyShaoxingRule, type ShaoxingUser } from '../../model/menu/shaoxingRule.ts';
import { redactUrl } from '../../server/log.ts';
import type { MenuEntry } from '../../src/http/api/admin.ts';
import { entryAddress, menuLabel } from '../../src/router/menuIndex.ts';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { freshDatabase } from '../helpers/engines.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

/** The start-up log line that names the demo accounts (server/seed/seedIfEmpty.ts). */
const DEMO_LOG = 'demo data created: sign in with one of these accounts';
/**
 * Accounts walked at once, each in its own context of the one browser: the walk is mostly the browser's
 * rendering, and two renderers keep CI's two cores busy.
 */
const WALKERS = 2;
/** A page that looked settled, with no request in flight, is looked at again this much later. */
const CALM_MS = 60;

interface Target {
  address: string;
  label: string;
}

interface Timed {
  /** The page being opened when the request started. */
  page: string;
  url: string;
  ms: number;
  status: number;
  api: boolean;
}

interface Walk {
  username: string;
  /** `at`: where the page opened ended up (an entry without a page of its own opens its first sub-page). */
  pages: (Target & { at: string; pending: boolean })[];
  ms: number;
}

/**
 * Every page a user opens from their menus, parents before children: the entries the sidebar links to (not
 * hidden, not a button, no parameter). A parent is opened too: 生日提醒 and 统计中心 are pages of their own.
 */
function menuPages(menu: readonly MenuEntry[]): Target[] {
  return menu
    .filter((entry) => !entry.hidden && entry.type !== 'button')
    .flatMap((entry) => [
      ...(entry.path && !entry.path.includes('{') ? [{ address: entryAddress(entry), label: menuLabel(entry, 'zh-CN') }] : []),
      ...menuPages(entry.children ?? []),
    ]);
}

/** A request's URL as the server logs it: path and query, the token copies of GET requests left out. */
function logged(request: Request): string {
  const { pathname, search } = new URL(request.url());
  return redactUrl(pathname + search);
}

/**
 * Every request of a browser context: those in flight, and the duration and status of each one finished, with
 * the page being opened when it started (`opening`, which the walk sets).
 */
function recordRequests(context: BrowserContext) {
  const inFlight = new Map<Request, string>();
  const statuses = new Map<Request, number>();
  const finished: Timed[] = [];
  const failed: { page: string; url: string; error: string }[] = [];
  const recorder = { opening: '', inFlight, finished, failed };
  context.on('request', (request) => inFlight.set(request, recorder.opening));
  context.on('response', (response) => statuses.set(response.request(), response.status()));
  context.on('requestfinished', (request) => {
    const api = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    finished.push({ page: inFlight.get(request) ?? '', url: logged(request), ms: Math.max(0, request.timing().responseEnd), status: statuses.get(request) ?? 0, api });
    inFlight.delete(request);
    statuses.delete(request);
  });
  context.on('requestfailed', (request) => {
    failed.push({ page: inFlight.get(request) ?? '', url: logged(request), error: request.failure()?.errorText ?? '' });
    inFlight.delete(request);
    statuses.delete(request);
  });
  return recorder;
}

type Requests = ReturnType<typeof recordRequests>;

/** In the page: what a menu click does (src/router/location.ts): push the address, tell the router. */
function openInApp(address: string): void {
  history.pushState(null, '', address);
  dispatchEvent(new PopStateEvent('popstate'));
}

interface Look {
  /** The title of the page at each address the walk may end up at. */
  titles: Record<string, string>;
  loading: string;
  pending: string;
  waitMs: number;
}

/**
 * In the page: waits, a frame at a time, until <main> shows the page of the address shown (its title) with
 * something in it and nothing loading, and says what it shows. Only its visible part counts: kept-alive pages
 * stay in the document, hidden. No function is named in here: tsx would wrap it in a helper the page lacks.
 */
async function lookAtMain({ titles, loading, pending, waitMs }: Look) {
  const deadline = performance.now() + waitMs;
  for (;;) {
    const at = location.pathname + location.search;
    const main = document.querySelector('main');
    const text = main?.innerText.trim() ?? '';
    const busy = [...(main?.querySelectorAll('[aria-busy="true"]') ?? [])].some((el) => el.checkVisibility());
    const ready = main?.getAttribute('aria-label') === titles[at] && text !== '' && !text.includes(loading) && !busy;
    if (ready || performance.now() > deadline) {
      return {
        ready,
        at,
        alerts: [...(main?.querySelectorAll<HTMLElement>('[role="alert"]') ?? [])].filter((el) => el.checkVisibility()).map((el) => el.innerText.trim()),
        pending: [...(main?.querySelectorAll('h1') ?? [])].some((h) => h.checkVisibility() && h.textContent === pending),
      };
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

type Shown = Awaited<ReturnType<typeof lookAtMain>>;

/** Every key of the catalogue: a text whose part no module of the screen imported would show as its key. */
const KEYS = allParts.flatMap((part) => Object.keys(part));

/** In the page: the catalogue keys the document shows as text or in its labels (the same rule for names). */
function keysShown(keys: string[]): string[] {
  const known = new Set(keys);
  const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  const words = [document.body.innerText, document.title, ...labels].join('\n').match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? [];
  return [...new Set(words.filter((word) => known.has(word)))];
}

/** Waits until the page opened has rendered with no request in flight (`ready` false if it never does). */
async function settle(page: Page, requests: Requests, titles: Look['titles'], waitMs: number): Promise<Shown> {
  const look = { titles, loading: zh('page.loading'), pending: zh('pending.title'), waitMs };
  const deadline = Date.now() + waitMs;
  let shown = await page.evaluate(lookAtMain, look);
  // Settled: rendered with nothing in flight at two looks apart (a request starts after the render that asks for it).
  let calm = 0;
  for (;;) {
    calm = shown.ready && requests.inFlight.size === 0 ? calm + 1 : 0;
    if (calm === 2 || Date.now() >= deadline) return { ...shown, ready: calm === 2 };
    await new Promise((resolve) => setTimeout(resolve, CALM_MS));
    shown = await page.evaluate(lookAtMain, { ...look, waitMs: Math.max(0, deadline - Date.now()) });
  }
}

describe('the walk of every page of every demo user’s menu, in Chromium', { skip: e2eSkip(), timeout: 600_000 }, () => {
  let e2e: E2e;
  let url: string;
  let limitMs: number;
  let shots: string | undefined;
  before(async () => {
    // A fresh database, not a copy of a first start: the walk takes its accounts from the start-up log.
    e2e = await startE2e('pglite', {}, await freshDatabase('pglite'));
    url = e2e.server.url;
    limitMs = e2e.server.config.statementTimeoutMs;
  });
  after(() => e2e?.close());

  /** A screenshot of a failing page, in a directory kept after the run. */
  async function photograph(page: Page, name: string): Promise<string> {
    shots ??= mkdtempSync(path.join(os.tmpdir(), 'lgb-demo-walk-'));
    const file = path.join(shots, `${name.replace(/[^\w-]+/g, '_')}.png`);
    await page.screenshot({ path: file });
    return file;
  }

  /** Signs `username` in on the sign-in page; their menu as the shell shows it (the Shaoxing rule applied). */
  async function signIn(page: Page, username: string): Promise<MenuEntry[]> {
    await page.goto(`${url}/login`);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    const answer = (pathname: string) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === pathname, { timeout: limitMs + 10_000 }).then((r) => r.json());
    const answers = Promise.all([answer('/admin/user'), answer('/admin/menu')]);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const [user, menu] = await answers;
    return applyShaoxingRule(menu.data as MenuEntry[], user.data as ShaoxingUser);
  }

  /** Signs `username` in and opens 首页 (where sign-in lands) and every page of their menu, one after another. */
  async function walk(username: string, timings: Timed[], failures: string[]): Promise<Walk> {
    const started = Date.now();
    const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const requests = recordRequests(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const pages: Walk['pages'] = [];
      // Sign-in lands on 首页 at /; the menu's pages are added once it is known.
      const titles: Look['titles'] = { '/': zh('route.home') };
      /** Opens a page by `open` and checks it and every request made meanwhile. */
      const visit = async (target: Target, open: () => Promise<unknown>) => {
        const [finished, failed, complained] = [requests.finished.length, requests.failed.length, errors.length];
        requests.opening = target.address;
        const opened = await open().then(() => '', (error: Error) => error.message);
        // A request of a page that never settled may end while another is open: it is named with its page.
        const of = (request: { page: string; url: string }) => (request.page === target.address ? request.url : `${request.url} (of ${request.page})`);
        // Long enough for a request at the limit, and the page's rendering around it.
        const shown = await settle(page, requests, titles, opened ? 0 : limitMs + 10_000);
        pages.push({ ...target, at: shown.at, pending: shown.pending });
        const problems = [
          ...(opened ? [`not opened: ${opened}`] : shown.ready ? [] : [`never rendered (in flight: ${[...requests.inFlight.keys()].map(logged).join(', ') || 'nothing'})`]),
          ...shown.alerts.map((alert) => `shows “${alert}”`),
          ...(await page.evaluate(keysShown, KEYS)).map((key) => `shows the key ${key}, not its text`),
          ...errors.slice(complained).map((error) => `console: ${error}`),
          ...requests.failed.slice(failed).map((failure) => `${failure.error} for ${of(failure)}`),
        ];
        for (const request of requests.finished.slice(finished)) {
          timings.push(request);
          if (request.status >= 400) problems.push(`${request.status} from ${of(request)}`);
          if (request.ms > limitMs) problems.push(`${Math.round(request.ms)} ms (over ${limitMs} ms) for ${of(request)}`);
        }
        if (problems.length) {
          const shot = await photograph(page, `${username}${target.address}`);
          const at = shown.at === target.address ? '' : ` → ${shown.at}`;
          failures.push(`${username} ${target.address}${at} (${target.label}): ${problems.join('; ')} [screenshot ${shot}]`);
        }
      };
      // 首页 is checked with the sign-in page's requests and the sign-in's.
      let menu: MenuEntry[] = [];
      await visit({ address: '/', label: zh('route.home') }, async () => (menu = await signIn(page, username)));
      const targets = menuPages(menu);
      // An address of two entries shows the first one's title, as the shell finds it (findMenuItem).
      for (const { address, label } of targets) titles[address] ??= label;
      for (const target of targets) await visit(target, () => page.evaluate(openInApp, target.address));
      return { username, pages, ms: Date.now() - started };
    } finally {
      await context.close();
    }
  }

  it('opens every page of every demo account’s menu without an error, a failed request, a not-built page or a request over the statement timeout', async (t: TestContext) => {
    const announced = e2e.server.logs.find((line) => line.msg === DEMO_LOG)?.accounts as { username: string }[] | undefined;
    assert.ok(announced?.length, 'the server names the demo accounts at start');
    const queue = announced.map((account) => account.username);
    const timings: Timed[] = [];
    const failures: string[] = [];
    const walks: Walk[] = [];
    await Promise.all(
      Array.from({ length: WALKERS }, async () => {
        for (let username = queue.shift(); username; username = queue.shift()) walks.push(await walk(username, timings, failures));
      }),
    );

    // In the order the server named the accounts, whichever walker finished first.
    walks.sort((a, b) => announced.findIndex((x) => x.username === a.username) - announced.findIndex((x) => x.username === b.username));
    for (const { username, pages, ms } of walks) {
      const own = pages.filter((p) => p.at === p.address);
      const landings = pages.length - own.length;
      t.diagnostic(
        `${username}: ${pages.length} pages in ${(ms / 1000).toFixed(1)} s` +
          `${landings ? ` (${landings} opening their first sub-page)` : ''}, ${own.filter((p) => p.pending).length} of them 页面建设中`,
      );
    }
    const api = timings.filter((r) => r.api);
    const slowest = api.reduce<Timed | undefined>((worst, r) => (!worst || r.ms > worst.ms ? r : worst), undefined);
    if (slowest) t.diagnostic(`slowest of ${api.length} API requests: ${Math.round(slowest.ms)} ms ${slowest.url} on ${slowest.page} (limit ${limitMs} ms)`);
    const pending = new Map(walks.flatMap((w) => w.pages.filter((p) => p.pending && p.at === p.address).map((p) => [p.address, p.label] as const)));
    assert.deepEqual(failures, []);
    // Every page of the catalogue has its screen: none of a demo user's pages may say 页面建设中.
    assert.deepEqual([...pending].map(([address, label]) => `${label} ${address}`), []);
  });
});
