/**
 * Monogram letters and colour for an organisation, used in place of a logo.
 * "Expedia Group" -> "EG", "LinkedIn" -> "LI", "Checkout.com" -> "C", "N26" -> "N2".
 */
export function monogramLetters(name: string): string {
  const words = name
    .replace(/\.(com|org|io|net)$/i, '')
    .split(/[\s.&+-]+/)
    .filter((word) => /[A-Za-z0-9]/.test(word));
  if (words.length === 0) return '?';
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const word = words[0]!;
  const innerCapital = word.slice(1).match(/[A-Z0-9]/);
  return (word[0]! + (innerCapital ? innerCapital[0] : '')).toUpperCase();
}

/** Number of monogram colour schemes in the stylesheet. */
export const monogramPaletteSize = 6;

/** A stable colour index for an id, so a card keeps its colour between builds. */
export function monogramColour(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % monogramPaletteSize;
}
