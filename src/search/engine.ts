/**
 * The embedded search engine: Pagefind's index, queried the way readers write (query.ts), ranked by what
 * pages are about (rank.ts), answered in DocSearch's hit shape. Loaded with the first search, in its own
 * chunk (pagefindBackend.ts), so none of it is in the bundle every page downloads.
 */
import type {DocHit, SearchRequest, SearchResponse} from './types';
import {markTerms, sanitizeExcerpt} from './highlight';
import {analyzeQuery, type AnalyzedQuery} from './query';
import {rerank} from './rank';
import {fewResults, pagefindRanking, rerankWeights} from './weights';

/** The parts of Pagefind's browser API we use (pagefind.js, written by the build). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string};
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string; description?: string; kind?: string};
  sub_results: PagefindSubResult[];
}
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options: {filters?: Record<string, {any: string[]}>}): Promise<{results: PagefindResult[]}>;
}

/** Hits per page result: the page itself and its best-matching headings. */
const SUB_HITS_PER_PAGE = 3;

/** Sets the options every copy of the index is searched with (weights.ts), then loads it. */
export async function initPagefind(api: PagefindApi, options: Record<string, unknown> = {}): Promise<PagefindApi> {
  await api.options({excerptLength: 24, ranking: pagefindRanking, ...options});
  await api.init();
  return api;
}

let loading: Promise<PagefindApi> | null = null;

/** Loads the index lazily, once: nothing is fetched until the first search. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    return initPagefind((await import(/* webpackIgnore: true */ url)) as PagefindApi);
  })().catch((error: unknown) => {
    loading = null; // let a later attempt retry (for example after the network returns)
    throw error;
  });
  return loading;
}

export function toDocHits(data: PagefindResultData, query: string | readonly string[], rank: number): DocHit[] {
  const section = data.meta.section ?? 'Docs';
  const title = data.meta.title ?? data.url;
  const pageTitle = markTerms(title, query);
  const sectionMark = markTerms(section, query);
  const base = {
    url_without_anchor: data.url.split('#')[0],
    hierarchy: {lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  };
  const pageExcerpt = sanitizeExcerpt(data.excerpt);
  const hits: DocHit[] = [
    {
      ...base,
      objectID: `${rank}-page`,
      url: data.url,
      anchor: null,
      type: 'lvl1',
      content: null,
      _highlightResult: {
        hierarchy: {
          lvl0: {value: sectionMark.value, matchLevel: sectionMark.matched ? 'full' : 'none', matchedWords: []},
          lvl1: {value: pageTitle.value, matchLevel: pageTitle.matched ? 'full' : 'none', matchedWords: []},
        },
        content: {value: pageExcerpt, matchLevel: 'partial', matchedWords: []},
      },
      // DocSearch renders titles from _snippetResult.hierarchy, falling back to plain text.
      _snippetResult: {
        content: {value: pageExcerpt, matchLevel: 'partial'},
        hierarchy: {lvl1: {value: pageTitle.value, matchLevel: pageTitle.matched ? 'full' : 'none'}},
      },
    },
  ];
  data.sub_results
    .filter((sub) => sub.anchor && sub.url.includes('#'))
    .slice(0, SUB_HITS_PER_PAGE)
    .forEach((sub, i) => {
      const heading = markTerms(sub.title, query);
      const excerpt = sanitizeExcerpt(sub.excerpt);
      hits.push({
        ...base,
        hierarchy: {...base.hierarchy, lvl2: sub.title},
        objectID: `${rank}-${i}`,
        url: sub.url,
        anchor: sub.anchor?.id ?? null,
        type: 'content',
        content: sub.excerpt.replace(/<\/?mark>/g, ''),
        _highlightResult: {
          hierarchy: {
            lvl0: {value: sectionMark.value, matchLevel: 'none', matchedWords: []},
            lvl1: {value: pageTitle.value, matchLevel: pageTitle.matched ? 'full' : 'none', matchedWords: []},
            lvl2: {value: heading.value, matchLevel: heading.matched ? 'full' : 'none', matchedWords: []},
          },
          content: {value: excerpt, matchLevel: 'partial', matchedWords: []},
        },
        _snippetResult: {
          content: {value: excerpt, matchLevel: 'partial'},
          hierarchy: {
            lvl1: {value: pageTitle.value, matchLevel: pageTitle.matched ? 'full' : 'none'},
            lvl2: {value: heading.value, matchLevel: heading.matched ? 'full' : 'none'},
          },
        },
      });
    });
  return hits;
}

interface Found {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

/**
 * The pages for a query, best first: every variant of the query (query.ts) searched, a page keeping its
 * best score; when that finds few pages, each word searched on its own, pages holding some of the words
 * following with their score scaled by the share of words they hold. `ofKind`: when the query names a
 * kind of page ("corpuser entity", "file sink"), the best pages of that kind for the rest of the query.
 */
export async function findPages(
  api: PagefindApi,
  query: AnalyzedQuery,
  tags: string[],
): Promise<{pages: Found[]; ofKind: Found[]}> {
  const filters = tags.length > 0 ? {docusaurus_tag: {any: tags}} : undefined;
  const byId = new Map<string, Found>();
  const keep = (result: PagefindResult, score: number) => {
    const known = byId.get(result.id);
    if (!known || known.score < score) byId.set(result.id, {id: result.id, score, data: () => result.data()});
  };
  const kindSearch =
    query.namedKinds.size > 0 && query.withoutKind
      ? api.search(query.withoutKind, {filters: {...filters, kind: {any: [...query.namedKinds]}}})
      : Promise.resolve({results: []});
  const [ofKind, ...searches] = await Promise.all([
    kindSearch,
    ...query.variants.map((variant) => api.search(variant, {filters})),
  ]);
  for (const {results} of searches) for (const result of results) keep(result, result.score);
  if (byId.size < fewResults && query.terms.length > 1) {
    const perTerm = await Promise.all(
      query.terms.map((term) =>
        Promise.all(term.alternatives.map((alternative) => api.search(alternative, {filters}))),
      ),
    );
    const partial = new Map<string, {result: PagefindResult; score: number; terms: number}>();
    perTerm.forEach((alternatives) => {
      const best = new Map<string, PagefindResult>();
      for (const {results} of alternatives) {
        for (const result of results)
          if ((best.get(result.id)?.score ?? -1) < result.score) best.set(result.id, result);
      }
      for (const [id, result] of best) {
        const entry = partial.get(id) ?? {result, score: 0, terms: 0};
        entry.score += result.score;
        entry.terms += 1;
        partial.set(id, entry);
      }
    });
    const bestFull = Math.max(0, ...[...byId.values()].map((found) => found.score));
    for (const [id, {result, score, terms}] of partial) {
      if (byId.has(id)) continue;
      const share = terms / query.terms.length;
      // Below every page that holds all the words.
      const scaled = Math.min(score * share ** 2, bestFull > 0 ? bestFull * 0.99 : Infinity);
      keep(result, scaled);
    }
  }
  return {
    pages: [...byId.values()].sort((a, b) => b.score - a.score),
    ofKind: ofKind.results.map((result) => ({id: result.id, score: result.score, data: () => result.data()})),
  };
}

/** Per index, the ranked pages of the last query, so that "load more" and repeated requests reuse them. */
const lastQuery = new WeakMap<PagefindApi, {key: string; pages: Promise<(() => Promise<PagefindResultData>)[]>}>();

async function rankedPages(
  api: PagefindApi,
  query: AnalyzedQuery,
  tags: string[],
): Promise<(() => Promise<PagefindResultData>)[]> {
  const {pages, ofKind} = await findPages(api, query, tags);
  const {depth, kindSlots} = rerankWeights;
  // The second pass ranks the index's best pages, and the best pages of a kind the query names.
  const head = pages.slice(0, depth - kindSlots);
  for (const page of [...ofKind.slice(0, kindSlots), ...pages.slice(depth - kindSlots)]) {
    if (head.length >= depth) break;
    if (!head.some((chosen) => chosen.id === page.id)) head.push(page);
  }
  const rest = pages.filter((page) => !head.some((chosen) => chosen.id === page.id));
  const datas = await Promise.all(head.map((page) => page.data()));
  const byId = new Map(pages.map((page) => [page.id, page.score]));
  const order = rerank(
    datas.map((data, i) => ({
      url: data.url,
      score: byId.get(head[i].id) ?? head[i].score,
      meta: data.meta,
      headings: data.sub_results.filter((sub) => sub.anchor).map((sub) => sub.title),
    })),
    query,
  );
  return [...order.map((i) => () => Promise.resolve(datas[i])), ...rest.map((page) => page.data)];
}

/** Answers one search request from the index, in DocSearch's hit shape. */
export async function searchIndex(
  api: PagefindApi,
  {query, tags, hitsPerPage, page}: SearchRequest,
): Promise<SearchResponse> {
  const analyzed = analyzeQuery(query);
  const key = JSON.stringify([query, tags]);
  let last = lastQuery.get(api);
  if (last?.key !== key) {
    last = {key, pages: rankedPages(api, analyzed, tags)};
    lastQuery.set(api, last);
    last.pages.catch(() => lastQuery.delete(api));
  }
  const pages = await last.pages;
  // hitsPerPage counts pages here; each page brings its best headings with it.
  const pagesPerPage = Math.max(1, Math.ceil(hitsPerPage / (1 + SUB_HITS_PER_PAGE)));
  const slice = pages.slice(page * pagesPerPage, (page + 1) * pagesPerPage);
  const datas = await Promise.all(slice.map((load) => load()));
  const hits = datas.flatMap((data, i) => toDocHits(data, analyzed.highlight, page * pagesPerPage + i));
  return {hits, nbHits: pages.length, nbPages: Math.ceil(pages.length / pagesPerPage), page};
}
