/**
 * Where a page's Markdown copy lives. Shared by the build (which writes the
 * copies) and the page actions menu (which links to them), so it must stay free
 * of Node imports.
 */

/**
 * The URL path of a page's Markdown copy, beside its HTML:
 * "/docs/quickstart" -> "/docs/quickstart.md", "/sub/docs/" -> "/sub/docs/index.md".
 */
export function markdownPathFor(permalink: string): string {
  const path = permalink.split(/[?#]/)[0];
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/**
 * The attributes of the head link that names a page's Markdown copy, for agents that read the HTML:
 * <link rel="alternate" type="text/markdown" href="/docs/quickstart.md">. nginx sends the same as a Link
 * header (deploy/nginx/datahub-docs.conf).
 */
export function markdownAlternate(permalink: string): {rel: 'alternate'; type: 'text/markdown'; href: string} {
  return {rel: 'alternate', type: 'text/markdown', href: markdownPathFor(permalink)};
}

/** The file of a page's Markdown copy, relative to the build folder: "/sub/docs/x" under "/sub/" -> "docs/x.md". */
export function markdownFileFor(permalink: string, baseUrl: string): string {
  const urlPath = markdownPathFor(permalink);
  if (!urlPath.startsWith(baseUrl)) {
    throw new Error(`The page ${permalink} is not under the base URL ${baseUrl}.`);
  }
  return decodeURIComponent(urlPath.slice(baseUrl.length));
}

/** An absolute URL from the site origin ("https://host", no slash at the end) and a root-relative path. */
export function absoluteUrl(siteOrigin: string, path: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
