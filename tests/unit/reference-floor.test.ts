import {test} from 'node:test';
import assert from 'node:assert/strict';
import {headingsOnly} from '../../scripts/bench/reference-floor.mjs';

// The bench's floor of issue 21 (scripts/bench/reference-floor.mjs): a generated page cut to what other pages
// reach, so the copy still builds with every link and anchor check on.
const page = [
  '---',
  'title: "Objects: Datasets"',
  'description: "Some objects."',
  '---',
  '',
  "import StaticContent from '@site/src/components/StaticContent';",
  '',
  'export const Badge = (props) => <><span className={props.class}>{props.text}</span></>',
  '',
  'Intro paragraph with a [link](../enums/index.mdx#entity-type).',
  '',
  '## Container \\{#container\\}',
  '',
  '```yaml',
  '# a YAML comment, not a heading',
  'source: {type: snowflake}',
  '```',
  '',
  '<StaticContent>',
  '',
  '#### <code className="gql-name">Container.<b>urn</b></code>: [`String!`](../scalars/index.mdx#string) <Badge class="badge" text="non-null"/> \\{#container--urn\\} ',
  'The URN.',
  '',
  '</StaticContent>',
  '',
].join('\n');

test('a generated page keeps its front matter and its headings, as plain text with their ids', () => {
  assert.equal(
    headingsOnly(page),
    [
      '---',
      'title: "Objects: Datasets"',
      'description: "Some objects."',
      '---',
      '',
      '## Container \\{#container\\}',
      '',
      '#### Container.urn: `String!`  \\{#container--urn\\}',
      '',
    ].join('\n'),
  );
});

test('lines inside code blocks are never taken for headings, whatever the fence', () => {
  const fenced = '---\ntitle: T\n---\n~~~~text\n# not a heading\n```\n# still inside\n~~~~\n## After \\{#after\\}\n';
  assert.equal(headingsOnly(fenced), '---\ntitle: T\n---\n\n## After \\{#after\\}\n');
});
