import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { newServerKeyPair, openSealed, parseSealed, sealPassword } from '../../model/crypto/passwordSeal.ts';
import { bodyHash, signRequest } from '../../model/crypto/requestSign.ts';
import { parseSign, signingMessage } from '../../model/crypto/signFormat.ts';
import { challengeTime, CHALLENGE_TTL_MS, issueChallenge } from '../../server/areas/auth/passwordChallenge.ts';

const pair = newServerKeyPair();
const secret = Buffer.from(pair.secretKey, 'hex');
const now = Date.UTC(2025, 0, 6, 9, 0, 0);
const key = { keyId: pair.keyId, publicKey: pair.publicKey, nonce: issueChallenge(secret, pair.keyId, now) };

describe('password sealing (model/crypto/passwordSeal.ts)', () => {
  it('opens what it sealed, for ASCII and Chinese passwords alike', () => {
    for (const password of ['Admin@123456', '密码Abc#2025']) {
      const sealed = parseSealed(sealPassword(key, password));
      assert.ok(sealed);
      assert.equal(openSealed(sealed, secret), password);
    }
  });

  it('seals the same password differently every time', () => {
    assert.notEqual(sealPassword(key, 'Admin@123456'), sealPassword(key, 'Admin@123456'));
  });

  it('refuses a ciphertext with one byte changed', () => {
    const text = sealPassword(key, 'Admin@123456');
    const last = text.at(-1) === '0' ? '1' : '0';
    const sealed = parseSealed(text.slice(0, -1) + last);
    assert.ok(sealed);
    assert.equal(openSealed(sealed, secret), null);
  });

  it('refuses a ciphertext whose challenge was swapped (the challenge is authenticated)', () => {
    const parts = sealPassword(key, 'Admin@123456').split('.');
    parts[2] = issueChallenge(secret, pair.keyId, now);
    const sealed = parseSealed(parts.join('.'));
    assert.ok(sealed);
    assert.equal(openSealed(sealed, secret), null);
  });

  it('cannot be opened with another key', () => {
    const sealed = parseSealed(sealPassword(key, 'Admin@123456'));
    assert.equal(openSealed(sealed!, Buffer.from(newServerKeyPair().secretKey, 'hex')), null);
  });

  it('rejects malformed sealed text before any cryptography', () => {
    const good = sealPassword(key, 'Admin@123456');
    const parts = good.split('.');
    for (const bad of ['', 'Admin@123456', good.replace('v1.', 'v2.'), parts.slice(0, 5).join('.'), good + '.00',
      [...parts.slice(0, 3), parts[3]!.slice(2), ...parts.slice(4)].join('.'), [...parts.slice(0, 5), 'zz' + parts[5]!.slice(2)].join('.'),
      [...parts.slice(0, 5), parts[5]!.slice(0, 32)].join('.'), [...parts.slice(0, 5), '00'.repeat(300)].join('.')]) {
      assert.equal(parseSealed(bad), null, bad.slice(0, 40));
    }
  });
});

describe('password challenges (server/areas/auth/passwordChallenge.ts)', () => {
  it('accepts a fresh challenge of its own key and tells when it was issued', () => {
    assert.equal(challengeTime(secret, pair.keyId, key.nonce, now + 1000), now);
  });

  it('refuses a stale, forged or other key\'s challenge', () => {
    assert.equal(challengeTime(secret, pair.keyId, key.nonce, now + CHALLENGE_TTL_MS + 1), null);
    assert.equal(challengeTime(secret, 'otherkey', key.nonce, now), null);
    assert.equal(challengeTime(secret, pair.keyId, key.nonce.slice(0, 32) + '0'.repeat(32), now), null);
    assert.equal(challengeTime(secret, pair.keyId, 'nonsense', now), null);
  });
});

describe('request signature (model/crypto/signFormat.ts, requestSign.ts)', () => {
  it('computes exactly what docs/api.md defines (checked against node:crypto)', () => {
    const input = { time: now, nonce: '0123456789abcdef', method: 'post', target: '/lgbsmp/api/v1/x?a=1&token=t', bodyHash: bodyHash('{"a":1}') };
    const message = ['v1', String(now), '0123456789abcdef', 'POST', '/lgbsmp/api/v1/x?a=1&token=t', createHash('sha256').update('{"a":1}').digest('hex')].join('\n');
    assert.equal(signingMessage(input), message);
    const expected = createHmac('sha256', 'the-token').update(message).digest('hex');
    assert.equal(signRequest('the-token', input), `v1.${now}.0123456789abcdef.${expected}`);
  });

  it('hashes an empty body to the well-known SHA-256 of nothing', () => {
    assert.equal(bodyHash(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    assert.equal(bodyHash(new Uint8Array()), bodyHash());
  });

  it('parses only well-formed headers', () => {
    const good = `v1.${now}.0123456789abcdef.${'a'.repeat(64)}`;
    assert.deepEqual(parseSign(good), { time: now, nonce: '0123456789abcdef', signature: 'a'.repeat(64) });
    for (const bad of [undefined, '', 'v2' + good.slice(2), good.toUpperCase(), good + 'a', `v1.x.0123456789abcdef.${'a'.repeat(64)}`]) {
      assert.equal(parseSign(bad), null, String(bad));
    }
  });
});
