import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lastScreenIsWorkspace } from '../../model/lastScreen.ts';
import { rememberScreen } from '../../src/session/rememberScreen.ts';
import { SIGNED_OUT, type SessionState } from '../../src/session/sessionState.ts';
import { createStore } from '../../src/store/createStore.ts';

/** A document whose cookie writes are recorded, as the browser receives them. */
function recordingDocument(): { doc: Document; writes: string[] } {
  const writes: string[] = [];
  return { doc: { set cookie(value: string) { writes.push(value); } } as unknown as Document, writes };
}

describe('the last-screen cookie', () => {
  it('is set while a session is stored, cleared when it ends, and written only when that changes', () => {
    const store = createStore<SessionState>({ ...SIGNED_OUT, status: 'restoring', locked: false, deptId: null });
    const { doc, writes } = recordingDocument();
    rememberScreen(store, doc);
    assert.deepEqual(writes, ['lgb_screen=workspace; path=/; max-age=31536000; samesite=lax']);
    store.setState((s) => ({ ...s, status: 'signedIn' }));
    store.setState((s) => ({ ...s, locked: true }));
    assert.equal(writes.length, 1, 'still a stored session: nothing to write');
    store.setState((s) => ({ ...s, ...SIGNED_OUT }));
    assert.deepEqual(writes.slice(1), ['lgb_screen=; path=/; max-age=0; samesite=lax']);
  });

  it('the server reads it from the Cookie header, exactly', () => {
    assert.equal(lastScreenIsWorkspace('a=1; lgb_screen=workspace'), true);
    assert.equal(lastScreenIsWorkspace('lgb_screen=workspace'), true);
    for (const header of [undefined, '', 'lgb_screen=', 'lgb_screen=workspace2', 'my_lgb_screen=workspace']) assert.equal(lastScreenIsWorkspace(header), false, String(header));
  });
});
