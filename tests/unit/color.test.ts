import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contrastRatio, readableBadgeColors, readableTextColor} from '../../src/utils/color';

test('contrast ratios follow WCAG: black on white is 21:1, a colour on itself 1:1', () => {
  assert.equal(Math.round(contrastRatio('#000000', '#ffffff')), 21);
  assert.equal(contrastRatio('#336791', '#336791'), 1);
  assert.throws(() => contrastRatio('blue', '#fff'), /Not a hex colour/);
});

test('monogram text is white on dark brand colours and dark on light ones, at 4.5:1 or better', () => {
  for (const background of ['#29b5e8', '#4285f4', '#f2c811', '#336791', '#000000', '#ffffff', '#ff694b']) {
    const text = readableTextColor(background);
    assert.ok(contrastRatio(background, text) >= 4.5, `${text} on ${background}`);
  }
  assert.equal(readableTextColor('#000000'), '#ffffff');
  assert.equal(readableTextColor('#f2c811'), '#111827');
});

test('the code theme reads at 4.5:1: every token colour against the code background', async () => {
  const {accessibleTheme} = await import('../../config/prism');
  const theme = accessibleTheme();
  const background = theme.plain.backgroundColor!;
  for (const entry of theme.styles) {
    if (entry.style.color)
      assert.ok(contrastRatio(entry.style.color, background) >= 4.5, `${entry.types.join(',')} ${entry.style.color}`);
  }
  assert.ok(contrastRatio(theme.plain.color!, background) >= 4.5);
});

test('monogram colours always reach 4.5:1, darkening mid-tone brand colours when needed', () => {
  for (const brand of ['#8c4fff', '#ff9900', '#29b5e8', '#4285f4', '#f2c811', '#00a1e0', '#e25a1c']) {
    const {backgroundColor, color} = readableBadgeColors(brand);
    assert.ok(contrastRatio(backgroundColor, color) >= 4.5, `${color} on ${backgroundColor} (from ${brand})`);
  }
  assert.deepEqual(readableBadgeColors('#000000'), {backgroundColor: '#000000', color: '#ffffff'});
});
