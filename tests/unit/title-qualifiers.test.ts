import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docTitleQualifiers} from '../../src/theme/ThemeProvider/TitleFormatter/qualifiers';

test('doc titles name the kind of page for sections that share names, and an older version', () => {
  assert.deepEqual(docTitleQualifiers('graphql/objects/lineage', {}), ['GraphQL']);
  assert.deepEqual(docTitleQualifiers('graphql/objects', {}), ['GraphQL']);
  assert.deepEqual(docTitleQualifiers('graphql/inputObjects/search', {version: '1.1.0'}), ['GraphQL', '1.1.0']);
  assert.deepEqual(docTitleQualifiers('api/graphql/overview', {}), []);
  assert.deepEqual(docTitleQualifiers('generated/metamodel/entities/dataset', {}), ['entity']);
  assert.deepEqual(docTitleQualifiers('generated/ingestion/sources/slack', {}), ['ingestion source']);
  assert.deepEqual(docTitleQualifiers('api/tutorials/lineage', {}), ['API tutorial']);
  assert.deepEqual(docTitleQualifiers('quickstart', {version: '1.1.0'}), ['1.1.0']);
  assert.deepEqual(docTitleQualifiers('quickstart', {}), []);
  // Index pages of the other sections keep their own title.
  assert.deepEqual(docTitleQualifiers('generated/metamodel/entities', {}), []);
});
