/** Highlighting helpers: everything shown as HTML is escaped except our own <mark> tags. */
import {isStopWord} from './query';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Words to mark for a query, lower-cased, longest first (so "glossary" marks before "glos"). Stop words
 * ("how", "do", "in", "the") are never marked: they are not what the reader is looking for.
 */
export function queryTerms(query: string | readonly string[]): string[] {
  const list = typeof query === 'string' ? query.toLowerCase().split(/[^\p{L}\p{N}_]+/u) : query;
  return [...new Set(list.map((w) => w.toLowerCase()).filter((w) => w.length > 0 && !isStopWord(w)))].sort(
    (a, b) => b.length - a.length,
  );
}

/** Escapes text and wraps the words that start with a query term in <mark>. */
export function markTerms(text: string, query: string | readonly string[]): {value: string; matched: boolean} {
  const terms = queryTerms(query);
  if (terms.length === 0) return {value: escapeHtml(text), matched: false};
  const pattern = new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
  let matched = false;
  const parts = text.split(pattern);
  const value = parts
    .map((part, i) => {
      // A term marks the start of a word only: "in" never marks the middle of "joining".
      if (i % 2 === 1 && !/[\p{L}\p{N}_]$/u.test(parts[i - 1])) {
        matched = true;
        return `<mark>${escapeHtml(part)}</mark>`;
      }
      return escapeHtml(part);
    })
    .join('');
  return {value, matched};
}

/**
 * Keeps a Pagefind excerpt's <mark> tags and neutralises any other markup, so page text such as
 * "<script>" shows as text and never runs. A marked stop word loses its mark.
 */
export function sanitizeExcerpt(excerpt: string): string {
  const parts = excerpt.split(/(<mark>[^<]*<\/mark>|<\/?mark>)/);
  return parts
    .map((part) => {
      const marked = part.match(/^<mark>([^<]*)<\/mark>$/);
      if (marked) {
        const inner = marked[1].replace(/</g, '&lt;').replace(/>/g, '&gt;');
        return isStopWord(marked[1].trim().replace(/[^\p{L}\p{N}_]/gu, '')) ? inner : `<mark>${inner}</mark>`;
      }
      return part === '<mark>' || part === '</mark>' ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    })
    .join('');
}
