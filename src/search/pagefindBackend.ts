import type {DocHit, SearchBackend, SearchRequest, SearchResponse} from './types';
import {markTerms, sanitizeExcerpt} from './highlight';
import {rerank} from './rank';

/** The parts of Pagefind's browser API we use (pagefind.js, written by the build). */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string};
}
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string};
  sub_results: PagefindSubResult[];
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options: {filters?: Record<string, {any: string[]}>},
  ): Promise<{results: {id: string; score: number; data(): Promise<PagefindResultData>}[]}>;
}

/** Hits per page result: the page itself and its best-matching headings. */
const SUB_HITS_PER_PAGE = 3;

/** How many of the index's best pages get the title-aware second ranking pass (src/search/rank.ts). */
const RERANK_DEPTH = 8;

let loading: Promise<PagefindApi> | null = null;

/** Loads the index lazily, once: nothing is fetched until the first search. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    const api = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
    await api.options({excerptLength: 24});
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = null; // let a later attempt retry (for example after the network returns)
    throw error;
  });
  return loading;
}

export function toDocHits(data: PagefindResultData, query: string, rank: number): DocHit[] {
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

/** Answers searches from the embedded Pagefind index, in DocSearch's hit shape. */
export function createPagefindBackend(baseUrl: string): SearchBackend {
  return {
    name: 'embedded',
    async search({query, tags, hitsPerPage, page}: SearchRequest): Promise<SearchResponse> {
      const api = await loadPagefind(baseUrl);
      const found = await api.search(query, {filters: tags.length ? {docusaurus_tag: {any: tags}} : undefined});
      const head = await Promise.all(found.results.slice(0, RERANK_DEPTH).map((result) => result.data()));
      const pageResults: (() => Promise<PagefindResultData>)[] = [
        ...rerank(head, query).map((i) => () => Promise.resolve(head[i])),
        ...found.results.slice(RERANK_DEPTH).map((result) => () => result.data()),
      ];
      // hitsPerPage counts pages here; each page brings its best headings with it.
      const pagesPerPage = Math.max(1, Math.ceil(hitsPerPage / (1 + SUB_HITS_PER_PAGE)));
      const slice = pageResults.slice(page * pagesPerPage, (page + 1) * pagesPerPage);
      const datas = await Promise.all(slice.map((load) => load()));
      const hits = datas.flatMap((data, i) => toDocHits(data, query, page * pagesPerPage + i));
      return {
        hits,
        nbHits: pageResults.length,
        nbPages: Math.ceil(pageResults.length / pagesPerPage),
        page,
      };
    },
  };
}
