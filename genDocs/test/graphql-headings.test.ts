import {test} from 'node:test';
import assert from 'node:assert/strict';
import {promoteHeadings, separateSectionIds} from '../src/graphqlDocs';

test('GraphQL pages start their sections at h2 and keep section and member ids apart', () => {
  const page = [
    '---',
    'title: SchemaMetadata',
    '---',
    '',
    '### Fields',
    '',
    '#### [fields](#fields) \\{#fields\\}',
    '',
    '##### Arguments',
    '',
    '### Member Of',
  ].join('\n');
  const shaped = promoteHeadings(separateSectionIds(page));
  assert.match(shaped, /^toc_max_heading_level: 2$/m);
  assert.match(shaped, /^## Fields \\\{#fields-section\\\}$/m);
  assert.match(shaped, /^### \[fields\]\(#fields\) \\\{#fields\\\}$/m);
  assert.match(shaped, /^#### Arguments$/m);
  assert.match(shaped, /^## Member Of$/m);
  // A page that already has an h2 is left as it is.
  const withH2 = '---\ntitle: X\n---\n\n## Overview\n\n### Fields\n';
  assert.equal(promoteHeadings(withH2), withH2);
});
