/**
 * The search modal's own code path, in Node, over a built site's index: the embedded backend
 * (src/search/pagefindBackend.ts and engine.ts: query analysis, Pagefind, ranking) behind the
 * DocSearch-shaped client the modal calls (src/search/docSearchClient.ts), with the request the modal
 * sends (20 hits, the current version's tags), then the pages in the order DocSearch's modal shows them.
 * Used by the built-site relevance check and `npm run bench:search`.
 */
import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {createPagefindBackend} from '../../src/search/pagefindBackend';
import {asDocSearchClient, embeddedResultsPerGroup} from '../../src/search/docSearchClient';
import {facetFilters} from '../../src/search/algoliaBackend';
import {initPagefind, type PagefindApi} from '../../src/search/engine';
import type {DocHit} from '../../src/search/types';
import type {SearchQuery} from './search-queries';

/** The tags the modal filters by on a current-version page (useContextualSearchFilters). */
export const CURRENT_TAGS = ['default', 'docs-default-current'];

let fetchPatched = false;

/** Pagefind's browser script fetches its files; in Node, file: URLs are read from disk. */
function patchFetch(): void {
  if (fetchPatched) return;
  fetchPatched = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return networkFetch(input, init);
    try {
      return new Response(await readFile(fileURLToPath(url.split('?')[0])));
    } catch {
      return new Response(null, {status: 404});
    }
  }) as typeof fetch;
}

let instances = 0;

/**
 * The index of a built site, loaded with the options the browser uses (weights.ts) and the site's URLs.
 * Each call loads a fresh copy, as a new browser tab does: Pagefind keeps the parts of the index earlier
 * searches loaded, and a word that matches as a prefix across parts can rank differently after them.
 */
export function loadBuiltIndex(buildDir: string, baseUrl = '/'): Promise<PagefindApi> {
  patchFetch();
  instances += 1;
  const script = `${pathToFileURL(resolve(buildDir, 'pagefind', 'pagefind.js')).href}?instance=${instances}`;
  return import(script).then((api: PagefindApi) => initPagefind(api, {baseUrl}));
}

export type ModalSearch = (query: string, tags?: string[]) => Promise<DocHit[]>;

/** Searches as the modal does, in one tab (one copy of the index): the same backend, client and request. */
export function modalSearch(buildDir: string): ModalSearch {
  let index: Promise<PagefindApi> | undefined;
  const backend = createPagefindBackend('/', {loadIndex: () => (index ??= loadBuiltIndex(buildDir))});
  const client = asDocSearchClient(backend);
  return async (query, tags = CURRENT_TAGS) => {
    const {results} = await client.search([
      {indexName: 'embedded', query, params: {hitsPerPage: 20, facetFilters: facetFilters(tags)}},
    ]);
    return results[0].hits;
  };
}

/**
 * Pages in the order the modal shows them: DocSearch groups hits by section (lvl0) in the order the
 * sections first appear, at most `perGroup` hits per section (src/theme/SearchBar sets it for the embedded
 * backend), so a page can show after a lower-ranked one of an earlier section.
 */
export function modalPages(hits: DocHit[], perGroup = embeddedResultsPerGroup): string[] {
  const groups = new Map<string, DocHit[]>();
  for (const hit of hits) {
    const section = (hit._highlightResult.hierarchy.lvl0?.value ?? hit.hierarchy.lvl0 ?? '').replace(/<\/?mark>/g, '');
    const group = groups.get(section) ?? [];
    if (group.length < perGroup) group.push(hit);
    groups.set(section, group);
  }
  return [...new Set([...groups.values()].flat().map((hit) => hit.url.split('#')[0]))];
}

export interface RelevanceResult {
  query: SearchQuery;
  /** The pages shown, in order. */
  pages: string[];
  /** 1-based position of the first expected page shown, or 0. */
  rank: number;
  answered: boolean;
}

export interface RelevanceReport {
  results: RelevanceResult[];
  answered: number;
  total: number;
  /** Share of queries answered, 0 to 1. */
  rate: number;
  /** Queries that came back with no page at all. */
  empty: string[];
}

/**
 * Runs each query in a new tab (`newTab`, for example () => modalSearch(buildDir): a fresh copy of the index, what a reader who opens the modal and types the
 * query gets, whatever the queries before it) and checks the pages the modal shows.
 */
export async function measureRelevance(
  newTab: () => ModalSearch,
  queries: SearchQuery[],
  {perGroup = embeddedResultsPerGroup}: {perGroup?: number} = {},
): Promise<RelevanceReport> {
  const results: RelevanceResult[] = [];
  for (const query of queries) {
    const pages = modalPages(await newTab()(query.query), perGroup);
    const rank = pages.findIndex((page) => query.expected.includes(page)) + 1;
    results.push({query, pages, rank, answered: rank > 0 && rank <= (query.within ?? 3)});
  }
  const answered = results.filter((result) => result.answered).length;
  return {
    results,
    answered,
    total: results.length,
    rate: answered / results.length,
    empty: results.filter((result) => result.pages.length === 0).map((result) => result.query.query),
  };
}

/** One line per query not answered: what it wanted and what the modal showed first. */
export function describeMisses(report: RelevanceReport): string[] {
  return report.results
    .filter((result) => !result.answered)
    .map(
      ({query, pages, rank}) =>
        `"${query.query}": wanted ${query.expected.join(' or ')} in the first ${query.within ?? 3}, ` +
        `${rank ? `shown at ${rank}` : 'not shown'}; first: ${pages.slice(0, 3).join(', ') || 'nothing'}`,
    );
}
