import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPageCache, MAX_CACHED_PAGES, pagesToRender, type PageRoute } from '../../src/router/pageCache.ts';

const Page = () => null;
const route = (key: string, cached = true): PageRoute => ({ key, pattern: key, params: {}, query: {}, Page, cached });

describe('the keep-alive cache', () => {
  it('keeps cached pages in the order they were first shown, and not the pages that are not cached', () => {
    const cache = createPageCache();
    cache.show(route('/a'));
    cache.show(route('/edit', false));
    cache.show(route('/b'));
    cache.show(route('/a'));
    assert.deepEqual(cache.store.getState().pages.map((p) => p.key), ['/a', '/b']);
    assert.equal(cache.store.getState().current?.key, '/a');
  });

  it('renders the page shown in its own place, so that no page’s DOM moves (an iframe would reload)', () => {
    const cache = createPageCache();
    cache.show(route('/a'));
    cache.show(route('/b'));
    const shown = route('/a');
    assert.deepEqual(pagesToRender(cache.store.getState(), shown).map((p) => p.key), ['/a', '/b']);
    assert.equal(pagesToRender(cache.store.getState(), shown)[0], shown);
    assert.deepEqual(pagesToRender(cache.store.getState(), route('/c', false)).map((p) => p.key), ['/a', '/b', '/c']);
  });

  it(`evicts the least recently shown page beyond ${MAX_CACHED_PAGES}, telling the listeners`, () => {
    const cache = createPageCache();
    const gone: string[] = [];
    cache.onGone((keys) => gone.push(...keys));
    for (let i = 1; i <= MAX_CACHED_PAGES; i++) cache.show(route(`/p${i}`));
    cache.show(route('/p1'));
    cache.show(route('/p21'));
    const keys = cache.store.getState().pages.map((p) => p.key);
    assert.equal(keys.length, MAX_CACHED_PAGES);
    assert.deepEqual(gone, ['/p2']);
    assert.ok(keys.includes('/p1') && !keys.includes('/p2'));
  });

  it('drops closed pages and their refresh counts, telling the listeners', () => {
    const cache = createPageCache();
    const gone: string[] = [];
    cache.onGone((keys) => gone.push(...keys));
    cache.show(route('/a'));
    cache.show(route('/b'));
    cache.refresh('/a');
    cache.drop(['/a']);
    assert.deepEqual(cache.store.getState().pages.map((p) => p.key), ['/b']);
    assert.deepEqual(cache.store.getState().generations, {});
    assert.deepEqual(Object.keys(cache.store.getState().shownAt), ['/b']);
    assert.deepEqual(gone, ['/a']);
  });

  it('tells the listeners when a page that is not cached is left, and not when a cached one is', () => {
    const cache = createPageCache();
    const gone: string[] = [];
    cache.onGone((keys) => gone.push(...keys));
    cache.show(route('/list'));
    cache.show(route('/list/Edit/1', false));
    cache.show(route('/list'));
    cache.show(route('/other'));
    assert.deepEqual(gone, ['/list/Edit/1']);
  });

  it('counts refreshes per page, so the page is mounted anew', () => {
    const cache = createPageCache();
    cache.refresh('/a');
    cache.refresh('/a');
    assert.equal(cache.store.getState().generations['/a'], 2);
  });
});
