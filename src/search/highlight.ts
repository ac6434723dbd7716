/** Highlighting helpers: everything shown as HTML is escaped except our own <mark> tags. */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Query words, lower-cased, longest first (so "glossary" marks before "glos"). */
export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter((w) => w.length > 0),
    ),
  ].sort((a, b) => b.length - a.length);
}

/** Escapes text and wraps the words that start with a query term in <mark>. */
export function markTerms(text: string, query: string): {value: string; matched: boolean} {
  const terms = queryTerms(query);
  if (terms.length === 0) return {value: escapeHtml(text), matched: false};
  const pattern = new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
  let matched = false;
  const value = text
    .split(pattern)
    .map((part, i) => {
      if (i % 2 === 1) {
        matched = true;
        return `<mark>${escapeHtml(part)}</mark>`;
      }
      return escapeHtml(part);
    })
    .join('');
  return {value, matched};
}

/**
 * Keeps a Pagefind excerpt's <mark> tags and neutralises any other markup,
 * so page text such as "<script>" shows as text and never runs.
 */
export function sanitizeExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<\/?mark>)/)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('');
}
