import type {DocHit, SearchBackend} from './types';

/**
 * Hits DocSearch's modal shows per section for the embedded backend (its maxResultsPerGroup; DocSearch's
 * default is 5). Each page brings up to three headings with it, so with 5 a section showed one page and the
 * title of a second, and the section's other pages, however well ranked, not at all. 20 is every hit of a
 * request (the modal asks for 20).
 */
export const embeddedResultsPerGroup = 20;

/**
 * An object shaped like Algolia's search client, answering DocSearch's modal
 * from any backend. DocSearch calls search() with either an array of
 * requests or {requests}; each request carries the query and its params.
 */
export function asDocSearchClient(backend: SearchBackend) {
  type Request = {indexName?: string; query?: string; params?: Record<string, unknown>} & Record<string, unknown>;
  return {
    appId: 'embedded',
    addAlgoliaAgent() {},
    clearCache: async () => {},
    transporter: {},
    async search(input: Request[] | {requests: Request[]}) {
      const requests = Array.isArray(input) ? input : input.requests;
      const results = await Promise.all(
        requests.map(async (request) => {
          const params = {...request, ...(request.params ?? {})} as Record<string, unknown>;
          const query = String(params.query ?? '');
          const hitsPerPage = Number(params.hitsPerPage ?? 20);
          const started = performance.now();
          const tags = tagsFromFacetFilters(params.facetFilters);
          const response = query
            ? await backend.search({query, tags, hitsPerPage, page: Number(params.page ?? 0)})
            : {hits: [], nbHits: 0, nbPages: 0, page: 0};
          return {
            ...response,
            hitsPerPage,
            query,
            params: '',
            index: request.indexName ?? 'embedded',
            exhaustiveNbHits: true,
            processingTimeMS: Math.round(performance.now() - started),
          };
        }),
      );
      return {results};
    },
  };
}

/** ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]] -> the tags. */
export function tagsFromFacetFilters(filters: unknown): string[] {
  const flat = (Array.isArray(filters) ? filters.flat(2) : []) as unknown[];
  return flat
    .filter((f): f is string => typeof f === 'string' && f.startsWith('docusaurus_tag:'))
    .map((f) => f.slice('docusaurus_tag:'.length));
}

type SearchFn = (input: never) => Promise<{results: unknown[]}>;

/** The one hit shown when search cannot reach its backend. */
export interface FailureText {
  title: string;
  help: string;
}

export const networkFailure: FailureText = {
  title: 'Unable to fetch results',
  help: 'You might want to check your network connection.',
};

export function failureHit(searchPage: string, {title, help}: FailureText = networkFailure): DocHit {
  return {
    objectID: 'search-unavailable',
    url: searchPage,
    url_without_anchor: searchPage,
    anchor: null,
    type: 'content',
    content: help,
    hierarchy: {lvl0: 'Search unavailable', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Search unavailable', matchLevel: 'none', matchedWords: []},
        lvl1: {value: title, matchLevel: 'none', matchedWords: []},
      },
    },
    _snippetResult: {content: {value: help, matchLevel: 'none'}},
  };
}

/**
 * DocSearch's own error screen never shows with the autocomplete version it
 * ships (its status is reset to idle after a failed request), so a failure
 * would read as "No results". This wrapper turns a failed request into one
 * hit that says what happened and links to the full results page.
 */
export function withFailureNotice<T extends {search: SearchFn}>(
  client: T,
  searchPageFor: (query: string) => string,
  text: FailureText = networkFailure,
): T {
  const search = client.search.bind(client) as (input: unknown) => Promise<{results: unknown[]}>;
  const wrapped = async (input: unknown) => {
    try {
      return await search(input);
    } catch {
      const requests = (Array.isArray(input) ? input : (input as {requests: unknown[]}).requests) as Record<
        string,
        unknown
      >[];
      return {
        results: requests.map((request) => {
          const params = {...request, ...((request.params as Record<string, unknown>) ?? {})};
          const query = String(params.query ?? '');
          return {
            hits: [failureHit(searchPageFor(query), text)],
            nbHits: 0,
            nbPages: 1,
            page: 0,
            hitsPerPage: 1,
            query,
            params: '',
            processingTimeMS: 0,
            exhaustiveNbHits: true,
          };
        }),
      };
    }
  };
  return new Proxy(client, {
    get: (target, key, receiver) => (key === 'search' ? wrapped : Reflect.get(target, key, receiver)),
  });
}
