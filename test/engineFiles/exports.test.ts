import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { standardPermissions } from '../../model/resource/permissions.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { startExport } from '../../server/engine/exportJob.ts';
import { filesDepsOf } from '../../server/engine/filesDeps.ts';
import { principalOf } from '../../server/engine/principalOf.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, downloadVia, exportedRows, exportOf, filesClock, filesServerFactory, jobsDone, sheetRows } from './helpers/filesServer.ts';

/** A resource with a sensitive field, on a table the suite makes: the declared ones have none yet. */
const probe: ResourceDef = {
  name: 'probePerson',
  table: 'probe_person',
  label: ['测试人员', 'Probe people'],
  titleField: 'name',
  orgField: 'orgId',
  permissions: standardPermissions('probePerson'),
  fields: [
    { name: 'name', type: 'text', label: ['姓名', 'Name'], list: 120 },
    { name: 'idCard', type: 'idCard', label: ['身份证号', 'ID'], list: 160, sensitive: true },
    { name: 'orgId', type: 'org', label: ['单位', 'Organisation'], list: 200 },
  ],
};

for (const engine of ENGINES) {
  describe(`export centre (${engine})`, () => {
    const start = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await start(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      const phone = (userName: string, orgId: string, post = '科员') => admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName, phonenumber: '13812345678', orgId, post } });
      await phone('杭州甲', '330100');
      await phone('杭州乙', '330102');
      await phone('宁波丙', '330200');
      await phone('公式等号', '330100', '=HYPERLINK("http://evil.example","点我")');
      await phone('公式加号', '330100', '+86 571');
      await phone('公式减号', '330100', '-1+2');
      await phone('公式at', '330100', '@SUM(A1:A2)');
    });
    after(() => server.close());

    it('exports the scoped rows of a Hangzhou administrator without a single Ningbo row, with organisation names', async () => {
      const record = await exportOf(server, hz, 'stafftelphone');
      assert.equal(record.status, 'ready');
      assert.equal(record.progress, 1);
      const listed = await hz.json(`${API}/stafftelphone?size=100`);
      assert.equal(record.rows, listed.body.data.total);
      const rows = await exportedRows(server, hz, record.id);
      const header = rows[0]!.values as string[];
      assert.deepEqual(header.slice(0, 5), ['姓名', '联系电话', '所属单位', '职务', '所在地区']);
      const orgColumn = header.indexOf('所属单位');
      const orgs = rows.slice(1).map((r) => r.values[orgColumn]);
      assert.equal(orgs.length, record.rows);
      assert.ok(orgs.includes('杭州市委老干部局'));
      assert.ok(orgs.every((o) => typeof o === 'string' && !o.includes('宁波')), String(orgs));
      assert.ok(rows.slice(1).every((r) => r.values[0] !== '宁波丙'));
    });

    it('applies the list filters and records them with the row count in the download record', async () => {
      const record = await exportOf(server, admin, 'stafftelphone', `userName=${encodeURIComponent('杭州')}&sort=userName,asc`);
      assert.deepEqual(record.query, { userName: '杭州', sort: 'userName,asc' });
      assert.equal(record.rows, 2);
      assert.match(record.fileName, /^通讯录_\d{14}\.xlsx$/);
      const rows = await exportedRows(server, admin, record.id);
      assert.deepEqual(rows.slice(1).map((r) => r.values[0]), ['杭州乙', '杭州甲']);
    });

    it('writes cells beginning with = + - @ tab or carriage return as text, never as formulas', async () => {
      await server.db.query(
        `INSERT INTO phone_book (id, user_name, phonenumber, org_id, post, create_by) VALUES ('tabrow', $1, '13812345678', '330100', $2, 'user-admin')`,
        ['\t制表符开头', '\r=1+1'],
      );
      const record = await exportOf(server, admin, 'stafftelphone', 'orgId=330100');
      const rows = await exportedRows(server, admin, record.id);
      const posts = new Map(rows.slice(1).map((r) => [r.values[0], r.values[3]]));
      assert.equal(posts.get('公式等号'), '=HYPERLINK("http://evil.example","点我")');
      assert.equal(posts.get('公式加号'), '+86 571');
      assert.equal(posts.get('公式减号'), '-1+2');
      assert.equal(posts.get('公式at'), '@SUM(A1:A2)');
      assert.equal(posts.get('\t制表符开头'), '\r=1+1');
      assert.ok(rows.every((r) => r.formulas.length === 0));
    });

    it('writes dictionary labels instead of codes', async () => {
      const doc = { title: '关于走访慰问的通知', category: '3', receiveType: '1', orgId: '330100', publishDate: '2025-01-15', content: '<p>正文&amp;说明</p>' };
      assert.equal((await admin.json(`${API}/policyDocument`, { method: 'POST', json: doc })).status, 200);
      const record = await exportOf(server, admin, 'policyDocument', `category=3&title=${encodeURIComponent(doc.title)}`);
      const rows = await exportedRows(server, admin, record.id);
      const header = rows[0]!.values as string[];
      const cell = (name: string) => rows[1]!.values[header.indexOf(name)];
      assert.equal(cell('文件类别'), '市级文件');
      assert.equal(cell('接收方式'), '个人');
      assert.equal(cell('状态'), '草稿');
      assert.equal(cell('发文单位'), '杭州市委老干部局');
      assert.equal(cell('正文'), '正文&说明');
      assert.equal(cell('发文日期'), '2025-01-15');
    });

    it('refuses unknown filters before any job starts', async () => {
      const { status, body } = await admin.json(`${API}/stafftelphone/export?password=x`);
      assert.equal(status, 400);
      assert.equal(body.msg, '未知的查询条件：password');
      const denied = await (await signIn(server, 'unit_user')).json(`${API}/stafftelphone/export`);
      assert.equal(denied.status, 403);
    });

    it('hands out single-use links that expire after a minute, to the exporter only', async () => {
      const clock = filesClock(server);
      const record = await exportOf(server, hz, 'stafftelphone');
      const link = (await hz.json(`${API}/downloadRecord/${record.id}/ticket`, { method: 'POST' })).body.data.url as string;
      assert.match(link, /^\/lgbsmp\/api\/v1\/download\?ticket=[\w-]{43}$/);
      const first = await server.fetch(link);
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      assert.match(first.headers.get('content-disposition')!, /^attachment; filename="download\.xlsx"; filename\*=UTF-8''%E9%80%9A%E8%AE%AF%E5%BD%95_\d{14}\.xlsx$/);
      assert.equal(first.headers.get('x-content-type-options'), 'nosniff');
      await first.arrayBuffer();
      const again = await server.fetch(link);
      assert.equal(again.status, 404);
      assert.equal((await again.json()).msg, '下载链接无效、已使用或已过期，请重新下载');

      const late = (await hz.json(`${API}/downloadRecord/${record.id}/ticket`, { method: 'POST' })).body.data.url as string;
      clock.advance(61_000);
      assert.equal((await server.fetch(late)).status, 404);

      const foreign = await admin.json(`${API}/downloadRecord/${record.id}/ticket`, { method: 'POST' });
      assert.equal(foreign.body.msg, '只能下载自己导出的文件');
      const ningbo = await signIn(server, 'admin_330200');
      const hidden = await ningbo.json(`${API}/downloadRecord/${record.id}`);
      assert.equal(hidden.body.msg, '导出记录不存在');
      assert.ok(server.logs.every((line) => !String(line.url ?? '').includes(link.split('=')[1]!)), 'the ticket never reaches the log');
      filesDepsOf(server.app).clock = { now: () => Date.now() };
    });

    it('lists one’s own download records, and an administrator’s scope of them', async () => {
      // unit_user is no administrator: their own records only (the demo's past exports among them).
      const own = await (await signIn(server, 'unit_user')).json(`${API}/downloadRecord?size=100`);
      assert.ok(own.body.data.total >= 1);
      assert.ok(own.body.data.records.every((r: { username: string }) => r.username === 'unit_user'));
      // A city administrator also sees those of the users of their city (unit_user's), and no one else's.
      type Listed = { username: string; orgId: string };
      const city = (await hz.json(`${API}/downloadRecord?size=100`)).body.data.records as Listed[];
      assert.ok(city.filter((r) => r.username === 'hz_admin').length >= 2);
      assert.equal(city.filter((r) => r.username === 'unit_user').length, own.body.data.total);
      assert.ok(city.every((r) => r.orgId.startsWith('3301')), JSON.stringify(city.map((r) => r.orgId)));
      const all = await admin.json(`${API}/downloadRecord?size=100&username=hz_admin`);
      assert.equal(all.body.data.total, city.filter((r) => r.username === 'hz_admin').length);
      assert.equal(all.body.data.records[0].userName, '杭州市管理员');
    });

    describe('sensitive fields', () => {
      before(async () => {
        await server.db.exec(`CREATE TABLE probe_person (
          id text PRIMARY KEY, name text, id_card text, org_id text, tenant_id text NOT NULL DEFAULT '1', version integer NOT NULL DEFAULT 1,
          del_flag smallint NOT NULL DEFAULT 0, deleted_at timestamptz, deleted_by text, create_by text, create_time timestamptz NOT NULL DEFAULT now(),
          update_by text, update_time timestamptz NOT NULL DEFAULT now())`);
        await server.db.query(`INSERT INTO probe_person (id, name, id_card, org_id) VALUES ('p1', '张三', '110105194912310021', '330100')`);
      });

      async function exportProbe(reveal: boolean): Promise<unknown[][]> {
        const deps = filesDepsOf(server.app);
        const principal = (await principalOf(server.db, deps.grants, 'user-admin'))!;
        const permissions = new Set(principal.permissions);
        if (reveal) permissions.add(probe.permissions.reveal!);
        const { jobId } = await startExport(deps, probe, { principal: { ...principal, permissions }, ip: '127.0.0.1', requestId: 'test' }, new URLSearchParams());
        await jobsDone(server);
        const res = await downloadVia(server, admin, `${API}/downloadRecord/${jobId}/ticket`);
        return (await sheetRows(Buffer.from(await res.arrayBuffer()))).map((r) => r.values);
      }

      it('masks them for an exporter without the reveal permission', async () => {
        const rows = await exportProbe(false);
        assert.deepEqual(rows[1]!.slice(0, 3), ['张三', '110105********0021', '杭州市委老干部局']);
        assert.equal(rows.length, 2);
      });

      it('writes them unmasked for a holder of the reveal permission, with the exporter’s name and time below the data', async () => {
        const rows = await exportProbe(true);
        assert.equal(rows[1]![1], '110105194912310021');
        assert.match(String(rows.at(-1)![0]), /^本表含未脱敏的敏感信息.*导出人：系统管理员（admin），导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        const log = await server.db.query(`SELECT changes FROM sys_operation_log WHERE resource = 'probePerson' AND action = 'export' ORDER BY id DESC LIMIT 1`);
        assert.deepEqual(log[0]!.changes, { filter: {}, rows: 1, revealed: true });
      });
    });
  });
}
