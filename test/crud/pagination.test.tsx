/** The pagination's total: exact as 共 N 条, an estimated one (a list past LIST_EXACT_TOTAL) as 约 N 条, rounded. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { cleanup, render, screen } from '@testing-library/react';
import { Pagination } from '../../src/ui/pagination.tsx';

describe('pagination total', () => {
  afterEach(() => cleanup());

  it('shows an exact total as it is', () => {
    render(<Pagination current={1} size={10} total={1234} onChange={() => {}} />);
    assert.ok(screen.getByText('共 1234 条'));
  });

  it('shows an estimated total as 约, rounded the way Chinese writes large numbers, and still pages through it', () => {
    render(<Pagination current={1} size={10} total={1_234_567} estimated onChange={() => {}} />);
    assert.ok(screen.getByText('约 120万 条'));
    assert.ok(screen.getByRole('button', { name: '第 123457 页' }));
  });
});
