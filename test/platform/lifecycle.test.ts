import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createLogger } from '../../server/log.ts';
import { startServer } from '../../server/start.ts';
import { BUILT_SERVER, listening, runNode, spawnNode, tsx } from '../helpers/processes.ts';
import { tempDirs } from '../helpers/tempDirs.ts';

/** Sends the head and the first bytes of a POST now; the returned function sends the rest. */
function halfSentPost(url: string, body: string) {
  const bytes = Buffer.from(body);
  const req = http.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': bytes.length } });
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
  });
  req.write(bytes.subarray(0, 7));
  return () => {
    req.end(bytes.subarray(7));
    return response;
  };
}

describe('the server process on a PGlite directory', { timeout: 120_000 }, () => {
  const dirs = tempDirs();
  let dataDir: string;
  let lockFile: string;
  before(() => {
    dataDir = dirs.make();
    lockFile = path.join(dataDir, 'portal.lock');
  });

  it('on SIGTERM finishes the request in flight, exits 0, closes the database and removes its lock file', async () => {
    const child = spawnNode(tsx('test/helpers/serverWithBodyRoute.ts'), { DATA_DIR: dataDir });
    const url = await listening(child);
    assert.equal(JSON.parse(readFileSync(lockFile, 'utf8')).pid, child.process.pid);

    const finish = halfSentPost(`${url}/lgbsmp/api/v1/test/echo`, JSON.stringify({ text: '进行中的请求' }));
    await child.waitFor((l) => l.msg === 'test route: reading body');
    child.process.kill('SIGTERM');
    await child.waitFor((l) => l.msg === 'shutting down');
    await assert.rejects(fetch(`${url}/readyz`), 'no new connection is accepted once stopping');
    const response = await finish();
    assert.equal(response.status, 200);
    assert.deepEqual(JSON.parse(response.text), { code: 0, msg: 'ok', data: { text: '进行中的请求' } });

    assert.deepEqual(await child.exit, { code: 0, signal: null });
    assert.ok(child.lines.some((l) => l.msg === 'stopped cleanly'));
    assert.equal(existsSync(lockFile), false);
    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const [orgs] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_org');
      assert.ok(orgs!.n > 500, 'the demo data of the first start is there');
    } finally {
      await db.close();
    }
  });

  it('refuses a second server on the same directory at once, with a clear message and exit code 1', async () => {
    const first = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test' }), createLogger({ write: () => {} }));
    try {
      const second = await runNode(BUILT_SERVER, { DATA_DIR: dataDir });
      assert.equal(second.code, 1);
      const message = second.lines.find((l) => l.level === 'error')?.msg ?? '';
      assert.match(message, new RegExp(`已被另一个进程 \\(pid ${process.pid}, .*in use by process ${process.pid}; stop it or set DATA_DIR`));
    } finally {
      await first.stop();
    }
    assert.equal(existsSync(lockFile), false);
  });

  it('takes over the lock file of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile, JSON.stringify({ pid: gone, host: os.hostname(), since: '2025-01-01T00:00:00.000Z' }));
    const child = spawnNode(BUILT_SERVER, { DATA_DIR: dataDir });
    const url = await listening(child);
    assert.equal((await fetch(`${url}/readyz`)).status, 200);
    assert.equal(JSON.parse(readFileSync(lockFile, 'utf8')).pid, child.process.pid);
    child.process.kill('SIGTERM');
    assert.equal((await child.exit).code, 0);
    assert.equal(existsSync(lockFile), false);
  });

  // Issue 17.5: a killed server's pid given to another process blocked every restart until the file was deleted.
  for (const [kind, written] of [
    ['with the identity of another process', { since: new Date().toISOString(), process: '00000000-0000-0000-0000-000000000000:1' }],
    ['of an older version, written before that process started', { since: '2025-01-01T00:00:00.000Z' }],
  ] as const) {
    it(`takes over a lock file naming a live process that is not the server (${kind})`, async () => {
      const sleeper = spawn('sleep', ['60']);
      try {
        writeFileSync(lockFile, JSON.stringify({ pid: sleeper.pid, host: os.hostname(), ...written }));
        const child = spawnNode(BUILT_SERVER, { DATA_DIR: dataDir });
        const url = await listening(child);
        assert.equal((await fetch(`${url}/readyz`)).status, 200);
        assert.equal(JSON.parse(readFileSync(lockFile, 'utf8')).pid, child.process.pid);
        child.process.kill('SIGTERM');
        assert.equal((await child.exit).code, 0);
      } finally {
        sleeper.kill();
      }
    });
  }

  it('does not take over a lock file written on another host', async () => {
    writeFileSync(lockFile, JSON.stringify({ pid: 1, host: 'another-host', since: '2025-01-01T00:00:00.000Z' }));
    const { code, lines } = await runNode(BUILT_SERVER, { DATA_DIR: dataDir });
    assert.equal(code, 1);
    assert.match(lines.find((l) => l.level === 'error')?.msg ?? '', /locked by process 1 on host another-host; if that server is stopped, delete .*portal\.lock/);
  });
});
