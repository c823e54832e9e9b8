import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { zipOf } from '../xlsx/helpers/xlsxFiles.ts';
import { API, downloadVia, fileForm, filesServerFactory, postMultipart } from './helpers/filesServer.ts';
import { compoundFile, docx, gif, jpeg, pdf, png, pptx, webp, xlsx } from './helpers/sampleFiles.ts';

for (const engine of ENGINES) {
  describe(`attachments (${engine})`, () => {
    const start = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    const upload = (client: SignedClient, bytes: Buffer | string, name: string, extra: Record<string, Buffer> = {}) =>
      postMultipart(server, client, `${API}/file`, fileForm(bytes, name, extra));
    const doc = (attachments: string[], orgId = '330100') => ({
      title: '附件测试', category: '3', receiveType: '1', orgId, publishDate: '2025-02-01', content: '<p>正文</p>', attachments,
    });

    before(async () => {
      server = await start(engine, { UPLOAD_LIMIT: String(64 * 1024) });
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('accepts every allowed kind, decided by its content, and answers the content type it found', async () => {
      const samples: [Buffer | string, string, string][] = [
        [jpeg(), '照片.jpg', 'image/jpeg'],
        [png(), 'a.PNG', 'image/png'],
        [gif(), 'b.gif', 'image/gif'],
        [webp(), 'c.webp', 'image/webp'],
        [pdf(), '文件.pdf', 'application/pdf'],
        [await docx(), 'd.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        [await xlsx(), 'e.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        [await pptx(), 'f.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
        [compoundFile('WordDocument'), 'g.doc', 'application/msword'],
        [compoundFile('Workbook'), 'h.xls', 'application/vnd.ms-excel'],
        ['说明文字\r\n第二行', 'i.txt', 'text/plain; charset=utf-8'],
        [Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x0d, 0x0a]), 'gbk.txt', 'text/plain; charset=gb18030'],
      ];
      for (const [bytes, name, type] of samples) {
        const { status, body } = await upload(admin, bytes, name);
        assert.equal(status, 200, `${name}: ${JSON.stringify(body)}`);
        assert.equal(body.data.contentType, type, name);
        assert.equal(body.data.fileName, name);
        assert.equal(body.data.size, Buffer.byteLength(bytes));
        assert.match(body.data.id, /^[0-9a-f]{32}$/);
      }
      const image = (await upload(admin, jpeg(40, 30), 'dims.jpeg')).body.data;
      assert.deepEqual([image.width, image.height], [40, 30]);
    });

    it('refuses a file whose content does not match its name, and kinds outside the allow-list, each with a clear message', async () => {
      const mismatch = await upload(admin, png(), 'report.pdf');
      assert.equal(mismatch.status, 400);
      assert.equal(mismatch.body.msg, '文件内容与扩展名不符：“report.pdf”的实际内容是PNG 图片，请确认文件后重新上传');
      assert.equal((await upload(admin, Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 0xff, 0xff]), '工具.exe')).body.msg.startsWith('不支持上传“工具.exe”'), true);
      assert.equal((await upload(admin, Buffer.from([0, 1, 2, 3, 0xff]), 'notes.txt')).body.msg, '文件内容与扩展名不符：“notes.txt”的实际内容是不支持的格式，请确认文件后重新上传');
      const plainZip = await upload(admin, await zipOf({ 'a.txt': 'x' }), 'fake.docx');
      assert.match(plainZip.body.msg, /“fake\.docx”的实际内容是不支持的格式/);
      assert.equal((await upload(admin, compoundFile('WordDocument'), 'sheet.xls')).body.msg, '文件内容与扩展名不符：“sheet.xls”的实际内容是旧版 Word 文档（doc），请确认文件后重新上传');
      assert.equal((await upload(admin, compoundFile('EncryptedPackage'), 'secret.docx')).body.msg, '文件设置了打开密码，请去除密码后再上传');
      assert.equal((await upload(admin, '', 'empty.txt')).body.msg, '文件“empty.txt”是空文件，请重新选择');
      assert.equal((await postMultipart(server, admin, `${API}/file`, new FormData())).body.msg, '请选择要上传的文件');
    });

    it('refuses an upload past UPLOAD_LIMIT with 413, apart from the JSON body limit', async () => {
      const big = await upload(admin, 'x'.repeat(65 * 1024), 'big.txt');
      assert.equal(big.status, 413);
      assert.equal(big.body.msg, '文件过大，不能超过 64 KB');
      assert.equal((await upload(admin, 'y'.repeat(63 * 1024), 'fits.txt')).status, 200);
    });

    it('checks the multipart request’s signature with UNSIGNED-PAYLOAD', async () => {
      const res = await fetch(`${server.url}${API}/file`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.tokens.access_token}`, sign: `v1.${Date.now()}.0123456789abcdef.${'0'.repeat(64)}` },
        body: fileForm(pdf(), 'a.pdf'),
      });
      assert.equal(res.status, 400);
      assert.equal((await res.json()).msg, '请求签名无效，请刷新页面后重试');
    });

    it('keeps a browser-made thumbnail of an image when it is a small real image, and refuses any other', async () => {
      const ok = await upload(admin, png(800, 600), 'big.png', { thumbnail: png(200, 150) });
      assert.match(ok.body.data.thumbnailId, /^[0-9a-f]{32}$/);
      const thumb = await admin.json(`${API}/file/${ok.body.data.thumbnailId}`);
      assert.deepEqual([thumb.body.data.contentType, thumb.body.data.width], ['image/png', 200]);
      const tooBig = await upload(admin, png(800, 600), 'big.png', { thumbnail: png(1000, 10) });
      assert.equal(tooBig.body.msg, '缩略图无效：须为 256 KB 以内、长宽不超过 512 像素的 JPEG、PNG 或 WebP 图片');
      assert.equal((await upload(admin, png(), 'x.png', { thumbnail: gif() })).body.msg, tooBig.body.msg);
      assert.equal((await upload(admin, pdf(), 'x.pdf', { thumbnail: png() })).body.msg, '只有图片可以附带缩略图');
    });

    it('stores files under random names, never the user’s file name', async () => {
      await upload(admin, pdf(), '../../etc/passwd.pdf');
      const names = await readdir(path.join(server.config.files.dir, 'attachments'));
      assert.ok(names.length > 0);
      assert.ok(names.every((n) => /^[0-9a-f]{32}$/.test(n)), names.join());
      const listed = await admin.json(`${API}/fileinformation?fileName=passwd`);
      assert.equal(listed.body.data.records[0].fileName, 'passwd.pdf');
    });

    it('lets the uploader and whoever may see a record that refers to a file read it, and nobody else', async () => {
      const file = (await upload(admin, pdf(), '市里的附件.pdf')).body.data;
      const ningbo = await signIn(server, 'admin_330200');
      assert.equal((await hz.json(`${API}/file/${file.id}`)).body.msg, '文件不存在或无权查看');
      const created = await admin.json(`${API}/policyDocument`, { method: 'POST', json: doc([file.id]) });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.equal((await hz.json(`${API}/file/${file.id}`)).body.data.fileName, '市里的附件.pdf');
      assert.equal((await ningbo.json(`${API}/file/${file.id}`)).status, 404);
      assert.equal((await ningbo.json(`${API}/file/${file.id}/ticket`, { method: 'POST' })).body.msg, '文件不存在或无权查看');
      const hzFiles = await hz.json(`${API}/fileinformation?size=100`);
      assert.ok(hzFiles.body.data.records.some((f: { id: string }) => f.id === file.id));
      assert.ok(!(await ningbo.json(`${API}/fileinformation?size=100`)).body.data.records.some((f: { id: string }) => f.id === file.id));

      await admin.json(`${API}/policyDocument/${created.body.data.id}`, { method: 'PUT', json: { version: created.body.data.version, attachments: [] } });
      assert.equal((await hz.json(`${API}/file/${file.id}`)).status, 404);
    });

    it('refuses to attach a file that someone else uploaded', async () => {
      const theirs = (await upload(hz, pdf(), '杭州的.pdf')).body.data;
      const { status, body } = await admin.json(`${API}/policyDocument`, { method: 'POST', json: doc([theirs.id]) });
      assert.equal(status, 400);
      assert.equal(body.msg, '附件：附件不存在或无权使用，请重新上传');
      assert.deepEqual(body.data.errors.map((e: { field: string }) => e.field), ['attachments']);
    });

    it('serves a link once: inline with nosniff for images and PDF, as an attachment otherwise', async () => {
      const image = (await upload(admin, png(3, 4), '头像.png')).body.data;
      const res = await downloadVia(server, admin, `${API}/file/${image.id}/ticket`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/png');
      assert.equal(res.headers.get('content-disposition'), `inline; filename="download.png"; filename*=UTF-8''%E5%A4%B4%E5%83%8F.png`);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.deepEqual(Buffer.from(await res.arrayBuffer()), png(3, 4));
      const word = (await upload(admin, await docx(), 'report "final".docx')).body.data;
      const attached = await downloadVia(server, admin, `${API}/file/${word.id}/ticket`);
      assert.equal(attached.headers.get('content-disposition'), `attachment; filename="report _final_.docx"; filename*=UTF-8''report%20_final_.docx`);
      await attached.arrayBuffer();
      const link = (await admin.json(`${API}/file/${word.id}/ticket`, { method: 'POST' })).body.data.url;
      assert.equal((await server.fetch(link)).status, 200);
      assert.equal((await server.fetch(link)).status, 404);
    });
  });
}
