/**
 * Which generated reference a page belongs to, from its URL or its file path in the build, in any version
 * (/docs/graphql/objects/dataset, /sub/docs/1.1.0/generated/metamodel/entities/dataset,
 * docs/generated/ingestion/sources/snowflake/index.html). Search ranks these pages below the guides:
 * the index weighs their text less (src/plugins/search-index) and the browser's second ranking pass
 * (rank.ts) lets guides go first.
 */
export type GeneratedPageKind = 'graphql' | 'entity' | 'source';

const GENERATED_PAGE =
  /(?:^|\/)docs\/(?:\d+\.\d+\.\d+\/)?(?:(graphql)|generated\/(?:(metamodel\/entities)|(ingestion\/sources)))\//;

export function generatedPageKind(path: string): GeneratedPageKind | undefined {
  const match = path.match(GENERATED_PAGE);
  if (!match) return undefined;
  return match[1] ? 'graphql' : match[2] ? 'entity' : 'source';
}
