import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MenuEntry } from '../../src/http/api/admin.ts';
import { bySpecificity } from '../../src/router/bySpecificity.ts';
import { entryAddress, findMenuItem, groupLandings, indexMenu, isCachedEntry, menuLabel, pagesShowing } from '../../src/router/menuIndex.ts';

const entry = (id: string, path: string, more: Partial<MenuEntry> = {}): MenuEntry => ({ id, parentId: '-1', name: id, label: id, path, ...more });

const tree: MenuEntry[] = [
  entry('g', '', {
    type: 'group',
    children: [
      entry('level1', '/a', {
        children: [
          entry('level2', '/a/b', { children: [entry('level3', '/a/b/c', { keepAlive: '0' })] }),
          entry('edit', '/a/Edit/{id}', { hidden: true }),
          entry('btn', '', { type: 'button', code: 'a_add' }),
        ],
      }),
      entry('beautiful1', '/vanguard/beautiful', { query: 'type=1', name: '最美一', meta: { labelEn: 'Finest one' } }),
      entry('beautiful2', '/vanguard/beautiful', { query: 'type=2', name: '最美二' }),
      entry('beautifulAll', '/vanguard/beautiful', { name: '最美' }),
    ],
  }),
];

describe('the menu index', () => {
  it('grants every path of the tree, three levels deep and hidden pages too, but no buttons', () => {
    const index = indexMenu(tree);
    assert.deepEqual([...index.granted].sort(), ['/a', '/a/Edit/{id}', '/a/b', '/a/b/c', '/vanguard/beautiful']);
    assert.ok(!index.items.some((item) => item.entry.id === 'btn'));
  });

  it('knows each entry’s parents and group', () => {
    const deep = indexMenu(tree).items.find((item) => item.entry.id === 'level3')!;
    assert.deepEqual(deep.parents.map((p) => p.id), ['g', 'level1', 'level2']);
    assert.equal(deep.group, 'g');
  });

  it('tells apart two menus sharing one page by their queries, the most specific first', () => {
    const index = indexMenu(tree);
    assert.equal(findMenuItem(index, '/vanguard/beautiful', { type: '2' })?.entry.id, 'beautiful2');
    assert.equal(findMenuItem(index, '/vanguard/beautiful', { type: '1', page: '3' })?.entry.id, 'beautiful1');
    assert.equal(findMenuItem(index, '/vanguard/beautiful', {})?.entry.id, 'beautifulAll');
    assert.equal(findMenuItem(index, '/nowhere', {}), undefined);
  });

  it('knows which declared resource each page shows, from the entries, in menu order', () => {
    const index = indexMenu([
      entry('g', '', {
        type: 'group',
        resource: '',
        children: [
          entry('phoneBook', '/guideWork/phoneBook', { resource: 'stafftelphone', children: [entry('add', '/guideWork/phoneBook/Add', { hidden: true, resource: '' })] }),
          entry('shared', '/guideWork/phoneBook', { query: 'kind=2', resource: 'stafftelphone' }),
          entry('cockpit', '/cockpitEntrance'),
          entry('other', '/other/phones', { resource: 'stafftelphone' }),
        ],
      }),
    ]);
    assert.deepEqual([...index.resources], [['/guideWork/phoneBook', 'stafftelphone'], ['/other/phones', 'stafftelphone']]);
    assert.deepEqual(pagesShowing(index, 'stafftelphone'), ['/guideWork/phoneBook', '/other/phones']);
    assert.deepEqual(pagesShowing(index, 'policyDocument'), []);
  });

  it('labels an entry in the language shown, and opens it with its query', () => {
    const shared = tree[0]!.children![3]!;
    const first = tree[0]!.children![1]!;
    assert.equal(menuLabel(first, 'en-US'), 'Finest one');
    assert.equal(menuLabel(shared, 'en-US'), 'beautifulAll');
    assert.equal(menuLabel(first, 'zh-CN'), 'beautiful1');
    assert.equal(entryAddress(first), '/vanguard/beautiful?type=1');
  });

  it('reads keepAlive 0 as cached, whether a string or a number', () => {
    assert.equal(isCachedEntry(entry('x', '/x', { keepAlive: '0' })), true);
    assert.equal(isCachedEntry(entry('x', '/x', { keepAlive: 0 })), true);
    assert.equal(isCachedEntry(entry('x', '/x', { keepAlive: '1' })), false);
  });

  it('leads a menu entry without a page of its own to the first page below it the user holds, with its query', () => {
    const groups: MenuEntry[] = [
      entry('basic', '/v/basicInformation', {
        children: [
          entry('detail', '/v/basicInformation/{id}', { hidden: true }),
          entry('inner', '/v/inner', { children: [entry('deep', '/v/inner/deep', { query: 'type=2' })] }),
          entry('records', '/v/records'),
        ],
      }),
      entry('written', '/v/written', { children: [entry('under', '/v/written/under')] }),
      entry('empty', '/v/empty', { children: [entry('onlyButton', '', { type: 'button', code: 'x' })] }),
    ];
    const written = new Set(['/v/inner/deep', '/v/records', '/v/written', '/v/written/under']);
    const landings = groupLandings(indexMenu(groups), (pattern) => written.has(pattern));
    // Depth first in menu order, past a parameterised page and an entry that is itself a group.
    assert.deepEqual([...landings], [['/v/basicInformation', '/v/inner/deep?type=2'], ['/v/inner', '/v/inner/deep?type=2']]);
  });

  it('orders patterns so that fixed segments are matched before parameters', () => {
    assert.deepEqual(bySpecificity(['/a/{id}', '/a/Add', '/a/{city}/{id}', '/a/Add']), ['/a/Add', '/a/{id}', '/a/{city}/{id}']);
  });
});
