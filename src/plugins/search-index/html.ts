/**
 * Pure helpers of the search-index plugin: which built pages to index, at
 * which URL, and the Pagefind attributes to add to them. Kept free of I/O so
 * unit tests can check them on strings.
 */
import {generatedPageKind, pageInfo} from '../../search/pageKind';
import {contentWeight} from '../../search/weights';

/** Built files that are not pages a reader should land on from search. */
export function shouldIndex(relativePath: string, html: string): boolean {
  if (!relativePath.endsWith('.html')) return false;
  if (/^(404\.html|search\/|pagefind\/|__test__\/)/.test(relativePath)) return false;
  // Blog lists and tag pages repeat the articles' summaries; index the articles.
  if (/^learn\/(index\.html|archive\/|tags\/|authors\/|page\/)/.test(relativePath)) return false;
  if (/<meta http-equiv="?refresh/i.test(html)) return false; // client redirect pages
  return true;
}

/** "docs/quickstart/index.html" under base "/sub/" -> "/sub/docs/quickstart". */
export function pageUrl(relativePath: string, baseUrl: string): string {
  const path = relativePath.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `${baseUrl}${path}`;
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The section a page belongs to: the first breadcrumb for docs, "Learn" for articles, else "Pages". */
export function pageSection(relativePath: string, html: string): string {
  if (relativePath.startsWith('learn/')) return 'Learn';
  if (relativePath.startsWith('docs/')) {
    const crumbs = [...html.matchAll(/class="?breadcrumbs__link\b[^>]*>(?:<span[^>]*>)?([^<]+)</g)].map((m) =>
      decodeEntities(m[1]).trim(),
    );
    return crumbs.find(Boolean) ?? 'Docs';
  }
  return 'Pages';
}

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Marks the page for Pagefind: the Docusaurus search meta tags become filters
 * (so the browser can filter by the same tags DocSearch uses), the section
 * becomes metadata shown as the result group, the description and the kind of
 * page ("entity", "API tutorial", "sink", "release notes") become searchable
 * metadata, weighed in the browser (src/search/weights.ts), and the page's text
 * may count for less (`weight`, see pageWeight).
 */
export function annotateForPagefind(
  html: string,
  section: string,
  options: {weight?: number; kind?: string} = {},
): string {
  // The built HTML is minified: attribute values may or may not be quoted.
  const withFilters = html
    .replace(
      /<meta(?=[^>]*\bname="?docsearch:docusaurus_tag[\s"/>])/g,
      '<meta data-pagefind-filter="docusaurus_tag[content]"',
    )
    .replace(/<meta(?=[^>]*\bname="?docsearch:language[\s"/>])/g, '<meta data-pagefind-filter="language[content]"')
    .replace(/<meta(?=[^>]*\bname="?description[\s"/>])/, '<meta data-pagefind-meta="description[content]"');
  const metas = [
    `<meta data-pagefind-meta="section[content]" name="search:section" content="${attribute(section)}">`,
    options.kind
      ? `<meta data-pagefind-meta="kind[content]" data-pagefind-filter="kind[content]" name="search:kind" content="${attribute(options.kind)}">`
      : '',
  ].join('');
  const annotated = withFilters.replace(/<\/head>/, `${metas}</head>`);
  return options.weight === undefined
    ? annotated
    : annotated.replace(/<article\b/, `<article data-pagefind-weight="${options.weight}"`);
}

/**
 * How much a page's text counts in search, by its kind (src/search/weights.ts, contentWeight), in any
 * version; undefined for pages that count fully (weight 1). Generated reference pages match many queries
 * by name (a GraphQL type or an entity called "Data Contract") and release notes mention every feature in
 * passing, so the guides that explain a concept come first.
 */
export function pageWeight(relativePath: string): number | undefined {
  const generated = generatedPageKind(relativePath);
  return (generated && contentWeight[generated]) ?? contentWeight[pageInfo(relativePath).kind];
}

/** The kind label a page is found by as well as by its words ("entity", "sink", "release notes"). */
export function pageKindLabel(relativePath: string): string | undefined {
  return pageInfo(relativePath).label;
}

/** Everything around the content: menus, navigation aids and chrome never become search text. */
export const excludedSelectors = [
  'nav',
  'footer',
  'aside',
  'script',
  'style',
  'button',
  '.navbar',
  '.navbar-sidebar',
  '.theme-announcement-bar',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  '.pagination-nav',
  '.hash-link',
  '.docusaurus-mermaid-container',
  '[href="#__docusaurus_skipToContent_fallback"]',
];
