/**
 * Reads a built site the way a static host serves it: every HTML page with its URL, links, ids and head
 * metadata. Shared by the built-site checks (tests/site/*.test.ts).
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {Parser} from 'htmlparser2';

export interface Page {
  /** File under the build folder, with forward slashes: docs/quickstart/index.html. */
  file: string;
  /** The URL path a static host serves it at, under the base URL: /docs/quickstart. */
  path: string;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  /** A client-redirect page (meta refresh), not content. */
  redirect: boolean;
  ids: Set<string>;
  /** href and src values of links, scripts, stylesheets, images and sources (srcset entries split). */
  links: {attribute: string; value: string}[];
}

export function buildDir(): string {
  const dir = process.env.SITE_BUILD_DIR ?? '.test-build/root';
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(
      `No built site in ${dir}: build it first (npm test does; or npx docusaurus build --out-dir ${dir}).`,
    );
  }
  return dir;
}

/** The URL path of a built HTML file: index.html files answer at their folder, others at their name. */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/** The file a static host (and nginx's try_files in deploy/nginx) serves for a URL path, if any. */
export function resolvePath(dir: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const candidates =
    clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.find((c) => existsSync(join(dir, c)) && statSync(join(dir, c)).isFile());
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The <loc> URLs that the build's sitemap.xml lists, in its order. */
export function sitemapUrls(dir: string): string[] {
  const urls: string[] = [];
  let loc: string | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'loc') loc = '';
      },
      ontext(text) {
        if (loc !== undefined) loc += text;
      },
      onclosetag(name) {
        if (name === 'loc' && loc !== undefined) {
          urls.push(loc.trim());
          loc = undefined;
        }
      },
    },
    {xmlMode: true, decodeEntities: true},
  );
  parser.write(readFileSync(join(dir, 'sitemap.xml'), 'utf8'));
  parser.end();
  return urls;
}

const LINK_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
};

export function readPage(dir: string, file: string): Page {
  const page: Page = {
    file,
    path: urlPathOf(file),
    title: undefined,
    description: undefined,
    canonical: undefined,
    robots: undefined,
    redirect: false,
    ids: new Set(),
    links: [],
  };
  let inTitle = false;
  let inHead = true;
  let title = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) page.ids.add(attributes.id);
        if (name === 'body') inHead = false;
        if (name === 'title' && inHead) inTitle = true;
        if (name === 'meta') {
          if (attributes.name === 'description') page.description = attributes.content;
          if (attributes.name === 'robots') page.robots = attributes.content;
          if (attributes['http-equiv']?.toLowerCase() === 'refresh') page.redirect = true;
        }
        if (name === 'link' && attributes.rel === 'canonical') page.canonical = attributes.href;
        if (
          name === 'link' &&
          attributes.rel !== 'stylesheet' &&
          attributes.rel !== 'icon' &&
          attributes.rel !== 'preload' &&
          attributes.rel !== 'prefetch' &&
          attributes.rel !== 'alternate'
        ) {
          return; // canonical and hreflang-style links name the public origin, not a file
        }
        for (const attribute of LINK_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          if (value === undefined) continue;
          if (attribute === 'srcset') {
            for (const candidate of value.split(',')) {
              const url = candidate.trim().split(/\s+/)[0];
              if (url) page.links.push({attribute, value: url});
            }
          } else {
            page.links.push({attribute, value});
          }
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          page.title = title.trim();
        }
      },
    },
    {decodeEntities: true},
  );
  parser.write(readFileSync(join(dir, file), 'utf8'));
  parser.end();
  return page;
}
