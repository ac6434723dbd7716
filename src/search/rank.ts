/**
 * The second ranking pass over the embedded index's best pages (weights.ts, stage 3): the index scores
 * words wherever they stand, this pass asks what each page is about. A page whose title is the query
 * ("Snowflake" for "snowflake", "DataHub Architecture Overview" for "architecture", "Personal Access
 * Tokens" for "pat") comes first, then pages whose title, description, headings or URL hold the query's
 * words, and the kind of page decides between otherwise equal pages: guides before generated reference
 * pages and release notes, self-hosted pages before DataHub Cloud ones, unless the query asks for them.
 */
import {pageInfo} from './pageKind';
import {isStopWord, stem, words, type AnalyzedQuery, type QueryTerm} from './query';
import {rerankWeights} from './weights';

export interface Rankable {
  url: string;
  /** The index's score (Pagefind's), higher is better; without one a page ranks by what it is about alone. */
  score?: number;
  meta: {title?: string; description?: string; kind?: string};
  /** Headings of the page's matching sections. */
  headings?: string[];
}

/** Title words that say nothing about the topic: "DataHub Architecture Overview" is about architecture. */
const GENERIC_TITLE_WORDS = new Set(['datahub', 'overview', 'introduction', 'intro', 'guide']);

interface Text {
  stems: Set<string>;
  raw: string[];
}

function text(value: string | undefined): Text {
  const raw = words(value ?? '');
  return {raw, stems: new Set(raw.map(stem))};
}

/** "api" in "API3", "v2" in "v2.1": the word followed by a number. */
function withNumber(part: string, where: Text): boolean {
  return where.raw.some(
    (word) => word.length > part.length && word.startsWith(part) && /^\d+$/.test(word.slice(part.length)),
  );
}

/** How well one query word (or one of its alternatives) is found in a text: 1, 0.5 for a partial word, or 0. */
function termMatch(term: QueryTerm, where: Text): number {
  for (const alternative of term.alternatives) {
    const parts = words(alternative);
    if (parts.length > 0 && parts.every((part) => where.stems.has(stem(part)) || withNumber(part, where))) return 1;
  }
  if (term.partial && term.word.length >= 2 && where.raw.some((word) => word.startsWith(term.word))) return 0.5;
  return 0;
}

/** Share of the query's words found in a text, 0 to 1. */
export function coverage(query: AnalyzedQuery, value: string | undefined): number {
  if (query.terms.length === 0 || !value) return 0;
  const where = text(value);
  return query.terms.reduce((sum, term) => sum + termMatch(term, where), 0) / query.terms.length;
}

/**
 * How well a title names the query: the share of query words in the title and the share of the title's
 * significant words (not stop words, not "DataHub" or "Overview") that are query words or their
 * alternatives, combined (F1). 1 when the title is the query ("Personal Access Tokens" for "pat").
 */
export function titleMatch(query: AnalyzedQuery, title: string | undefined): number {
  if (!title || query.terms.length === 0) return 0;
  const forward = coverage(query, title);
  if (forward === 0) return 0;
  const all = words(title).filter((word) => !isStopWord(word));
  const significant = all.filter((word) => !GENERIC_TITLE_WORDS.has(word));
  const named = significant.length > 0 ? significant : all;
  const queryStems = new Set(
    query.terms.flatMap((term) => term.alternatives.flatMap((alternative) => words(alternative).map(stem))),
  );
  const partial = query.terms.find((term) => term.partial)?.word;
  const backward =
    named.filter((word) => queryStems.has(stem(word)) || (partial !== undefined && word.startsWith(partial))).length /
    Math.max(1, named.length);
  return backward === 0 ? 0 : (2 * forward * backward) / (forward + backward);
}

/** A URL's last segment: /docs/generated/metamodel/entities/corpuser -> "corpuser". */
function slug(url: string): string {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

/** How much the kind of page counts for this query (weights.ts, rerankWeights.kind). */
export function kindFactor(url: string, query: AnalyzedQuery): number {
  const info = pageInfo(url);
  const factors = rerankWeights.kind;
  const asked = info.label !== undefined && query.namedKinds.has(info.label);
  let factor = 1;
  if (!asked) {
    if (info.generated === 'graphql') factor *= factors.graphql;
    if (info.generated === 'entity') factor *= factors.entity;
    if (info.kind === 'release-notes' && !query.namesVersion) factor *= factors['release-notes'];
  }
  if (info.kind === 'article') factor *= factors.article;
  if (info.kind === 'page') factor *= factors.page;
  // Self-hosted guides before DataHub Cloud pages, unless the query names Cloud: then the other way round.
  if (info.kind !== 'article' && info.kind !== 'page' && info.cloud !== query.namesCloud) factor *= factors.cloud;
  return factor;
}

/**
 * The score of one page for the query: how well its title names the query, what the page is about (title,
 * description and URL, with its kind label when one of those holds a query word), its best heading and
 * the index's score, then its kind.
 */
export function pageScore(item: Rankable, query: AnalyzedQuery, bestIndexScore: number): number {
  const w = rerankWeights;
  const indexScore = bestIndexScore > 0 && item.score !== undefined ? item.score / bestIndexScore : 0;
  const title = titleMatch(query, item.meta.title);
  const own = [item.meta.title, item.meta.description, slug(item.url)].filter(Boolean).join(' ');
  // A kind label alone ("ingestion source" on every connector) does not make a page about the query.
  const about = coverage(query, own) > 0 ? coverage(query, `${own} ${item.meta.kind ?? ''}`) : 0;
  const heading = Math.max(0, ...(item.headings ?? []).map((h) => coverage(query, h)));
  const score =
    w.indexScore * indexScore +
    (title === 1 ? w.exactTitle : 0) +
    w.title * title ** 2 +
    w.about * about ** 2 +
    w.heading * heading ** 2;
  return score * kindFactor(item.url, query);
}

/** Indices of `items` in their new order (stable between equal scores). */
export function rerank(items: Rankable[], query: AnalyzedQuery): number[] {
  const best = Math.max(0, ...items.map((item) => item.score ?? 0));
  return items
    .map((item, index) => ({index, score: pageScore(item, query, best)}))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.index);
}
