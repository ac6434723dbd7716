import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {snapshot, snapshotGraphql} from '../src/snapshot';
import {repoRoot} from '../src/paths';
import {copyRoot, editFile} from './helpers';

const committed = join(repoRoot, 'versioned_docs', 'version-1.1.0', 'generated');

function tree(dir: string): Map<string, string> {
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

test('the committed 1.1.0 snapshot is what the data and genDocs/versions/1.1.0.yaml give', {timeout: 180_000}, () => {
  const paths = copyRoot();
  cpSync(join(repoRoot, 'genDocs', 'versions'), join(paths.root, 'genDocs', 'versions'), {recursive: true});
  const counts = snapshot('1.1.0', paths.root, {graphql: false});
  const fresh = join(paths.root, 'versioned_docs', 'version-1.1.0', 'generated');
  for (const part of ['ingestion/sources', 'metamodel/entities']) {
    assert.deepEqual(
      tree(join(fresh, part)),
      tree(join(committed, part)),
      `versioned_docs/version-1.1.0/generated/${part} is out of date: run npm run snapshot -- 1.1.0`,
    );
  }
  // The GraphQL pages, rendered in memory from the real root (graphql-to-doc needs the site config).
  const graphql = snapshotGraphql(counts.reference);
  const committedGraphql = join(repoRoot, 'versioned_docs', 'version-1.1.0', 'graphql');
  for (const [file, content] of graphql) {
    assert.equal(
      readFileSync(join(committedGraphql, file), 'utf8'),
      content,
      `versioned_docs/version-1.1.0/graphql/${file} is out of date: run npm run snapshot -- 1.1.0`,
    );
  }
  const committedFiles = readdirSync(committedGraphql, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(committedGraphql.length + 1)
        .split('\\')
        .join('/'),
    );
  assert.deepEqual(committedFiles.sort(), [...graphql.keys()].sort());
  // The frozen version documents 70 to 90 sources, as the 1.1.0 release did.
  assert.ok(counts.sources >= 70 && counts.sources <= 90, `1.1.0 has ${counts.sources} sources`);
});

test('a version file naming a source without data is rejected with the file and the id', () => {
  const paths = copyRoot();
  cpSync(join(repoRoot, 'genDocs', 'versions'), join(paths.root, 'genDocs', 'versions'), {recursive: true});
  const file = join(paths.root, 'genDocs', 'versions', '1.1.0.yaml');
  editFile(file, (t) => `${t}  - not-a-connector\n`);
  assert.ok((parse(readFileSync(file, 'utf8')) as {sources: string[]}).sources.includes('not-a-connector'));
  assert.throws(
    () => snapshot('1.1.0', paths.root),
    /genDocs\/versions\/1\.1\.0\.yaml: sources: no data file for not-a-connector/,
  );
});
