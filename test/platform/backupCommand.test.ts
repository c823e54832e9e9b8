import assert from 'node:assert/strict';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createLogger } from '../../server/log.ts';
import { startServer } from '../../server/start.ts';
import { ENGINES, processDatabase, type ProcessDatabase } from '../helpers/engines.ts';
import { emptyDataDir } from '../helpers/pgliteTemplate.ts';
import { runNode, tsx } from '../helpers/processes.ts';
import { tempDirs } from '../helpers/tempDirs.ts';

const BACKUP = 'server/scripts/backup.ts';
const RESTORE = 'server/scripts/restore.ts';

async function users(db: Db): Promise<unknown[]> {
  try {
    return await db.query('SELECT id, username, password_hash, org_id, mobile FROM sys_user ORDER BY id');
  } finally {
    await db.close();
  }
}

describe('npm run backup and npm run restore', () => {
  const dirs = tempDirs();
  let dataDir: string;
  let files: string;
  const targets: ProcessDatabase[] = [];
  before(async () => {
    dataDir = await emptyDataDir(dirs.make());
    files = dirs.make();
    const seeded = await runNode(tsx('server/scripts/seed.ts'), { DATA_DIR: dataDir });
    assert.equal(seeded.code, 0, seeded.output);
  });
  after(async () => {
    for (const target of targets) await target.dispose();
  });

  for (const engine of ENGINES) {
    it(`copies a PGlite directory into a new ${engine} database through one file`, async () => {
      const file = path.join(files, `to-${engine}.jsonl.gz`);
      const backup = await runNode(tsx(BACKUP, file), { DATA_DIR: dataDir });
      assert.equal(backup.code, 0, backup.output);
      assert.match(backup.output, /Backup written: .*to-.*\.jsonl\.gz \(\d+ KiB; \d+ tables, \d+ rows; schema versions 1, /);
      assert.ok(existsSync(file));

      const target = await processDatabase(engine, dirs.make);
      targets.push(target);
      const restore = await runNode(tsx(RESTORE, file), target.env);
      assert.equal(restore.code, 0, restore.output);
      assert.match(restore.output, /Restored .*: \d+ tables, \d+ rows at schema versions 1, /);

      const source = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
      assert.deepEqual(await users(await target.open()), await users(source));
    });
  }

  it('refuses to back up a PGlite directory that a running server holds, and writes nothing', async () => {
    const server = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test' }), createLogger({ write: () => {} }));
    try {
      const file = path.join(files, 'while-running.jsonl.gz');
      const { code, output } = await runNode(tsx(BACKUP, file), { DATA_DIR: dataDir });
      assert.equal(code, 1);
      assert.match(output, new RegExp(`已被另一个进程 \\(pid ${process.pid},.*in use by process ${process.pid}`));
      assert.deepEqual(readdirSync(files).filter((f) => f.startsWith('while-running')), []);
    } finally {
      await server.stop();
    }
  });

  it('never overwrites a file, and restore names a file that is not there', async () => {
    const existing = path.join(files, 'existing.jsonl.gz');
    writeFileSync(existing, 'keep me');
    const backup = await runNode(tsx(BACKUP, existing), { DATA_DIR: dataDir });
    assert.equal(backup.code, 1);
    assert.match(backup.output, /already exists: a backup never overwrites a file/);
    const missing = await runNode(tsx(RESTORE, path.join(files, 'missing.jsonl.gz')), { DATA_DIR: dirs.make() });
    assert.equal(missing.code, 1);
    assert.match(missing.output, /missing\.jsonl\.gz does not exist/);
    const usage = await runNode(tsx(BACKUP), { DATA_DIR: dataDir });
    assert.equal(usage.code, 2);
    assert.match(usage.output, /Usage: npm run backup -- FILE/);
  });
});
