/**
 * Every weight of the embedded search, in one place. Three stages use them:
 *
 * 1. Building the index (src/plugins/search-index, after `docusaurus build`; a change needs a rebuild):
 *    Pagefind already weighs a page's words by where they stand (h1 7, h2 6, h3 5, ... body 1);
 *    `contentWeight` scales all the words of a kind of page, and the page's description and kind label
 *    ("entity", "API tutorial", "sink", "release notes") become searchable metadata beside its title.
 * 2. Searching (Pagefind's ranking options, set when the index loads in the browser): a query word found
 *    in a metadata field adds that field's weight to the page's score (Pagefind's `metaWeights`; title is
 *    5 by default).
 * 3. Ranking again (rank.ts, in the browser, over the best `depth` pages): what the page is about (its
 *    title, description, headings and URL) against the query's words and their abbreviations, then the
 *    kind of page: guides before reference pages and release notes unless the query asks for those, and
 *    self-hosted pages before DataHub Cloud ones unless the query names Cloud.
 *
 * Measure a change with `npm run bench:search` (hit rate of tests/support/search-queries.ts, index size,
 * latency) and the built-site relevance check (tests/site/search-relevance.test.ts).
 *
 * How these were chosen: a coarse grid over the first 175 queries of the relevance set (title 1 to 3,
 * about 0.25 to 1, exact title 1 to 2.5, heading 0.3 or 0.6, index score 0.5 to 1.5, Pagefind's title 5
 * to 10 and description 1 to 4, depth 10 or 12) moved the hit rate only between 96% and 98%: the gains come
 * from what is weighed, not from the exact numbers. The last 40 queries were written before the grid and
 * kept out of it: the earlier engine answers 82.5% of them, this one 97.5%.
 */
import type {GeneratedPageKind, PageKind} from './pageKind';

/** Stage 1: how much a page's words count, by kind (1 when not listed). Applied at index time. */
export const contentWeight: Partial<Record<GeneratedPageKind | PageKind, number>> = {
  // GraphQL type pages and entity pages match many queries by name but rarely explain the concept.
  graphql: 0.3,
  entity: 0.5,
  // Release notes mention every feature in passing.
  'release-notes': 0.5,
};

/** Stage 2: Pagefind's ranking options (https://pagefind.app/docs/ranking/). */
export const pagefindRanking = {
  metaWeights: {
    title: 6,
    description: 2,
    kind: 1.5,
    // The sidebar section ("Admin", "DataHub Cloud") is shown as the result's group, not a topic.
    section: 0,
  },
} as const;

/** Stage 3: the second ranking pass (rank.ts). */
export const rerankWeights = {
  /** How many of the index's best pages are ranked again (each costs one fragment download). */
  depth: 10,
  /** Of those, how many are kept for the best pages of a kind the query names ("corpuser entity"). */
  kindSlots: 3,
  /** The index's own score, relative to the best page's. */
  indexScore: 1,
  /** The title names the query: every query word is in it and every significant title word is in the query. */
  exactTitle: 1.5,
  /** How well the title names the query (rank.ts, titleMatch: 0 to 1, squared: a close match counts much more). */
  title: 2,
  /** Share of the query's words in the title, kind label, description and URL's last segment together. */
  about: 0.5,
  /** Share of the query's words in the best-matching heading. */
  heading: 0.3,
  /** Multipliers of the final score by kind of page, when the query does not ask for that kind. */
  kind: {
    graphql: 0.5,
    entity: 0.6,
    'release-notes': 0.4,
    article: 0.85,
    page: 0.85,
    /** A DataHub Cloud page when the query does not name Cloud, and a self-hosted one when it does. */
    cloud: 0.75,
  },
} as const;

/**
 * When a query's searches find fewer pages than this and it has more than one word, each word is also
 * searched on its own and pages holding some of the words follow (scaled by the share they hold).
 */
export const fewResults = 5;
