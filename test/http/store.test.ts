/** The tiny store: state, listeners, unsubscribe, Object.is skip. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStore } from '../../src/store/createStore.ts';

describe('createStore', () => {
  it('replaces the state and tells every listener the new and the previous state', () => {
    const store = createStore({ count: 0 });
    const seen: [number, number][] = [];
    store.subscribe((state, previous) => seen.push([state.count, previous.count]));
    store.setState({ count: 1 });
    store.setState((state) => ({ count: state.count + 1 }));
    assert.deepEqual(seen, [[1, 0], [2, 1]]);
    assert.deepEqual(store.getState(), { count: 2 });
  });

  it('skips a state that is Object.is-equal to the current one', () => {
    const state = { count: 0 };
    const store = createStore(state);
    let calls = 0;
    store.subscribe(() => calls++);
    store.setState(state);
    store.setState((current) => current);
    const nan = createStore(Number.NaN);
    nan.subscribe(() => calls++);
    nan.setState(Number.NaN);
    assert.equal(calls, 0);
  });

  it('stops calling a listener once it unsubscribed, and calls each listener once', () => {
    const store = createStore(0);
    let calls = 0;
    const listener = () => calls++;
    const unsubscribe = store.subscribe(listener);
    store.subscribe(listener);
    store.setState(1);
    unsubscribe();
    store.setState(2);
    assert.equal(calls, 1);
  });
});
