import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuleEntry } from '../../model/menu/types.ts';
import { checkState, parentsOf, toggle } from '../../src/pages/system/grantTree.ts';

const entry = (id: string, type: RuleEntry['type'], children: RuleEntry[] = [], extra: Partial<RuleEntry> = {}): RuleEntry => ({
  id, parentId: null, name: id, path: null, code: null, type, icon: null, sort: 0, keepAlive: 0, hidden: false, grantable: true, children, ...extra,
});

const tree: RuleEntry[] = [
  entry('g', 'group', [
    entry('p1', 'menu', [entry('p1/Add', 'menu', [], { hidden: true }), entry('p1#add', 'button'), entry('p1#del', 'button', [], { grantable: false })]),
    entry('p2', 'menu'),
  ]),
];
const parents = parentsOf(tree);
const [g] = tree as [RuleEntry];
const [p1, p2] = g.children as [RuleEntry, RuleEntry];
const sorted = (s: Set<string>) => [...s].sort();

describe('the role-authorisation tree’s checkboxes', () => {
  it('checks a page with its hidden pages, its grantable buttons and its group', () => {
    const next = toggle(p1, true, new Set(), parents);
    assert.deepEqual(sorted(next), ['g', 'p1', 'p1#add', 'p1/Add']);
    assert.equal(next.has('p1#del'), false, 'the button the user may not grant stays off');
    assert.equal(checkState(p1, next), true, 'and does not hold the page back from checked');
    assert.equal(checkState(g, next), 'indeterminate');
    assert.equal(checkState(p2, next), false);
  });

  it('shows a parent checked only when it and everything below it are', () => {
    const all = new Set(['g', 'p1', 'p1/Add', 'p1#add', 'p1#del', 'p2']);
    assert.equal(checkState(g, all), true);
    assert.equal(checkState(p1, all), true);
    assert.equal(checkState(g, new Set(['g'])), 'indeterminate', 'a group granted alone is half-done');
  });

  it('unchecks a page with everything below it, and the group once nothing below it is left', () => {
    const both = toggle(p2, true, toggle(p1, true, new Set(), parents), parents);
    const withoutP1 = toggle(p1, false, both, parents);
    assert.deepEqual(sorted(withoutP1), ['g', 'p2']);
    assert.deepEqual(sorted(toggle(p2, false, withoutP1, parents)), []);
  });

  it('keeps a page checked when only its buttons are taken away', () => {
    const page = toggle(p1, true, new Set(), parents);
    const readOnly = toggle(p1.children[1]!, false, page, parents);
    assert.deepEqual(sorted(readOnly), ['g', 'p1', 'p1/Add']);
  });

  it('never changes an entry outside the user’s ceiling', () => {
    const held = new Set(['g', 'p1', 'p1#del']);
    assert.deepEqual(sorted(toggle(p1, false, held, parents)), ['g', 'p1#del'], 'the group stays: something below it is still granted');
  });
});
