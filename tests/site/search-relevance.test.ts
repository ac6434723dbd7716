/**
 * Search relevance on the built site's own index, through the search modal's code path
 * (tests/support/search-harness.ts: the embedded backend, its query analysis and ranking, the modal's
 * request and the order its sections show pages in). Runs on the root test build (SITE_BUILD_DIR elsewhere).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from './built-site';
import {searchQueries} from '../support/search-queries';
import {describeMisses, measureRelevance, modalPages, modalSearch} from '../support/search-harness';

/** The share of queries whose answer must be among the first pages shown (tests/support/search-queries.ts). */
const REQUIRED_HIT_RATE = 0.95;

const pageExists = (dir: string, path: string) =>
  existsSync(join(dir, path, 'index.html')) || existsSync(join(dir, `${path}.html`));

test('every page the relevance set expects is in the build', () => {
  const dir = buildDir();
  const missing = searchQueries.flatMap(({query, expected}) =>
    expected.filter((path) => !pageExists(dir, path)).map((path) => `"${query}": ${path}`),
  );
  assert.deepEqual(missing, []);
});

test(`at least ${REQUIRED_HIT_RATE * 100}% of the relevance set finds its page in the first three shown, none comes back empty`, async () => {
  const dir = buildDir();
  const report = await measureRelevance(() => modalSearch(dir), searchQueries);
  const summary = `${report.answered} of ${report.total} (${(report.rate * 100).toFixed(1)}%) answered`;
  console.log(
    `search relevance: ${summary}${report.rate < 1 ? `; not answered:\n  ${describeMisses(report).join('\n  ')}` : ''}`,
  );
  assert.deepEqual(report.empty, [], 'queries whose words are in the docs came back empty');
  assert.ok(
    report.rate >= REQUIRED_HIT_RATE,
    `${summary}, below ${REQUIRED_HIT_RATE * 100}%:\n${describeMisses(report).join('\n')}`,
  );
});

test('the version filter: from a 1.1.0 page, 1.1.0 pages come first', async () => {
  const dir = buildDir();
  const pages = modalPages(await modalSearch(dir)('quickstart', ['default', 'docs-default-1.1.0']));
  const docs = pages.filter((page) => page.startsWith('/docs/'));
  assert.ok(docs.length > 0);
  for (const page of docs) assert.match(page, /^\/docs\/1\.1\.0\//);
  assert.equal(docs[0], '/docs/1.1.0/quickstart');
});
