/**
 * Size limits on data files. Far above any real connector (the README lists the largest real values),
 * they only stop a file that would make an unusable page or exhaust memory, with an error naming it.
 */
export const LIMITS = {
  /** Bytes of one data file (.yaml or .graphql), checked before the file is read. */
  fileBytes: 1024 * 1024,
  /** Characters of one string in a YAML file (a description, a recipe, a code sample) or of a GraphQL description. */
  textChars: 64 * 1024,
  /** Characters of a YAML file's data (strings, keys, one per value) with its aliases expanded: each use renders again. */
  expandedChars: 2 * 1024 * 1024,
  /** Alias uses in one YAML file, weighted by the aliases inside what they point at (yaml's maxAliasCount). */
  aliases: 100,
} as const;

/** 1048576 -> "1 MB", 65536 -> "64 KB", for messages. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
