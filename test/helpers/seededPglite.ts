/**
 * The database most test servers start on: migrated and seeded with the demo data, as a server's first start
 * leaves it, loaded from a PGlite dump. Seeding is most of a first start (about 8 of its 10 s), and nearly
 * every API and e2e suite starts a server; the dump is made once per machine for the sources that decide its
 * contents (server/, model/, the lock file) and for the day, since the demo's dates count from today. Kept in
 * the temporary directory, written whole or not at all, as pgliteTemplate.ts keeps the empty cluster.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { projectRoot } from '../../server/paths.ts';
import { startServer } from '../../server/start.ts';
import type { FreshDb } from './engines.ts';
import { emptyDataDir } from './pgliteTemplate.ts';

const PREFIX = 'lgb-portal-seeded-';

let sources: string | undefined;

/** The contents of what decides a first start's data, read once a process: server/, model/, the lock file. */
function sourcesHash(): string {
  if (sources) return sources;
  const hash = createHash('sha256');
  const add = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) add(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  add(path.join(projectRoot, 'server'));
  add(path.join(projectRoot, 'model'));
  hash.update(readFileSync(path.join(projectRoot, 'package-lock.json')));
  return (sources = hash.digest('hex'));
}

/** The sources, the day, and the two settings seeding reads. */
function keyOf(config: Config): string {
  const day = new Date().toDateString();
  return createHash('sha256').update(JSON.stringify([sourcesHash(), day, config.seedDemo, config.files.dir])).digest('hex').slice(0, 16);
}

const dumps = new Map<string, Promise<Blob>>();

/** An in-memory PGlite database as a first start with `config`'s seeding settings leaves it. */
export async function seededDatabase(config: Config): Promise<FreshDb> {
  const db = await openPglite('memory://', { loadDataDir: await seededPglite(config) });
  return { db, dispose: () => db.close() };
}

function seededPglite(config: Config): Promise<Blob> {
  const key = keyOf(config);
  let dump = dumps.get(key);
  if (!dump) dumps.set(key, (dump = readOrMake(key, config)));
  return dump;
}

async function readOrMake(key: string, config: Config): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${PREFIX}${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const dir = await emptyDataDir(mkdtempSync(path.join(os.tmpdir(), PREFIX)));
  try {
    const db = await openPglite(dir);
    try {
      const running = await startServer(config, createLogger({ level: 'error', write: () => {} }), { db, drainMs: 0 });
      await running.stop();
    } finally {
      await db.close();
    }
    const pg = await PGlite.create(dir);
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    for (const old of readdirSync(os.tmpdir())) if (old.startsWith(PREFIX) && old.endsWith('.tar')) rmSync(path.join(os.tmpdir(), old), { force: true });
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, Buffer.from(await dump.arrayBuffer()));
    renameSync(draft, file);
    return dump;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
