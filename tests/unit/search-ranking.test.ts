import {test} from 'node:test';
import assert from 'node:assert/strict';
import {analyzeQuery, namesCloud, stem, tokenize} from '../../src/search/query';
import {markTerms, sanitizeExcerpt} from '../../src/search/highlight';
import {kindFactor, rerank} from '../../src/search/rank';
import {pageInfo} from '../../src/search/pageKind';
import {findPages, searchIndex, type PagefindApi, type PagefindResultData} from '../../src/search/engine';
import {annotateForPagefind, pageKindLabel, pageWeight} from '../../src/plugins/search-index/html';
import {contentWeight, rerankWeights} from '../../src/search/weights';

test('questions lose their question words; a query of only stop words keeps them', () => {
  const oidc = analyzeQuery('how do I set up OIDC login');
  assert.deepEqual(
    oidc.terms.map((term) => term.word),
    ['set', 'oidc', 'login'],
  );
  assert.equal(oidc.variants[0], 'set oidc login');
  assert.deepEqual(
    analyzeQuery('how to').terms.map((term) => term.word),
    ['how', 'to'],
  );
  // "DataHub" is on every page: searched only when nothing else is left.
  assert.deepEqual(
    analyzeQuery('install datahub locally').terms.map((term) => term.word),
    ['install', 'locally'],
  );
  assert.deepEqual(
    analyzeQuery('what is datahub').terms.map((term) => term.word),
    ['datahub'],
  );
});

test('abbreviations are searched as written and spelt out', () => {
  const expansions = (query: string) => analyzeQuery(query).variants;
  assert.deepEqual(expansions('deploy on k8s'), ['deploy k8s', 'deploy kubernetes']);
  assert.ok(expansions('sso').includes('single sign-on'));
  assert.ok(expansions('sso').includes('oidc'));
  assert.deepEqual(expansions('pat'), ['pat', 'personal access token']);
  assert.ok(expansions('mcp').includes('metadata change proposal'));
  assert.ok(expansions('gms').includes('metadata service'));
  assert.ok(expansions('bq').includes('bigquery'));
  // Several abbreviations at once: all spelt out together first, then one at a time.
  assert.equal(expansions('gms env vars')[1], 'metadata service environment variables');
  for (const query of ['gms env vars', 'sso k8s pat', 'create a pat']) assert.ok(expansions(query).length <= 4);
  assert.equal(expansions('"access token" revoke')[0], '"access token" revoke');
  // Versions are found with and without their "v".
  assert.ok(analyzeQuery('release 0.3.12').terms[1].alternatives.includes('v0.3.12'));
});

test('the last word may be the start of a longer word while typing', () => {
  assert.equal(analyzeQuery('lineag').terms[0].partial, true);
  assert.equal(analyzeQuery('lineage ').terms[0].partial, false);
  assert.equal(analyzeQuery('ingestion recipe').terms[0].partial, false);
});

test('queries that name a kind of page: that kind is searched alone as well', () => {
  const corpuser = analyzeQuery('corpuser entity');
  assert.deepEqual([...corpuser.namedKinds], ['entity']);
  assert.equal(corpuser.withoutKind, 'corpuser');
  assert.deepEqual([...analyzeQuery('file sink').namedKinds], ['sink']);
  assert.equal(analyzeQuery('sinks').withoutKind, '');
  assert.equal(analyzeQuery('quickstart').namedKinds.size, 0);
});

test('a query names DataHub Cloud with cloud, managed, SaaS or Acryl, not with another product\'s "cloud"', () => {
  for (const query of [
    'how do I set up OIDC login in DataHub Cloud',
    'cloud release notes',
    'acryl sso',
    'saas pricing',
    'managed datahub',
  ]) {
    assert.equal(namesCloud(tokenize(query)), true, query);
  }
  for (const query of ['how do I set up OIDC login', 'confluent cloud', 'google cloud storage', 'managed ingestion']) {
    assert.equal(namesCloud(tokenize(query)), false, query);
  }
});

test('light stemming: plurals and common endings meet their word', () => {
  assert.equal(stem('tokens'), stem('token'));
  assert.equal(stem('apis'), 'api');
  assert.equal(stem('ingestion'), stem('ingest'));
  assert.equal(stem('policies'), stem('policy'));
  assert.equal(stem('analysis'), 'analysis');
});

test("stop words are never highlighted, in titles or in the index's excerpts", () => {
  const question = 'how do I set up OIDC login in DataHub';
  assert.equal(
    markTerms('How to set up OIDC login in DataHub', analyzeQuery(question).highlight).value,
    'How to <mark>set</mark> up <mark>OIDC</mark> <mark>login</mark> in DataHub',
  );
  // Even when the query is passed as typed.
  assert.equal(markTerms('How it works', 'how it works').value, 'How it <mark>works</mark>');
  // A term marks the start of a word only.
  assert.equal(markTerms('Joining tables', 'in').value, 'Joining tables');
  assert.equal(
    sanitizeExcerpt('<mark>How</mark> <mark>do</mark> <mark>I</mark> log <mark>in</mark> with <mark>OIDC</mark>'),
    'How do I log in with <mark>OIDC</mark>',
  );
});

const oidcPages = [
  {
    url: '/docs/managed-datahub/integrations/oidc-sso-integration',
    score: 30,
    meta: {title: 'OIDC SSO Integration', description: 'Connect DataHub Cloud to your identity provider with OIDC.'},
  },
  {
    url: '/docs/authentication/guides/sso/configure-oidc-react',
    score: 27,
    meta: {title: 'Configure OIDC Single Sign-On', description: 'Set up OIDC SSO for self-hosted DataHub.'},
  },
];

test('"Ask the docs" and search prefer the self-hosted guide over a DataHub Cloud page unless the question names Cloud', () => {
  const first = (question: string) => oidcPages[rerank(oidcPages, analyzeQuery(question))[0]].url;
  assert.equal(first('how do I set up OIDC login'), '/docs/authentication/guides/sso/configure-oidc-react');
  assert.equal(first('oidc'), '/docs/authentication/guides/sso/configure-oidc-react');
  for (const question of [
    'how do I set up OIDC login in DataHub Cloud',
    'oidc login acryl',
    'saas oidc',
    'managed datahub oidc',
  ]) {
    assert.equal(first(question), '/docs/managed-datahub/integrations/oidc-sso-integration', question);
  }
});

test('page kinds: reference pages and release notes count less unless asked for', () => {
  assert.equal(pageInfo('/docs/managed-datahub/release-notes/v_0_3_12').kind, 'release-notes');
  assert.equal(pageInfo('/docs/api/tutorials/tags').label, 'API tutorial');
  assert.equal(pageInfo('/sub/docs/1.1.0/generated/metamodel/entities/corpuser').label, 'entity');
  assert.equal(pageInfo('/learn/data-mesh').kind, 'article');
  assert.equal(pageInfo('/docs/managed-datahub/observe/assertions').cloud, true);
  const entity = '/docs/generated/metamodel/entities/corpuser';
  assert.equal(kindFactor(entity, analyzeQuery('user')), rerankWeights.kind.entity);
  assert.equal(kindFactor(entity, analyzeQuery('corpuser entity')), 1);
  const notes = '/docs/managed-datahub/release-notes/v_0_3_12';
  assert.ok(kindFactor(notes, analyzeQuery('lineage')) < kindFactor(notes, analyzeQuery('cloud release notes 0.3.12')));
});

test('the index marks description, kind label and text weight from the same weights', () => {
  const html =
    '<html><head><meta data-rh=true name=description content="Run DataHub locally."/><meta name=og:description content=x></head><body><article><h1>Quickstart</h1></article></body></html>';
  const annotated = annotateForPagefind(html, 'Docs', {kind: 'entity', weight: 0.5});
  assert.match(annotated, /<meta data-pagefind-meta="description\[content\]" data-rh=true name=description/);
  assert.doesNotMatch(annotated, /data-pagefind-meta="description\[content\]" name=og:description/);
  assert.match(
    annotated,
    /data-pagefind-meta="kind\[content\]" data-pagefind-filter="kind\[content\]"[^>]*content="entity"/,
  );
  assert.match(annotated, /<article data-pagefind-weight="0.5">/);
  assert.doesNotMatch(annotateForPagefind(html, 'Docs'), /kind\[content\]|data-pagefind-weight/);
  assert.equal(pageWeight('docs/graphql/objects/dataset/index.html'), contentWeight.graphql);
  assert.equal(pageWeight('docs/generated/metamodel/entities/dataset/index.html'), contentWeight.entity);
  assert.equal(pageWeight('docs/managed-datahub/release-notes/v_0_3_12/index.html'), contentWeight['release-notes']);
  assert.equal(pageWeight('docs/quickstart/index.html'), undefined);
  assert.equal(pageKindLabel('docs/metadata-ingestion/sink_docs/metadata-file/index.html'), 'sink');
});

/** A stand-in for Pagefind: pages with words; a search returns the pages holding every word (as a prefix). */
function fakeIndex(
  pages: {url: string; title: string; text: string; kind?: string}[],
): PagefindApi & {queries: string[]} {
  const queries: string[] = [];
  return {
    queries,
    options: async () => {},
    init: async () => {},
    async search(query, options) {
      queries.push(`${query}${options.filters?.kind ? ` [kind ${options.filters.kind.any.join()}]` : ''}`);
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const results = pages
        .map((page, index) => ({page, index}))
        .filter(({page}) => !options.filters?.kind || options.filters.kind.any.includes(page.kind ?? ''))
        .filter(({page}) => {
          const pageWords = `${page.title} ${page.text}`.toLowerCase().split(/\W+/);
          return words.every((word) => pageWords.some((w) => w.startsWith(word)));
        })
        .map(({page, index}) => ({
          id: String(index),
          score: words.length,
          data: async (): Promise<PagefindResultData> => ({
            url: page.url,
            excerpt: page.text,
            meta: {title: page.title, kind: page.kind},
            sub_results: [],
          }),
        }));
      return {results};
    },
  };
}

test('a query whose words are in the docs never comes back empty, even when no page holds them all', async () => {
  const index = fakeIndex([
    {url: '/docs/quickstart', title: 'Quickstart', text: 'run datahub with docker'},
    {url: '/docs/lite', title: 'DataHub Lite', text: 'run on your laptop'},
  ]);
  const {pages} = await findPages(index, analyzeQuery('docker laptop'), []);
  assert.equal(pages.length, 2);
  const response = await searchIndex(index, {query: 'docker laptop', tags: [], hitsPerPage: 20, page: 0});
  assert.equal(response.nbHits, 2);
});

test('a query naming a kind also searches that kind alone, so those pages are ranked', async () => {
  const pages = [
    {url: '/docs/what/entity', title: 'Entity', text: 'an entity such as a dataset'},
    ...Array.from({length: 12}, (_, i) => ({url: `/docs/guide-${i}`, title: `Guide ${i}`, text: 'corpuser entity'})),
    // Its text does not say "entity": only the search of entity pages finds it.
    {url: '/docs/generated/metamodel/entities/corpuser', title: 'User', text: 'corpuser aspects', kind: 'entity'},
  ];
  const index = fakeIndex(pages);
  const response = await searchIndex(index, {query: 'corpuser entity', tags: [], hitsPerPage: 40, page: 0});
  assert.ok(index.queries.includes('corpuser [kind entity]'));
  const urls = response.hits.map((hit) => hit.url);
  assert.ok(urls.indexOf('/docs/generated/metamodel/entities/corpuser') < rerankWeights.depth, urls.join());
});
