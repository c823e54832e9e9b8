import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ENGINES, processDatabase } from '../helpers/engines.ts';
import { spawnNode, tsx } from '../helpers/processes.ts';
import { tempDirs } from '../helpers/tempDirs.ts';

for (const engine of ENGINES) {
  describe(`kill -9 during writes on ${engine}`, { timeout: 120_000 }, () => {
    const dirs = tempDirs();

    it('loses no committed transaction', async () => {
      const target = await processDatabase(engine, dirs.make);
      try {
        const writer = spawnNode(tsx('test/helpers/commitWriter.ts'), target.env);
        // Killed in the middle of its stream of commits, whichever statement it is in.
        await writer.waitFor((line) => line.text === '200');
        writer.process.kill('SIGKILL');
        assert.equal((await writer.exit).signal, 'SIGKILL');
        const printed = writer.lines.map((l) => Number(l.text)).filter(Number.isInteger);
        assert.ok(printed.length >= 200);

        // PGlite: opening takes over the dead writer's lock file and recovers the directory.
        const db = await target.open();
        try {
          const rows = await db.query<{ id: string }>(`SELECT id FROM sys_role WHERE id LIKE 'durable-%'`);
          const stored = new Set(rows.map((r) => r.id));
          const lost = printed.filter((n) => !stored.has(`durable-${n}`));
          assert.deepEqual(lost, [], 'every number printed after its commit is stored');
          assert.ok(stored.size <= printed.length + 1, 'at most the one commit in flight went beyond what was printed');
        } finally {
          await db.close();
        }
      } finally {
        await target.dispose();
      }
    });
  });
}
