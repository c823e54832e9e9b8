/** Keep-alive in the outlet: cached pages stay mounted (hidden by <Activity>) with their state and scroll. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createPageCache, MAX_CACHED_PAGES, type PageRoute } from '../../src/router/pageCache.ts';
import { PageOutlet } from '../../src/router/PageOutlet.tsx';
import type { PageProps } from '../../src/router/pageProps.ts';
import { usePage } from '../../src/router/pageContext.ts';

function Counter({ params, query }: PageProps) {
  const name = [params.id, query.type].filter(Boolean).join('-') || 'list';
  const [count, setCount] = useState(0);
  const { active } = usePage();
  return (
    <section aria-label={name} data-active={active}>
      <button type="button" onClick={() => setCount(count + 1)}>{`${name}: ${count}`}</button>
      <input aria-label={`${name} filter`} />
    </section>
  );
}

const route = (key: string, cached: boolean, params: Record<string, string> = {}, query: Record<string, string> = {}): PageRoute =>
  ({ key, pattern: key.split('?')[0]!, params, query, Page: Counter, cached });

function setup() {
  const cache = createPageCache();
  const view = render(<PageOutlet route={route('/list', true)} cache={cache} className="outlet" />);
  const show = (next: PageRoute) => view.rerender(<PageOutlet route={next} cache={cache} className="outlet" />);
  return { cache, show };
}

const bump = (name: string, times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}:`) }));
};
const count = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}:`) }).textContent;

describe('keep-alive with <Activity>', () => {
  afterEach(cleanup);

  it('keeps a cached page’s state and filters while another page is shown, and shows it again as it was', () => {
    const { show } = setup();
    bump('list', 2);
    fireEvent.change(screen.getByLabelText('list filter'), { target: { value: '张' } });
    show(route('/list/Edit/7', false, { id: '7' }));
    const list = document.querySelector<HTMLElement>('section[aria-label="list"]')!;
    assert.equal(list.style.display, 'none', 'hidden, not unmounted');
    assert.equal(list.dataset.active, 'false');
    bump('7');
    show(route('/list', true));
    assert.equal(count('list'), 'list: 2');
    assert.equal((screen.getByLabelText('list filter') as HTMLInputElement).value, '张');
    assert.equal(document.querySelector('section[aria-label="7"]'), null, 'the edit page, not cached, is gone');
  });

  it('mounts a page that is not cached anew on every visit', () => {
    const { show } = setup();
    show(route('/list/Edit/7', false, { id: '7' }));
    bump('7', 3);
    show(route('/list', true));
    show(route('/list/Edit/7', false, { id: '7' }));
    assert.equal(count('7'), '7: 0');
  });

  it('gives two menus that share one page with different queries their own state', () => {
    const { show } = setup();
    show(route('/beautiful?type=1', true, {}, { type: '1' }));
    bump('1', 2);
    show(route('/beautiful?type=2', true, {}, { type: '2' }));
    bump('2');
    show(route('/beautiful?type=1', true, {}, { type: '1' }));
    assert.equal(count('1'), '1: 2');
    show(route('/beautiful?type=2', true, {}, { type: '2' }));
    assert.equal(count('2'), '2: 1');
  });

  it('forgets a page whose tag was closed, and mounts a refreshed page anew', () => {
    const { cache, show } = setup();
    bump('list', 2);
    show(route('/other', true, { id: 'other' }));
    act(() => cache.drop(['/list']));
    show(route('/list', true));
    assert.equal(count('list'), 'list: 0');
    bump('list');
    act(() => cache.refresh('/list'));
    assert.equal(count('list'), 'list: 0');
  });

  it(`forgets the least recently shown page once more than ${MAX_CACHED_PAGES} are cached`, () => {
    const { show } = setup();
    bump('list');
    for (let i = 1; i <= MAX_CACHED_PAGES; i++) show(route(`/p${i}`, true, { id: `p${i}` }));
    show(route('/list', true));
    assert.equal(count('list'), 'list: 0');
  });

  it('never moves a kept page in the document, since a moved iframe reloads', async () => {
    const { show } = setup();
    const outlet = document.querySelector<HTMLElement>('.outlet')!;
    const list = document.querySelector('section[aria-label="list"]')!;
    const moved: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => moved.push(...r.removedNodes)));
    observer.observe(outlet, { childList: true });
    show(route('/other', true, { id: 'other' }));
    show(route('/list', true));
    show(route('/other', true, { id: 'other' }));
    await Promise.resolve();
    observer.disconnect();
    assert.equal(outlet.firstElementChild, list);
    assert.deepEqual(moved, []);
  });

  it('brings each page back to its own scroll position', () => {
    const { show } = setup();
    const outlet = document.querySelector<HTMLElement>('.outlet')!;
    outlet.scrollTop = 420;
    fireEvent.scroll(outlet);
    show(route('/other', true, { id: 'other' }));
    assert.equal(outlet.scrollTop, 0);
    outlet.scrollTop = 90;
    fireEvent.scroll(outlet);
    show(route('/list', true));
    assert.equal(outlet.scrollTop, 420);
    show(route('/other', true, { id: 'other' }));
    assert.equal(outlet.scrollTop, 90);
  });
});
