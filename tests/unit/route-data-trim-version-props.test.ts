import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {cardDocIds, type LoadedVersion} from '../../src/plugins/route-data-trim/cardDocs';

const {trimVersionProps} = createRequire(import.meta.url)(
  '../../src/plugins/route-data-trim/versionPropsLoader.cjs',
) as {
  trimVersionProps: (file: string, props: unknown, cardDocIds: Record<string, string[]>) => unknown;
};

const version: LoadedVersion = {
  versionName: 'current',
  docs: [
    {id: 'intro', source: '@site/docs/intro.md'},
    {id: 'guides/overview', source: '@site/docs/guides/overview.md'},
    {id: 'guides/a', source: '@site/docs/guides/a.md'},
    {id: 'guides/b', source: '@site/docs/guides/b.md'},
    {id: 'ref/x', source: '@site/docs/ref/x.md'},
    {id: 'ref/y', source: '@site/docs/ref/y.md'},
    {id: 'plain', source: '@site/docs/plain.md'},
  ],
  sidebars: {
    main: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        link: {type: 'doc', id: 'guides/overview'},
        items: [
          {type: 'doc', id: 'guides/a'},
          {type: 'doc', id: 'guides/b'},
        ],
      },
      {type: 'category', link: {type: 'generated-index'}, items: [{type: 'doc', id: 'ref/x'}, {type: 'link'}]},
      {
        type: 'category',
        items: [
          {type: 'ref', id: 'ref/y'},
          {type: 'doc', id: 'plain'},
        ],
      },
    ],
  },
};

test('cards are the items of generated-index categories', () => {
  assert.deepEqual(
    cardDocIds(version, () => 'no cards here'),
    ['ref/x'],
  );
});

test('a doc that renders <DocCardList /> keeps the cards of its category, or of its siblings', () => {
  const sources: Record<string, string> = {
    '@site/docs/guides/overview.md': 'import DocCardList from "@theme/DocCardList";\n\n<DocCardList />',
    '@site/docs/plain.md': '<DocCardList />',
  };
  assert.deepEqual(
    cardDocIds(version, (source) => sources[source] ?? ''),
    ['guides/a', 'guides/b', 'plain', 'ref/x', 'ref/y'],
  );
});

const props = {
  version: {
    version: 'current',
    label: 'Next',
    docsSidebars: {main: []},
    docs: {
      'ref/x': {id: 'ref/x', title: 'X', description: 'What X is.', sidebar: 'main'},
      plain: {id: 'plain', title: 'Plain', description: 'A long description nobody shows.', sidebar: 'main'},
    },
  },
};

test('version props keep an entry (title, description, sidebar) only for the docs shown as cards', () => {
  const trimmed = trimVersionProps('/site/p/docs-175.json', props, {current: ['ref/x']}) as typeof props;
  assert.deepEqual(trimmed.version.docs, {
    'ref/x': {id: 'ref/x', title: 'X', description: 'What X is.', sidebar: 'main'},
  });
  assert.equal(trimmed.version.label, 'Next');
  assert.deepEqual(trimmed.version.docsSidebars, {main: []});
});

test('other props of the docs plugin pass through unchanged', () => {
  const tags = {tags: [{label: 'a', permalink: '/docs/tags/a', count: 1}]};
  assert.equal(trimVersionProps('/site/p/docs-tags.json', tags, {}), tags);
});

test('a version without a card list, or docs of another shape, fail with the file and the field', () => {
  assert.throws(
    () => trimVersionProps('/site/p/docs-175.json', props, {'1.1.0': []}),
    /\/site\/p\/docs-175\.json: version\.version names "current", a version the plugin gave no card list for/,
  );
  assert.throws(
    () => trimVersionProps('/site/p/docs-175.json', {version: {...props.version, docs: []}}, {current: []}),
    /\/site\/p\/docs-175\.json: version\.docs is not an object keyed by doc id/,
  );
});
