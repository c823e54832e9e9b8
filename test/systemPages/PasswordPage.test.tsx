/**
 * 修改密码 against the real server: the page opens the session's change-password dialog at once; the
 * password rules are checked before sending, a wrong current password is refused in the server's words, and
 * after a change only the new password signs in.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import PasswordPage from '../../src/pages/system/password/PasswordPage.tsx';
import { SessionDialogs } from '../../src/session/SessionDialogs.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { DEMO_PASSWORD, passwordLogin } from '../helpers/session.ts';

for (const engine of ENGINES) {
  describe(`修改密码 (${engine})`, { timeout: 180_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('unit_user', engine);
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const show = () =>
      render(
        <>
          <PasswordPage params={{}} query={{}} />
          <SessionDialogs />
          <ConfirmHost />
        </>,
      );
    const fill = (dialog: HTMLElement, old: string, next: string, again = next) => {
      fireEvent.change(within(dialog).getByLabelText(/原密码/), { target: { value: old } });
      fireEvent.change(within(dialog).getByLabelText(/^\*?新密码$/), { target: { value: next } });
      fireEvent.change(within(dialog).getByLabelText(/确认新密码/), { target: { value: again } });
    };
    const submit = (dialog: HTMLElement) => act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));

    it('opens the change-password dialog at once and checks the rules before sending', async () => {
      show();
      const dialog = await screen.findByRole('dialog', { name: '修改密码' });
      assert.equal(document.querySelector('h1')?.textContent, '修改密码', 'the page behind the dialog');
      assert.match(document.body.textContent ?? '', /当前账号：unit_user/);
      fill(dialog, DEMO_PASSWORD, 'Short1!');
      await submit(dialog);
      await within(dialog).findByText('密码长度不能少于8位');
      fill(dialog, DEMO_PASSWORD, 'unit_user#2025A');
      await submit(dialog);
      await within(dialog).findByText('密码不能包含用户名');
      fill(dialog, DEMO_PASSWORD, 'Portal#2025x', 'Portal#2025y');
      await submit(dialog);
      await within(dialog).findByText('两次输入的密码不一致');
      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
      await waitFor(() => assert.ok(document.querySelector('[role="dialog"]') === null, 'closed'));
      fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
      await screen.findByRole('dialog', { name: '修改密码' });
    });

    it('refuses a wrong current password in the server’s words, and changes it with the right one', async () => {
      show();
      const dialog = await screen.findByRole('dialog', { name: '修改密码' });
      fill(dialog, 'Wrong#2025x', 'Portal#2025x');
      await submit(dialog);
      await within(dialog).findByText('原密码错误');
      fill(dialog, DEMO_PASSWORD, 'Portal#2025x');
      await submit(dialog);
      await waitFor(() => assert.ok(document.querySelector('[role="dialog"]') === null, 'closed after the change'));
      assert.ok(b.toasts().includes('密码修改成功'));
      assert.equal((await passwordLogin(b.server, 'unit_user', 'Portal#2025x')).status, 200);
      assert.equal((await passwordLogin(b.server, 'unit_user', DEMO_PASSWORD)).status, 426);
    });
  });
}
