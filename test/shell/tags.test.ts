/** The tags list: close operations on the tag they were invoked on, opening, and keeping the list per user. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStorage } from '../../src/store/storage.ts';
import { createTags, HOME_TAG, parseTags, tagAfterClose, tagsAfterClose, withTag, type Tag } from '../../src/shell/tagsStore.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';

const tag = (value: string, more: Partial<Tag> = {}): Tag => ({ label: value, value, params: {}, query: {}, group: 'g', close: true, ...more });
const tags = [HOME_TAG, tag('/a'), tag('/b'), tag('/c'), tag('/d')];
const values = (list: readonly Tag[]) => list.map((t) => t.value);

describe('the tags list', () => {
  it('closes one, the others, those to the left or right, or all, around the tag invoked on, never home', () => {
    assert.deepEqual(values(tagsAfterClose(tags, '/b', 'one')), ['/home', '/a', '/c', '/d']);
    assert.deepEqual(values(tagsAfterClose(tags, '/b', 'others')), ['/home', '/b']);
    assert.deepEqual(values(tagsAfterClose(tags, '/c', 'left')), ['/home', '/c', '/d']);
    assert.deepEqual(values(tagsAfterClose(tags, '/b', 'right')), ['/home', '/a', '/b']);
    assert.deepEqual(values(tagsAfterClose(tags, '/b', 'all')), ['/home']);
    assert.deepEqual(values(tagsAfterClose(tags, '/home', 'one')), values(tags));
  });

  it('shows, after the shown tag closes, the invoked tag if it stays, else its right then left neighbour', () => {
    assert.equal(tagAfterClose(tags, '/b', tagsAfterClose(tags, '/b', 'one')).value, '/c');
    assert.equal(tagAfterClose(tags, '/d', tagsAfterClose(tags, '/d', 'one')).value, '/c');
    assert.equal(tagAfterClose(tags, '/b', tagsAfterClose(tags, '/b', 'others')).value, '/b');
    assert.equal(tagAfterClose(tags, '/b', tagsAfterClose(tags, '/b', 'all')).value, '/home');
  });

  it('adds a page once, keeping its params and query, and renames it in place', () => {
    const opened = withTag(tags, tag('/e?type=2', { params: { id: '1' }, query: { type: '2' } }));
    assert.deepEqual(opened.at(-1), tag('/e?type=2', { params: { id: '1' }, query: { type: '2' } }));
    assert.equal(withTag(opened, tag('/a')), opened, 'the same page: the same list');
    assert.equal(withTag(opened, tag('/a', { label: 'A' }))[1]!.label, 'A');
  });

  it('reads a stored list back with home first and foreign entries left out', () => {
    assert.deepEqual(values(parseTags([tag('/x'), { value: 42 }, HOME_TAG, tag('/y', { close: false })])), ['/home', '/x', '/y']);
    assert.equal(parseTags([tag('/y', { close: false })])[1]!.close, true);
    assert.deepEqual(parseTags('corrupt'), [HOME_TAG]);
  });

  it('keeps each user’s list, so it survives a reload', () => {
    const local = new MemoryStorage();
    const storage = createStorage({ local: () => local, session: () => new MemoryStorage() });
    const first = createTags(storage);
    first.useFor('u1');
    first.open(tag('/a'));
    first.useFor('u2');
    assert.deepEqual(values(first.getState()), ['/home']);
    const reloaded = createTags(storage);
    reloaded.useFor('u1');
    assert.deepEqual(values(reloaded.getState()), ['/home', '/a']);
  });
});
