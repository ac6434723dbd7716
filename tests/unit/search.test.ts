import {test} from 'node:test';
import assert from 'node:assert/strict';
import {markTerms, sanitizeExcerpt, queryTerms} from '../../src/search/highlight';
import {annotateForPagefind, pageSection, pageUrl, shouldIndex} from '../../src/plugins/search-index/html';
import {facetFilters} from '../../src/search/algoliaBackend';
import {toDocHits} from '../../src/search/pagefindBackend';
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
  assert.match(annotated, /data-pagefind-filter="docusaurus_tag\[content\]" name="docsearch:docusaurus_tag"/);
  assert.match(annotated, /data-pagefind-meta="section\[content\]" name="search:section" content="Getting Started &amp; Concepts"/);
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
        {title: 'Add a tag', url: '/docs/tags#add-a-tag', excerpt: 'Use <mark>tags</mark>', anchor: {element: 'h2', id: 'add-a-tag'}},
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
