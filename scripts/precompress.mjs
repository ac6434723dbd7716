#!/usr/bin/env node
// Writes file.gz (gzip, level 9) and file.br (brotli, quality 10 for assets, 5 for pages) beside every compressible file of a
// built site, for servers and CDNs that send a file's precompressed copy instead of compressing it on
// each request (nginx: gzip_static and brotli_static, see deploy/nginx/datahub-docs.conf).
//   node scripts/precompress.mjs <build dir>
// Run by scripts/post-build.mjs after `docusaurus build` (not from a plugin's postBuild: the framework
// runs every plugin's postBuild at the same time, so a plugin could not wait for the Markdown copies
// and the search index to be written).
import {randomBytes} from 'node:crypto';
import {readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
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

/** The two encodings: file suffix and how to compress a file's bytes (path relative to the build). */
export const ENCODINGS = [
  {suffix: '.gz', compress: (data) => gzip(data, {level: 9})},
  {
    suffix: '.br',
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
 * `writeFile` is for tests (a write that fails half-way).
 * @param {string} dir
 * @param {{concurrency?: number, minSize?: number, writeFile?: (file: string, data: Buffer) => Promise<void>}} [options]
 */
export async function precompress(
  dir,
  {concurrency = availableParallelism(), minSize = MIN_SIZE, writeFile: write = writeFile} = {},
) {
  const started = Date.now();
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) throw new Error(`Precompress: no folder ${dir}`);
  const totals = {files: 0, bytes: 0, gz: 0, gzBytes: 0, br: 0, brBytes: 0, skipped: 0};
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
      for (const {suffix, compress} of ENCODINGS) {
        target = file + suffix;
        step = 'compress';
        const compressed = await compress(data, relative(dir, file));
        step = 'write';
        if (compressed.length >= data.length) {
          await rm(target, {force: true});
          continue;
        }
        await writeAtomic(target, compressed, write);
        const key = suffix.slice(1);
        totals[key] += 1;
        totals[`${key}Bytes`] += compressed.length;
      }
    } catch (error) {
      const reason = String(error?.message ?? error).split('\n')[0];
      throw new Error(`Precompress: could not ${step} ${relative(process.cwd(), target)}: ${reason}`, {cause: error});
    }
  });
  return {...totals, ms: Date.now() - started};
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function summary(dir, t) {
  return (
    `[precompress] ${t.files} files in ${relative(process.cwd(), dir) || '.'} (${mb(t.bytes)}): ` +
    `gzip ${mb(t.gzBytes)} (${t.gz} copies), brotli ${mb(t.brBytes)} (${t.br} copies), ` +
    `${t.skipped} already compressed, in ${(t.ms / 1000).toFixed(0)} s`
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
