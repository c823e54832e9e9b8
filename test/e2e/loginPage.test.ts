import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { projectRoot } from '../../server/paths.ts';
import { e2eSkip, startE2e, type E2e } from '../helpers/browser.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';

/** The build's metafile: which source files each asset holds. */
const distRoot = path.dirname(path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public'));
const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };

/** The source files of the scripts among these addresses. */
function sourcesOf(addresses: readonly string[]): Set<string> {
  const names = new Set(addresses.map((address) => new URL(address).pathname).filter((name) => name.endsWith('.js')));
  const files = Object.entries(meta.outputs).filter(([out]) => names.has('/' + out.slice(out.indexOf('assets/'))));
  return new Set(files.flatMap(([, output]) => Object.keys(output.inputs)));
}

/** What the sign-in page must not download before it is needed. */
const LATER = [
  'src/pages/login/SmsForm.tsx',
  'src/pages/login/ScanEntry.tsx',
  'src/pages/login/SecondFactorForm.tsx',
  'src/pages/login/CaptchaField.tsx',
  'model/crypto/requestSign.ts',
  'src/push/startPush.ts',
];

/** The session machinery and the request layer: not before a sign-in form is touched (src/session/loadSession.ts). */
const MACHINERY = [
  'src/session/createSession.ts',
  'src/session/tokenKeeper.ts',
  'src/session/refreshLock.ts',
  'src/session/screenLock.ts',
  'src/session/lockPassword.ts',
  'src/session/authCalls.ts',
  'src/session/signInSteps.ts',
  'src/session/formClient.ts',
  'src/http/client.ts',
  'src/http/request.ts',
  'src/http/tokenRules.ts',
  'src/http/failureRules.ts',
  'src/http/api/auth.ts',
  'src/shell/Workspace.tsx',
];

describe('the login page in Chromium', { skip: e2eSkip(), timeout: 60_000 }, () => {
  let e2e: E2e;
  before(async () => {
    e2e = await startE2e();
  });
  after(() => e2e?.close());

  it('sends a visitor at / to the login page, titled with the page name and the product title, with no console error and no request to any other address', async () => {
    const response = await e2e.page.goto(`${e2e.server.url}/`, { waitUntil: 'networkidle' });
    assert.equal(response?.status(), 200);
    // The app sends / to /login once its script runs, which a loaded machine may finish after network idle.
    await e2e.page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 }).catch(() => undefined);
    assert.equal(new URL(e2e.page.url()).pathname, '/login');
    // Spec section 2: the page title is the page name followed by the product title.
    assert.equal(await e2e.page.title(), '登录 - 浙江省离退休干部服务管理系统');
    await e2e.page.getByText('浙江省离退休干部服务管理系统').first().waitFor();

    assert.deepEqual(e2e.errors, []);
    const own = `${e2e.server.url}/`;
    assert.ok(e2e.requests.some((url) => /\/assets\/main-\w+\.js$/.test(url)), 'the app script was loaded');
    assert.deepEqual(e2e.requests.filter((url) => !url.startsWith(own) && !url.startsWith('data:')), []);
  });

  it('downloads the password method only: another method when its tab is pointed at, the push client at sign-in, and no signer code (WebCrypto signs)', async () => {
    const { page, requests } = e2e;
    requests.length = 0;
    await page.goto(`${e2e.server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('用户名').waitFor();
    const first = sourcesOf(requests);
    assert.ok(first.has('src/pages/login/PasswordForm.tsx'), 'the password form came with the page');
    assert.deepEqual(LATER.filter((file) => first.has(file)), []);
    assert.deepEqual(MACHINERY.filter((file) => first.has(file)), [], 'the session machinery waits for the form to be touched');
    assert.deepEqual([...first].filter((file) => file.includes('@noble/') || file.includes('@radix-ui/')), []);

    // Waited for from before the hover: the chunk may arrive before the hover returns.
    const smsForm = page.waitForResponse((response) => sourcesOf([response.url()]).has('src/pages/login/SmsForm.tsx'));
    await page.getByRole('tab', { name: '短信登录' }).hover();
    await smsForm;

    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('button', { name: /^用户菜单/ }).waitFor();
    const after = sourcesOf(requests);
    // 127.0.0.1 is a secure context: the signed requests after sign-in went through WebCrypto.
    assert.equal(after.has('model/crypto/requestSign.ts'), false, 'the @noble/hashes signer is for plain-http addresses only');
    assert.ok(after.has('src/push/startPush.ts'), 'the push client loaded with the sign-in');
    assert.deepEqual(MACHINERY.filter((file) => !after.has(file)), [], 'the session machinery came when the form was touched');
    assert.equal(after.has('src/pages/login/ScanEntry.tsx'), false, 'a method never pointed at is never loaded');
    assert.deepEqual(e2e.errors, []);
  });

  it('follows a sign-in in another tab: the login page goes on to the workspace with it', async () => {
    const context = await e2e.browser.newContext();
    const [here, there] = [await context.newPage(), await context.newPage()];
    await here.goto(`${e2e.server.url}/login?redirect=%2Finfo%2Findex`, { waitUntil: 'networkidle' });
    await there.goto(`${e2e.server.url}/login`, { waitUntil: 'networkidle' });

    await there.getByLabel('用户名').fill('admin');
    await there.getByLabel('密码').fill(DEMO_PASSWORD);
    await there.getByRole('button', { name: '登录', exact: true }).click();
    await there.getByRole('button', { name: /^用户菜单/ }).waitFor();
    // This tab hears of the token (the storage event) and goes to the page it was asked for, signed in.
    await here.getByRole('button', { name: /^用户菜单/ }).waitFor();
    assert.equal(new URL(here.url()).pathname, '/info/index');
    await context.close();
  });
});
