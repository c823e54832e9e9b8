/** The rows of the lazily loaded organisation tree, apart from React. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OrgRecord } from '../../src/pages/system/unit/orgApi.ts';
import { ancestorIds, kindsUnder, treeRows, type Branch } from '../../src/pages/system/unit/orgTreeRows.ts';

const org = (id: string, childCount = 0, kind: OrgRecord['kind'] = 'unit'): OrgRecord =>
  ({ id, name: id, kind, childCount, enabled: true, path: `/${id}/` }) as OrgRecord;
const ready = (records: OrgRecord[], total = records.length): Branch => ({ records, total, status: 'ready' });
const shape = (rows: ReturnType<typeof treeRows>) => rows.map((r) => (r.kind === 'org' ? `${r.level}:${r.org.id}${r.expanded ? '-' : r.hasChildren ? '+' : ''}` : `${r.level}:(${r.status})`));

describe('the organisation tree rows', () => {
  const roots = [org('p', 2, 'province')];

  it('shows only the roots until one is opened', () => {
    assert.deepEqual(shape(treeRows(roots, new Map(), new Set())), ['1:p+']);
  });

  it('says a branch is loading until its children came, then shows them, depth first', () => {
    assert.deepEqual(shape(treeRows(roots, new Map(), new Set(['p']))), ['1:p-', '2:(loading)']);
    const branches = new Map([
      ['p', ready([org('a', 1, 'city'), org('b', 0, 'city')])],
      ['a', ready([org('a1')])],
    ]);
    assert.deepEqual(shape(treeRows(roots, branches, new Set(['p']))), ['1:p-', '2:a+', '2:b']);
    assert.deepEqual(shape(treeRows(roots, branches, new Set(['p', 'a']))), ['1:p-', '2:a-', '3:a1', '2:b']);
  });

  it('offers to try a failed branch again, and says how many children a page too large leaves out', () => {
    assert.deepEqual(shape(treeRows(roots, new Map([['p', { records: [], total: 0, status: 'failed' }]]), new Set(['p']))), ['1:p-', '2:(failed)']);
    const rows = treeRows(roots, new Map([['p', ready([org('a')], 3)]]), new Set(['p']));
    assert.deepEqual(shape(rows), ['1:p-', '2:a', '2:(truncated)']);
    assert.equal(rows[2]?.kind === 'placeholder' && rows[2].hidden, 2);
  });

  it('never opens an organisation without children, whatever is asked', () => {
    assert.deepEqual(shape(treeRows([org('leaf')], new Map(), new Set(['leaf']))), ['1:leaf']);
  });

  it('reads the ancestors out of a materialised path, from the top', () => {
    assert.deepEqual(ancestorIds('/330000/330100/330106/330106-01/'), ['330000', '330100', '330106']);
    assert.deepEqual(ancestorIds('/330000/'), []);
  });

  it('offers the levels a parent allows: the next one down, or a unit', () => {
    assert.deepEqual(kindsUnder('province'), ['city', 'unit']);
    assert.deepEqual(kindsUnder('city'), ['county', 'unit']);
    assert.deepEqual(kindsUnder('county'), ['unit']);
    assert.deepEqual(kindsUnder('unit'), ['unit']);
  });
});
