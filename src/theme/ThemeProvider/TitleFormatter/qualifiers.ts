/** Doc sections whose pages share names with pages elsewhere, and what their titles add. */
const SECTION_QUALIFIERS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /^graphql\/(enums|inputObjects|interfaces|mutations|objects|queries|scalars|unions)\/[^/]+/,
    (m) => `GraphQL ${KIND_NAMES[m[1]]}`,
  ],
  [/^generated\/metamodel\/entities\/[^/]+/, () => 'entity'],
  [/^generated\/ingestion\/sources\/[^/]+/, () => 'ingestion source'],
  [/^metadata-ingestion\/sink_docs\/[^/]+/, () => 'sink'],
  [/^api\/tutorials\/[^/]+/, () => 'API tutorial'],
];

const KIND_NAMES: Record<string, string> = {
  enums: 'enum',
  inputObjects: 'input',
  interfaces: 'interface',
  mutations: 'mutation',
  objects: 'object',
  queries: 'query',
  scalars: 'scalar',
  unions: 'union',
};

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
