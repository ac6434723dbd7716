import {generatedPageKind} from './generatedPages';
import {queryTerms} from './highlight';

/**
 * A second ranking pass over the embedded index's best results, so that
 * titles outrank body text: a page titled exactly like the query comes first
 * ("Snowflake" for "snowflake"), then pages whose title holds every query
 * word, then the rest in the index's order. Generated reference pages give
 * way to guides within each tier: they match many queries by name but rarely
 * explain the concept. GraphQL type pages always do; ingestion source and
 * entity pages keep their place when their title is exactly the query
 * ("Snowflake"), and give way otherwise ("data contract" wants the guide
 * before the ODCS connector).
 */
export interface Rankable {
  url: string;
  meta: {title?: string};
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);

export function titleTier(title: string, query: string): 0 | 1 | 2 {
  const terms = queryTerms(query);
  if (terms.length === 0) return 2;
  const titleWords = words(title);
  if (titleWords.join(' ') === words(query).join(' ')) return 0;
  const hasAll = terms.every((term) =>
    titleWords.some((word) => word.startsWith(term) || (term.startsWith(word) && word.length >= 4)),
  );
  return hasAll ? 1 : 2;
}

/** Indices of `items` in their new order (stable within equal ranks). */
export function rerank(items: Rankable[], query: string): number[] {
  return items
    .map((item, index) => {
      const tier = titleTier(item.meta.title ?? '', query);
      const kind = generatedPageKind(item.url);
      const generated = kind === 'graphql' || (tier > 0 && kind !== undefined);
      return {index, tier, reference: generated ? 1 : 0};
    })
    .sort((a, b) => a.tier - b.tier || a.reference - b.reference || a.index - b.index)
    .map((entry) => entry.index);
}
