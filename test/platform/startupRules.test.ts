import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { verifyPassword } from '../../server/areas/auth/password.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/open.ts';
import { BUILT_SERVER, listening, runNode, spawnNode, type Line } from '../helpers/processes.ts';
import { tempDirs } from '../helpers/tempDirs.ts';

const errorOf = (lines: Line[]) => lines.find((l) => l.level === 'error')?.msg ?? '';

describe('production start-up', { timeout: 120_000 }, () => {
  const dirs = tempDirs();
  let dataDir: string;
  before(() => {
    dataDir = dirs.make();
  });
  const production = () => ({ NODE_ENV: 'production', DATA_DIR: dataDir });

  it('refuses the embedded database without ALLOW_EMBEDDED_DB=1, before touching the directory', async () => {
    const { code, lines } = await runNode(BUILT_SERVER, production());
    assert.equal(code, 1);
    assert.match(errorOf(lines), /生产环境 \(NODE_ENV=production\) 须使用 PostgreSQL.*set DATABASE_URL, or ALLOW_EMBEDDED_DB=1/);
    assert.equal(existsSync(path.join(dataDir, 'portal.lock')), false);
  });

  it('with ALLOW_EMBEDDED_DB=1 creates only the administrator, whose one-time password is printed once and must be changed', async () => {
    const env = { ...production(), ALLOW_EMBEDDED_DB: '1' };
    const first = spawnNode(BUILT_SERVER, env);
    await listening(first);
    first.process.kill('SIGTERM');
    assert.equal((await first.exit).code, 0);
    const printed = first.lines.filter((l) => 'oneTimePassword' in l);
    assert.equal(printed.length, 1);
    assert.equal(printed[0]!.username, 'admin');
    assert.ok(!first.lines.some((l) => /demo data/.test(l.msg ?? '')));

    const second = spawnNode(BUILT_SERVER, env);
    await listening(second);
    second.process.kill('SIGTERM');
    assert.equal((await second.exit).code, 0);
    assert.ok(!second.output().includes(String(printed[0]!.oneTimePassword)), 'printed on the first start only');

    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const users = await db.query<{ username: string; must_change_password: boolean; password_hash: string }>(
        'SELECT username, must_change_password, password_hash FROM sys_user',
      );
      assert.deepEqual(users.map((u) => [u.username, u.must_change_password]), [['admin', true]]);
      assert.ok(await verifyPassword(String(printed[0]!.oneTimePassword), users[0]!.password_hash));
    } finally {
      await db.close();
    }
  });

  it('says so clearly and releases the directory when its port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as net.AddressInfo).port;
      const { code, lines } = await runNode(BUILT_SERVER, { ...production(), ALLOW_EMBEDDED_DB: '1', PORT: String(port) });
      assert.equal(code, 1);
      assert.match(errorOf(lines), new RegExp(`Port ${port} on 127.0.0.1 is already in use: stop the other process or set PORT`));
      assert.equal(existsSync(path.join(dataDir, 'portal.lock')), false);
    } finally {
      taken.close();
    }
  });
});

describe('start-up failures the operator can fix', () => {
  it('an unreachable DATABASE_URL: a clear message without the password, and exit code 1', async () => {
    const { code, lines, output } = await runNode(BUILT_SERVER, { DATABASE_URL: 'postgres://portal:s3cret@127.0.0.1:1/portal' });
    assert.equal(code, 1);
    assert.match(errorOf(lines), /无法连接数据库 postgres:\/\/portal:\*\*\*@127\.0\.0\.1:1\/portal.*Cannot use the database at .* \(DATABASE_URL\): .*ECONNREFUSED/);
    assert.ok(!output.includes('s3cret'));
  });

  for (const [value, message] of [
    ['eighty', /PORT must be a whole number, got "eighty"/],
    ['70000', /PORT must be at most 65535, got 70000/],
  ] as const) {
    it(`PORT=${value}: a message naming the variable, and exit code 1`, async () => {
      const { code, lines } = await runNode(BUILT_SERVER, { PORT: value, DATA_DIR: 'memory://' });
      assert.equal(code, 1);
      assert.match(errorOf(lines), message);
    });
  }
});
