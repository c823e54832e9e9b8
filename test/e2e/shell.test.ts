/**
 * The shell end to end in Chromium against the real server (issue 5): two users' menus, tags and
 * keep-alive, every theme and colour (screenshots kept in a temporary directory, printed), every settings
 * switch, the menu search, lock and unlock, 404 and 403, and axe-core on the sign-in, shell and lock pages.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { THEMES, COLOR_PRESETS } from '../../src/theme/themes.ts';
import { SWITCHES } from '../../src/shell/settingsStore.ts';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { projectRoot } from '../../server/paths.ts';
import { axeViolations } from '../helpers/axe.ts';
import { e2eSkip, focusReturnsTo, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD, signIn as signInApi } from '../helpers/session.ts';


/** The part of the shell each settings switch shows or hides. */
const PARTS: Record<(typeof SWITCHES)[number], string> = {
  showTag: 'nav[aria-label="已打开的页面"]',
  showDebug: 'button[aria-label^="错误日志"]',
  showTheme: 'button[aria-label="主题"]',
  showColor: 'button[aria-label="主题色"]',
  showFullScren: 'button[aria-label="全屏"]',
  showLock: 'button[aria-label="锁屏"]',
  showCollapse: 'button[aria-label="收起菜单"]',
  showSearch: 'input[aria-label="搜索菜单"]',
  showMenu: 'nav[aria-label="顶部菜单"]',
};


/** The built files (DIST_DIR's metafile) holding Radix's menus, popovers or dialogs: none belongs to a first paint. */
/** The built files holding a source file that `input` matches. */
function chunksWith(input: RegExp): Set<string> {
  const distRoot = path.dirname(path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public'));
  const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  return new Set(Object.entries(meta.outputs).filter(([, o]) => Object.keys(o.inputs).some((file) => input.test(file))).map(([file]) => path.basename(file)));
}

const popupChunks = () => chunksWith(/node_modules\/@radix-ui\/react-(menu|popover|dialog|switch)\//);

async function signIn(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('banner').waitFor();
}

const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' });

/** The top menu's groups: those in the bar, then those under 更多 (issue 16.3), which is closed again. */
async function topGroups(page: Page): Promise<string[]> {
  const inBar = await topMenu(page).getByRole('link').allTextContents();
  const more = topMenu(page).getByRole('button', { name: '更多' });
  if (!(await more.count())) return inBar;
  await more.click();
  await page.getByRole('menuitem').first().waitFor();
  const listed = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return [...inBar, ...listed];
}

/** Opens a top-menu group: from the bar, or from 更多 when the bar has no room for it. */
async function openGroup(page: Page, name: string): Promise<void> {
  const link = topMenu(page).getByRole('link', { name });
  if (await link.count()) return link.click();
  await topMenu(page).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name }).click();
}
const tagValues = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link').allTextContents();

describe('the shell in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  const shots = mkdtempSync(path.join(os.tmpdir(), 'lgb-shell-shots-'));
  /** Another site for /myiframe, counting how often its page is loaded. */
  let sibling: Server;
  let siblingUrl: string;
  let siblingLoads = 0;
  before(async () => {
    sibling = createServer((_req, res) => {
      siblingLoads++;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>sibling</title><p>外部系统</p>');
    });
    await new Promise<void>((resolve) => sibling.listen(0, '127.0.0.1', resolve));
    siblingUrl = `http://localhost:${(sibling.address() as AddressInfo).port}/screen`;
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 800 });
    console.log(`screenshots: ${shots}`);
  });
  after(async () => {
    await e2e?.close();
    sibling?.close();
  });

  it('shows the sign-in page without a serious or critical accessibility violation', async () => {
    await page.goto(`${url}/login`);
    await page.getByLabel('用户名').waitFor();
    assert.deepEqual(await axeViolations(page, 'html'), []);
  });

  it('signs in as admin and as unit_user, whose menus differ, and the shell passes axe-core', async () => {
    await signIn(page, url, 'admin');
    await page.getByRole('heading', { name: /您好/ }).waitFor();
    const adminGroups = await topGroups(page);
    assert.ok(adminGroups.includes('系统管理') && adminGroups.includes('工作联络'), adminGroups.join(' '));
    assert.deepEqual(await axeViolations(page, 'html'), []);

    const clerkContext = await (e2e.browser as Browser).newContext({ viewport: { width: 1366, height: 800 } });
    try {
      const clerk = await clerkContext.newPage();
      await signIn(clerk, url, 'unit_user');
      const clerkGroups = await topGroups(clerk);
      // A unit clerk keeps their unit's retired cadres and reads the liaison pages; the bureaus' other work is not theirs.
      assert.ok(clerkGroups.includes('工作联络') && clerkGroups.includes('离退休干部信息'), clerkGroups.join(' '));
      assert.ok(clerkGroups.length < adminGroups.length && clerkGroups.every((group) => adminGroups.includes(group)));
      // A page of the catalogue that the clerk's roles do not grant.
      const granted = JSON.stringify((await (await signInApi(e2e.server, 'unit_user')).json('/admin/menu?type=left')).body.data);
      const forbidden = flatten(MENU_CATALOGUE).find((n) => n.type === 'menu' && n.path && !n.path.includes('{') && !granted.includes(`"${n.path}"`))!;
      await clerk.goto(`${url}${forbidden.path}`);
      await clerk.getByRole('heading', { name: '无权访问' }).waitFor();
      assert.equal(new URL(clerk.url()).pathname, '/403');
    } finally {
      await clerkContext.close();
    }
  });

  it('downloads the header’s and tags’ menus on first use, and opens them from the keyboard and at the pointer as before', async () => {
    // A new tab with the stored session, whose pointer has touched nothing: the first paint of home.
    const context = await (e2e.browser as Browser).newContext({ storageState: await page.context().storageState(), viewport: { width: 1366, height: 800 } });
    try {
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => scripts.push(path.basename(new URL(request.url()).pathname)));
      await tab.goto(`${url}/home`);
      await tab.getByRole('heading', { name: /您好/ }).waitFor();
      const popups = popupChunks();
      assert.ok(popups.size > 0, 'the build has chunks with Radix menus, popovers and dialogs');
      assert.deepEqual(scripts.filter((file) => popups.has(file)), [], 'the first paint downloads no menu, popover or dialog');
      const patterns = chunksWith(/^src\/router\/cataloguePatterns\.precomputed\.ts$/);
      assert.equal(patterns.size, 1, 'the catalogue’s patterns are a chunk of their own');
      assert.deepEqual(scripts.filter((file) => patterns.has(file)), [], 'a page the user holds resolves without the catalogue’s patterns');

      const user = tab.getByRole('button', { name: /^用户菜单/ });
      await user.focus();
      await tab.keyboard.press('Enter');
      await tab.getByRole('menu').waitFor();
      assert.equal(await tab.evaluate(() => document.activeElement?.textContent), '个人信息', 'the first item has the focus');
      await tab.keyboard.press('Escape');
      await tab.getByRole('menu').waitFor({ state: 'detached' });
      assert.ok(await focusReturnsTo(user), 'the focus is back on the button');

      const home = tab.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '首页' });
      const box = (await home.boundingBox())!;
      await tab.mouse.click(box.x + 12, box.y + 8, { button: 'right' });
      const menu = tab.getByRole('menu', { name: '“首页”的标签操作' });
      await menu.waitFor();
      const at = (await menu.boundingBox())!;
      assert.ok(Math.abs(at.x - (box.x + 12)) <= 8 && Math.abs(at.y - (box.y + 8)) <= 8, `the menu opens at the pointer: ${JSON.stringify(at)} for ${box.x + 12},${box.y + 8}`);
      await tab.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await home.focus();
      await tab.keyboard.press('Shift+F10');
      await menu.waitFor();
      assert.equal(await tab.evaluate(() => document.activeElement?.textContent), '刷新', 'from the keyboard the first item has the focus');
      await tab.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });

  it('opens and closes tags, and keeps a list’s filters across tag switches', async () => {
    await openGroup(page, '工作联络');
    await page.waitForURL(`${url}/guideWork/phoneBook`);
    const nameFilter = () => page.getByRole('main').getByRole('searchbox', { name: '姓名' });
    await nameFilter().fill('张三');
    await page.getByRole('navigation', { name: /^侧边菜单/ }).getByRole('link', { name: '政策文件' }).click();
    await page.waitForURL(`${url}/guideWork/sendReceive`);
    assert.deepEqual(await tagValues(page), ['首页', '通讯录', '政策文件']);
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '通讯录' }).click();
    await page.waitForURL(`${url}/guideWork/phoneBook`);
    assert.equal(await nameFilter().inputValue(), '张三');
    await page.getByRole('button', { name: '关闭“政策文件”' }).click();
    assert.deepEqual(await tagValues(page), ['首页', '通讯录']);
    await page.reload();
    await page.getByRole('banner').waitFor();
    assert.deepEqual(await tagValues(page), ['首页', '通讯录'], 'the tags survive a reload');
  });

  it('switches every theme and colour at once, without a download', async () => {
    await page.getByRole('button', { name: '主题', exact: true }).click();
    // Opening the first picker downloads both pickers' popovers (AppearanceChoices.tsx); switching downloads nothing.
    await page.locator('[data-theme-choice="default"]').waitFor();
    await page.keyboard.press('Escape');
    const before = e2e.requests.length;
    /** A choice closes its chooser (issue 16.10): each is opened again. */
    const choose = async (button: string, choice: string) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.locator(choice).click();
      await page.locator(choice).waitFor({ state: 'detached' });
    };
    for (const theme of THEMES) {
      await choose('主题', `[data-theme-choice="${theme}"]`);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? 'default'), theme);
      await page.screenshot({ path: path.join(shots, `theme-${theme}.png`) });
    }
    for (const color of COLOR_PRESETS) {
      await choose('主题色', `[data-color-choice="${color}"]`);
      const painted = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim());
      assert.match(painted, /^#[0-9a-f]{6}$/);
      await page.screenshot({ path: path.join(shots, `color-${color.slice(1)}.png`) });
    }
    assert.deepEqual(e2e.requests.slice(before).filter((address) => !address.includes('/lgbsmp/') && !address.includes('/admin/')), []);
    await page.reload();
    await page.getByRole('banner').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? 'default'), 'hey', 'the saved theme applies after a reload');
  });

  it('shows and hides each part of the shell with its settings switch, and closes the panel on the shade', async () => {
    await page.getByRole('button', { name: '系统设置' }).click();
    const panel = page.getByRole('dialog', { name: '系统设置' });
    for (const [i, name] of SWITCHES.entries()) {
      const toggle = panel.getByRole('switch').nth(i);
      assert.equal(await page.locator(PARTS[name]).count(), 1, `${name} shows its part`);
      await toggle.click();
      assert.equal(await page.locator(PARTS[name]).count(), 0, `${name} hides its part`);
      await toggle.click();
    }
    await page.mouse.click(40, 400);
    await panel.waitFor({ state: 'detached' });
  });

  it('finds a page with the menu search from the keyboard', async () => {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('政策');
    await page.getByRole('option', { name: /政策文件/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/guideWork/sendReceive`);
  });

  it('locks the screen, passes axe-core there, and unlocks back to the page', async () => {
    await page.getByRole('button', { name: '锁屏' }).click();
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await dialog.getByLabel('锁屏密码').fill('2468');
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await page.waitForURL(`${url}/lock`);
    await page.getByRole('heading', { name: '屏幕已锁定' }).waitFor();
    assert.deepEqual(await axeViolations(page, 'html'), []);
    await page.goto(`${url}/guideWork/phoneBook`);
    await page.waitForURL(`${url}/lock`);
    await page.getByLabel('锁屏密码').fill('2468');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.waitForURL((address) => address.pathname !== '/lock');
    await page.getByRole('banner').waitFor();
  });

  it('embeds another site’s page and does not reload it when its tag is revisited', async () => {
    await page.goto(`${url}/myiframe/sibling?src=${encodeURIComponent(siblingUrl)}&name=${encodeURIComponent('外部系统')}`);
    await page.frameLocator('iframe[title="外部系统"]').getByText('外部系统').waitFor();
    assert.equal(siblingLoads, 1);
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '首页' }).click();
    await page.getByRole('heading', { name: /您好/ }).waitFor();
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '外部系统' }).click();
    await page.frameLocator('iframe[title="外部系统"]').getByText('外部系统').waitFor();
    assert.equal(siblingLoads, 1, 'the embedded page was kept, not loaded again');
  });

  it('answers an unknown address with 404 inside the shell', async () => {
    await page.goto(`${url}/no/such/page`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/404');
    await page.getByRole('banner').waitFor();
  });

  it('made no request to another address and logged no error in the browser', () => {
    const elsewhere = e2e.requests.filter((address) => !address.startsWith(url) && !address.startsWith('data:') && !address.startsWith(siblingUrl));
    assert.deepEqual(elsewhere, [], 'only the embedded sibling page came from another address');
    assert.deepEqual(e2e.errors, []);
  });
});
