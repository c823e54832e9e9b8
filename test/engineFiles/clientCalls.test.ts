/**
 * The browser's typed calls (src/http/api/{files,exports,imports,savedViews}.ts) through the real request
 * layer against the real server: multipart uploads signed with UNSIGNED-PAYLOAD and carrying the token
 * copy, the template fetched as a Blob, and the answers' shapes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sealPassword, type PasswordKey } from '../../model/crypto/passwordSeal.ts';
import { loginByPassword } from '../../src/http/api/auth.ts';
import { downloadLink, downloadRecord, downloadRecords, startExport } from '../../src/http/api/exports.ts';
import { fileLink, fileList, fileMeta, uploadFile } from '../../src/http/api/files.ts';
import { commitImport, importErrorsLink, importRecord, importTemplate, uploadImport } from '../../src/http/api/imports.ts';
import { deleteView, savedViews, saveView, updateView } from '../../src/http/api/savedViews.ts';
import { http } from '../../src/http/client.ts';
import type { Client } from '../../src/http/request.ts';
import { ENGINES } from '../helpers/engines.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import type { TestServer } from '../helpers/server.ts';
import { writeRows } from '../xlsx/helpers/xlsxFiles.ts';
import { filesServerFactory, jobsDone, sheetRows } from './helpers/filesServer.ts';
import { pdf, png } from './helpers/sampleFiles.ts';

for (const engine of ENGINES) {
  describe(`the browser's file, export, import and saved-view calls against the real server (${engine})`, () => {
    const start = filesServerFactory();
    let server: TestServer;
    let api: Client;
    const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

    before(async () => {
      server = await start(engine);
      const anonymous = http.extend({ baseUrl: server.url, ports: fakePorts({ token: null, deptId: null }) });
      const key = await anonymous.get<PasswordKey>('/auth/key', { auth: false });
      const tokens = await loginByPassword({ username: 'admin', password: sealPassword(key, 'Admin@123456') }, anonymous);
      api = http.extend({ baseUrl: server.url, ports: fakePorts({ token: tokens.access_token, deptId: null }) });
    });
    after(() => server.close());

    it('uploads a file with a thumbnail, reads its metadata, lists it and opens its link', async () => {
      const meta = await uploadFile(blob(png(640, 480)), { fileName: '合影.png', thumbnail: blob(png(128, 96)) }, api);
      assert.equal(meta.contentType, 'image/png');
      assert.match(meta.thumbnailId!, /^[0-9a-f]{32}$/);
      assert.equal((await fileMeta(meta.id, api)).fileName, '合影.png');
      assert.ok((await fileList({ fileName: '合影' }, api)).records.some((f) => f.id === meta.id));
      const res = await fetch(server.url + (await fileLink(meta.id, api)).url);
      assert.equal(res.headers.get('content-type'), 'image/png');
      assert.equal(Buffer.from(await res.arrayBuffer()).length, png(640, 480).length);
    });

    it('fetches the import template as a Blob, uploads a filled copy and commits it', async () => {
      const template = await importTemplate('stafftelphone', api);
      assert.ok(template instanceof Blob);
      const header = (await sheetRows(Buffer.from(await template.arrayBuffer())))[0]!.values as string[];
      const file = await writeRows([header, ['客户端甲', '13812345678', '杭州市委老干部局'], ['', '', '杭州市委老干部局']]);
      const preview = await uploadImport('stafftelphone', blob(file), '客户端.xlsx', api);
      assert.deepEqual([preview.valid, preview.invalid], [1, 1]);
      assert.match((await importErrorsLink(preview.batchId, api)).url, /^\/lgbsmp\/api\/v1\/download\?ticket=/);
      assert.equal((await commitImport(preview.batchId, api)).status, 'importing');
      await jobsDone(server);
      const record = await importRecord(preview.batchId, api);
      assert.deepEqual([record.status, record.imported, record.failed], ['imported', 1, 1]);
    });

    it('starts an export with the list’s filters and downloads it through its link', async () => {
      const { jobId } = await startExport('stafftelphone', { userName: '客户端' }, api);
      await jobsDone(server);
      const record = await downloadRecord(jobId, api);
      assert.deepEqual([record.status, record.rows], ['ready', 1]);
      assert.ok((await downloadRecords({ resource: 'stafftelphone' }, api)).records.some((r) => r.id === jobId));
      const res = await fetch(server.url + (await downloadLink(jobId, api)).url);
      const rows = await sheetRows(Buffer.from(await res.arrayBuffer()));
      assert.equal(rows[1]!.values[0], '客户端甲');
    });

    it('saves, lists, changes and deletes a view with its state as an object', async () => {
      const view = await saveView({ name: '我的视图', resource: 'stafftelphone', scope: 'user', state: { sort: 'userName,asc', size: 20 } }, api);
      assert.deepEqual(view.state, { sort: 'userName,asc', size: 20 });
      const changed = await updateView(view.id, { version: view.version, state: { sort: 'sort,asc', size: 50 } }, api);
      assert.equal(changed.state.size, 50);
      assert.deepEqual((await savedViews('stafftelphone', api)).map((v) => v.name), ['我的视图']);
      await deleteView(view.id, api);
      assert.deepEqual(await savedViews('stafftelphone', api), []);
    });

    it('refuses a PDF named as an image with the server’s message', async () => {
      await assert.rejects(uploadFile(blob(pdf()), { fileName: 'photo.jpg' }, api), { userMessage: '文件内容与扩展名不符：“photo.jpg”的实际内容是PDF 文档，请确认文件后重新上传' });
    });
  });
}
