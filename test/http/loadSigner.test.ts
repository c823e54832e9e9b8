import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { loadSigner, webCryptoSigner, type SignRequest } from '../../src/http/loadSigner.ts';
import { EMPTY_BODY_HASH } from '../../model/crypto/signFormat.ts';

/** What the server computes (server/areas/auth/verifySign.ts does it with node:crypto too). */
function expected(token: string, request: SignRequest): string {
  const bodyHash = request.body instanceof FormData ? 'UNSIGNED-PAYLOAD' : createHash('sha256').update(request.body ?? '').digest('hex');
  const message = ['v1', String(request.time), request.nonce, request.method.toUpperCase(), request.target, bodyHash].join('\n');
  return `v1.${request.time}.${request.nonce}.${createHmac('sha256', token).update(message).digest('hex')}`;
}

const form = new FormData();
form.append('file', new Blob(['x']), 'a.xlsx');
const requests: SignRequest[] = [
  { time: 1_760_000_000_000, nonce: '0123456789abcdef', method: 'get', target: '/lgbsmp/api/v1/cadre?page=1', body: undefined },
  { time: 1_760_000_000_001, nonce: 'fedcba9876543210', method: 'POST', target: '/lgbsmp/api/v1/cadre', body: '{"name":"张三","note":"中文 ✓"}' },
  { time: 1_760_000_000_002, nonce: '00000000ffffffff', method: 'POST', target: '/lgbsmp/api/v1/files', body: form },
  { time: 1_760_000_000_003, nonce: '1111111122222222', method: 'DELETE', target: '/lgbsmp/api/v1/cadre/1', body: '' },
];

describe('the request signer (src/http/loadSigner.ts)', () => {
  it('takes the hash of no body as a constant, the SHA-256 of no bytes', () => {
    assert.equal(EMPTY_BODY_HASH, createHash('sha256').update('').digest('hex'));
  });

  it('signs with WebCrypto exactly as the server checks, where crypto.subtle exists', async () => {
    const sign = webCryptoSigner(globalThis.crypto.subtle);
    for (const request of requests) assert.equal(await sign('the-token', request), expected('the-token', request));
    assert.notEqual(await sign('another-token', requests[0]!), expected('the-token', requests[0]!));
    // A token that changes (refreshed) is signed with, not the key of the one before.
    assert.equal(await sign('another-token', requests[1]!), expected('another-token', requests[1]!));
    assert.equal(await sign('the-token', requests[1]!), expected('the-token', requests[1]!));
  });

  it('loads @noble/hashes where crypto.subtle is missing (plain http), with the same result', async () => {
    const sign = await loadSigner(null);
    for (const request of requests) assert.equal(await sign('the-token', request), expected('the-token', request));
    assert.equal(await loadSigner(null), sign, 'the fallback is loaded once');
  });
});
