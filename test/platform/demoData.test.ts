/**
 * A fresh demo install (issue 16): every demo account of README's table is named in the start-up log,
 * no page of spec section 2 that shows demo records is empty for the users who open it, and unit_user
 * keeps the cadres of their own unit only.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { imageKindOf } from '../../server/engine/sniff.ts';
import { projectRoot } from '../../server/paths.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, downloadVia, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';

/** The accounts README's demo table lists: the first column's `name` of each row. */
function readmeAccounts(): string[] {
  const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Demo accounts'), readme.indexOf('\n## ', readme.indexOf('## Demo accounts') + 1));
  return [...table.matchAll(/^\| `([\w.-]+)` \|/gm)].map((m) => m[1]!);
}

const total = async (client: SignedClient, resource: string, query = '') => {
  const { status, body } = await client.json(`${API}/${resource}?size=100${query}`);
  assert.equal(status, 200, `${resource}: ${JSON.stringify(body)}`);
  return body.data as { total: number; records: Record<string, unknown>[] };
};

for (const engine of ENGINES) {
  describe(`a fresh demo database (${engine})`, () => {
    const start = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let unit: SignedClient;
    before(async () => {
      server = await start(engine);
      [admin, hz, unit] = await Promise.all([signIn(server, 'admin'), signIn(server, 'hz_admin'), signIn(server, 'unit_user')]);
    });
    after(() => server.close());

    it('names every demo account of README in the start-up log, and each can sign in', async () => {
      const listed = readmeAccounts();
      assert.ok(listed.length >= 7, `README's table: ${listed.join(', ')}`);
      const created = server.logs.find((l) => String(l.msg).startsWith('demo data created'));
      assert.ok(created, 'the start-up log says the demo data was created');
      assert.deepEqual((created.accounts as { username: string }[]).map((a) => a.username), listed);
      for (const username of listed) assert.ok((await signIn(server, username)).tokens.access_token, username);
    });

    it('lets unit_user list the cadres of their own unit, and none of another unit', async () => {
      const own = await total(unit, 'cadre');
      assert.ok(own.total >= 12, `cadres of 西湖区教育局: ${own.total}`);
      assert.ok(own.records.every((c) => c.manageOrgId === '330106-01'), JSON.stringify(own.records.map((c) => c.manageOrgId)));
      const other = (await total(admin, 'cadre', '&manageOrgId=330106-02')).records[0] ?? (await total(admin, 'cadre', '&manageOrgId=330100')).records[0];
      assert.ok(other, 'another unit has cadres');
      assert.equal((await unit.json(`${API}/cadre/${other.id}`)).body.code, 4, 'another unit’s cadre is not found');
      assert.equal((await total(unit, 'cadre', '&manageOrgId=330106-02')).total, 0);
      assert.equal((await total(unit, 'cadreFamily')).records.every((f) => own.records.some((c) => c.id === f.cadreId)), true);
    });

    it('gives unit_user the cadre pages of spec section 2 but not the bureau’s sync, verification or purge', async () => {
      const { permissions } = (await unit.json('/admin/user')).body.data as { permissions: string[] };
      const all = ((await admin.json('/admin/user')).body.data as { permissions: string[] }).permissions;
      for (const code of ['cadre_view', 'cadre_add', 'cadre_edit', 'cadre_export', 'cadre_import', 'cadrePhoto_view', 'retiredCadres_downloadRecord_view', 'stafftelphone_view', 'policyDocument_view']) {
        assert.ok(permissions.includes(code), code);
      }
      for (const code of ['cadre_purge', 'cadre_reveal', 'cadre_transfer', 'retiredVeteranCadres_synchronous_view', 'retiredVeteranCadres_synchronouserror_view', 'retiredVeteranCadres_intelligentVerification_run', 'stafftelphone_add']) {
        assert.ok(all.includes(code) && !permissions.includes(code), code);
      }
    });

    it('has records on 照片信息, 通讯录, 政策文件, 下载记录 and 同步异常 for the users who open them', async () => {
      for (const [name, client, resources] of [
        ['admin', admin, ['cadrePhoto', 'stafftelphone', 'policyDocument', 'downloadRecord', 'cadreSyncError']],
        ['hz_admin', hz, ['cadrePhoto', 'stafftelphone', 'policyDocument', 'downloadRecord', 'cadreSyncError']],
        ['unit_user', unit, ['cadrePhoto', 'stafftelphone', 'policyDocument', 'downloadRecord']],
      ] as const) {
        for (const resource of resources) assert.ok((await total(client, resource)).total > 0, `${name}: ${resource}`);
      }
      const failures = (await total(admin, 'cadreSyncError')).records;
      assert.ok(new Set(failures.map((f) => f.errorCode)).size >= 4, 'failures of several kinds');
      assert.ok(failures.some((f) => f.status === 'pending') && failures.some((f) => f.status === 'ignored'));
      const downloads = (await total(unit, 'downloadRecord')).records;
      assert.ok(downloads.every((d) => d.userId === 'user-unit' && d.status === 'expired' && Number(d.rows) > 0), JSON.stringify(downloads));
    });

    it('stores each demo photo as a real PNG that a user who sees the record may download', async () => {
      const photo = (await total(unit, 'cadrePhoto')).records[0]!;
      const res = await downloadVia(server, unit, `${API}/file/${photo.file}/ticket`);
      assert.equal(res.status, 200);
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.equal(imageKindOf(bytes), 'png');
      assert.equal(res.headers.get('content-type'), 'image/png');
    });

    it('shows more than nothing on home’s phone-book and policy cards', async () => {
      for (const [name, client] of [['admin', admin], ['hz_admin', hz], ['unit_user', unit]] as const) {
        const { counts } = (await client.json(`${API}/home/summary`)).body.data as { counts: { resource: string; total: number }[] };
        for (const resource of ['stafftelphone', 'policyDocument']) {
          assert.ok((counts.find((c) => c.resource === resource)?.total ?? 0) > 0, `${name}: ${resource}`);
        }
      }
    });
  });
}
