/** `once(importer)` (src/ui/once.ts): one import shared by every caller, tried again after a failure. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { once } from '../../src/ui/once.ts';

describe('once', () => {
  it('imports once, and every caller gets the same answer', async () => {
    let calls = 0;
    const load = once(async () => ({ n: ++calls }));
    const [a, b] = await Promise.all([load(), load()]);
    assert.equal(a, b);
    assert.equal(await load(), a);
    assert.equal(calls, 1);
  });

  it('tries again after a failure, as a chunk that failed to download may come next time', async () => {
    let calls = 0;
    const load = once(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Failed to fetch dynamically imported module');
      return 'module';
    });
    await assert.rejects(load(), /Failed to fetch/);
    assert.equal(await load(), 'module');
    assert.equal(await load(), 'module');
    assert.equal(calls, 2);
  });
});
