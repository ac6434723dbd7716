/**
 * A crawl of the built site as a static host serves it: every internal link, anchor and asset of every page
 * resolves; sitemap.xml lists exactly the public pages; each public page has a unique title, a description
 * and a canonical URL to itself. Runs on the root test build (SITE_BUILD_DIR to point elsewhere).
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, htmlFiles, readPage, resolvePath, type Page} from './built-site';

const ORIGIN = process.env.SITE_URL ?? 'https://docs.datahub.com';
let dir: string;
let pages: Map<string, Page>;

before(() => {
  dir = buildDir();
  pages = new Map(htmlFiles(dir).map((file) => [file, readPage(dir, file)]));
});

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Pages a reader or a search engine should find: not the 404 page, a redirect stub or a noindex page. */
function publicPages(): Page[] {
  return [...pages.values()].filter(
    (page) => page.file !== '404.html' && !page.redirect && !/noindex/.test(page.robots ?? ''),
  );
}

/** The internal target of a link on a page, or undefined for outside links and non-page schemes. */
function internalTarget(page: Page, value: string): URL | undefined {
  if (/^(mailto|tel|javascript|data|blob):/i.test(value)) return undefined;
  const base = new URL(page.path.endsWith('/') ? page.path : `${page.path}/`, ORIGIN);
  // Docusaurus pages are folders (docs/x/index.html), so relative links resolve from the folder.
  const url = new URL(value, page.file.endsWith('index.html') ? base : new URL(page.path, ORIGIN));
  return url.origin === new URL(ORIGIN).origin ? url : undefined;
}

test('every internal link, anchor and asset of every page resolves', () => {
  const broken: string[] = [];
  let checked = 0;
  const idsOf = new Map<string, Set<string>>();
  for (const page of pages.values()) idsOf.set(page.file, page.ids);
  for (const page of pages.values()) {
    if (page.redirect) continue;
    for (const {value} of page.links) {
      const url = internalTarget(page, value);
      if (!url) continue;
      checked++;
      const file = resolvePath(dir, url.pathname);
      if (!file) {
        broken.push(`${page.file}: ${value} (no file for ${url.pathname})`);
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && file.endsWith('.html') && !idsOf.get(file)?.has(hash)) {
        broken.push(`${page.file}: ${value} (no element with id "${hash}" in ${file})`);
      }
    }
  }
  assert.ok(checked > 10_000, `only ${checked} links checked`);
  assert.deepEqual(broken.slice(0, 30), [], `${broken.length} broken links`);
});

test('every client redirect stub points at a page that exists', () => {
  const stubs = [...pages.values()].filter((page) => page.redirect);
  assert.ok(stubs.length >= 1, 'the redirect from the old remote-executor setup page is missing');
  for (const stub of stubs) {
    const html = readFileSync(join(dir, stub.file), 'utf8');
    const target = html.match(/http-equiv="refresh" content="0; url=([^"]+)"/)?.[1];
    assert.ok(target, `${stub.file}: no refresh target`);
    assert.ok(
      resolvePath(dir, new URL(target, ORIGIN).pathname),
      `${stub.file} redirects to ${target}, which is missing`,
    );
  }
});

test('sitemap.xml lists every public page and nothing else', () => {
  const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const outside = listed.filter((loc) => !loc.startsWith(ORIGIN));
  assert.deepEqual(outside, [], 'sitemap entries on another origin');
  const inSitemap = new Set(listed.map((loc) => normalise(new URL(loc).pathname)));
  assert.equal(inSitemap.size, listed.length, 'the sitemap lists a page twice');
  const expected = new Set(publicPages().map((page) => normalise(page.path)));
  const missing = [...expected].filter((path) => !inSitemap.has(path));
  const extra = [...inSitemap].filter((path) => !expected.has(path));
  assert.deepEqual(missing.slice(0, 20), [], `${missing.length} public pages missing from sitemap.xml`);
  assert.deepEqual(extra.slice(0, 20), [], `${extra.length} sitemap entries that are not public pages`);
});

test('every public page has a unique title, a description and a canonical URL to itself', () => {
  const byTitle = new Map<string, string[]>();
  const problems: string[] = [];
  for (const page of publicPages()) {
    if (!page.title) problems.push(`${page.file}: no <title>`);
    else byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.file]);
    if (!page.description?.trim()) problems.push(`${page.file}: no meta description`);
    const canonical = page.canonical && normalise(new URL(page.canonical).pathname);
    if (!page.canonical?.startsWith(ORIGIN) || canonical !== normalise(page.path)) {
      problems.push(`${page.file}: canonical ${page.canonical ?? 'missing'} is not ${ORIGIN}${page.path}`);
    }
  }
  for (const [title, files] of byTitle) {
    if (files.length > 1) problems.push(`title "${title}" on ${files.length} pages: ${files.slice(0, 4).join(', ')}`);
  }
  assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems`);
});
