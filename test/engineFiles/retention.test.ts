import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { filesDepsOf } from '../../server/engine/filesDeps.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { writeRows } from '../xlsx/helpers/xlsxFiles.ts';
import { API, exportOf, fileForm, filesClock, filesServerFactory, postMultipart } from './helpers/filesServer.ts';
import { pdf } from './helpers/sampleFiles.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

for (const engine of ENGINES) {
  describe(`retention sweep (${engine})`, () => {
    const start = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let clock: ReturnType<typeof filesClock>;
    const sweep = () => filesDepsOf(server.app).retention.sweep();
    const stored = async (area: string) => readdir(path.join(server.config.files.dir, area)).catch(() => [] as string[]);

    before(async () => {
      server = await start(engine);
      admin = await signIn(server, 'admin');
      clock = filesClock(server);
    });
    after(() => server.close());

    it('purges recycle-bin records past their declaration’s retention, logged by the system', async () => {
      const entry = (await admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName: '过期甲', phonenumber: '13812345678', orgId: '330100' } })).body.data;
      await admin.json(`${API}/stafftelphone/${entry.id}`, { method: 'DELETE' });
      clock.advance(29 * DAY);
      assert.equal((await sweep()).purged.stafftelphone, 0);
      clock.advance(2 * DAY);
      const report = await sweep();
      assert.equal(report.purged.stafftelphone, 1);
      const recycle = await admin.json(`${API}/stafftelphone/recycle?size=100`);
      assert.ok(!recycle.body.data.records.some((r: { id: string }) => r.id === entry.id));
      const history = await admin.json(`${API}/stafftelphone/${entry.id}/history`);
      assert.equal(history.body.msg, '该Id查询结果为空');
      const [log] = await server.db.query<{ username: string; user_id: string | null; changes: { reason: string } }>(
        `SELECT username, user_id, changes FROM sys_operation_log WHERE record_id = $1 AND action = 'purge'`,
        [entry.id],
      );
      assert.deepEqual([log!.username, log!.user_id, log!.changes.reason], ['system', null, 'retention']);
    });

    it('expires an export’s file after EXPORT_KEEP_HOURS and removes it from the disk', async () => {
      const record = await exportOf(server, admin, 'stafftelphone');
      assert.equal((await stored('exports')).length, 1);
      clock.advance(73 * HOUR);
      assert.equal((await admin.json(`${API}/downloadRecord/${record.id}`)).body.data.status, 'expired');
      assert.equal((await admin.json(`${API}/downloadRecord/${record.id}/ticket`, { method: 'POST' })).body.msg, '文件已过期，请重新导出');
      assert.equal((await sweep()).expiredDownloads, 1);
      assert.deepEqual(await stored('exports'), []);
      assert.equal((await admin.json(`${API}/downloadRecord/${record.id}`)).body.data.status, 'expired');
    });

    it('removes uploads that no saved record refers to after a day, and keeps attached ones', async () => {
      const upload = async (name: string) => (await postMultipart(server, admin, `${API}/file`, fileForm(pdf(), name))).body.data;
      const loose = await upload('未使用.pdf');
      const kept = await upload('已附加.pdf');
      const doc = { title: '保留附件', category: '3', receiveType: '1', orgId: '330100', publishDate: '2025-02-01', content: '<p>正文</p>', attachments: [kept.id] };
      assert.equal((await admin.json(`${API}/policyDocument`, { method: 'POST', json: doc })).status, 200);
      clock.advance(25 * HOUR);
      assert.equal((await sweep()).removedUploads, 1);
      assert.equal((await admin.json(`${API}/file/${loose.id}`)).status, 404);
      assert.equal((await admin.json(`${API}/file/${kept.id}`)).body.data.fileName, '已附加.pdf');
      // The demo's files are attached to their records (cadres' photos, news covers): they stay as well.
      const photos = (await server.db.query<{ file: string }>('SELECT file FROM cadre_photo')).map((r) => r.file);
      assert.ok(photos.length > 0);
      const attached = (await server.db.query<{ id: string }>('SELECT DISTINCT file_id AS id FROM sys_file_link')).map((r) => r.id);
      assert.ok(photos.every((id) => attached.includes(id)) && attached.includes(kept.id));
      assert.deepEqual((await stored('attachments')).sort(), attached.sort());
    });

    it('forgets an import’s rows and file after IMPORT_KEEP_HOURS, keeping its record', async () => {
      const file = await writeRows([['*姓名', '*联系电话', '*所属单位', '职务', '所在地区', '详细地址', '排序'], ['', '1', '杭州市委老干部局']]);
      const preview = (await postMultipart(server, admin, `${API}/stafftelphone/import`, fileForm(file, 'a.xlsx'))).body.data;
      clock.advance(169 * HOUR);
      assert.equal((await sweep()).expiredImports, 1);
      const record = (await admin.json(`${API}/importRecord/${preview.batchId}`)).body.data;
      assert.deepEqual([record.status, record.rowsKept, record.invalid], ['validated', false, 1]);
      assert.equal((await admin.json(`${API}/importRecord/${preview.batchId}/errors/ticket`, { method: 'POST' })).body.msg, '导入文件已过期，请重新上传');
      assert.equal((await admin.json(`${API}/importRecord/${preview.batchId}/commit`, { method: 'POST' })).body.msg, '导入文件已过期，请重新上传');
      assert.deepEqual(await stored('imports'), []);
    });

    it('fails an export left generating by a stopped instance', async () => {
      const now = new Date(clock.now() - 11 * 60_000);
      await server.db.query(
        `INSERT INTO download_record (id, resource, file_name, query, status, user_id, username, org_id, create_time, updated_at)
         VALUES ('deadjob', 'stafftelphone', 'x.xlsx', '{}', 'generating', 'user-admin', 'admin', '330000', $1, $1)`,
        [now],
      );
      assert.equal((await sweep()).failedJobs, 1);
      const record = (await admin.json(`${API}/downloadRecord/deadjob`)).body.data;
      assert.deepEqual([record.status, record.error], ['failed', '导出中断（服务重启），请重新导出']);
    });

    it('vacuums and analyses a PGlite database at the first sweep of a night (02:00–05:00 China time), once', async () => {
      // 2026-03-10 01:30 China time is 2026-03-09 17:30 UTC.
      const night = Date.UTC(2026, 2, 9, 17, 30);
      const vacuumed = async (at: number) => {
        filesClock(server, at);
        return (await sweep()).vacuumed;
      };
      const count = async () => (await server.db.query<{ n: number }>(`SELECT coalesce(sum(vacuum_count), 0)::int AS n FROM pg_stat_user_tables WHERE relname = 'cadre'`))[0]!.n;
      const before = await count();
      assert.equal(await vacuumed(night), false, '01:30: not yet');
      assert.equal(await vacuumed(night + HOUR), engine === 'pglite', '02:30: PGlite only, PostgreSQL has autovacuum');
      assert.equal(await vacuumed(night + 2 * HOUR), false, '03:30: done for the night');
      assert.equal(await vacuumed(night + 4 * HOUR), false, '05:30: daytime');
      assert.equal(await vacuumed(night + 12 * HOUR), false, '13:30: daytime');
      assert.equal(await vacuumed(night + DAY + HOUR), engine === 'pglite', 'the next night');
      if (engine === 'pglite') assert.ok((await count()) >= before + 1, 'the tables were vacuumed');
    });
  });
}
