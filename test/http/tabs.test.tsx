/**
 * The tabs (src/ui/tabs.tsx), the WAI-ARIA tabs pattern with automatic activation: roles and their links,
 * the roving tabindex, the keys (Left/Right wrapping, Home, End), the press that chooses, panels kept or
 * unmounted, and the warm-up of a tab's panel before it is chosen.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, type Tab, type TabsProps } from '../../src/ui/tabs.tsx';

const LABELS = ['甲', '乙', '丙'];

function Harness({ tabs, initial = 'a', onChange, ...rest }: Partial<TabsProps> & { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const shown: readonly Tab[] = tabs ?? ['a', 'b', 'c'].map((v, i) => ({ value: v, label: LABELS[i]!, content: <input aria-label={`field ${v}`} /> }));
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      label="种类"
      tabs={shown}
      {...rest}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
const key = (name: string, init: Record<string, unknown> = {}) => act(() => void fireEvent.keyDown(document.activeElement!, { key: name, ...init }));

describe('the tabs', () => {
  afterEach(cleanup);

  it('is a labelled tab list whose tabs and panels name each other, with one tab in the Tab order', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: '种类' });
    assert.equal(list.getAttribute('aria-orientation'), 'horizontal');
    const tabs = screen.getAllByRole('tab');
    assert.deepEqual(tabs.map((t) => t.textContent), LABELS);
    assert.deepEqual(tabs.map((t) => t.getAttribute('tabindex')), ['0', '-1', '-1']);
    assert.deepEqual(tabs.map((t) => t.getAttribute('type')), ['button', 'button', 'button']);
    assert.deepEqual(selected(), ['甲']);
    const panel = screen.getByRole('tabpanel', { name: '甲' });
    assert.equal(tab('甲').getAttribute('aria-controls'), panel.id);
    assert.equal(panel.getAttribute('aria-labelledby'), tab('甲').id);
    assert.equal(panel.getAttribute('tabindex'), '0');
    for (const t of tabs) assert.ok(document.getElementById(t.getAttribute('aria-controls')!), `the panel of ${t.textContent} exists`);
  });

  it('moves focus with Right and Left, wrapping at the ends, and the focused tab is chosen', async () => {
    render(<Harness />);
    act(() => tab('甲').focus());
    await key('ArrowRight');
    assert.equal(document.activeElement, tab('乙'));
    assert.deepEqual(selected(), ['乙']);
    assert.deepEqual(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex')), ['-1', '0', '-1']);
    await key('ArrowRight');
    await key('ArrowRight');
    assert.equal(document.activeElement, tab('甲'), 'Right on the last tab wraps to the first');
    await key('ArrowLeft');
    assert.equal(document.activeElement, tab('丙'), 'Left on the first tab wraps to the last');
    assert.deepEqual(selected(), ['丙']);
  });

  it('goes to the first tab with Home and the last with End, and leaves other keys and modified arrows alone', async () => {
    render(<Harness initial="b" />);
    act(() => tab('乙').focus());
    await key('End');
    assert.equal(document.activeElement, tab('丙'));
    await key('Home');
    assert.equal(document.activeElement, tab('甲'));
    assert.deepEqual(selected(), ['甲']);
    await key('ArrowDown');
    await key('ArrowRight', { altKey: true });
    await key('ArrowRight', { ctrlKey: true });
    assert.equal(document.activeElement, tab('甲'));
    assert.deepEqual(selected(), ['甲']);
  });

  it('chooses a tab on a primary press or a click, not on a right or Ctrl press', () => {
    const changes: string[] = [];
    render(<Harness onChange={(v) => changes.push(v)} />);
    fireEvent.mouseDown(tab('乙'), { button: 2 });
    fireEvent.mouseDown(tab('乙'), { button: 0, ctrlKey: true });
    assert.deepEqual(selected(), ['甲']);
    fireEvent.mouseDown(tab('乙'), { button: 0 });
    assert.deepEqual(selected(), ['乙']);
    fireEvent.click(tab('丙'));
    assert.deepEqual(selected(), ['丙']);
    fireEvent.click(tab('丙'));
    assert.deepEqual(changes, ['b', 'c'], 'choosing the tab already chosen changes nothing');
  });

  it('is controlled: a value the owner does not take is not shown', () => {
    const asked: string[] = [];
    render(<Tabs value="a" onValueChange={(v) => asked.push(v)} label="种类" tabs={[{ value: 'a', label: '甲', content: 'A' }, { value: 'b', label: '乙', content: 'B' }]} />);
    fireEvent.mouseDown(tab('乙'), { button: 0 });
    assert.deepEqual(asked, ['b']);
    assert.deepEqual(selected(), ['甲']);
  });

  it('keeps every panel mounted and hidden while another shows, so that it keeps its state', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('field a'), { target: { value: '已填' } });
    fireEvent.mouseDown(tab('乙'), { button: 0 });
    const panels = document.querySelectorAll('[role=tabpanel]');
    assert.deepEqual([...panels].map((p) => p.getAttribute('data-state')), ['inactive', 'active', 'inactive']);
    assert.match(panels[0]!.className, /data-\[state=inactive\]:hidden/);
    fireEvent.mouseDown(tab('甲'), { button: 0 });
    assert.equal((screen.getByLabelText('field a') as HTMLInputElement).value, '已填');
  });

  it('renders the chosen panel only with inactive="unmount"', () => {
    render(<Harness inactive="unmount" />);
    assert.deepEqual([...document.querySelectorAll('[role=tabpanel]')].map((p) => p.getAttribute('aria-labelledby')), [tab('甲').id]);
    fireEvent.change(screen.getByLabelText('field a'), { target: { value: '已填' } });
    fireEvent.mouseDown(tab('乙'), { button: 0 });
    assert.equal(screen.queryByLabelText('field a'), null);
    assert.ok(screen.getByLabelText('field b'));
    fireEvent.mouseDown(tab('甲'), { button: 0 });
    assert.equal((screen.getByLabelText('field a') as HTMLInputElement).value, '', 'a panel chosen again starts afresh');
  });

  it('warms a tab’s panel when the pointer is over the tab, and every panel when the list gets focus', () => {
    const warmed: string[] = [];
    const tabs = ['a', 'b'].map((v, i) => ({ value: v, label: LABELS[i]!, content: v, warm: () => warmed.push(v) }));
    render(<Harness tabs={tabs} />);
    fireEvent.pointerEnter(tab('乙'));
    assert.deepEqual(warmed, ['b']);
    act(() => tab('甲').focus());
    assert.deepEqual(warmed, ['b', 'a', 'b']);
  });
});
