/**
 * The built-in development identity provider, so that the whole single sign-on runs on one machine:
 *   GET  /dev-idp/authorize?redirect_uri=/token&state=…  a page asking which external account to be
 *   POST /dev-idp/authorize (form accountId, name, redirect_uri, state) → 302 to redirect_uri?code=…&state=…
 * Registered only when SSO_PROVIDER=dev, which the configuration refuses in production.
 */
import { httpError } from '../../../http/errors.ts';
import type { Router } from '../../../http/router.ts';
import type { AuthDeps } from '../authDeps.ts';
import { issueOneTimeCode } from '../oneTimeCodes.ts';
import { param } from '../params.ts';
import { DEV_CODE_TTL_MS } from './devSsoProvider.ts';

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only a path of this site: the provider must not become an open redirect. */
function safeRedirect(value: string | undefined): string {
  const target = value || '/token';
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) throw httpError(400, 'sso.badRedirect');
  return target;
}

function page(redirect: string, state: string): string {
  const field = (label: string, name: string, value: string) =>
    `<p><label>${label}<br><input name="${name}" value="${escapeHtml(value)}" required></label></p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>开发用统一身份认证</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:4rem auto">
<h1>开发用统一身份认证</h1><p>仅用于开发与测试：选择要模拟的浙政钉账号。</p>
<form method="post" action="/dev-idp/authorize">
${field('浙政钉账号 ID', 'accountId', 'zzd-dev-0001')}${field('姓名', 'name', '开发测试用户')}
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirect)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit">登录</button></form></body></html>`;
}

export function devIdpRoutes(router: Router, deps: AuthDeps): void {
  router.get('/dev-idp/authorize', (ctx) => {
    ctx.send(200, page(safeRedirect(ctx.query.get('redirect_uri') ?? undefined), ctx.query.get('state') ?? ''), HTML);
  }, { public: true });

  router.post('/dev-idp/authorize', async (ctx) => {
    const redirect = safeRedirect(await param(ctx, 'redirect_uri'));
    const accountId = (await param(ctx, 'accountId'))?.trim();
    if (!accountId) throw httpError(400, 'sso.badCode');
    const code = await issueOneTimeCode(deps.db, 'dev-idp', {
      payload: { accountId, name: (await param(ctx, 'name'))?.trim() ?? '' },
      ttlMs: DEV_CODE_TTL_MS,
      now: deps.clock.now(),
    });
    const query = new URLSearchParams({ code, state: (await param(ctx, 'state')) ?? '' });
    ctx.send(302, '', { Location: `${redirect}${redirect.includes('?') ? '&' : '?'}${query}`, 'Cache-Control': 'no-store' });
  }, { public: true });
}
