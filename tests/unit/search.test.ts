import {test} from 'node:test';
import assert from 'node:assert/strict';
import {markTerms, sanitizeExcerpt, queryTerms} from '../../src/search/highlight';
import {annotateForPagefind, pageSection, pageUrl, shouldIndex} from '../../src/plugins/search-index/html';
import {facetFilters} from '../../src/search/algoliaBackend';
import {toDocHits} from '../../src/search/engine';
import {tagsFromFacetFilters} from '../../src/search/docSearchClient';

test('query terms are words, lower-cased and longest first', () => {
  assert.deepEqual(queryTerms('Glossary  term, glossary!'), ['glossary', 'term']);
  assert.deepEqual(queryTerms('  '), []);
});

test('titles are escaped and query words marked', () => {
  assert.deepEqual(markTerms('Business <Glossary> & terms', 'glossary'), {
    value: 'Business &lt;<mark>Glossary</mark>&gt; &amp; terms',
    matched: true,
  });
  assert.deepEqual(markTerms('Quickstart', 'kafka'), {value: 'Quickstart', matched: false});
  // A query that looks like a regular expression is taken literally.
  assert.equal(markTerms('a.b', '.*').value, 'a.b');
});

test('excerpts keep <mark> and neutralise any other markup', () => {
  assert.equal(
    sanitizeExcerpt('run <mark>datahub</mark> <script>alert(1)</script> <img src=x onerror=alert(1)>'),
    'run <mark>datahub</mark> &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;',
  );
});

test('Algolia facet filters and the embedded backend agree on the contextual tags', () => {
  const filters = facetFilters(['default', 'docs-default-1.1.0']);
  assert.deepEqual(filters, [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.1.0']]);
  assert.deepEqual(tagsFromFacetFilters(filters), ['default', 'docs-default-1.1.0']);
  assert.deepEqual(tagsFromFacetFilters('language:en'), []);
});

test('the index skips pages a reader should not land on', () => {
  assert.equal(shouldIndex('docs/quickstart/index.html', '<html>'), true);
  assert.equal(shouldIndex('404.html', '<html>'), false);
  assert.equal(shouldIndex('search/index.html', '<html>'), false);
  assert.equal(shouldIndex('learn/tags/data-mesh/index.html', '<html>'), false);
  assert.equal(shouldIndex('learn/data-mesh/index.html', '<html>'), true);
  assert.equal(shouldIndex('docs/old/index.html', '<meta http-equiv="refresh" content="0; url=/docs/new">'), false);
  assert.equal(shouldIndex('docs/old/index.html', '<meta http-equiv=refresh content="0; url=/docs/new">'), false);
  assert.equal(shouldIndex('assets/js/main.js', ''), false);
});

test('page URLs carry the base URL and drop index.html', () => {
  assert.equal(pageUrl('docs/quickstart/index.html', '/'), '/docs/quickstart');
  assert.equal(pageUrl('index.html', '/sub/'), '/sub/');
  assert.equal(pageUrl('docs/1.1.0/features/index.html', '/sub/'), '/sub/docs/1.1.0/features');
});

test('pages are annotated with their tag filter and section', () => {
  const html =
    '<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><a class="breadcrumbs__link" href="/docs/"><span>Getting Started &amp; Concepts</span></a></body></html>';
  const section = pageSection('docs/quickstart/index.html', html);
  assert.equal(section, 'Getting Started & Concepts');
  const annotated = annotateForPagefind(html, section);
  assert.match(annotated, /<meta data-pagefind-filter="docusaurus_tag\[content\]" name="docsearch:docusaurus_tag"/);
  // Minified HTML drops the quotes around attribute values.
  const minified = annotateForPagefind(
    '<head><meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-1.1.0 /></head>',
    'x',
  );
  assert.match(
    minified,
    /<meta data-pagefind-filter="docusaurus_tag\[content\]" data-rh=true name=docsearch:docusaurus_tag/,
  );
  assert.doesNotMatch(
    annotateForPagefind('<meta name=docsearch:docusaurus_tagline content=x>', 'x'),
    /pagefind-filter/,
  );
  assert.match(
    annotated,
    /data-pagefind-meta="section\[content\]" name="search:section" content="Getting Started &amp; Concepts"><\/head>/,
  );
  assert.equal(pageSection('learn/data-mesh/index.html', html), 'Learn');
  assert.equal(pageSection('slack/index.html', html), 'Pages');
});

test('a Pagefind result becomes DocSearch hits: the page, then its headings with anchors', () => {
  const hits = toDocHits(
    {
      url: '/docs/tags',
      excerpt: 'Add <mark>tags</mark> to assets',
      meta: {title: 'Tags', section: 'Getting Started'},
      sub_results: [
        {title: 'Tags', url: '/docs/tags', excerpt: 'x'},
        {
          title: 'Add a tag',
          url: '/docs/tags#add-a-tag',
          excerpt: 'Use <mark>tags</mark>',
          anchor: {element: 'h2', id: 'add-a-tag'},
        },
      ],
    },
    'tags',
    0,
  );
  assert.equal(hits.length, 2);
  assert.equal(hits[0].type, 'lvl1');
  assert.equal(hits[0]._highlightResult.hierarchy.lvl1?.value, '<mark>Tags</mark>');
  assert.equal(hits[1].url, '/docs/tags#add-a-tag');
  assert.equal(hits[1].hierarchy.lvl2, 'Add a tag');
  assert.equal(hits[1]._snippetResult.content?.value, 'Use <mark>tags</mark>');
});

test('second ranking pass: titles that name the query first, reference pages after guides', async () => {
  const {rerank, titleMatch} = await import('../../src/search/rank');
  const {analyzeQuery} = await import('../../src/search/query');
  const snowflake = analyzeQuery('snowflake');
  assert.equal(titleMatch(snowflake, 'Snowflake'), 1);
  assert.ok(titleMatch(snowflake, 'Snowflake Configuration') < 1);
  assert.equal(titleMatch(snowflake, 'Data Metric Functions'), 0);
  // "DataHub" and "Overview" say nothing about the topic; abbreviations count as their long form.
  assert.equal(titleMatch(analyzeQuery('architecture'), 'DataHub Architecture Overview'), 1);
  assert.equal(titleMatch(analyzeQuery('pat'), 'Personal Access Tokens'), 1);
  const order = rerank(
    [
      {url: '/docs/graphql/objects/glossary#glossary-term', score: 10, meta: {title: 'GlossaryTerm'}},
      {url: '/docs/quick-ingestion-guides/snowflake/setup', score: 9, meta: {title: 'Snowflake Setup'}},
      {url: '/docs/guide', score: 8, meta: {title: 'A guide'}},
      {url: '/docs/generated/ingestion/sources/snowflake', score: 7, meta: {title: 'Snowflake'}},
    ],
    snowflake,
  );
  assert.deepEqual(order, [3, 1, 2, 0]);
  // The entity page named like the query gives way to the guide unless the query asks for entities.
  const contracts = [
    {url: '/docs/generated/metamodel/entities/datacontract', score: 10, meta: {title: 'Data Contract', kind: 'entity'}},
    {url: '/docs/generated/ingestion/sources/odcs', score: 9, meta: {title: 'Open Data Contract Standard'}},
    {url: '/docs/managed-datahub/observe/data-contract', score: 8, meta: {title: 'Data Contracts'}},
  ];
  assert.equal(rerank(contracts, analyzeQuery('data contract'))[0], 2);
  assert.equal(rerank(contracts, analyzeQuery('data contract entity'))[0], 0);
});

test('a failing search client answers with one hit that says search is unavailable', async () => {
  const {withFailureNotice} = await import('../../src/search/docSearchClient');
  const failing = {
    search: async () => {
      throw new Error('offline');
    },
  };
  const wrapped = withFailureNotice(failing as never, (q) => `/search?q=${q}`) as unknown as {
    search: (input: unknown) => Promise<{results: {hits: {hierarchy: {lvl1: string}; url: string}[]}[]}>;
  };
  const {results} = await wrapped.search({requests: [{indexName: 'x', query: 'tags'}]});
  assert.equal(results[0].hits[0].hierarchy.lvl1, 'Unable to fetch results');
  assert.equal(results[0].hits[0].url, '/search?q=tags');
  const ok = withFailureNotice({search: async () => ({results: ['fine']})} as never, () => '') as unknown as {
    search: (input: unknown) => Promise<{results: unknown[]}>;
  };
  assert.deepEqual(await ok.search([]), {results: ['fine']});
});

test('the failure hit can say how to get an index instead of blaming the network', async () => {
  const {withFailureNotice} = await import('../../src/search/docSearchClient');
  const failing = {search: async () => Promise.reject(new Error('no index'))};
  const wrapped = withFailureNotice(failing as never, () => '/search', {
    title: 'No search index',
    help: 'Run a build.',
  }) as unknown as {
    search: (input: unknown) => Promise<{results: {hits: {hierarchy: {lvl1: string}; content: string}[]}[]}>;
  };
  const {results} = await wrapped.search([{query: 'x'}]);
  assert.equal(results[0].hits[0].hierarchy.lvl1, 'No search index');
  assert.equal(results[0].hits[0].content, 'Run a build.');
});

test('generated reference pages are recognised by URL and by built file path, in any version', async () => {
  const {generatedPageKind} = await import('../../src/search/pageKind');
  assert.equal(generatedPageKind('/docs/graphql/objects/glossary'), 'graphql');
  assert.equal(generatedPageKind('docs/1.1.0/graphql/queries/index.html'), 'graphql');
  assert.equal(generatedPageKind('/sub/docs/generated/metamodel/entities/dataset'), 'entity');
  assert.equal(generatedPageKind('docs/generated/ingestion/sources/snowflake/index.html'), 'source');
  assert.equal(generatedPageKind('/docs/api/graphql/overview'), undefined);
  assert.equal(generatedPageKind('/docs/quickstart'), undefined);
});
