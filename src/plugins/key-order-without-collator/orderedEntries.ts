/** An object's entries in one fixed order: by key, compared by UTF-16 code unit, not by the locale's collation. */
export function orderedEntries(object: object): [string, unknown][] {
  return Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
