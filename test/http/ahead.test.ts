/**
 * Answers asked for ahead of their view (src/http/ahead.ts): taken once, shared while waiting, forgotten untaken;
 * one already in is taken as it is, for the view's first drawing.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { askAhead, KEPT_MS, takeAhead, takeArrived } from '../../src/http/ahead.ts';

describe('answers asked ahead', () => {
  afterEach(() => mock.timers.reset());

  it('gives the answer to the first taker only: the next one asks for itself', async () => {
    let asked = 0;
    askAhead('a', async () => ({ n: ++asked }));
    askAhead('a', async () => ({ n: ++asked }));
    assert.equal(asked, 1, 'one request while the answer waits');
    assert.deepEqual(await takeAhead('a'), { n: 1 });
    assert.equal(takeAhead('a'), undefined);
    assert.equal(takeAhead('b'), undefined);
  });

  it('keeps a failure for its taker, and tells no one when nobody takes it', async () => {
    askAhead('failed', () => Promise.reject(new Error('503')));
    await assert.rejects(takeAhead('failed')!, /503/);
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    askAhead('failed untaken', () => Promise.reject(new Error('503')));
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', note);
    assert.deepEqual(unhandled, []);
  });

  it('forgets an answer nobody took soon', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    askAhead('old', async () => 'records');
    mock.timers.tick(KEPT_MS - 1);
    askAhead('kept', async () => 'records');
    mock.timers.tick(1);
    assert.equal(takeAhead('old'), undefined, 'an old answer is never shown');
    assert.ok(takeAhead('kept'));
  });

  it('rejects with the reason of the taker who aborts, as its own request would', async () => {
    let arrive: (value: string) => void = () => {};
    askAhead('slow', () => new Promise<string>((resolve) => (arrive = resolve)));
    const controller = new AbortController();
    const taken = takeAhead<string>('slow', controller.signal)!;
    controller.abort(new Error('left the page'));
    arrive('records');
    await assert.rejects(taken, /left the page/);
    askAhead('done', async () => 'records');
    assert.equal(await takeAhead('done', new AbortController().signal), 'records');
  });

  it('lets go of the taker’s signal once the answer is in, arrived or failed', async () => {
    for (const [key, ask] of [['answered', async () => 'records'], ['refused', () => Promise.reject(new Error('503'))]] as const) {
      askAhead(key, ask);
      const { signal } = new AbortController();
      const added = mock.method(signal, 'addEventListener');
      const removed = mock.method(signal, 'removeEventListener');
      await takeAhead(key, signal)!.catch(() => undefined);
      assert.equal(added.mock.callCount(), 1);
      assert.equal(removed.mock.callCount(), 1, key);
      assert.equal(removed.mock.calls[0]!.arguments[1], added.mock.calls[0]!.arguments[1]);
    }
  });

  it('gives an answer that has come as it is, once; nothing while it travels or after a failure', async () => {
    let arrive: (value: string) => void = () => {};
    askAhead('travelling', () => new Promise<string>((resolve) => (arrive = resolve)));
    assert.equal(takeArrived('travelling'), undefined, 'not in yet');
    arrive('records');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(takeArrived('travelling'), 'records');
    assert.equal(takeArrived('travelling'), undefined, 'taken once');
    assert.equal(takeAhead('travelling'), undefined, 'taken for the promise too');
    askAhead('refused', () => Promise.reject(new Error('503')));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(takeArrived('refused'), undefined, 'a failure is not an answer to draw');
    await assert.rejects(takeAhead('refused')!, /503/, 'the failure still goes to the view that asks');
  });
});
