import type {DocHit, SearchBackend, SearchRequest, SearchResponse} from './types';

/** Facet filters DocSearch's crawler records support: language and Docusaurus search tags. */
export function facetFilters(tags: string[], language = 'en'): string[][] {
  const filters = [[`language:${language}`]];
  if (tags.length > 0) filters.push(tags.map((tag) => `docusaurus_tag:${tag}`));
  return filters;
}

/** The hosted DocSearch index on Algolia, for the /search page (the modal talks to it directly). */
export function createAlgoliaBackend({
  appId,
  apiKey,
  indexName,
}: {
  appId: string;
  apiKey: string;
  indexName: string;
}): SearchBackend {
  // The client loads on the first query: a site without DocSearch configured never downloads it, and
  // one with it does not pay for it before anyone searches.
  let client: Promise<ReturnType<typeof import('algoliasearch/lite').liteClient>> | undefined;
  return {
    name: 'algolia',
    async search({query, tags, hitsPerPage, page}: SearchRequest): Promise<SearchResponse> {
      client ??= import('algoliasearch/lite')
        .then(({liteClient}) => liteClient(appId, apiKey))
        .catch((error: unknown) => {
          client = undefined; // a failed download is tried again on the next query
          throw error;
        });
      const {results} = await (
        await client
      ).search<DocHit>({
        requests: [
          {
            indexName,
            query,
            page,
            hitsPerPage,
            facetFilters: facetFilters(tags),
            attributesToSnippet: ['content:30'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            distinct: 1,
            clickAnalytics: true,
          },
        ],
      });
      const first = results[0] as {hits: DocHit[]; nbHits?: number; nbPages?: number; page?: number};
      return {hits: first.hits, nbHits: first.nbHits ?? 0, nbPages: first.nbPages ?? 0, page: first.page ?? page};
    },
  };
}
