import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API } from './helpers/admin.ts';

const LOGS = [
  { table: 'sys_login_log', time: 'login_time', insert: `INSERT INTO sys_login_log (login_time, method, result) VALUES ($1, 'password', 'failure')` },
  { table: 'sys_operation_log', time: 'time', insert: `INSERT INTO sys_operation_log (time, resource, action) VALUES ($1, 'test', 'update')` },
  { table: 'sys_client_error_log', time: 'uploaded_at', insert: `INSERT INTO sys_client_error_log (uploaded_at, message) VALUES ($1, 'test')` },
];
const DAY = 24 * 3600 * 1000;

for (const engine of ENGINES) {
  describe(`the logs cannot be changed or deleted, and are kept 180 days (${engine})`, () => {
    let server: TestServer;
    let audit: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      audit = await signIn(server, 'audit_admin');
      const admin = await signIn(server, 'admin');
      await admin.json('/admin/log/logs', { method: 'POST', json: [{ url: '/x', type: 'error', message: 'boom' }] });
      await admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName: '张三', phonenumber: '13812345678', orgId: '330100' } });
    });
    after(() => server.close());

    for (const log of LOGS) {
      it(`refuses UPDATE, DELETE and TRUNCATE of ${log.table} through the database itself`, async () => {
        const [{ n }] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${log.table}`) as [{ n: number }];
        assert.ok(n > 0, 'the log has rows to protect');
        await assert.rejects(server.db.query(`UPDATE ${log.table} SET ${log.time} = ${log.time}`), /append-only: rows cannot be changed/);
        await assert.rejects(server.db.query(`DELETE FROM ${log.table}`), /append-only: rows younger than 180 days cannot be deleted/);
        await assert.rejects(server.db.exec(`TRUNCATE ${log.table}`), /append-only: it cannot be truncated/);
        const [{ m }] = await server.db.query<{ m: number }>(`SELECT count(*)::int AS m FROM ${log.table}`) as [{ m: number }];
        assert.equal(m, n);
      });

      it(`lets only rows older than 180 days leave ${log.table}`, async () => {
        await server.db.query(log.insert, [new Date(Date.now() - 181 * DAY)]);
        await server.db.query(log.insert, [new Date(Date.now() - 179 * DAY)]);
        await assert.rejects(server.db.query(`DELETE FROM ${log.table} WHERE ${log.time} < $1`, [new Date(Date.now() - 178 * DAY)]), /append-only: rows younger than 180 days cannot be deleted/);
        const swept = await server.db.query(`DELETE FROM ${log.table} WHERE ${log.time} < now() - interval '180 days' RETURNING 1`);
        assert.equal(swept.length, 1, 'the documented sweep removes exactly the old row');
      });
    }

    it('shows the audit administrator each log with who, when, where and what changed', async () => {
      const login = (await audit.json(`${API}/loginLog?username=admin&result=success`)).body.data.records[0];
      assert.deepEqual(Object.keys(login).sort(), ['client', 'id', 'ip', 'loginTime', 'method', 'reason', 'result', 'userAgent', 'userId', 'userIdName', 'username']);
      assert.equal(login.client, 'pig');
      const errors = (await audit.json(`${API}/clientErrorLog?type=error`)).body.data.records;
      assert.equal(errors[0].message, 'boom');
      const op = (await audit.json(`${API}/operationLog?resource=stafftelphone&action=create`)).body.data.records[0];
      const detail = (await audit.json(`${API}/operationLog/${op.id}`)).body.data;
      assert.ok(detail.fields.some((f: { field: string; before: unknown; after: unknown }) => f.field === 'userName' && f.before === null && f.after === '张三'));
      const hz = await signIn(server, 'hz_admin');
      assert.equal((await hz.json(`${API}/loginLog`)).status, 403, 'a city administrator holds no log page');
    });

    it('lets a database role with only INSERT and SELECT on the logs write and read them, and nothing more', { skip: engine !== 'postgres' && 'PostgreSQL roles' }, async () => {
      const role = `log_writer_${randomBytes(4).toString('hex')}`;
      const [{ schema }] = (await server.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
      await server.db.exec(`CREATE ROLE ${role} NOLOGIN; GRANT USAGE ON SCHEMA ${schema} TO ${role};
        GRANT SELECT, INSERT ON sys_login_log, sys_operation_log, sys_client_error_log TO ${role}`);
      try {
        const asRole = <T>(fn: (q: { query: typeof server.db.query }) => Promise<T>) =>
          server.db.transaction(async (tx) => {
            await tx.exec(`SET LOCAL ROLE ${role}`);
            return fn(tx);
          });
        for (const log of LOGS) {
          await asRole((q) => q.query(log.insert, [new Date()]));
          assert.ok((await asRole((q) => q.query(`SELECT 1 FROM ${log.table} LIMIT 1`))).length === 1);
          await assert.rejects(asRole((q) => q.query(`UPDATE ${log.table} SET ${log.time} = ${log.time}`)), /permission denied/);
          await assert.rejects(asRole((q) => q.query(`DELETE FROM ${log.table} WHERE ${log.time} < now() - interval '180 days'`)), /permission denied/);
        }
      } finally {
        await server.db.exec(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
      }
    });
  });
}
