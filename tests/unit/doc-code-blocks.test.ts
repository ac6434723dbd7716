import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {parseAllDocuments} from 'yaml';
import {parse as parseGraphql} from 'graphql';
import {codeBlocksOf, markdownFiles, type CodeBlock} from '../support/markdown';

// Every YAML, JSON and GraphQL sample a reader may copy must at least parse.
const files = markdownFiles(['docs', 'versioned_docs', 'blog']);
let blocks: CodeBlock[] = [];
before(async () => {
  blocks = await codeBlocksOf(files);
});

function problems(lang: string, check: (code: string) => void): string[] {
  const found: string[] = [];
  for (const block of blocks.filter((b) => b.lang === lang)) {
    try {
      check(block.code);
    } catch (error) {
      found.push(`${block.file}:${block.line} (${lang}): ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return found;
}

test('the docs have code samples to check', () => {
  assert.ok(files.length > 0, 'no markdown files found under docs/');
  assert.ok(blocks.length > 0, 'no fenced code blocks found');
});

test('every yaml block parses', () => {
  const found = problems('yaml', (code) => {
    for (const doc of parseAllDocuments(code)) {
      if (doc.errors.length > 0) throw doc.errors[0];
    }
  });
  assert.deepEqual(found, []);
});

test('every json block parses', () => {
  assert.deepEqual(
    problems('json', (code) => JSON.parse(code)),
    [],
  );
});

test('every graphql block parses', () => {
  assert.deepEqual(
    problems('graphql', (code) => parseGraphql(code)),
    [],
  );
});
