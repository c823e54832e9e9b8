/** useStore: components re-render when their selected slice changes, and only then. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore } from '../../src/store/createStore.ts';
import { useStore } from '../../src/store/useStore.ts';

describe('useStore', () => {
  afterEach(cleanup);

  it('renders the selected slice and follows its changes', () => {
    const store = createStore({ user: '张三', navIndex: 0 });
    let renders = 0;
    function Welcome() {
      renders++;
      return <p>{useStore(store, (state) => state.user)}</p>;
    }
    render(<Welcome />);
    assert.ok(screen.getByText('张三'));
    act(() => store.setState((state) => ({ ...state, navIndex: 3 })));
    assert.equal(renders, 1, 'another slice changed: no render');
    act(() => store.setState((state) => ({ ...state, user: '李四' })));
    assert.ok(screen.getByText('李四'));
    assert.equal(renders, 2);
  });

  it('returns the whole state without a selector', () => {
    const store = createStore(7);
    function Count() {
      return <p>{useStore(store)}</p>;
    }
    render(<Count />);
    act(() => store.setState(8));
    assert.ok(screen.getByText('8'));
  });
});
