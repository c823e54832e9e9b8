/** Issue 16.3: how many top-menu entries the bar shows beside home and 更多 (src/shell/topMenuFit.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entriesThatFit } from '../../src/shell/topMenuFit.ts';

describe('the top menu’s fit', () => {
  it('shows every entry when all fit, without 更多', () => {
    assert.equal(entriesThatFit(400, 60, [100, 100, 100], 70), 3);
    assert.equal(entriesThatFit(360, 60, [100, 100, 100], 70), 3);
  });

  it('keeps room for 更多 once one entry does not fit, entries in order', () => {
    assert.equal(entriesThatFit(359, 60, [100, 100, 100], 70), 2);
    assert.equal(entriesThatFit(250, 60, [100, 100, 100], 70), 1);
    assert.equal(entriesThatFit(229, 60, [100, 100, 100], 70), 0);
    // A wide entry stops the row: the ones after it go under 更多 too, so the order stays the menu's.
    assert.equal(entriesThatFit(400, 60, [100, 300, 50], 70), 1);
  });
});
