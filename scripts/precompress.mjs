#!/usr/bin/env node
// Writes file.gz (gzip, level 9) and file.br (brotli, quality 10 for assets, 5 for pages) beside every compressible file of a
// built site, for servers and CDNs that send a file's precompressed copy instead of compressing it on
// each request (nginx: gzip_static and brotli_static, see deploy/nginx/datahub-docs.conf).
//   node scripts/precompress.mjs <build dir>
// Run by scripts/post-build.mjs after `docusaurus build` (not from a plugin's postBuild: the framework
// runs every plugin's postBuild at the same time, so a plugin could not wait for the Markdown copies
// and the search index to be written).
import {createHash, randomBytes} from 'node:crypto';
import {constants as fsConstants} from 'node:fs';
import {copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile} from 'node:fs/promises';
import {basename, dirname, join, relative} from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** Text formats (and SVG) worth compressing. Source maps are left out: the build ships none. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|md|txt|xml)$/i;
/** Below this size a compressed copy saves less than the headers of a response. */
export const MIN_SIZE = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli's quality for a file (path relative to the build). Measured on main.js (530 KB): quality 5 or 9
 * gives 127 KB in 60 ms, 10 gives 119 KB in 550 ms, 11 gives 117 KB in 1,500 ms. `assets/` (named by
 * content hash, cached for good, the bulk of every page load) gets 10; the HTML and Markdown a build
 * rewrites every time (2,000 files here) get 5. Quality 11 everywhere made this step take over two minutes
 * on 2 cores; 10 for assets alone takes about 15 s.
 */
export const brotliQuality = (relativePath) => (/^assets[\\/]/.test(relativePath) ? 10 : 5);

/**
 * The two encodings: file suffix, how to compress a file's bytes (path relative to the build), and the
 * settings that decide the bytes (part of the cache key: a change of level or quality misses the cache).
 */
export const ENCODINGS = [
  {suffix: '.gz', settings: () => 'gzip-9', compress: (data) => gzip(data, {level: 9})},
  {
    suffix: '.br',
    settings: (relativePath) => `brotli-${brotliQuality(relativePath)}-text-${process.versions.brotli ?? ''}`,
    compress: (data, relativePath) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(relativePath),
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
];

/** Compressed already (Pagefind writes its index files gzipped, whatever their name): nothing to gain. */
const isGzipped = (data) => data.length > 2 && data[0] === 0x1f && data[1] === 0x8b;

/** A temporary name beside the target; it starts with a dot, which deploy/nginx never serves. */
const tempName = (target) => join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);

/**
 * Writes data to target through a temporary file and a rename, so the target is either the old file or
 * the whole new one; on failure the temporary file is removed.
 * @param {string} target
 * @param {Buffer | string} data
 * @param {(file: string, data: Buffer | string) => Promise<void>} [write]
 */
export async function writeAtomic(target, data, write = writeFile) {
  const temp = tempName(target);
  try {
    await write(temp, data);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, {force: true});
    throw error;
  }
}

/**
 * writeAtomic's write for a cache hit: `source` is the entry's path. A hard link to the entry, so that no
 * bytes are copied (6,544 copies of a warm build: 5.3 s, of which 5.3 s in the kernel, against 2.3 to 3.3 s
 * linked); a copy where the build and the cache are on different file systems. The build's copy and the
 * entry are then one file: nothing here writes into a file in place (writeAtomic replaces it by a rename),
 * and neither should anything after the build.
 */
const copyCacheEntry = (temp, source) =>
  link(source, temp).catch(() => copyFile(source, temp, fsConstants.COPYFILE_FICLONE));

/** Where `npm run build` keeps the copies of earlier builds, beside the bundler's cache. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/precompress';
/** The cache keeps what the last builds used, up to this size; the least recently used go first. */
export const CACHE_LIMIT = 512 * 1024 * 1024;
/**
 * Files in progress at once. A warm build finds nearly every copy in the cache, and then this step is a
 * dozen small file operations per file; with one file per core, 3,300 files took 9 to 10 s, with this many
 * 4 s. Compression runs on libuv's thread pool (4 threads), so more files in flight do not oversubscribe
 * the cores.
 */
export const FILES_IN_FLIGHT = 16;

/**
 * The compressed copies of earlier runs, named by the hash of the file's bytes and the encoding's
 * settings: a build that rewrites a page with the same bytes (most of them: names of assets are content
 * hashes, and pages change only when their source does) copies the earlier result instead of compressing
 * again, which is most of this step's 20 s. A hit is linked (or copied) file to file, and touched, so the trim after
 * a run removes the entries unused the longest. Nothing here is trusted beyond its name: an entry is written whole (writeAtomic) or
 * not at all, and a missing or unreadable one is a miss.
 */
class CompressedCache {
  hits = 0;
  constructor(dir) {
    this.dir = dir;
  }

  /** The entry of a file's copy: `digest` is the sha256 of the file's bytes (computed once for both encodings). */
  entry(digest, settings) {
    return join(this.dir, createHash('sha256').update(settings).update('\0').update(digest).digest('hex'));
  }

  /**
   * The size of the entry, or undefined when there is none (or it is empty: gzip and brotli output never
   * is, so an empty entry is damaged, not a result).
   */
  async size(file) {
    const info = await stat(file).catch(() => undefined);
    return info?.size || undefined;
  }

  /** Counts a hit and touches the entry, for the trim. */
  async used(file) {
    this.hits += 1;
    const now = new Date();
    await utimes(file, now, now).catch(() => {});
  }

  async put(file, data) {
    await mkdir(this.dir, {recursive: true});
    await writeAtomic(file, data).catch(() => {});
  }

  /** Removes the least recently used entries past `limit` bytes. */
  async trim(limit) {
    const names = await readdir(this.dir).catch(() => []);
    const entries = (
      await Promise.all(names.map(async (name) => ({name, ...(await stat(join(this.dir, name)).catch(() => ({})))})))
    )
      .filter((entry) => entry.size !== undefined)
      .sort((a, b) => b.mtimeMs - a.mtimeMs);
    let total = 0;
    for (const entry of entries) {
      total += entry.size;
      if (total > limit) await rm(join(this.dir, entry.name), {force: true});
    }
  }
}

/** The files under dir that get compressed copies, largest first (so the longest jobs start first). */
async function candidates(dir, minSize) {
  const names = (await readdir(dir, {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => join(entry.parentPath, entry.name));
  const sized = await Promise.all(names.map(async (file) => ({file, size: (await stat(file)).size})));
  return sized.filter(({size}) => size >= minSize).sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
}

/** Runs worker over items with at most `limit` at a time; stops starting new ones after a failure. */
async function pool(items, limit, worker) {
  let next = 0;
  let failure;
  const lane = async () => {
    while (next < items.length && !failure) {
      const item = items[next++];
      try {
        await worker(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
  if (failure) throw failure;
}

/**
 * Writes `.gz` and `.br` beside each compressible file of dir of at least minSize bytes. A copy that
 * would not be smaller than its file is not written (and an older one is removed, so a server never
 * sends stale bytes). Files that are gzip data already are left alone. Throws an Error whose message is
 * one line naming the file that could not be read, compressed or written.
 * `cacheDir`: where the copies of earlier runs are kept (see CompressedCache); none, no cache.
 * `writeFile` is for tests (a write that fails half-way).
 * @param {string} dir
 * @param {{concurrency?: number, minSize?: number, cacheDir?: string, cacheLimit?: number, writeFile?: (file: string, data: Buffer) => Promise<void>}} [options]
 */
export async function precompress(
  dir,
  {
    concurrency = FILES_IN_FLIGHT,
    minSize = MIN_SIZE,
    cacheDir,
    cacheLimit = CACHE_LIMIT,
    writeFile: write = writeFile,
  } = {},
) {
  const started = Date.now();
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) throw new Error(`Precompress: no folder ${dir}`);
  const totals = {files: 0, bytes: 0, gz: 0, gzBytes: 0, br: 0, brBytes: 0, skipped: 0, cached: 0};
  const cache = cacheDir ? new CompressedCache(cacheDir) : undefined;
  const files = await candidates(dir, minSize);
  await pool(files, Math.max(1, concurrency), async ({file}) => {
    let step = 'read';
    let target = file;
    try {
      const data = await readFile(file);
      if (isGzipped(data)) {
        totals.skipped += 1;
        return;
      }
      totals.files += 1;
      totals.bytes += data.length;
      const digest = cache && createHash('sha256').update(data).digest();
      for (const {suffix, settings, compress} of ENCODINGS) {
        target = file + suffix;
        const path = relative(dir, file);
        const entry = cache?.entry(digest, settings(path));
        // A hit is copied file to file (the bytes never pass through here); an entry that cannot be
        // copied is a miss.
        let size = entry && (await cache.size(entry));
        step = 'write';
        if (size !== undefined && size < data.length) {
          const copied = await writeAtomic(target, entry, copyCacheEntry).then(
            () => true,
            () => false,
          );
          if (!copied) size = undefined;
        }
        if (size !== undefined) {
          await cache.used(entry);
        } else {
          step = 'compress';
          const compressed = await compress(data, path);
          size = compressed.length;
          if (entry) await cache.put(entry, compressed);
          step = 'write';
          if (size < data.length) await writeAtomic(target, compressed, write);
        }
        if (size >= data.length) {
          await rm(target, {force: true});
          continue;
        }
        const key = suffix.slice(1);
        totals[key] += 1;
        totals[`${key}Bytes`] += size;
      }
    } catch (error) {
      const reason = String(error?.message ?? error).split('\n')[0];
      throw new Error(`Precompress: could not ${step} ${relative(process.cwd(), target)}: ${reason}`, {cause: error});
    }
  });
  if (cache) {
    totals.cached = cache.hits;
    await cache.trim(cacheLimit);
  }
  return {...totals, ms: Date.now() - started};
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function summary(dir, t) {
  return (
    `[precompress] ${t.files} files in ${relative(process.cwd(), dir) || '.'} (${mb(t.bytes)}): ` +
    `gzip ${mb(t.gzBytes)} (${t.gz} copies), brotli ${mb(t.brBytes)} (${t.br} copies), ` +
    `${t.skipped} already compressed, ${t.cached ?? 0} copies from the last builds' cache, in ${(t.ms / 1000).toFixed(0)} s`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    console.error('Usage: node scripts/precompress.mjs <build dir>');
    process.exit(2);
  }
  precompress(dir).then(
    (totals) => console.log(summary(dir, totals)),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
