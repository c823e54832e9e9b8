import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RuleEntry } from '../../model/menu/types.ts';
import { RoleGrantTree } from '../../src/pages/system/RoleGrantTree.tsx';

const entry = (id: string, name: string, type: RuleEntry['type'], children: RuleEntry[] = [], extra: Partial<RuleEntry> = {}): RuleEntry => ({
  id, parentId: null, name, path: null, code: null, type, icon: null, sort: 0, keepAlive: 0, hidden: false, grantable: true, children, ...extra,
});

const ENTRIES = [
  entry('workLiaison', '工作联络', 'group', [
    entry('guideWork/phoneBook', '通讯录', 'menu', [
      entry('guideWork/phoneBook/Add', '新增通讯录', 'menu', [], { hidden: true }),
      entry('guideWork/phoneBook#add', '新增', 'button'),
      entry('guideWork/phoneBook#purge', '彻底删除', 'button', [], { grantable: false }),
    ]),
    entry('guideWork/sendReceive', '政策文件', 'menu'),
  ]),
];

function Harness({ initial, onSave }: { initial: string[]; onSave(value: string[]): void }) {
  const [value, setValue] = useState<Set<string>>(new Set(initial));
  return (
    <>
      <RoleGrantTree entries={ENTRIES} value={value} onChange={setValue} />
      <button type="button" onClick={() => onSave([...value].sort())}>保存</button>
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('the role-authorisation tree', () => {
  afterEach(cleanup);

  it('shows groups open and pages closed, with tri-state checkboxes from the grants', () => {
    render(<Harness initial={['workLiaison', 'guideWork/phoneBook', 'guideWork/phoneBook/Add']} onSave={() => {}} />);
    assert.equal(box('工作联络').getAttribute('data-state'), 'indeterminate');
    assert.equal(box('通讯录').getAttribute('data-state'), 'indeterminate');
    assert.equal(box('政策文件').getAttribute('data-state'), 'unchecked');
    assert.equal(screen.queryByRole('checkbox', { name: '新增' }), null, 'a page’s buttons show once it is opened');
  });

  it('checks a page with its views and buttons, leaves the ungrantable ones alone, and hands the set to the page', async () => {
    let saved: string[] = [];
    render(<Harness initial={[]} onSave={(v) => (saved = v)} />);
    await act(async () => fireEvent.click(box('通讯录')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '展开通讯录' })));
    assert.equal(box('新增').getAttribute('data-state'), 'checked');
    assert.equal(box('彻底删除').getAttribute('data-state'), 'unchecked');
    assert.equal(box('彻底删除').hasAttribute('disabled'), true);
    await act(async () => fireEvent.click(box('新增')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    assert.deepEqual(saved, ['guideWork/phoneBook', 'guideWork/phoneBook/Add', 'workLiaison']);
  });

  it('unchecks a whole group at once', async () => {
    let saved: string[] = ['x'];
    render(<Harness initial={['workLiaison', 'guideWork/phoneBook', 'guideWork/sendReceive']} onSave={(v) => (saved = v)} />);
    await act(async () => fireEvent.click(box('工作联络')));
    assert.equal(box('工作联络').getAttribute('data-state'), 'checked', 'an indeterminate group checks first');
    await act(async () => fireEvent.click(box('工作联络')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    assert.deepEqual(saved, []);
  });
});
