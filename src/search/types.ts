/**
 * The search contract shared by the search button's modal and the /search
 * page, whichever backend answers: hosted DocSearch (Algolia) or the embedded
 * Pagefind index built by src/plugins/search-index.
 */

/** Hit shape DocSearch renders (the same fields its Algolia crawler records carry). */
export interface DocHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  _highlightResult: {
    hierarchy: Partial<
      Record<string, {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]}>
    >;
    content?: {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};
  };
  _snippetResult: {
    content?: {value: string; matchLevel: 'none' | 'partial' | 'full'};
    hierarchy?: Partial<Record<string, {value: string; matchLevel: 'none' | 'partial' | 'full'}>>;
  };
}

export interface SearchRequest {
  query: string;
  /** Docusaurus search tags to match (any of): "default", "docs-default-current", "docs-default-1.1.0". */
  tags: string[];
  hitsPerPage: number;
  page: number;
}

export interface SearchResponse {
  hits: DocHit[];
  /** Matching records (pages for the embedded index, records for Algolia). */
  nbHits: number;
  nbPages: number;
  page: number;
}

export interface SearchBackend {
  readonly name: 'algolia' | 'embedded';
  search(request: SearchRequest): Promise<SearchResponse>;
}

/** What the build passes to the browser (siteConfig.customFields.search). Public values only. */
export interface SearchSettings {
  provider: 'algolia' | 'embedded';
  appId: string | null;
  apiKey: string | null;
  indexName: string;
  feedbackUrl: string;
}
