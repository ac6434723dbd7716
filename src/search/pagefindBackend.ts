import type {SearchBackend, SearchRequest, SearchResponse} from './types';
import type {PagefindApi} from './engine';

/**
 * The embedded backend: Pagefind's index, searched by engine.ts. Only this stub is in the bundle every
 * page loads; the engine (query analysis, ranking, highlighting) and the index load with the first search.
 */
export function createPagefindBackend(
  baseUrl: string,
  {loadIndex}: {loadIndex?: () => Promise<PagefindApi>} = {},
): SearchBackend {
  return {
    name: 'embedded',
    async search(request: SearchRequest): Promise<SearchResponse> {
      const engine = await import(/* webpackChunkName: "search-engine" */ './engine');
      const api = await (loadIndex ? loadIndex() : engine.loadPagefind(baseUrl));
      return engine.searchIndex(api, request);
    },
  };
}
