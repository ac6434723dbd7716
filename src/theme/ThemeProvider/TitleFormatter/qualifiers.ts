/** Doc sections whose pages share names with pages elsewhere, and what their titles add. */
const SECTION_QUALIFIERS: [RegExp, (match: RegExpMatchArray) => string][] = [
  // The reference's pages are named after kinds and schema areas ("Objects: Lineage"), which read as
  // GraphQL only in context.
  [/^graphql\/(?:enums|inputObjects|interfaces|mutations|objects|queries|scalars|unions)(?:\/|$)/, () => 'GraphQL'],
  [/^generated\/metamodel\/entities\/[^/]+/, () => 'entity'],
  [/^generated\/ingestion\/sources\/[^/]+/, () => 'ingestion source'],
  [/^metadata-ingestion\/sink_docs\/[^/]+/, () => 'sink'],
  [/^api\/tutorials\/[^/]+/, () => 'API tutorial'],
];

/** What a doc's browser title adds to its own title: the kind of page, then an older version's label. */
export function docTitleQualifiers(docPath: string, {version}: {version?: string}): string[] {
  const qualifiers: string[] = [];
  for (const [pattern, qualifier] of SECTION_QUALIFIERS) {
    const match = docPath.match(pattern);
    if (match) {
      qualifiers.push(qualifier(match));
      break;
    }
  }
  if (version) qualifiers.push(version);
  return qualifiers;
}
