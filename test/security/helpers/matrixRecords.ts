/**
 * Records for the authorization matrix to find, beyond the demo's, made through the API. The super
 * administrator deletes, for every resource with a recycle bin, one record within each restricted account's
 * reach and one beyond all of them, so that the recycle bins have something to show and to leak. Then every
 * account uploads a browser error log, saves a view shared with its organisation and, when it may, adds a
 * phone-book entry and drafts a policy document under its own organisation (so the operation log holds rows
 * of each organisation too).
 */
import assert from 'node:assert/strict';
import { RESOURCES } from '../../../model/resources/index.ts';
import { policyDocument } from '../../../model/resources/policyDocument.ts';
import { stafftelphone } from '../../../model/resources/stafftelphone.ts';
import { API } from '../../../server/engine/api.ts';
import { MAX_PAGE_SIZE } from '../../../server/http/pageParams.ts';
import type { TestServer } from '../../helpers/server.ts';
import type { SignedClient } from '../../helpers/session.ts';
import type { Identity } from './demoIdentities.ts';
import { recordOrgs } from './recordOrg.ts';
import { reaches, type OrgTable } from './seededReach.ts';

/** The name of the phone-book entry an account adds under its own organisation. */
export const phoneBookName = (username: string) => `矩阵联系人_${username}`;

const ok = (label: string, answer: { status: number; body: any }) =>
  assert.equal(answer.body?.code, 0, `${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);

export async function stageRecords(
  server: TestServer,
  clients: Map<string, SignedClient>,
  identities: readonly Identity[],
  superAdmin: string,
  table: OrgTable,
): Promise<void> {
  const accounts = identities.filter((i) => !Object.keys(i.headers).length);
  const admin = clients.get(superAdmin)!;
  const orgs = recordOrgs(server.db, table);
  const restricted = accounts.filter((i) => !i.reach.all).map((i) => i.reach);
  for (const def of RESOURCES.filter((d) => d.recycleBin)) {
    const { body } = await admin.json(`${API}/${def.name}?size=${MAX_PAGE_SIZE}`);
    const tried = new Set<string>();
    // The first record of the wanted organisations that its rules let go (a cadre's death with survivors stays).
    const remove = async (wanted: (org: string | null) => boolean) => {
      for (const record of body.data.records as Record<string, unknown>[]) {
        const id = String(record.id);
        if (tried.has(id) || !(await orgs.belonging(def.name, record))!.orgs.some(wanted)) continue;
        tried.add(id);
        if ((await admin.json(`${API}/${def.name}/${id}`, { method: 'DELETE' })).body?.code === 0) return;
      }
    };
    for (const reach of restricted) await remove((org) => reaches(reach, table, org));
    await remove((org) => restricted.every((reach) => !reaches(reach, table, org)));
  }
  // After the deletions, which take the newest records first.
  for (const { reach } of accounts) {
    const client = clients.get(reach.username)!;
    const log = [{ url: 'http://portal.test/', time: new Date().toISOString(), type: 'error', message: `matrix ${reach.username}`, stack: '', info: '' }];
    ok(`${reach.username} uploads an error log`, await client.json('/admin/log/logs', { method: 'POST', json: log }));
    ok(`${reach.username} saves a view`, await client.json(`${API}/savedView`, { method: 'POST', json: { name: 'matrix', resource: 'cadre', scope: 'org', state: '{}' } }));
    if (reach.permissions.has(stafftelphone.permissions.add)) {
      const entry = { userName: phoneBookName(reach.username), phonenumber: '13800138000', orgId: reach.orgId };
      ok(`${reach.username} adds a phone-book entry`, await client.json(`${API}/stafftelphone`, { method: 'POST', json: entry }));
    }
    if (reach.permissions.has(policyDocument.permissions.add)) {
      const doc = { title: `矩阵文件_${reach.username}`, category: '1', receiveType: '1', orgId: reach.orgId, publishDate: '2025-03-01', content: '<p>矩阵</p>' };
      ok(`${reach.username} drafts a policy document`, await client.json(`${API}/policyDocument`, { method: 'POST', json: doc }));
    }
  }
}
