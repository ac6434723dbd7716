import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {createRequire} from 'node:module';
import {codeBlockMetadata, withDrawnPlain} from '../../src/theme/CodeBlock/Content/String/codeBlockMetadata';

type Create = Parameters<typeof codeBlockMetadata>[1];

/**
 * The theme's own createCodeBlockMetadata. The package exports it only through a module that needs the
 * bundler, and its file has JSX in a .js file: a copy named .jsx (beside the site's node_modules, so its
 * imports resolve) is loaded instead.
 */
async function themeCreateCodeBlockMetadata(): Promise<Create> {
  const utils = join(createRequire(import.meta.url).resolve('@docusaurus/theme-common'), '..', 'utils');
  const dir = resolve('.test-build/theme-common-utils');
  mkdirSync(dir, {recursive: true});
  // Its one other import of the theme's is an error class for React contexts, not used by this function.
  writeFileSync(join(dir, 'reactUtils.jsx'), 'export class ReactContextError extends Error {}\n');
  const source = readFileSync(join(utils, 'codeBlockUtils.js'), 'utf8').replace(
    "from './reactUtils'",
    "from './reactUtils.jsx'",
  );
  writeFileSync(join(dir, 'codeBlockUtils.jsx'), source);
  return ((await import(pathToFileURL(join(dir, 'codeBlockUtils.jsx')).href)) as {createCodeBlockMetadata: Create})
    .createCodeBlockMetadata;
}

// The theme's default magic comments (the site does not configure its own).
const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

const samples: {code: string; className?: string; metastring?: string; title?: string; showLineNumbers?: boolean}[] = [
  {code: 'pip install acryl-datahub\n', className: 'language-bash'},
  {code: 'source:\r\n  type: snowflake\r\n', className: 'language-yaml', metastring: 'title="recipe.yml"'},
  {code: 'a\nb\n\n', className: 'language-text'},
  {code: 'no trailing newline', className: 'language-python', showLineNumbers: true},
  {code: 'x = 1\n# highlight-next-line\ny = 2\n', className: 'language-python'},
  {code: '// highlight-start\nconst a = 1;\n// highlight-end\nconst b = 2;', className: 'language-js'},
  {code: 'one\ntwo\nthree\n', className: 'language-text', metastring: '{2} showLineNumbers=3'},
  {code: 'mentions highlight-start in text only', className: 'language-text'},
  {code: 'type Query {\n  dataset(urn: String!): Dataset\n}\n', className: 'language-graphql', title: 'Schema'},
  {code: 'lone\rcarriage\r\nreturn\n'},
];

test('a block without highlights gets exactly the metadata the theme computes, without its line parse', async () => {
  const createCodeBlockMetadata = await themeCreateCodeBlockMetadata();
  for (const sample of samples) {
    const params = {
      className: undefined,
      metastring: undefined,
      title: undefined,
      showLineNumbers: undefined,
      ...sample,
      magicComments,
      defaultLanguage: undefined,
      language: undefined,
    };
    let parsedLines = 0;
    const counting: Create = (input) => {
      if (input.code !== '') parsedLines += 1;
      return createCodeBlockMetadata(input);
    };
    assert.deepEqual(codeBlockMetadata(params, counting), createCodeBlockMetadata(params), JSON.stringify(sample));
    const highlights = sample.code.includes('highlight-') || Boolean(sample.metastring?.includes('{'));
    assert.equal(
      parsedLines,
      highlights ? 1 : 0,
      `${JSON.stringify(sample)}: parsed by the theme only when it may have highlights`,
    );
  }
});

test('a block is drawn as plain text when its fence says plain or its language has no grammar, never with line numbers or highlighted lines', async () => {
  const createCodeBlockMetadata = await themeCreateCodeBlockMetadata();
  const drawn = (sample: {code: string; className?: string; metastring?: string; showLineNumbers?: boolean}) => {
    const params = {
      title: undefined,
      showLineNumbers: undefined,
      metastring: undefined,
      className: undefined,
      ...sample,
    };
    const metadata = codeBlockMetadata(
      {...params, magicComments, defaultLanguage: undefined, language: undefined},
      createCodeBlockMetadata,
    );
    return withDrawnPlain(metadata, params.metastring).drawnPlain === true;
  };
  const schema = 'type Tag {\n  urn: String!\n}\n';
  assert.equal(drawn({code: schema, className: 'language-graphql', metastring: 'plain'}), true);
  assert.equal(drawn({code: schema, className: 'language-graphql', metastring: 'title="Tag" plain'}), true);
  assert.equal(drawn({code: schema, className: 'language-graphql'}), false, 'highlighted unless asked');
  assert.equal(drawn({code: schema, className: 'language-graphql', metastring: 'plainly'}), false);
  assert.equal(drawn({code: 'a\nb\n', className: 'language-text'}), true);
  assert.equal(drawn({code: 'a\nb\n'}), true, 'no language: the theme falls back to text');
  assert.equal(drawn({code: 'a\nb\n', className: 'language-text', showLineNumbers: true}), false);
  assert.equal(drawn({code: 'a\nb\n', className: 'language-text', metastring: '{2}'}), false);
  assert.equal(drawn({code: schema, className: 'language-graphql', metastring: 'plain {1}'}), false);
  assert.equal(drawn({code: 'pip install acryl-datahub\n', className: 'language-bash'}), false);
});
