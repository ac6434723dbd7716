#!/usr/bin/env node
// Search benchmark of the embedded index: its size, the bytes a browser fetches for the first and the next
// query, query latency (median, p95) in headless Chromium through the search engine the modal uses
// (src/search/engine.ts: query variants, Pagefind, the second ranking pass over the best pages), and the
// hit rate of the relevance set (tests/support/search-queries.ts) through the modal's code path.
// Usage: npm run build && npm run bench:search [-- <buildDir>]   (runs under tsx: it imports the TS sources)
import {spawn} from 'node:child_process';
import {readdirSync, statSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';
import {findBrowser, chromiumArgs} from './find-browser.mjs';
import {searchQueries} from '../tests/support/search-queries.ts';
import {measureRelevance, modalSearch, CURRENT_TAGS} from '../tests/support/search-harness.ts';

const buildDir = process.argv[2] ?? 'build';
const port = Number(process.env.BENCH_SEARCH_PORT ?? 4391);
// Latency queries: the same list since the first version of this benchmark, so figures compare.
const queries = [
  'snowflake',
  'bigquery',
  'looker',
  'kafka',
  'postgres',
  'glossary term',
  'lineage',
  'personal access token',
  'ingestion recipe',
  'quickstart',
  'domains',
  'data products',
  'tags',
  'ownership types',
  'structured properties',
  'impact analysis',
  'OIDC single sign-on',
  'kubernetes helm',
  'transformers',
  'stateful ingestion',
  'freshness assertion',
  'remote executor',
  'graphql api',
  'policies',
  'incidents',
  'data contract',
  'urn',
  'airflow',
];

/** Bytes of the files under dir, without the .gz and .br copies the build writes beside them. */
function dirSize(dir) {
  return readdirSync(dir, {recursive: true})
    .map((f) => join(dir, String(f)))
    .filter((f) => !/\.(gz|br)$/.test(f) && statSync(f).isFile())
    .reduce((sum, f) => sum + statSync(f).size, 0);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

if (!existsSync(join(buildDir, 'pagefind'))) {
  console.error(`No search index in ${buildDir}/pagefind: run "npm run build" first (or pass a build folder).`);
  process.exit(1);
}

// The engine as the browser runs it, bundled from the sources (the build's own chunk has a hashed name).
const engineBundle = (
  await build({
    entryPoints: ['src/search/engine.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'searchEngine',
    write: false,
    logLevel: 'error',
  })
).outputFiles[0].text;

const relevance = await measureRelevance(() => modalSearch(buildDir), searchQueries);

const server = spawn(
  'npx',
  ['docusaurus', 'serve', '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
  // Its own process group, so that stopping it stops the server npx starts, not only npx.
  {stdio: 'ignore', env: {...process.env, BASE_URL: '/'}, detached: true},
);
try {
  for (let i = 0; i < 60; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const browser = await chromium.launch({executablePath: (await findBrowser()).path, args: chromiumArgs});
  const page = await browser.newPage();
  // Pagefind fetches its index from a web worker: count at the context, which sees worker requests too.
  let transferred = 0;
  page.context().on('requestfinished', async (request) => {
    if (!request.url().includes('/pagefind/')) return;
    const sizes = await request.sizes();
    transferred += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.addScriptTag({content: engineBundle});
  const onLoad = transferred;
  const timed = (query) =>
    page.evaluate(
      async ({query, tags}) => {
        const engine = globalThis.searchEngine;
        const api = await engine.loadPagefind('/');
        const started = performance.now();
        // What the modal asks for: 20 hits (five pages and their headings).
        await engine.searchIndex(api, {query, tags, hitsPerPage: 20, page: 0});
        return performance.now() - started;
      },
      {query, tags: CURRENT_TAGS},
    );
  await timed(queries[0]);
  await page.waitForTimeout(300);
  const firstQuery = transferred - onLoad;
  await timed(queries[1]);
  await page.waitForTimeout(300);
  const secondQuery = transferred - onLoad - firstQuery;
  const latencies = [];
  for (const q of queries) latencies.push(await timed(q));
  await browser.close();
  const rows = [
    ['index size on disk', kb(dirSize(join(buildDir, 'pagefind')))],
    ['index bytes fetched on page load', kb(onLoad)],
    ['bytes fetched, first query (compressed)', kb(firstQuery)],
    ['bytes fetched, next query', kb(secondQuery)],
    [
      `query latency median (${queries.length} queries, as the search modal asks)`,
      `${percentile(latencies, 50).toFixed(1)} ms`,
    ],
    ['query latency p95', `${percentile(latencies, 95).toFixed(1)} ms`],
    [
      `hit rate (${relevance.total} reader queries, answer in the first 3 shown)`,
      `${(relevance.rate * 100).toFixed(1)}% (${relevance.answered}/${relevance.total}, ${relevance.empty.length} empty)`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('\nSearch benchmark (embedded Pagefind index)');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
} finally {
  try {
    process.kill(-server.pid);
  } catch {
    server.kill();
  }
}
