/** The rows a tree picker shows: the expanded branches, or a search's matches with their ancestors. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexTree, visibleRows, type TreeOption } from '../../src/crud/pickers/treeRows.ts';

const TREE: TreeOption[] = [
  {
    value: '330000',
    label: '浙江省',
    children: [
      { value: '330100', label: '杭州市', children: [{ value: '330106', label: '西湖区' }, { value: '330102', label: '上城区' }] },
      { value: '330200', label: '宁波市', children: [{ value: '330203', label: '海曙区' }] },
    ],
  },
];
const index = indexTree(TREE);
const shown = (expanded: string[], query = '') => visibleRows(TREE, index, new Set(expanded), query).map((r) => `${'  '.repeat(r.level - 1)}${r.option.label}`);

describe('tree picker rows', () => {
  it('shows the top level and the children of the expanded branches only', () => {
    assert.deepEqual(shown([]), ['浙江省']);
    assert.deepEqual(shown(['330000']), ['浙江省', '  杭州市', '  宁波市']);
    assert.deepEqual(shown(['330000', '330100']), ['浙江省', '  杭州市', '    西湖区', '    上城区', '  宁波市']);
  });

  it('shows a search’s matches with the branches that lead to them, whatever is expanded', () => {
    assert.deepEqual(shown([], '西湖'), ['浙江省', '  杭州市', '    西湖区']);
    assert.deepEqual(shown([], '区'), ['浙江省', '  杭州市', '    西湖区', '    上城区', '  宁波市', '    海曙区']);
    assert.deepEqual(shown([], '没有'), []);
  });

  it('opens a branch the user expands during a search with all its children', () => {
    assert.deepEqual(shown(['330200'], '宁波'), ['浙江省', '  宁波市', '    海曙区']);
  });

  it('says which rows have children and whether they are open', () => {
    const rows = visibleRows(TREE, index, new Set(['330000']), '');
    assert.deepEqual(rows.map((r) => [r.option.value, r.hasChildren, r.expanded, r.parent]), [
      ['330000', true, true, null],
      ['330100', true, false, '330000'],
      ['330200', true, false, '330000'],
    ]);
  });
});
