import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  GraphQLError,
  Kind,
  NoUnusedFragmentsRule,
  buildSchema,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
} from 'graphql';
import {codeBlocksOf, markdownFiles, type CodeBlock} from '../support/markdown';

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
let blocks: CodeBlock[] = [];
before(async () => {
  blocks = (await codeBlocksOf(markdownFiles(['docs', 'blog']))).filter((b) => b.lang === 'graphql');
});

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

/** `file:line: message`, with the line of the error inside the block when GraphQL gives one. */
function located(block: CodeBlock, error: GraphQLError | Error): string {
  const at = error instanceof GraphQLError ? error.locations?.[0] : undefined;
  // Line 1 of the block is the line after the opening fence.
  const line = at ? block.line + at.line : block.line;
  return `${block.file}:${line}: ${error.message.split('\n')[0]}`;
}

/** The problems of one block: a parse error, or the validation errors of an executable document. */
function check(block: CodeBlock): string[] {
  let document: DocumentNode;
  try {
    document = parse(block.code);
  } catch (error) {
    return [located(block, error as Error)];
  }
  const {executable, sdl} = kinds(document);
  if (executable === 0) return [];
  if (sdl > 0) return [`${block.file}:${block.line}: mixes schema definitions with operations; split the block`];
  return validate(schema, document, rulesFor(document)).map((error) => located(block, error));
}

test('the docs have GraphQL samples to check', () => {
  assert.ok(blocks.length > 50, `only ${blocks.length} graphql blocks found under docs/ and blog/`);
});

test('every graphql block in the docs validates against genDocs/data/graphql', () => {
  const failures = blocks.filter((b) => !isCloud(b)).flatMap(check);
  assert.deepEqual(failures, [], `${failures.length} problem(s) in GraphQL samples:\n${failures.join('\n')}`);
});

test('graphql cloud blocks parse and use something the open-source schema lacks', () => {
  const failures: string[] = [];
  for (const block of blocks.filter(isCloud)) {
    let document: DocumentNode;
    try {
      document = parse(block.code);
    } catch (error) {
      failures.push(located(block, error as Error));
      continue;
    }
    if (kinds(document).executable === 0) {
      failures.push(`${block.file}:${block.line}: marked cloud but is not a query, mutation or fragment`);
      continue;
    }
    // A field of an output type or of an input object that the open-source schema does not have.
    const missing = validate(schema, document, rulesFor(document)).filter((error) =>
      /^(Cannot query field|Field "[^"]+" is not defined by type)/.test(error.message),
    );
    if (missing.length === 0) {
      failures.push(
        `${block.file}:${block.line}: marked cloud, but every field it uses is in the open-source schema; drop the marker`,
      );
    }
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});
