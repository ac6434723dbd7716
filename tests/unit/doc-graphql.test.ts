import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  Kind,
  NoUnusedFragmentsRule,
  buildSchema,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
} from 'graphql';
import {codeBlocks, markdownFiles, type CodeBlock} from '../support/markdown';

// Every GraphQL sample in the docs must work against the schema the GraphQL reference is generated from
// (genDocs/data/graphql). Schema definitions (SDL) only need to parse. Samples of DataHub Cloud-only
// operations are marked with the fence meta `cloud` (```graphql cloud): they only need to parse, and must
// really use something the open-source schema lacks, so the marker cannot hide a mistake.

const SCHEMA_DIR = join('genDocs', 'data', 'graphql');

function loadSchema() {
  const sdl = readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(SCHEMA_DIR, name), 'utf8'))
    .join('\n');
  return buildSchema(sdl);
}

const schema = loadSchema();
// markdownFiles already skips docs/generated and docs/graphql; versioned_docs is not listed.
const blocks: CodeBlock[] = markdownFiles(['docs', 'blog'])
  .flatMap(codeBlocks)
  .filter((b) => b.lang === 'graphql');

const isCloud = (block: CodeBlock) => block.meta.split(/\s+/).includes('cloud');

type Kinds = {executable: number; sdl: number};

function kinds(document: DocumentNode): Kinds {
  let executable = 0;
  let sdl = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) executable++;
    else sdl++;
  }
  return {executable, sdl};
}

/** A block made only of fragments is a building block for queries shown elsewhere: unused is fine. */
function rulesFor(document: DocumentNode) {
  const hasOperation = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
  return hasOperation ? specifiedRules : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
}

function where(block: CodeBlock, error: GraphQLError): string {
  // Lines inside the block start after the opening fence.
  const line = error.locations?.[0] ? block.line + error.locations[0].line : block.line;
  return `${block.file}:${line}`;
}

/** Validation errors of a block, or a parse error. */
function check(block: CodeBlock): {document?: DocumentNode; errors: GraphQLError[]} {
  let document: DocumentNode;
  try {
    document = parse(block.code);
  } catch (error) {
    return {errors: [error as GraphQLError]};
  }
  const {executable, sdl} = kinds(document);
  if (executable === 0) return {document, errors: []};
  if (sdl > 0) {
    return {document, errors: [new Error('mixes schema definitions with operations') as GraphQLError]};
  }
  return {document, errors: [...validate(schema, document, rulesFor(document))]};
}

test('the docs have GraphQL samples to check', () => {
  assert.ok(blocks.length > 50, `only ${blocks.length} graphql blocks found under docs/ and blog/`);
});

test('every graphql block in the docs validates against genDocs/data/graphql', () => {
  const failures: string[] = [];
  for (const block of blocks.filter((b) => !isCloud(b))) {
    for (const error of check(block).errors) {
      failures.push(`${where(block, error)}: ${error.message.split('\n')[0]}`);
    }
  }
  assert.deepEqual(failures, [], `${failures.length} problem(s) in GraphQL samples:\n${failures.join('\n')}`);
});

test('graphql cloud blocks parse and use something the open-source schema lacks', () => {
  const failures: string[] = [];
  for (const block of blocks.filter(isCloud)) {
    let document: DocumentNode;
    try {
      document = parse(block.code);
    } catch (error) {
      failures.push(`${block.file}:${block.line}: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    if (kinds(document).executable === 0) {
      failures.push(`${block.file}:${block.line}: marked cloud but is not a query, mutation or fragment`);
      continue;
    }
    const missing = validate(schema, document, rulesFor(document)).filter((error) =>
      /^(Cannot query field|Unknown argument|Unknown type)/.test(error.message),
    );
    if (missing.length === 0) {
      failures.push(
        `${block.file}:${block.line}: marked cloud, but every field it uses is in the open-source schema; drop the marker`,
      );
    }
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});
