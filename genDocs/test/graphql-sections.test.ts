import {test} from 'node:test';
import assert from 'node:assert/strict';
import {memberSection, type LinkTarget} from '../src/graphqlSections';

const pages: Record<string, {page: string; slug: string}> = {
  'objects/schema-field': {page: 'objects/datasets.mdx', slug: 'schema-field'},
  'scalars/string': {page: 'scalars/index.mdx', slug: 'string'},
};
const target: LinkTarget = (folder, file) => pages[`${folder}/${file}`];

const body = [
  '',
  'export const Badge = (props) => <><span className={props.class}>{props.text}</span></>',
  '',
  'The schema of a dataset.',
  '',
  '### Fields',
  '',
  '#### [fields](#fields)<Bullet />[`SchemaField`](/docs/graphql/objects/schema-field.mdx#urn) \\{#fields\\}',
  '',
  '#### [name](#name)<Bullet />[`String`](/docs/graphql/scalars/string.mdx) \\{#name\\}',
  '',
  '##### Arguments',
  '',
  '### Member Of',
  '',
  '[`@deprecated`](/docs/graphql/directives/deprecated.mdx)',
].join('\n');

test('a member becomes an h2 section whose ids and links carry its name', () => {
  const section = memberSection({kind: 'objects', name: 'SchemaMetadata', body}, 'objects/datasets.mdx', target);
  assert.match(section, /^## SchemaMetadata \\\{#schema-metadata\\\}\n\nThe schema of a dataset\./);
  assert.doesNotMatch(section, /export const/, 'the MDX helpers are written once per page, not per member');
  // A member named like a section keeps the plain id; the section gets "-section".
  assert.match(section, /^### Fields \\\{#schema-metadata--fields-section\\\}$/m);
  assert.match(section, /\[fields\]\(#schema-metadata--fields\)/);
  assert.match(section, /\\\{#schema-metadata--fields\\\}/);
  assert.match(section, /^##### Arguments \\\{#schema-metadata--arguments\\\}$/m);
  assert.match(section, /^### Member Of \\\{#schema-metadata--member-of\\\}$/m);
  // Same page: an anchor; another page: a relative file link with the section's anchor.
  assert.match(section, /\[`SchemaField`\]\(#schema-field--urn\)/);
  assert.match(section, /\[`String`\]\(\.\.\/scalars\/index\.mdx#string\)/);
  assert.match(section, /^`@deprecated`$/m);
});

test('a link to a page graphql-markdown did not write names the member', () => {
  const broken = '[`X`](/docs/graphql/objects/missing.mdx)';
  assert.throws(
    () => memberSection({kind: 'objects', name: 'Tag', body: broken}, 'objects/datasets.mdx', target),
    /did not write: \]\(\/docs\/graphql\/objects\/missing\.mdx\) \(in Tag\)/,
  );
});

test("a member's schema summary is marked to be drawn as plain text; other fences are left alone", () => {
  const withSdl = [
    'The tag.',
    '',
    '```graphql',
    'type Tag {',
    '  urn: String!',
    '}',
    '```',
    '',
    '```json',
    '{}',
    '```',
  ];
  const section = memberSection({kind: 'objects', name: 'Tag', body: withSdl.join('\n')}, 'objects/tags.mdx', target);
  assert.match(section, /^```graphql plain\ntype Tag \{\n {2}urn: String!\n\}\n```$/m);
  assert.match(section, /^```json$/m);
  assert.doesNotMatch(section, /^```graphql$/m);
});

test("field headings lose the link to themselves, the bullet and the inline styles, and keep the type's link", () => {
  const plain = "<code style={{ fontWeight: 'normal' }}>";
  const headings = [
    '### Fields',
    '',
    `#### [${plain}Tag.<b>urn</b></code>](#urn)<Bullet />[${plain}<b>[String!]!</b></code>](/docs/graphql/scalars/string.mdx) <Badge class="badge badge--secondary" text="non-null"/> \\{#urn\\}`,
    '',
    `#### [${plain}TagKind.<b>GLOBAL</b></code>](#global) \\{#global\\}`,
    '',
    '### Member Of',
    '',
    `#### [${plain}<b>SchemaField</b></code>](/docs/graphql/objects/schema-field.mdx) <Badge class="badge" text="object"/>`,
    '',
    '#### [a heading written another way](#elsewhere)',
  ].join('\n');
  const section = memberSection({kind: 'objects', name: 'Tag', body: headings}, 'objects/tags.mdx', target);
  assert.match(
    section,
    /^#### <code className="gql-name">Tag\.<b>urn<\/b><\/code>: \[`\[String!\]!`\]\(\.\.\/scalars\/index\.mdx#string\) <Badge class="badge badge--secondary" text="non-null"\/> \\\{#tag--urn\\\}$/m,
  );
  assert.match(section, /^#### <code className="gql-name">TagKind\.<b>GLOBAL<\/b><\/code> \\\{#tag--global\\\}$/m);
  assert.match(
    section,
    /^#### \[`SchemaField`\]\(\.\.\/objects\/datasets\.mdx#schema-field\) <Badge class="badge" text="object"\/>$/m,
  );
  assert.match(section, /^#### \[a heading written another way\]\(#tag--elsewhere\)$/m, 'another shape is left alone');
  assert.doesNotMatch(section, /<Bullet|fontWeight/);
});

test("a union member's heading keeps its link to the member's own section", () => {
  const plain = "<code style={{ fontWeight: 'normal' }}>";
  const body = `### Possible Types\n\n#### [${plain}Owner.<b>SchemaField</b></code>](/docs/graphql/objects/schema-field.mdx) <Badge class="badge" text="object"/>`;
  const section = memberSection({kind: 'unions', name: 'Owner', body}, 'unions/index.mdx', target);
  assert.match(
    section,
    /^#### \[<code className="gql-name">Owner\.<b>SchemaField<\/b><\/code>\]\(\.\.\/objects\/datasets\.mdx#schema-field\) <Badge class="badge" text="object"\/>$/m,
  );
});
