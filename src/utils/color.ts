/** Relative luminance of an sRGB colour given as #rgb or #rrggbb (WCAG 2 definition). */
export function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/(.)/g, '$1$1') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: "${hex}"`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black text, whichever reads better on the given background. */
export function readableTextColor(background: string): '#ffffff' | '#111827' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111827') ? '#ffffff' : '#111827';
}

/** Darkens a #rrggbb colour a step at a time until it reaches `ratio` against `other`. */
export function darkenToContrast(color: string, other: string, ratio = 4.5): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  let current = color;
  for (let step = 0; step < 40 && contrastRatio(current, other) < ratio; step += 1) {
    [r, g, b] = [r, g, b].map((channel) => Math.round(channel * 0.92));
    current = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return current;
}

/**
 * Colours for a monogram on a brand colour: the text colour that reads better, and when even that
 * stays under 4.5:1 (mid-tone brand colours), the background darkened until white text reaches it.
 */
export function readableBadgeColors(background: string): {backgroundColor: string; color: string} {
  const color = readableTextColor(background);
  if (contrastRatio(background, color) >= 4.5) return {backgroundColor: background, color};
  return {backgroundColor: darkenToContrast(background, '#ffffff'), color: '#ffffff'};
}
