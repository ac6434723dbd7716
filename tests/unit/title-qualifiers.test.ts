import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docTitleQualifiers} from '../../src/theme/ThemeProvider/TitleFormatter/qualifiers';

test('doc titles name the kind of page for sections that share names, and an older version', () => {
  assert.deepEqual(docTitleQualifiers('graphql/objects/dataset', {}), ['GraphQL object']);
  assert.deepEqual(docTitleQualifiers('graphql/inputObjects/add-tag-input', {version: '1.1.0'}), [
    'GraphQL input',
    '1.1.0',
  ]);
  assert.deepEqual(docTitleQualifiers('generated/metamodel/entities/dataset', {}), ['entity']);
  assert.deepEqual(docTitleQualifiers('generated/ingestion/sources/slack', {}), ['ingestion source']);
  assert.deepEqual(docTitleQualifiers('api/tutorials/lineage', {}), ['API tutorial']);
  assert.deepEqual(docTitleQualifiers('quickstart', {version: '1.1.0'}), ['1.1.0']);
  assert.deepEqual(docTitleQualifiers('quickstart', {}), []);
  // Index pages of a section keep their own title.
  assert.deepEqual(docTitleQualifiers('graphql/objects', {}), []);
});
