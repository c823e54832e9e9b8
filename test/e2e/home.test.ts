/**
 * Home end to end in Chromium (docs/home.md), one browser walking as the province's administrator, Hangzhou's
 * and 西湖区教育局's clerk in turn: each lands on 今日工作 with counts of their own scope (different for
 * each), every count opens its list holding exactly that many items, an item of a record kind opens its
 * detail, and 共享展示 and 银龄驿站 show. No console error, no failed request.
 * Run: node build.mjs && node test/run.mjs test/e2e/home.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';

interface Count { label: string; count: number; href: string }

describe('home in Chromium, as a province, a city and a unit user', { skip: e2eSkip(), timeout: 600_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let failed: string[];
  const seen: Record<string, Count[]> = {};
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    failed = e2e.failed;
  });
  after(() => e2e?.close());

  const main = () => page.getByRole('main');
  const work = () => main().getByRole('region', { name: '今日工作' });

  async function signIn(username: string) {
    await signInAt(page, `${url}/home`, username);
  }

  async function logOut() {
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login\?redirect=/);
  }

  /** 今日工作's counts as the page shows them. */
  async function counts(): Promise<Count[]> {
    await work().getByRole('link').first().waitFor();
    return work().getByRole('link').evaluateAll((links) =>
      links.map((a) => {
        const [, label, count] = /^(.+)：(\d+) 条$/.exec(a.getAttribute('aria-label') ?? '') ?? [];
        return { label: label ?? '', count: Number(count), href: a.getAttribute('href') ?? '' };
      }),
    );
  }

  /** Opens every count's list from home: its heading is the kind, its total the count; one record item's detail. */
  async function walk(username: string) {
    await signIn(username);
    const mine = await counts();
    seen[username] = mine;
    assert.ok(mine.length > 0 && mine.every((c) => c.label && c.href.startsWith('/home/homeList/')), JSON.stringify(mine));
    await main().getByRole('region', { name: '共享展示' }).waitFor();
    await main().getByRole('region', { name: '银龄驿站' }).waitFor();
    let detailOpened = false;
    for (const count of mine) {
      await page.goto(`${url}/home`);
      await work().getByRole('link', { name: `${count.label}：${count.count} 条` }).click();
      await page.waitForURL(`${url}${count.href}`);
      await main().getByRole('heading', { name: count.label, exact: true }).waitFor();
      await main().getByText(`共 ${count.count} 条`, { exact: true }).waitFor();
      const first = main().getByRole('table').getByRole('link').first();
      if (!detailOpened && count.count > 0 && (await first.getAttribute('href'))?.startsWith('/home/homeDetails/')) {
        const title = await first.innerText();
        await first.click();
        await page.waitForURL((u) => u.pathname.startsWith('/home/homeDetails/'));
        await main().getByRole('heading', { level: 1 }).filter({ hasText: title }).waitFor();
        detailOpened = true;
      }
    }
    assert.ok(detailOpened, `${username} opened an item's detail from home`);
    await page.goto(`${url}/home`);
    await work().waitFor();
    await logOut();
  }

  it('walks home as the province administrator', async () => {
    await walk('admin');
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('walks home as Hangzhou’s administrator, with Hangzhou’s smaller counts', async () => {
    await walk('hz_admin');
    const province = new Map(seen.admin!.map((c) => [c.label, c.count]));
    const fewer = seen.hz_admin!.filter((c) => (province.get(c.label) ?? 0) > c.count);
    assert.ok(fewer.length >= 5, `a city sees less than the province: ${JSON.stringify(seen.hz_admin)}`);
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });

  it('walks home as a unit clerk, with their unit’s own kinds', async () => {
    await walk('unit_user');
    assert.ok(seen.unit_user!.length < seen.hz_admin!.length, 'a unit clerk has fewer kinds of work');
    assert.ok(seen.unit_user!.some((c) => c.label === '本周生日' && c.count > 0), JSON.stringify(seen.unit_user));
    assert.deepEqual(e2e.errors, [], 'no console error');
    assert.deepEqual(failed, [], 'no failed request');
  });
});
