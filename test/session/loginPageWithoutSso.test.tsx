/**
 * The login page's 浙政钉 tab when the server has no single sign-on (SSO_PROVIDER=none). A file of its own:
 * the page learns the server's configuration once per page load.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import LoginPage from '../../src/pages/login/LoginPage.tsx';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { openAt, resetPage } from './helpers/pageOnServer.ts';

describe('the login page without single sign-on', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite', { SSO_PROVIDER: 'none' });
  });
  after(() => server.close());
  afterEach(resetPage);

  it('says 未配置统一身份认证，请使用密码登录 on the 浙政钉 tab and stays on the page', async () => {
    openAt(server, '/login');
    render(<LoginPage />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: '浙政钉登录' }), { button: 0 });
    fireEvent.click(await screen.findByRole('button', { name: '前往浙政钉登录' }));
    assert.equal((await screen.findByRole('alert')).textContent, '未配置统一身份认证，请使用密码登录');
    assert.equal(window.location.pathname, '/login');
  });
});
