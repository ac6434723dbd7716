import {createHash} from 'node:crypto';
import {copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {basename, dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
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

/** The version of an installed package: a new release of Pagefind may write another index from the same pages. */
async function packageVersion(name: string): Promise<string> {
  // Pagefind exports no CommonJS entry and no package.json: look where Node's resolution would.
  for (const modules of createRequire(import.meta.url).resolve.paths(name) ?? []) {
    const manifest = await readFile(join(modules, name, 'package.json'), 'utf8').catch(() => undefined);
    if (manifest) return String((JSON.parse(manifest) as {version?: string}).version);
  }
  throw new Error(`${name} is not installed (no node_modules/${name}/package.json)`);
}

/**
 * The modules whose code decides what Pagefind is given for a page (this file, html.ts and what it
 * imports, relative to this folder), part of the cache key. tests/unit/search-index-cache.test.ts checks
 * the list against their imports.
 */
export const INDEXER_MODULES = [
  'buildIndex.ts',
  'html.ts',
  '../../search/pageKind.ts',
  '../../search/weights.ts',
  '../../theme/ThemeProvider/TitleFormatter/qualifiers.ts',
];

interface BuiltPage {
  /** The built file, relative to the build folder, with forward slashes. */
  file: string;
  html: string;
}

interface IndexedPage {
  /** The built file, for messages. */
  file: string;
  url: string;
  content: string;
}

/** Every HTML file of the build, in a stable order. */
async function builtPages(outDir: string): Promise<BuiltPage[]> {
  const files = (await readdir(outDir, {recursive: true}))
    .map((name) => String(name).split('\\').join('/'))
    .filter((name) => name.endsWith('.html'))
    .sort();
  return Promise.all(files.map(async (file) => ({file, html: await readFile(join(outDir, file), 'utf8')})));
}

/** The built pages to index, as Pagefind gets them (annotated). */
function pagesToIndex(built: BuiltPage[], baseUrl: string): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const {file, html} of built) {
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
 * What the index is made from: every built HTML file as it is (which pages are indexed, and how they are
 * annotated, follows from their HTML and path), the base URL, the code that reads and annotates them
 * (INDEXER_MODULES), the versions of Pagefind and of the HTML parser, and Pagefind's options. The same key
 * gives the same index, so a build whose pages' text did not change copies the last index (about 1 s)
 * instead of indexing again (about 13 s on 2 cores). Keyed on the files rather than on the annotated pages,
 * so that a hit does not parse 60 MB of HTML (3 s). Script and stylesheet tags are left out of the key: the
 * scripts' names carry the build's hash (src/plugins/chunk-file-names), so they change whenever any code
 * does, and Pagefind does not read them.
 */
async function indexKey(built: BuiltPage[], baseUrl: string): Promise<string> {
  const here = dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256').update(
    JSON.stringify({
      pagefind: await packageVersion('pagefind'),
      htmlparser2: await packageVersion('htmlparser2'),
      excludedSelectors,
      language: 'en',
      baseUrl,
    }),
  );
  for (const module of INDEXER_MODULES) hash.update('\0').update(await readFile(join(here, module)));
  for (const {file, html} of built)
    hash.update('\0').update(file).update('\0').update(html.replace(SCRIPTS_AND_LINKS, ''));
  return hash.digest('hex').slice(0, 32);
}

/**
 * Copies a folder of files, several at a time (fs.cp checks each file in turn: 2 s for the index's 1,150
 * files here, this 0.3 s).
 */
async function copyFolder(from: string, to: string): Promise<void> {
  const entries = await readdir(from, {recursive: true, withFileTypes: true});
  await mkdir(to, {recursive: true});
  for (const entry of entries)
    if (entry.isDirectory())
      await mkdir(join(to, relative(from, join(entry.parentPath, entry.name))), {recursive: true});
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(from, join(entry.parentPath, entry.name)));
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(join(from, file), join(to, file));
    }
  };
  await Promise.all(Array.from({length: 16}, lane));
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

/** A cache entry: the index's folder, and how many pages it holds (for the build's message). */
const entryIndex = (entry: string) => join(entry, 'index');
const entryPageCount = (entry: string) => join(entry, 'pages.txt');

/**
 * Keeps `dir` as the cache's one entry for `key` (the index of the last build), replacing older entries.
 * Best effort: a cache that cannot be written costs the next build time, not this one its index.
 */
async function keepInCache(cacheDir: string, key: string, dir: string, pages: number): Promise<void> {
  const temp = join(cacheDir, `.${key}.${process.pid}.tmp`);
  try {
    await mkdir(cacheDir, {recursive: true});
    await copyFolder(dir, entryIndex(temp));
    await writeFile(entryPageCount(temp), String(pages));
    for (const name of await readdir(cacheDir))
      if (name !== basename(temp)) await rm(join(cacheDir, name), {recursive: true, force: true});
    await rename(temp, join(cacheDir, key));
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
  const built = await builtPages(outDir);
  const key = await indexKey(built, baseUrl);
  const cached = cacheDir ? join(cacheDir, key) : undefined;
  const target = join(outDir, 'pagefind');
  const staging = join(outDir, '.pagefind-staging');
  await rm(staging, {recursive: true, force: true});
  let fromCache = false;
  let pageCount: number;
  try {
    const cachedPages = cached && Number(await readFile(entryPageCount(cached), 'utf8').catch(() => NaN));
    if (
      cached &&
      Number.isInteger(cachedPages) &&
      (await stat(entryIndex(cached)).catch(() => undefined))?.isDirectory()
    ) {
      await copyFolder(entryIndex(cached), staging);
      fromCache = true;
      pageCount = cachedPages as number;
    } else {
      const pages = pagesToIndex(built, baseUrl);
      pageCount = pages.length;
      await indexWithPagefind(pages, staging);
      if (cacheDir) await keepInCache(cacheDir, key, staging, pageCount);
    }
  } catch (error) {
    await rm(staging, {recursive: true, force: true});
    throw error;
  }
  await rm(target, {recursive: true, force: true});
  await rename(staging, target);
  return {pages: pageCount, ms: Date.now() - started, cached: fromCache};
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
