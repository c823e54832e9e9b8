/** Prefixed storage (spec section 3 "Stored item"): round-trips with types, corrupt and foreign entries ignored. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStorage, STORAGE_PREFIX, type Json } from '../../src/store/storage.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const storage = createStorage({ local: () => local, session: () => session, now: () => 1_700_000_000_000 });
  return { local, session, storage };
}

describe('prefixed storage', () => {
  it('round-trips values of every JSON type with their type', () => {
    const { storage } = setup();
    const values: Record<string, Json> = {
      text: '张三',
      emptyText: '',
      numberish: '42',
      zero: 0,
      float: -1.5,
      yes: true,
      no: false,
      nothing: null,
      list: [1, 'a', null, [true]],
      emptyList: [],
      record: { name: '张三', tags: ['a'], nested: { ok: false } },
      emptyRecord: {},
    };
    for (const [name, value] of Object.entries(values)) storage.set(name, value);
    for (const [name, value] of Object.entries(values)) assert.deepEqual(storage.get(name), value, name);
    assert.equal(typeof storage.get('numberish'), 'string');
  });

  it('keeps each value as { dataType, content, type, datetime } under the product prefix', () => {
    const { local, session, storage } = setup();
    storage.set('tags', ['a'], 'session');
    assert.equal(STORAGE_PREFIX, 'lgbsmp-');
    assert.equal(local.length, 0);
    assert.deepEqual(JSON.parse(session.getItem('lgbsmp-tags')!), {
      dataType: 'array',
      content: ['a'],
      type: 'session',
      datetime: 1_700_000_000_000,
    });
    assert.deepEqual(storage.getItem('tags'), { dataType: 'array', content: ['a'], type: 'session', datetime: 1_700_000_000_000 });
  });

  it('reads sessionStorage before localStorage', () => {
    const { storage } = setup();
    storage.set('navIndex', 1, 'local');
    storage.set('navIndex', 2, 'session');
    assert.equal(storage.get('navIndex'), 2);
  });

  it('ignores corrupt entries, entries of another shape and entries whose content lost its type', () => {
    const { local, storage } = setup();
    local.setItem('lgbsmp-broken', '{"dataType":"string","content":');
    local.setItem('lgbsmp-plain', '"just a string"');
    local.setItem('lgbsmp-shape', JSON.stringify({ content: 1 }));
    local.setItem('lgbsmp-lied', JSON.stringify({ dataType: 'number', content: 'one', type: 'local', datetime: 1 }));
    storage.set('notANumber', Number.NaN);
    for (const name of ['broken', 'plain', 'shape', 'lied', 'notANumber', 'missing']) {
      assert.equal(storage.get(name), undefined, name);
    }
  });

  it("never reads or clears another product's entries", () => {
    const { local, storage } = setup();
    local.setItem('token', JSON.stringify({ dataType: 'string', content: 'x', type: 'local', datetime: 1 }));
    local.setItem('other-app-token', 'y');
    storage.set('token', 'ours');
    storage.set('errorLog', []);
    assert.equal(storage.get('token'), 'ours');
    storage.clear(['errorLog']);
    assert.equal(storage.get('token'), undefined);
    assert.deepEqual(storage.get('errorLog'), []);
    assert.notEqual(local.getItem('token'), null);
    assert.equal(local.getItem('other-app-token'), 'y');
  });

  it('removes a name from both storages', () => {
    const { storage } = setup();
    storage.set('x', 1, 'local');
    storage.set('x', 2, 'session');
    storage.remove('x');
    assert.equal(storage.get('x'), undefined);
  });

  it('reports a refused write instead of throwing, and works without any storage at all', () => {
    const { local, storage } = setup();
    local.failWrites = true;
    assert.equal(storage.set('big', 'x'), false);
    const none = createStorage({
      local: () => undefined,
      session: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    assert.equal(none.set('a', 1), false);
    assert.equal(none.get('a'), undefined);
    assert.doesNotThrow(() => none.clear());
  });
});
