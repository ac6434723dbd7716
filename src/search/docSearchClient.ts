import type {SearchBackend} from './types';

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
