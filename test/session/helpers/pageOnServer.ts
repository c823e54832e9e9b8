/**
 * Component tests of the session's pages against the real server: the happy-dom window (test/helpers/dom.ts,
 * imported first by the test file) is moved to the server's origin, so the app's own request layer,
 * session singleton, storage and router run unchanged and their requests reach the server.
 */
import { request } from 'node:http';
import assert from 'node:assert/strict';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { closeSessionDialog } from '../../../src/session/sessionDialogs.ts';
import { session } from '../../../src/session/sessionMachinery.ts';
import { readToken } from '../../../src/session/tokenRecord.ts';
import { storage } from '../../../src/store/storage.ts';
import { toastStore } from '../../../src/ui/toastStore.ts';
import type { TestServer } from '../../helpers/server.ts';
import { DEMO_PASSWORD, passwordLogin } from '../../helpers/session.ts';

// Answers come from a real server on a machine shared with other test runs.
configure({ asyncUtilTimeout: 10_000 });

/** A field by its label's text, without the mark of a required field. */
export function byLabel(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^\\*?${label}$`)) as HTMLInputElement;
}

/** Puts the window at an address of the server (as if the user had typed it). */
export function openAt(server: TestServer, path: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + path);
}

/** After each test: nothing rendered, nobody signed in, no toast, no dialog. */
export function resetPage(): void {
  cleanup();
  session.port.clear();
  toastStore.setState({ toasts: [] });
  closeSessionDialog();
}

/** Signs the app's session in by password, as the login page does, and restores it, as the workspace does. */
export async function signInAs(server: TestServer, username: string, password = DEMO_PASSWORD): Promise<void> {
  const { status, body } = await passwordLogin(server, username, password);
  if (status !== 200) throw new Error(`sign-in of ${username} failed: ${status} ${JSON.stringify(body)}`);
  session.completeSignIn(body.data);
  await session.restore();
}

/**
 * Who signed in on a public page: once its sign-in is stored, the user the workspace's document finds when
 * it restores it (the page has gone on there).
 */
export async function signedInAs(): Promise<string | undefined> {
  await waitFor(() => assert.ok(readToken(storage), 'a sign-in is stored'));
  await session.restore();
  return session.store.getState().user?.userName;
}

export const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

/** The addresses fetch was called with, and the window's address at each call (instrumented, not replaced). */
export function recordFetches(): { calls: { url: string; at: string }[]; stop(): void } {
  const original = globalThis.fetch;
  const calls: { url: string; at: string }[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input instanceof Request ? input.url : input), at: window.location.href });
    return original(input, init);
  }) as typeof fetch;
  return { calls, stop: () => void (globalThis.fetch = original) };
}

/**
 * A code from the server's development identity provider, as its sign-in form issues it (the form posts
 * and the provider answers 302 to `/token?code=…&state=…`). Sent with node:http: the window's fetch
 * follows redirects.
 */
export function devIdpCode(server: TestServer, accountId: string, state = ''): Promise<{ code: string; location: string }> {
  const body = new URLSearchParams({ accountId, name: '测试用户', redirect_uri: '/token', state }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/dev-idp/authorize`,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        const location = res.headers.location ?? '';
        const code = new URL(location, server.url).searchParams.get('code');
        if (res.statusCode === 302 && code) resolve({ code, location });
        else reject(new Error(`the development identity provider answered ${res.statusCode}`));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
