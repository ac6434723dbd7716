type Place = {origin: string; pathname: string; search: string};
type Link = Place & {hash: string; target: string; hasAttribute(name: string): boolean};

/**
 * The route (path, query and fragment) a link leads to when following it is a client-side navigation of
 * this site, as the framework's `<Link>` would do; null when the browser should follow it itself: another
 * origin, a new tab or download, an anchor on the same page, a path outside the site's base URL, or a
 * file (`/docs/quickstart.md`, an image).
 */
export function siteRoute(link: Link, here: Place, baseUrl: string): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== here.origin || !link.pathname.startsWith(baseUrl)) return null;
  if (link.pathname === here.pathname && link.search === here.search) return null;
  if (/\.[a-z0-9]+$/i.test(link.pathname)) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}
