import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accessibleShade, contrast, PALEST_BACKGROUND } from '../../src/theme/color.ts';
import { COLOR_PRESETS, DEFAULT_COLOR } from '../../src/theme/themes.ts';

describe('the colour picker’s shades', () => {
  it('paints every preset in a shade with AA contrast for white text on it and for it on the palest background', () => {
    for (const color of COLOR_PRESETS) {
      const shade = accessibleShade(color);
      assert.ok(contrast(shade, '#ffffff') >= 4.5, `${color} → ${shade} under white text`);
      assert.ok(contrast(shade, PALEST_BACKGROUND) >= 4.5, `${color} → ${shade} as text on ${PALEST_BACKGROUND}`);
    }
  });

  it('keeps a colour that already contrasts enough, and darkens the default blue only as far as needed', () => {
    assert.equal(accessibleShade('#304156'), '#304156');
    const blue = accessibleShade(DEFAULT_COLOR);
    assert.notEqual(blue, DEFAULT_COLOR);
    assert.ok(contrast(blue, PALEST_BACKGROUND) < 4.7, `${blue} is no darker than it must be`);
  });

  it('darkens even a pale yellow into a readable shade', () => {
    assert.ok(contrast(accessibleShade('#fadb14'), '#ffffff') >= 4.5);
  });
});
