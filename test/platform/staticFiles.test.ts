import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { projectRoot } from '../../server/paths.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The app the test server serves (DIST_DIR, as test/helpers/server.ts reads it).
const publicDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public');

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET through node:http, so that Accept-Encoding is exactly ours and the body arrives as sent. */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the built browser app, served (npm test builds dist/ first)', () => {
  let server: TestServer;
  let script: string;
  /** The largest script index.html loads (the boot chunk: the entry itself is a few bytes, too small to compress). */
  let boot: string;
  before(async () => {
    server = await startTestServer('pglite');
    const index = readFileSync(path.join(publicDir, 'index.html'), 'utf8');
    script = /<script type="module" src="([^"]+)"/.exec(index)![1]!;
    const scripts = [...index.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    boot = scripts.sort((a, b) => readFileSync(path.join(publicDir, b)).length - readFileSync(path.join(publicDir, a)).length)[0]!;
  });
  after(() => server.close());

  it('serves hashed assets as immutable and index.html as no-cache', async () => {
    const asset = await get(server.url + script);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(asset.headers['content-type'], 'text/javascript; charset=utf-8');
    const index = await get(server.url + '/');
    assert.equal(index.status, 200);
    assert.equal(index.headers['cache-control'], 'no-cache');
    assert.match(index.body.toString('utf8'), /<title>浙江省离退休干部服务管理系统<\/title>/);
  });

  it('sends brotli or gzip as Accept-Encoding allows, and the file itself otherwise', async () => {
    const file = readFileSync(path.join(publicDir, boot));
    const br = await get(server.url + boot, { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(brotliDecompressSync(br.body), file);
    // Sent whole from memory, so its length is known (no chunked encoding).
    assert.equal(Number(br.headers['content-length']), br.body.length);
    const gzip = await get(server.url + boot, { 'Accept-Encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gzip.body), file);
    assert.equal(Number(gzip.headers['content-length']), gzip.body.length);
    const plain = await get(server.url + boot);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(Number(plain.headers['content-length']), file.length);
    assert.deepEqual(plain.body, file);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
  });

  it("names a script's source map in a SourceMap header, not in the script", async () => {
    const asset = await get(server.url + boot);
    assert.equal(asset.headers.sourcemap, `${boot}.map`);
    assert.ok(!readFileSync(path.join(publicDir, boot), 'utf8').includes('sourceMappingURL'), 'no comment in the file');
    const map = await get(server.url + String(asset.headers.sourcemap));
    assert.equal(map.status, 200);
    assert.equal(JSON.parse(map.body.toString('utf8')).version, 3);
    assert.equal((await get(server.url + '/')).headers.sourcemap, undefined, 'a document has none');
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const first = await get(server.url + script);
    const again = await get(server.url + script, { 'If-None-Match': String(first.headers.etag) });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const stale = await get(server.url + script, { 'If-None-Match': '"something-else"' });
    assert.equal(stale.status, 200);
  });

  it('answers a public page with index.html, any other client route with workspace.html, and a missing asset with 404', async () => {
    const index = readFileSync(path.join(publicDir, 'index.html'));
    const workspace = readFileSync(path.join(publicDir, 'workspace.html'));
    for (const address of ['/login', '/login?redirect=%2Fhome', '/token?code=x', '/authredirect', '/404', '/403', '/500', '/401']) {
      const page = await get(server.url + address);
      assert.equal(page.status, 200, address);
      assert.deepEqual(page.body, index, address);
    }
    // The workspace's pages, the lock page, the root and an address nobody knows: the signed-in document,
    // whichever cookie comes with the request (the document depends on the path alone).
    for (const address of ['/retiredCadres/baseInfo', '/home', '/lock', '/', '/no/such/page', '/login/more']) {
      const page = await get(server.url + address, { Cookie: 'lgb_screen=workspace' });
      assert.equal(page.status, 200, address);
      assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(page.headers['cache-control'], 'no-cache');
      assert.equal(page.headers.vary, 'Accept-Encoding');
      assert.deepEqual(page.body, workspace, address);
    }
    assert.notDeepEqual(index, workspace);
    const missing = await get(server.url + '/assets/x.js');
    assert.equal(missing.status, 404);
  });
});
