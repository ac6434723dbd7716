import type graphqlMarkdown from '@graphql-markdown/docusaurus';

export type GraphqlMarkdownOptions = Parameters<typeof graphqlMarkdown>[1];

/**
 * The GraphQL API reference's options for graphql-markdown, which writes one page per schema type;
 * genDocs then gathers the pages into one per kind or area under docs/graphql/ (genDocs/README.md).
 * `npm run generate` runs graphql-markdown with them directly (genDocs/src/graphqlMarkdownRun.ts), without
 * loading the whole site config as `npx docusaurus graphql-to-doc` does; the Docusaurus plugin
 * (config/plugins.ts) has the same options and does nothing during a build. Kept apart from the plugin list
 * so that run imports nothing else.
 */
export const graphqlReference = {
  schema: './genDocs/data/graphql/*.graphql',
  rootPath: './docs',
  baseURL: 'graphql',
  linkRoot: '/docs',
  homepage: false,
  // The loader class name is an opaque string type in graphql-markdown's typings.
  loaders: {GraphQLFileLoader: '@graphql-tools/graphql-file-loader'} as unknown as GraphqlMarkdownOptions['loaders'],
  docOptions: {index: false, frontMatter: {pagination_prev: null, pagination_next: null}},
  printTypeOptions: {hierarchy: 'entity', deprecated: 'default', parentTypePrefix: false, typeBadges: true},
  pretty: false,
  force: true,
} satisfies GraphqlMarkdownOptions;
