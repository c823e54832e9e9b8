/**
 * The select (src/ui/select.tsx), the browser's own: a combobox with its label, the placeholder shown until a
 * choice and never offered back, disabled options, the choice reported by value, the invalid mark, and a
 * width given by the caller replacing the full width.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Select, type SelectProps } from '../../src/ui/select.tsx';

const OPTIONS = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
  { value: 'c', label: '丙', disabled: true },
];

function Harness({ initial = '', onChosen, ...rest }: Partial<SelectProps> & { initial?: string; onChosen?(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <Select
      aria-label="种类"
      placeholder="不限"
      options={OPTIONS}
      value={value}
      onValueChange={(next) => {
        onChosen?.(next);
        setValue(next);
      }}
      {...rest}
    />
  );
}

describe('the select', () => {
  afterEach(cleanup);
  const select = () => screen.getByRole('combobox', { name: '种类' }) as HTMLSelectElement;
  const shown = () => select().selectedOptions[0]?.textContent;

  it('shows the placeholder until a choice is made, and does not offer it back', () => {
    const chosen: string[] = [];
    render(<Harness onChosen={(v) => chosen.push(v)} />);
    assert.equal(select().tagName, 'SELECT');
    assert.equal(shown(), '不限');
    assert.deepEqual(within(select()).getAllByRole('option').map((o) => o.textContent), ['甲', '乙', '丙'], 'the placeholder is hidden from the list');
    assert.match(select().className, /text-muted/);
    fireEvent.change(select(), { target: { value: 'b' } });
    assert.deepEqual(chosen, ['b']);
    assert.equal(shown(), '乙');
    assert.equal(select().options.length, 3, 'no placeholder once chosen');
    assert.match(select().className, /text-ink/);
  });

  it('keeps disabled options unchosen, marks an invalid value and takes the caller’s width', () => {
    render(<Harness initial="a" invalid className="w-28" />);
    assert.equal(shown(), '甲');
    assert.equal((within(select()).getByRole('option', { name: '丙' }) as HTMLOptionElement).disabled, true);
    assert.equal(select().getAttribute('aria-invalid'), 'true');
    assert.doesNotMatch(select().className, /w-full/);
    assert.match(select().className, /w-28/);
  });

  it('is full width by default, and disabled as asked', () => {
    render(<Harness disabled />);
    assert.match(select().className, /(^|\s)w-full(\s|$)/);
    assert.equal(select().disabled, true);
  });
});
