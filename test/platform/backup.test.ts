import assert from 'node:assert/strict';
import { Readable, Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { backupDatabase } from '../../server/db/backup.ts';
import { BackupError } from '../../server/db/backupFormat.ts';
import { dataTables } from '../../server/db/catalog.ts';
import type { Db } from '../../server/db/db.ts';
import { appliedVersions, migrate, type Migration } from '../../server/db/migrate.ts';
import { restoreDatabase } from '../../server/db/restore.ts';
import { ENGINES, freshDatabase, type FreshDb } from '../helpers/engines.ts';

// A schema with what a dump must carry exactly: a self-reference whose children come first on disk,
// rows that a migration inserted, an identity column and a free sequence, a generated column, and
// values of every awkward type.
const V1: Migration = {
  version: 1,
  name: 'rich',
  sql: `
    CREATE TABLE sys_org (id text PRIMARY KEY, parent_id text REFERENCES sys_org (id), name text NOT NULL);
    CREATE TABLE kind (code text PRIMARY KEY, label text NOT NULL);
    INSERT INTO kind VALUES ('a', '甲'), ('b', '乙');
    CREATE TABLE record (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id text NOT NULL REFERENCES sys_org (id),
      kind text REFERENCES kind (code),
      title text, tags text[], body jsonb, photo bytea, amount numeric(30, 10), ratio float8,
      born date, at timestamptz, local_at timestamp, span interval, flag boolean,
      title_length integer GENERATED ALWAYS AS (length(title)) STORED
    );
    CREATE SEQUENCE ticket_no START 1000;`,
};
const V2: Migration = {
  version: 2,
  name: 'note',
  sql: `ALTER TABLE record ADD COLUMN note text NOT NULL DEFAULT '迁移 2 添加'`,
};

async function fill(db: Db): Promise<void> {
  // One statement, so that the child row may come before its parent (checked at the statement's end).
  await db.query(`INSERT INTO sys_org VALUES ('330106', '330100', '西湖区'), ('330100', '330000', '杭州市'), ('330000', NULL, '浙江省')`);
  await db.query(`INSERT INTO kind VALUES ('c', '用户添加')`);
  await db.query(
    `INSERT INTO record (org_id, kind, title, tags, body, photo, amount, ratio, born, at, local_at, span, flag) VALUES
     ('330106', 'a', $1, ARRAY['a"b', NULL, '逗号,和\\反斜杠'], '{"k":[1,2.5,{"x":null}],"s":"引号\\"与换行\\n"}', '\\x00ff0a0d',
      12345678901234567890.0123456789, 'NaN', '1949-10-01', '2024-02-29 23:59:59.123456+08', '2024-02-29 23:59:59.5', '1 year 2 days 03:04:05', true),
     ('330100', 'c', NULL, '{}', 'null', '', -0.0000000001, '-Infinity', '0001-01-01', '1970-01-01 00:00:00+00', NULL, '-1 day', false),
     ('330000', NULL, '', NULL, NULL, NULL, NULL, 1e-300, NULL, NULL, NULL, NULL, NULL)`,
    ['第一行\n第二行\t制表 "引号" \\ 😀'],
  );
  await db.query(`SELECT nextval('ticket_no'), nextval('ticket_no')`);
}

async function dump(db: Db): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await backupDatabase(db, new Writable({ write: (chunk: Buffer, _enc, done) => (chunks.push(chunk), done()) }));
  return Buffer.concat(chunks);
}

/** Every table's rows as PostgreSQL's own JSON, in UTC, sorted: equal exactly when the data is. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL TimeZone = 'UTC'`);
    const out: Record<string, string[]> = {};
    for (const table of await dataTables(tx)) {
      out[table] = (await tx.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM "${table}" t`)).map((r) => r.j).sort();
    }
    return out;
  });
}

function lines(backup: Buffer): string[] {
  return gunzipSync(backup).toString('utf8').trimEnd().split('\n');
}

for (const engine of ENGINES) {
  describe(`backup and restore of ${engine}`, () => {
    let source: FreshDb;
    let backup: Buffer;
    const opened: FreshDb[] = [];
    const fresh = async (target: typeof engine) => {
      const db = await freshDatabase(target);
      opened.push(db);
      return db.db;
    };
    before(async () => {
      source = await freshDatabase(engine);
      opened.push(source);
      await migrate(source.db, [V1]);
      await fill(source.db);
      backup = await dump(source.db);
    });
    after(async () => {
      for (const db of opened) await db.dispose();
    });

    it('writes a header with the schema version, then each table after the tables it refers to', () => {
      const [first, ...rest] = lines(backup);
      const header = JSON.parse(first!);
      assert.equal(header.format, 'lgb-portal-backup');
      assert.equal(header.version, 1);
      assert.equal(header.engine, engine);
      assert.deepEqual(header.migrations, [1]);
      assert.deepEqual(header.tables, [
        { name: 'kind', rows: 3 },
        { name: 'sys_org', rows: 3 },
        { name: 'record', rows: 3 },
      ]);
      assert.deepEqual(header.sequences, { record_id_seq: 3, ticket_no: 1001 });
      assert.deepEqual(JSON.parse(rest.at(-1)!), { end: true, tables: 3, rows: 9 });
    });

    for (const target of ENGINES) {
      it(`restores into ${target} every row and value as it was, and the sequences go on from there`, async () => {
        const db = await fresh(target);
        const summary = await restoreDatabase(db, Readable.from([backup]), { migrations: [V1], batchRows: 1 });
        assert.deepEqual(summary, { tables: 3, rows: 9, migrations: [1], upgraded: [] });
        assert.deepEqual(await contents(db), await contents(source.db));
        const [next] = await db.query<{ id: number; title_length: number }>(
          `INSERT INTO record (org_id, title) VALUES ('330000', 'abc') RETURNING id, title_length`,
        );
        assert.deepEqual(next, { id: 4, title_length: 3 });
        assert.deepEqual(await db.query(`SELECT nextval('ticket_no')::int AS n`), [{ n: 1002 }]);
      });
    }

    it('refuses a database that is not empty and leaves it as it was', async () => {
      const before = await contents(source.db);
      await assert.rejects(restoreDatabase(source.db, Readable.from([backup]), { migrations: [V1] }), (e: Error) => {
        assert.ok(e instanceof BackupError);
        assert.match(e.message, /目标数据库不是空的.*The target database is not empty/);
        return true;
      });
      assert.deepEqual(await contents(source.db), before);
    });

    it('refuses a backup from a newer schema before touching the database', async () => {
      const newer = gzipSync(
        lines(backup)
          .map((line, i) => (i === 0 ? JSON.stringify({ ...JSON.parse(line), migrations: [1, 7] }) : line))
          .join('\n'),
      );
      await assert.rejects(restoreDatabase(source.db, Readable.from([newer]), { migrations: [V1] }), (e: Error) => {
        assert.ok(e instanceof BackupError);
        assert.match(e.message, /schema versions 7 are unknown here/);
        return true;
      });
    });

    it('refuses a cut-short or foreign file, leaves the target empty, and a good file then restores at its version and upgrades', async () => {
      const db = await fresh(engine);
      const whole = lines(backup);
      const withoutEnd = gzipSync(whole.slice(0, -1).join('\n'));
      const cutMidway = backup.subarray(0, Math.floor(backup.length / 2));
      for (const [file, message] of [
        [withoutEnd, /备份文件不完整.*incomplete/],
        [cutMidway, /Not a backup file, or a damaged or truncated one/],
        [Buffer.from('{"hello":"world"}\n'), /Not a backup file/],
        [gzipSync('{"hello":"world"}\n'), /This is not a backup of the portal/],
      ] as const) {
        await assert.rejects(restoreDatabase(db, Readable.from([file]), { migrations: [V1, V2] }), (e: Error) => {
          assert.ok(e instanceof BackupError, String(e));
          assert.match(e.message, message);
          return true;
        });
        assert.deepEqual(await appliedVersions(db), [], 'nothing of a failed restore remains');
      }

      const summary = await restoreDatabase(db, Readable.from([backup]), { migrations: [V1, V2] });
      assert.deepEqual(summary.upgraded, [2]);
      assert.deepEqual(await appliedVersions(db), [1, 2]);
      const notes = await db.query<{ note: string }>('SELECT DISTINCT note FROM record');
      assert.deepEqual(notes, [{ note: '迁移 2 添加' }]);
    });

    it('is one moment: rows committed while the backup runs are not in it', async () => {
      // Enough poorly compressible rows that gzip hands the file over in many chunks, so the backup can
      // be held half-way with its snapshot taken.
      await source.db.exec(`CREATE TABLE filler AS SELECT n, md5(n::text) || md5((n * 7)::text) AS pad FROM generate_series(1, 4000) n`);
      let release!: () => void;
      let started!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const firstChunk = new Promise<void>((resolve) => (started = resolve));
      const chunks: Buffer[] = [];
      const sink = new Writable({
        highWaterMark: 1,
        write(chunk: Buffer, _enc, done) {
          chunks.push(chunk);
          started();
          gate.then(() => done(), done);
        },
      });
      const running = backupDatabase(source.db, sink, 100);
      await firstChunk;
      // On PostgreSQL this commits at once on another connection; PGlite has one connection, so it waits.
      const write = source.db.query(`INSERT INTO sys_org VALUES ('330200', '330000', '宁波市')`);
      release();
      await running;
      await write;
      const text = gunzipSync(Buffer.concat(chunks)).toString('utf8');
      const header = JSON.parse(text.split('\n')[0]!);
      assert.deepEqual(header.tables.find((t: { name: string }) => t.name === 'sys_org'), { name: 'sys_org', rows: 3 });
      assert.ok(!text.includes('宁波市'));
      assert.equal((await source.db.query(`SELECT 1 FROM sys_org WHERE id = '330200'`)).length, 1);
      await source.db.exec(`DROP TABLE filler; DELETE FROM sys_org WHERE id = '330200'`);
    });
  });
}
