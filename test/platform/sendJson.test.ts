import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { sendJson } from '../../server/app.ts';

interface Sent {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** What sendJson writes, to a response whose client takes gzip. */
function send(body: unknown, keptBy?: object): Promise<Sent> {
  return new Promise((resolve) => {
    let status = 0;
    let headers: Record<string, unknown> = {};
    const res = {
      req: { headers: { 'accept-encoding': 'gzip, br' } },
      writeHead(s: number, h: Record<string, unknown>) {
        status = s;
        headers = h;
      },
      end(content: Buffer) {
        resolve({ status, headers, body: content });
      },
    };
    sendJson(res as unknown as ServerResponse, 200, body, keptBy);
  });
}

describe('sendJson', () => {
  const big = Object.freeze(Array.from({ length: 400 }, (_, i) => ({ id: `entry${i}`, name: `菜单${i}` })));

  it('gzips a large answer and keeps the serialized form of a frozen one: the same bytes, made once', async () => {
    const first = await send({ code: 0, msg: 'ok', data: big }, big);
    assert.equal(first.headers['Content-Encoding'], 'gzip');
    assert.equal(first.headers['Content-Length'], first.body.length);
    assert.deepEqual(JSON.parse(gunzipSync(first.body).toString('utf8')).data, big);
    const again = await send({ code: 0, msg: 'ok', data: big }, big);
    assert.equal(again.body, first.body, 'the very buffer compressed the first time');
  });

  it('serializes every other answer afresh', async () => {
    const data = Array.from({ length: 400 }, (_, i) => ({ id: `entry${i}`, name: `菜单${i}` }));
    const first = await send({ code: 0, msg: 'ok', data });
    data.push({ id: 'added', name: '新增' });
    const again = await send({ code: 0, msg: 'ok', data });
    assert.notEqual(again.body, first.body);
    assert.equal(JSON.parse(gunzipSync(again.body).toString('utf8')).data.at(-1).id, 'added');
  });
});
