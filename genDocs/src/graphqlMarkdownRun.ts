/**
 * Runs graphql-markdown with the site's options (config/graphql.ts) into a given root: what
 * `docusaurus graphql-to-doc` does, without loading the site config and every plugin first (1 to 3 s),
 * and with the printer's schema map kept (graphqlSchemaMapCache.ts: 5 s). Started as a child process by
 * graphqlMarkdown.ts:
 *   node --import tsx genDocs/src/graphqlMarkdownRun.ts <root> <schema glob>
 */
import {createRequire} from 'node:module';
import {runGraphQLMarkdown} from '@graphql-markdown/cli';
import {graphqlReference} from '../../config/graphql';
import {memoizeSchemaMap} from './graphqlSchemaMapCache';

const [root, schema] = process.argv.slice(2);
if (!root || !schema) {
  console.error('usage: graphqlMarkdownRun.ts <root> <schema glob>');
  process.exit(2);
}
memoizeSchemaMap();

// What the Docusaurus plugin adds to the options before it runs the same function (its extendCli).
const docusaurusVersion = (createRequire(import.meta.url)('@docusaurus/core/package.json') as {version: string})
  .version;
const options = {
  ...graphqlReference,
  docOptions: {
    generatorFrameworkName: 'docusaurus',
    generatorFrameworkVersion: docusaurusVersion,
    ...graphqlReference.docOptions,
  },
};
runGraphQLMarkdown(
  options as Parameters<typeof runGraphQLMarkdown>[0],
  {root, schema, force: true, formatter: '@graphql-markdown/docusaurus/mdx'},
  '@docusaurus/logger',
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
