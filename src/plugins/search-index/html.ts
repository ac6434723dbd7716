/**
 * Pure helpers of the search-index plugin: which built pages to index, at
 * which URL, and the Pagefind attributes to add to them. Kept free of I/O so
 * unit tests can check them on strings. Pages are read with htmlparser2, the
 * parser the built-site tests use (tests/site/built-site.ts).
 */
import {Parser} from 'htmlparser2';
import {generatedPageKind, pageInfo} from '../../search/pageKind';
import {contentWeight} from '../../search/weights';

/** What the index reads from a built page, found by an HTML parser (the built HTML is minified). */
interface PageParts {
  /** A client redirect page (`<meta http-equiv="refresh">`). */
  redirect: boolean;
  /** The `name` of each `<meta>` and the offset just after its `<meta`, where attributes can be added. */
  metas: {name: string; afterTagName: number}[];
  /** The offset of the end of the head (`</head>`, or where the body starts when it is left out). */
  headEnd?: number;
  /** The offset just after `<article` in the first article. */
  articleAfterTagName?: number;
  /** The text of each breadcrumb (`.breadcrumbs__link`), entities decoded. */
  breadcrumbs: string[];
}

// The last page read: the index asks about the same page three times (shouldIndex, pageSection, annotateForPagefind).
let lastRead: {html: string; parts: PageParts} | undefined;

function readPage(html: string): PageParts {
  if (lastRead?.html === html) return lastRead.parts;
  const parts: PageParts = {redirect: false, metas: [], breadcrumbs: []};
  let depth = 0;
  let breadcrumb: {depth: number; text: string} | undefined;
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      depth += 1;
      const afterTagName = parser.startIndex + 1 + name.length;
      if (name === 'meta') {
        if (attributes['http-equiv']?.toLowerCase() === 'refresh') parts.redirect = true;
        if (attributes.name !== undefined) parts.metas.push({name: attributes.name, afterTagName});
      }
      if (name === 'article') parts.articleAfterTagName ??= afterTagName;
      if (!breadcrumb && /(^|\s)breadcrumbs__link(\s|$)/.test(attributes.class ?? '')) breadcrumb = {depth, text: ''};
    },
    ontext(text) {
      if (breadcrumb) breadcrumb.text += text;
    },
    onclosetag(name) {
      if (name === 'head') parts.headEnd ??= parser.startIndex;
      if (breadcrumb?.depth === depth) {
        parts.breadcrumbs.push(breadcrumb.text.trim());
        breadcrumb = undefined;
      }
      depth -= 1;
    },
  });
  parser.end(html);
  lastRead = {html, parts};
  return parts;
}

/** Built files that are not pages a reader should land on from search. */
export function shouldIndex(relativePath: string, html: string): boolean {
  if (!relativePath.endsWith('.html')) return false;
  if (/^(404\.html|search\/|pagefind\/|__test__\/)/.test(relativePath)) return false;
  // Blog lists and tag pages repeat the articles' summaries; index the articles.
  if (/^learn\/(index\.html|archive\/|tags\/|authors\/|page\/)/.test(relativePath)) return false;
  return !readPage(html).redirect; // client redirect pages
}

/** "docs/quickstart/index.html" under base "/sub/" -> "/sub/docs/quickstart". */
export function pageUrl(relativePath: string, baseUrl: string): string {
  const path = relativePath.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `${baseUrl}${path}`;
}

/** The section a page belongs to: the first breadcrumb for docs, "Learn" for articles, else "Pages". */
export function pageSection(relativePath: string, html: string): string {
  if (relativePath.startsWith('learn/')) return 'Learn';
  if (relativePath.startsWith('docs/')) return readPage(html).breadcrumbs.find(Boolean) ?? 'Docs';
  return 'Pages';
}

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Pagefind's attributes for the Docusaurus search meta tags: filters, and the description as metadata. */
const META_ATTRIBUTES: Record<string, string> = {
  'docsearch:docusaurus_tag': 'data-pagefind-filter="docusaurus_tag[content]"',
  'docsearch:language': 'data-pagefind-filter="language[content]"',
  description: 'data-pagefind-meta="description[content]"',
};

/**
 * Marks the page for Pagefind: the Docusaurus search meta tags become filters
 * (so the browser can filter by the same tags DocSearch uses), the section
 * becomes metadata shown as the result group, the description and the kind of
 * page ("entity", "API tutorial", "sink", "release notes") become searchable
 * metadata, weighed in the browser (src/search/weights.ts), and the page's text
 * may count for less (`weight`, see pageWeight). The page is otherwise left as
 * it is: the attributes go in at the places the parser found.
 */
export function annotateForPagefind(
  html: string,
  section: string,
  options: {weight?: number; kind?: string} = {},
): string {
  const page = readPage(html);
  const insertions: {at: number; text: string}[] = [];
  const described = page.metas.find((meta) => meta.name === 'description');
  for (const meta of page.metas) {
    if (META_ATTRIBUTES[meta.name] && (meta.name !== 'description' || meta === described)) {
      insertions.push({at: meta.afterTagName, text: ` ${META_ATTRIBUTES[meta.name]}`});
    }
  }
  if (page.headEnd !== undefined) {
    const metas = [
      `<meta data-pagefind-meta="section[content]" name="search:section" content="${attribute(section)}">`,
      options.kind
        ? `<meta data-pagefind-meta="kind[content]" data-pagefind-filter="kind[content]" name="search:kind" content="${attribute(options.kind)}">`
        : '',
    ];
    insertions.push({at: page.headEnd, text: metas.join('')});
  }
  if (options.weight !== undefined && page.articleAfterTagName !== undefined) {
    insertions.push({at: page.articleAfterTagName, text: ` data-pagefind-weight="${options.weight}"`});
  }
  insertions.sort((a, b) => a.at - b.at);
  let annotated = '';
  let cursor = 0;
  for (const {at, text} of insertions) {
    annotated += html.slice(cursor, at) + text;
    cursor = at;
  }
  return annotated + html.slice(cursor);
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
