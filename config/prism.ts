import {themes, type PrismTheme} from 'prism-react-renderer';
import {darkenToContrast} from '../src/utils/color';

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
