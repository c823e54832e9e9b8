/**
 * Issue 17.4: long work does not hold the embedded server. While a verification run (every check over the
 * demo archive, as the province administrator) and an export of the whole archive run, a plain signed-in
 * GET is answered before either of them ends. The order is asserted, never a duration.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { filesDepsOf } from '../../server/engine/filesDeps.ts';
import { API } from './helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`long work lets requests through (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('answers a list while a verification run and an export are under way', async () => {
      const ended: string[] = [];
      const exported = await admin.json(`${API}/cadre/export`);
      assert.equal(exported.status, 200, JSON.stringify(exported.body));
      const exportDone = filesDepsOf(server.app).jobs.idle().then(() => void ended.push('export'));
      const run = admin.json(`${API}/cadreVerification/run`, { method: 'POST', json: {} }).then((res) => {
        ended.push('verification');
        return res;
      });
      const list = await hz.json(`${API}/stafftelphone?size=5`);
      ended.push('list');
      assert.equal(list.status, 200);
      assert.equal(list.body.code, 0);
      const verification = await run;
      await exportDone;
      assert.equal(verification.status, 200, JSON.stringify(verification.body));
      assert.ok(verification.body.data.runs.length > 1);
      const [record] = await server.db.query<{ status: string; row_count: number }>(`SELECT status, row_count FROM download_record WHERE id = $1`, [exported.body.data.jobId]);
      assert.equal(record!.status, 'ready');
      assert.ok(record!.row_count > 0);
      assert.equal(ended[0], 'list', `ended in the order ${ended.join(', ')}`);
    });
  });
}
