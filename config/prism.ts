import {themes, type PrismTheme} from 'prism-react-renderer';
import {contrastRatio} from '../src/utils/color';

/** Darkens a hex colour a step at a time until it reaches `ratio` against `background`. */
export function darkenToContrast(color: string, background: string, ratio = 4.5): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  let current = color;
  for (let step = 0; step < 40 && contrastRatio(current, background) < ratio; step += 1) {
    [r, g, b] = [r, g, b].map((channel) => Math.round(channel * 0.92));
    current = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return current;
}

/**
 * The GitHub code theme with every token colour darkened just enough to read
 * at WCAG AA (4.5:1) on its background: the stock theme's light blues and
 * greys fall below it.
 */
export function accessibleTheme(base: PrismTheme = themes.github): PrismTheme {
  const background = base.plain.backgroundColor ?? '#ffffff';
  return {
    ...base,
    plain: {...base.plain, color: darkenToContrast(base.plain.color ?? '#000000', background)},
    styles: base.styles.map((entry) => ({
      ...entry,
      style: {
        ...entry.style,
        ...(entry.style.color?.startsWith('#') && entry.style.color.length === 7
          ? {color: darkenToContrast(entry.style.color, background)}
          : {}),
        // Faded namespaces would drop below the ratio again.
        ...(entry.style.opacity !== undefined ? {opacity: 1} : {}),
      },
    })),
  };
}
