/**
 * How links and images written in a doc's source become absolute URLs in its
 * Markdown copy. Pure: the caller gives the map of source files to pages and
 * the list of built assets.
 */
import {basename, dirname, extname, resolve} from 'node:path';
import {absoluteUrl} from './urls';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Prefixes the base URL to a root-relative path the way Docusaurus links do. */
export function withBaseUrl(path: string, baseUrl: string): string {
  return path.startsWith(baseUrl) ? path : `${baseUrl}${path.replace(/^\/+/, '')}`;
}

export interface LinkResolverOptions {
  /** Absolute path of the doc's source file. */
  sourceFile: string;
  /** Absolute URL of the doc's HTML page. */
  pageUrl: string;
  siteOrigin: string;
  baseUrl: string;
  /** Absolute source file path -> permalink (with base URL), for every page a doc may link to by file. */
  permalinkBySource: ReadonlyMap<string, string>;
}

/**
 * - `https:`, `mailto:` and other schemes: unchanged (`pathname://` is Docusaurus' "not a route" marker: dropped);
 * - `#anchor`: the anchor on this page;
 * - `./other.md#x`, `../a/b.mdx`: the page made from that file;
 * - `/docs/x`: under the base URL, on the site origin;
 * - anything else relative: relative to this page's URL.
 */
export function createLinkResolver(options: LinkResolverOptions): (href: string) => string {
  const {sourceFile, pageUrl, siteOrigin, baseUrl, permalinkBySource} = options;
  return (raw) => {
    const href = raw.trim();
    if (!href) return pageUrl;
    if (href.startsWith('pathname://'))
      return absoluteUrl(siteOrigin, withBaseUrl(href.slice('pathname://'.length), baseUrl));
    if (SCHEME.test(href)) return href;
    if (href.startsWith('//')) return `https:${href}`;
    if (href.startsWith('#')) return `${pageUrl.split('#')[0]}${href}`;
    const [, path, suffix = ''] = /^([^?#]*)(.*)$/.exec(href)!;
    if (/\.mdx?$/i.test(path) && !path.startsWith('/')) {
      let decoded = path;
      try {
        decoded = decodeURI(path);
      } catch {
        // keep the path as written
      }
      const permalink = permalinkBySource.get(resolve(dirname(sourceFile), decoded));
      if (permalink) return absoluteUrl(siteOrigin, `${permalink}${suffix}`);
    }
    if (href.startsWith('/')) return absoluteUrl(siteOrigin, withBaseUrl(href, baseUrl));
    return new URL(href, pageUrl).href;
  };
}

export interface ImageResolverOptions {
  sourceFile: string;
  siteOrigin: string;
  baseUrl: string;
  /** Built files under assets/, as paths relative to the build folder with forward slashes. */
  builtAssets: readonly string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Images: absolute URLs stay; root-relative paths are static files under the base URL; a
 * file next to the doc is found among the built assets by name (ideal-image writes
 * `assets/ideal-img/<name>.<hash>.<width>.<ext>`, the largest width is taken; Markdown
 * images are `assets/images/<name>-<hash>.<ext>`). Unknown: undefined.
 */
export function createImageResolver(options: ImageResolverOptions): (src: string) => string | undefined {
  const {siteOrigin, baseUrl, builtAssets} = options;
  return (raw) => {
    const src = raw.trim().replace(/^@site\/static\//, '/');
    if (!src) return undefined;
    if (/^https?:\/\//i.test(src)) return src;
    if (src.startsWith('/')) return absoluteUrl(siteOrigin, withBaseUrl(src, baseUrl));
    const file = src.split(/[?#]/)[0];
    const ext = extname(file);
    const name = escapeRegExp(basename(file, ext));
    const e = escapeRegExp(ext.slice(1));
    const ideal = new RegExp(`^assets/ideal-img/${name}\\.[0-9a-f]+\\.(\\d+)\\.${e}$`, 'i');
    const plain = new RegExp(`^assets/images/${name}-[0-9a-f]+\\.${e}$`, 'i');
    let best: {path: string; width: number} | undefined;
    for (const path of builtAssets) {
      const width = ideal.exec(path)?.[1];
      if (width && (!best || Number(width) > best.width)) best = {path, width: Number(width)};
    }
    const found = best?.path ?? builtAssets.find((path) => plain.test(path));
    return found ? absoluteUrl(siteOrigin, `${baseUrl}${found}`) : undefined;
  };
}
