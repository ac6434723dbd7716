import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {cachedGraphqlMarkdown, graphqlMarkdownInputs} from '../src/graphqlMarkdown';
import {copyRoot, editFile} from './helpers';

test('the GraphQL plugin output is reused until a schema file changes', () => {
  const paths = copyRoot();
  const dir = mkdtempSync(join(tmpdir(), 'gendocs-cache-'));
  let runs = 0;
  const run = () => {
    runs += 1;
    return new Map([['objects/dataset.mdx', `run ${runs}`]]);
  };
  const first = cachedGraphqlMarkdown(paths, {dir, run});
  assert.equal(first.cached, false);
  const second = cachedGraphqlMarkdown(paths, {dir, run});
  assert.equal(second.cached, true);
  assert.deepEqual(second.tree, first.tree);
  assert.equal(runs, 1);

  const before = graphqlMarkdownInputs(paths);
  const schema = readdirSync(paths.graphqlData).find((name) => name.endsWith('.graphql'))!;
  editFile(join(paths.graphqlData, schema), (text) => `${text}\n"""A new type."""\ntype Added {\n  id: ID!\n}\n`);
  assert.notEqual(graphqlMarkdownInputs(paths), before);
  const third = cachedGraphqlMarkdown(paths, {dir, run});
  assert.equal(third.cached, false);
  assert.equal(third.tree.get('objects/dataset.mdx'), 'run 2');
  // Only the newest entry is kept.
  assert.equal(readdirSync(dir).length, 1);
});

test('an unreadable cache entry is rebuilt', () => {
  const paths = copyRoot();
  const dir = mkdtempSync(join(tmpdir(), 'gendocs-cache-'));
  const run = () => new Map([['enums/index.mdx', 'enums']]);
  cachedGraphqlMarkdown(paths, {dir, run});
  writeFileSync(join(dir, readdirSync(dir)[0]), '{not json');
  const again = cachedGraphqlMarkdown(paths, {dir, run});
  assert.equal(again.cached, false);
  assert.equal(again.tree.get('enums/index.mdx'), 'enums');
});
