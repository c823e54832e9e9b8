/**
 * 在线用户 against the real server: who is signed in, from where and how; one's own session marked and
 * not offered; one session of a person signed out, then all of them.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import OnlineUserPage from '../../src/pages/system/online/OnlineUserPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { createUser, signInAs } from '../system/helpers/admin.ts';

for (const engine of ENGINES) {
  describe(`在线用户 (${engine})`, { timeout: 180_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('admin', engine);
      await createUser(b.server, b.api, { username: 'online_x', name: '在线甲', orgId: '330106' });
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = () =>
      render(
        <>
          <OnlineUserPage params={{}} query={{}} />
          <ConfirmHost />
        </>,
      );
    const rows = () => [...document.querySelectorAll('table[aria-label="在线用户"] tbody tr')].filter((r) => r.querySelectorAll('td').length > 1);
    const rowCount = (n: number) =>
      waitFor(() => {
        if (rows().length !== n) throw new Error(`${rows().length} rows`);
      });
    const searchFor = (text: string) => {
      fireEvent.change(screen.getByLabelText('姓名或用户名'), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
    };
    const confirmed = async () => {
      const question = await screen.findByRole('dialog', { name: '提示' });
      await act(async () => fireEvent.click(within(question).getByRole('button', { name: '确定' })));
    };

    it('marks one’s own session and offers nothing on it', async () => {
      show();
      searchFor('admin');
      await waitFor(() => assert.ok(rows().some((r) => r.textContent?.includes('当前会话')), 'the own session'));
      const own = rows().find((r) => r.textContent?.includes('当前会话'))!;
      assert.match(own.textContent ?? '', /系统管理员.*admin.*浙江省委老干部局.*127\.0\.0\.1/);
      assert.match(own.textContent ?? '', /密码/, 'signed in by password');
      assert.equal(own.querySelectorAll('button').length, 0);
    });

    it('signs out one session of a person, then all of their sessions', async () => {
      const first = await signInAs(b.server, 'online_x');
      const second = await signInAs(b.server, 'online_x');
      show();
      searchFor('online_x');
      await rowCount(2);
      assert.match(rows()[0]!.textContent ?? '', /在线甲.*online_x.*西湖区委老干部局/);
      fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '强制下线 在线甲 的这个登录' }));
      await confirmed();
      await rowCount(1);
      const alive = [(await first.json('/admin/user')).status, (await second.json('/admin/user')).status].sort();
      assert.deepEqual(alive, [200, 401], 'exactly one session ended');
      assert.ok(b.toasts().includes('“在线甲”的这个登录已下线'));

      fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '全部下线 在线甲 的所有登录' }));
      await confirmed();
      await screen.findByText('没有符合查询条件的记录');
      assert.deepEqual([(await first.json('/admin/user')).status, (await second.json('/admin/user')).status], [401, 401]);
    });

    it('says when a session has ended meanwhile, in the server’s words', async () => {
      const client = await signInAs(b.server, 'online_x');
      show();
      searchFor('online_x');
      await rowCount(1);
      await client.fetch('/auth/token/logout', { method: 'DELETE' });
      fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '强制下线 在线甲 的这个登录' }));
      await confirmed();
      await screen.findByText('该会话已结束');
      await screen.findByText('没有符合查询条件的记录');
    });
  });
}
