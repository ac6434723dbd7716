import {createHash} from 'node:crypto';
import {cp, mkdir, readdir, readFile, rename, rm, stat} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {basename, join, relative} from 'node:path';
import {
  annotateForPagefind,
  excludedSelectors,
  pageKindLabel,
  pageSection,
  pageUrl,
  pageWeight,
  shouldIndex,
} from './html';

/** Pages handed to Pagefind at once: its indexer works on several while the next are read and sent. */
const CONCURRENT_PAGES = 4;

/** Pagefind's version: a new release may write a different index from the same pages. */
async function pagefindVersion(): Promise<string> {
  // The package exports no CommonJS entry and no package.json: look where Node's resolution would.
  for (const modules of createRequire(import.meta.url).resolve.paths('pagefind') ?? []) {
    const manifest = await readFile(join(modules, 'pagefind', 'package.json'), 'utf8').catch(() => undefined);
    if (manifest) return String((JSON.parse(manifest) as {version?: string}).version);
  }
  throw new Error('Pagefind is not installed (no node_modules/pagefind/package.json)');
}

interface IndexedPage {
  /** The built file, for messages. */
  file: string;
  url: string;
  content: string;
}

/** The built pages to index, as Pagefind gets them (annotated), in a stable order. */
async function pagesToIndex(outDir: string, baseUrl: string): Promise<IndexedPage[]> {
  const files = (await readdir(outDir, {recursive: true}))
    .map((name) => String(name).split('\\').join('/'))
    .filter((name) => name.endsWith('.html'))
    .sort();
  const pages: IndexedPage[] = [];
  for (const file of files) {
    const html = await readFile(join(outDir, file), 'utf8');
    if (!shouldIndex(file, html)) continue;
    pages.push({
      file,
      url: pageUrl(file, baseUrl),
      content: annotateForPagefind(html, pageSection(file, html), {
        weight: pageWeight(file),
        kind: pageKindLabel(file),
      }),
    });
  }
  return pages;
}

/** Script and stylesheet tags: Pagefind reads neither, and their URLs change with every build. */
const SCRIPTS_AND_LINKS = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<link\b[^>]*>/gi;

/**
 * What the index is made from: every page as Pagefind reads it, Pagefind's version and its options. The
 * same key gives the same index, so a build whose pages' text did not change copies the last index (about
 * 4 s) instead of indexing again (about 13 s on 2 cores). Script and stylesheet tags are left out of the
 * key: the scripts' names carry the build's hash (src/plugins/chunk-file-names), so they change whenever any
 * code does, and Pagefind does not read them.
 */
function indexKey(pages: IndexedPage[], version: string): string {
  const hash = createHash('sha256').update(JSON.stringify({version, excludedSelectors, language: 'en'}));
  for (const {url, content} of pages)
    hash.update('\0').update(url).update('\0').update(content.replace(SCRIPTS_AND_LINKS, ''));
  return hash.digest('hex').slice(0, 32);
}

async function indexWithPagefind(pages: IndexedPage[], outputPath: string): Promise<void> {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({excludeSelectors: excludedSelectors, forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    let next = 0;
    let failed = false;
    const lane = async () => {
      while (next < pages.length && !failed) {
        const {file, url, content} = pages[next++]!;
        const added = await index.addHTMLFile({url, content});
        if (added.errors.length > 0) {
          failed = true;
          throw new Error(`could not index ${file}: ${added.errors.join('; ')}`);
        }
      }
    };
    await Promise.all(Array.from({length: CONCURRENT_PAGES}, lane));
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) throw new Error(`could not write the index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}

/**
 * Keeps `dir` as the cache's one entry for `key` (the index of the last build), replacing older entries.
 * Best effort: a cache that cannot be written costs the next build time, not this one its index.
 */
async function keepInCache(cacheDir: string, key: string, dir: string): Promise<void> {
  const entry = join(cacheDir, key);
  const temp = join(cacheDir, `.${key}.${process.pid}.tmp`);
  try {
    await mkdir(cacheDir, {recursive: true});
    await cp(dir, temp, {recursive: true});
    for (const name of await readdir(cacheDir))
      if (name !== basename(temp)) await rm(join(cacheDir, name), {recursive: true, force: true});
    await rename(temp, entry);
  } catch {
    await rm(temp, {recursive: true, force: true});
  }
}

/**
 * Indexes the built site with Pagefind into <outDir>/pagefind. The index is written to a staging folder
 * and moved in whole, so a failure leaves no half-written index. With `cacheDir`, the last build's index
 * is kept there and copied when the pages and Pagefind are the same (see indexKey). Run by the plugin in
 * its own Node process:
 *   node --import tsx src/plugins/search-index/buildIndex.ts <outDir> <baseUrl> [<cache dir>]
 */
export async function buildSearchIndex(
  outDir: string,
  baseUrl: string,
  {cacheDir}: {cacheDir?: string} = {},
): Promise<{pages: number; ms: number; cached: boolean}> {
  const started = Date.now();
  const pages = await pagesToIndex(outDir, baseUrl);
  const key = indexKey(pages, await pagefindVersion());
  const cached = cacheDir ? join(cacheDir, key) : undefined;
  const target = join(outDir, 'pagefind');
  const staging = join(outDir, '.pagefind-staging');
  await rm(staging, {recursive: true, force: true});
  let fromCache = false;
  try {
    if (cached && (await stat(cached).catch(() => undefined))?.isDirectory()) {
      await cp(cached, staging, {recursive: true});
      fromCache = true;
    } else {
      await indexWithPagefind(pages, staging);
      if (cacheDir) await keepInCache(cacheDir, key, staging);
    }
  } catch (error) {
    await rm(staging, {recursive: true, force: true});
    throw error;
  }
  await rm(target, {recursive: true, force: true});
  await rename(staging, target);
  return {pages: pages.length, ms: Date.now() - started, cached: fromCache};
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [outDir, baseUrl, cacheDir] = process.argv.slice(2);
  buildSearchIndex(outDir, baseUrl, {cacheDir})
    .then(({pages, ms, cached}) =>
      console.log(
        `[search-index] Indexed ${pages} pages into ${relative(process.cwd(), join(outDir, 'pagefind'))} in ${ms} ms` +
          (cached ? ' (the pages had not changed since the last build: its index copied).' : '.'),
      ),
    )
    .catch((error: Error) => {
      console.error(`[search-index] ${error.message}`);
      process.exit(1);
    });
}
