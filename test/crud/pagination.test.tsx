/**
 * The pagination's total: exact as 共 N 条; an estimated one (a list past LIST_EXACT_TOTAL) as 约 N 条, rounded,
 * with pages only as far as the server pages (`reachable`).
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { cleanup, render, screen } from '@testing-library/react';
import { Pagination } from '../../src/ui/pagination.tsx';

describe('pagination total', () => {
  afterEach(() => cleanup());

  it('shows an exact total as it is, and pages through all of it', () => {
    render(<Pagination current={1} size={10} count={{ total: 1234 }} onChange={() => {}} />);
    assert.ok(screen.getByText('共 1234 条'));
    assert.ok(screen.getByRole('button', { name: '第 124 页' }));
  });

  it('shows an estimated total as 约, rounded the way Chinese writes large numbers, and offers the pages the server pages', () => {
    const asked: number[] = [];
    render(<Pagination current={1000} size={10} count={{ total: 1_234_567, totalEstimated: true, reachable: 10_000 }} onChange={(page) => asked.push(page)} />);
    assert.ok(screen.getByText('约 120万 条，可翻阅前 10000 条'));
    assert.ok(screen.getByRole('button', { name: '第 1000 页' }));
    assert.equal(screen.queryByRole('button', { name: '第 123457 页' }), null);
    assert.equal((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled, true);
    screen.getByRole('button', { name: '上一页' }).click();
    assert.deepEqual(asked, [999]);
  });

  it('draws no pages past the first while the first answer travels', () => {
    render(<Pagination current={1} size={10} count={undefined} onChange={() => {}} />);
    assert.ok(screen.getByText('共 0 条'));
    assert.equal((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled, true);
  });
});
