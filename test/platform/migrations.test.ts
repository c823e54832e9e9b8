import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appliedVersions, migrate, readMigrations } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { ENGINES, freshDatabase, freshSchema } from '../helpers/engines.ts';
import { BUILT_SERVER, listening, spawnNode } from '../helpers/processes.ts';

const versions = readMigrations().map((m) => m.version);

for (const engine of ENGINES) {
  describe(`migrations on ${engine}`, () => {
    it('apply each version once; running them again applies nothing and changes nothing', async () => {
      const { db, dispose } = await freshDatabase(engine);
      try {
        assert.deepEqual(await migrate(db), versions);
        const tables = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`);
        assert.deepEqual(await migrate(db), []);
        assert.deepEqual(await appliedVersions(db), versions);
        assert.deepEqual(await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`), tables);
      } finally {
        await dispose();
      }
    });
  });
}

describe('two servers starting at once on one empty PostgreSQL schema', { timeout: 120_000 }, () => {
  it('both come up, the migrations are applied once and the demo data is written once', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (as .ci/run sets)' }, async () => {
    const schema = await freshSchema();
    try {
      const env = { DATABASE_URL: schema.databaseUrl };
      const servers = [spawnNode(BUILT_SERVER, env), spawnNode(BUILT_SERVER, env)];
      try {
        const urls = await Promise.all(servers.map(listening));
        for (const url of urls) assert.equal((await fetch(`${url}/readyz`)).status, 200);
        const lines = servers.flatMap((s) => s.lines);
        assert.deepEqual(lines.filter((l) => l.msg === 'migrations applied').map((l) => l.versions), [versions]);
        assert.equal(lines.filter((l) => l.msg?.startsWith('demo data created')).length, 1);
      } finally {
        for (const server of servers) server.process.kill('SIGTERM');
        for (const server of servers) assert.equal((await server.exit).code, 0, server.output());
      }
      const db = await openPostgres(schema.url, { schema: schema.schema, max: 1 });
      try {
        assert.deepEqual(await appliedVersions(db), versions);
        const [admins] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_user WHERE username = 'admin'`);
        assert.equal(admins!.n, 1);
      } finally {
        await db.close();
      }
    } finally {
      await schema.dispose();
    }
  });
});
