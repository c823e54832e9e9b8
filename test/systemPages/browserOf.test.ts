/** The browser of an online session in words (src/pages/system/online/browserOf.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserOf } from '../../src/pages/system/online/browserOf.ts';

describe('the browser of a session', () => {
  it('names the common browsers with their major version and the system', () => {
    assert.equal(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'), 'Chrome 120 · Windows');
    assert.equal(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91'), 'Edge 120 · Windows');
    assert.equal(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'), 'Firefox 128 · Linux');
    assert.equal(browserOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15'), 'Safari 17 · macOS');
    assert.equal(browserOf('Mozilla/5.0 (Linux; Android 14; V2254A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.193 Mobile Safari/537.36'), 'Chrome 119 · Android');
  });

  it('gives an unknown agent as it is, shortened, and nothing for none', () => {
    assert.equal(browserOf('node'), 'node');
    assert.equal(browserOf('x'.repeat(50)), `${'x'.repeat(40)}…`);
    assert.equal(browserOf(null), '');
  });
});
