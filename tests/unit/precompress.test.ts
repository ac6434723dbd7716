import {test} from 'node:test';
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {brotliDecompressSync, gunzipSync, gzipSync} from 'node:zlib';
import {precompress, writeAtomic} from '../../scripts/precompress.mjs';

// The .gz and .br copies written after the build (scripts/precompress.mjs), which nginx's gzip_static and
// brotli_static send as they are.

/** Text of about `size` bytes that compresses like a real page (repetitive, not constant). */
function text(size: number, seed = 'page'): string {
  let out = '';
  for (let i = 0; out.length < size; i++) out += `<p class="${seed}-${i % 37}">Line ${i} of ${seed}: metadata</p>\n`;
  return out.slice(0, size);
}

function site(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), {recursive: true});
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const allFiles = (dir: string) =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

test('writes .gz and .br beside each compressible file of 1 KB or more, and both decode to the file', async () => {
  const compressible = {
    'index.html': text(20_000, 'home'),
    'docs/quickstart/index.html': text(9_000, 'quickstart'),
    'docs/quickstart.md': text(4_000, 'markdown'),
    'assets/js/main.3f2a1c.js': text(50_000, 'script'),
    'assets/css/styles.9d8e.css': text(8_000, 'style'),
    'pagefind/pagefind-entry.json': JSON.stringify({items: text(3_000, 'json')}),
    'img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text(3_000, 'svg')}</svg>`,
    'llms.txt': text(5_000, 'llms'),
    'sitemap.xml': `<?xml version="1.0"?><urlset>${text(5_000, 'url')}</urlset>`,
  };
  const dir = site({
    ...compressible,
    'small.html': '<p>under 1 KB</p>',
    'img/photo.png': randomBytes(4_000),
    'assets/js/main.3f2a1c.js.map': text(5_000, 'map'),
    // Pagefind writes its index gzipped already, whatever the name; a .js of gzip bytes is left alone too.
    'pagefind/fragment/en_1.pf_fragment': gzipSync(text(5_000, 'fragment')),
    'pagefind/odd.js': gzipSync(text(50_000, 'gzipped js')),
    // Random bytes do not compress: a copy that is not smaller is not written.
    'assets/js/random.js': randomBytes(4_000),
  });
  try {
    const totals = await precompress(dir, {concurrency: 2});
    for (const [name, content] of Object.entries(compressible)) {
      const original = Buffer.from(content);
      const gz = readFileSync(join(dir, `${name}.gz`));
      const br = readFileSync(join(dir, `${name}.br`));
      assert.deepEqual(gunzipSync(gz), original, `${name}.gz`);
      assert.deepEqual(brotliDecompressSync(br), original, `${name}.br`);
      assert.ok(gz.length < original.length && br.length < original.length, `${name}: copies are smaller`);
      assert.ok(br.length <= gz.length, `${name}: brotli at least as small as gzip`);
      assert.equal(gz[0], 0x1f, `${name}.gz is gzip`);
    }
    const copies = allFiles(dir).filter((name) => /\.(gz|br)$/.test(name));
    assert.equal(copies.length, Object.keys(compressible).length * 2, copies.join(', '));
    assert.equal(totals.gz, Object.keys(compressible).length);
    assert.equal(totals.br, Object.keys(compressible).length);
    assert.equal(totals.skipped, 1, 'the gzipped .js is counted as already compressed');
    assert.ok(!allFiles(dir).some((name) => name.endsWith('.tmp')), 'no temporary file is left');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a second run gives the same bytes and removes a copy that is no longer smaller', async () => {
  const dir = site({'a.js': text(10_000, 'a'), 'b.js': text(10_000, 'b')});
  try {
    await precompress(dir);
    const first = readFileSync(join(dir, 'a.js.br'));
    // b.js changes into something that does not compress: its old copies would be stale.
    writeFileSync(join(dir, 'b.js'), randomBytes(10_000));
    await precompress(dir);
    assert.deepEqual(readFileSync(join(dir, 'a.js.br')), first, 'the same input gives the same bytes');
    assert.ok(!existsSync(join(dir, 'b.js.br')) && !existsSync(join(dir, 'b.js.gz')), 'stale copies removed');
    assert.ok(!existsSync(join(dir, 'a.js.gz.gz')), 'copies are not compressed again');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a write that fails half-way leaves no partial file, and the error names the file in one line', async () => {
  const dir = site({'assets/js/main.js': text(30_000, 'main'), 'index.html': text(30_000, 'home')});
  let written = 0;
  // Writes half of the data, then fails, as a full disk would.
  const failingWrite = async (file: string, data: Buffer) => {
    written += 1;
    await writeFile(file, data.subarray(0, data.length / 2));
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), {code: 'ENOSPC'});
  };
  try {
    await assert.rejects(precompress(dir, {concurrency: 1, writeFile: failingWrite}), (error: Error) => {
      assert.match(error.message, /^Precompress: could not write .*(main\.js|index\.html)\.gz: ENOSPC/);
      assert.ok(!error.message.includes('\n'), 'one line');
      return true;
    });
    assert.equal(written, 1, 'no new file is started after a failure');
    assert.deepEqual(allFiles(dir), ['assets/js/main.js', 'index.html'], 'nothing but the originals');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a copy that cannot take its place (a folder in the way) is reported by name and leaves nothing behind', async () => {
  const dir = site({'docs/page.md': text(5_000, 'md')});
  mkdirSync(join(dir, 'docs/page.md.br/sub'), {recursive: true});
  try {
    await assert.rejects(precompress(dir), /^Error: Precompress: could not write .*docs\/page\.md\.br: /);
    assert.deepEqual(
      readdirSync(join(dir, 'docs')).filter((name) => name.startsWith('.')),
      [],
      'no temporary file is left',
    );
    // The .gz was written whole before the failure; the folder in the way is untouched.
    assert.deepEqual(gunzipSync(readFileSync(join(dir, 'docs/page.md.gz'))).toString(), text(5_000, 'md'));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('writeAtomic replaces a file whole or not at all', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-atomic-'));
  const target = join(dir, 'file.txt');
  try {
    writeFileSync(target, 'old');
    await assert.rejects(
      writeAtomic(target, Buffer.from('new contents'), async (file: string) => {
        await writeFile(file, 'ne');
        throw new Error('disk failed');
      }),
      /disk failed/,
    );
    assert.equal(readFileSync(target, 'utf8'), 'old');
    assert.deepEqual(readdirSync(dir), ['file.txt']);
    await writeAtomic(target, Buffer.from('new contents'));
    assert.equal(readFileSync(target, 'utf8'), 'new contents');
    assert.deepEqual(readdirSync(dir), ['file.txt']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a missing build folder is one clear error', async () => {
  await assert.rejects(precompress(join(tmpdir(), 'no-such-build-folder-4b1d')), /^Error: Precompress: no folder /);
});

test('with a cache, a file whose bytes did not change is copied from it; a changed file is compressed again', async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
  const build = () => site({'assets/js/main.js': text(30_000, 'main'), 'index.html': text(20_000, 'home')});
  const first = build();
  const second = build();
  try {
    const cold = await precompress(first, {cacheDir});
    assert.equal(cold.cached, 0, 'an empty cache gives nothing');
    // The next build writes the same files, except a changed page.
    writeFileSync(join(second, 'index.html'), text(20_000, 'home, edited'));
    const warm = await precompress(second, {cacheDir});
    assert.equal(warm.cached, 2, 'main.js: both copies from the cache; index.html: none');
    for (const name of ['assets/js/main.js', 'index.html']) {
      const original = readFileSync(join(second, name));
      assert.deepEqual(gunzipSync(readFileSync(join(second, `${name}.gz`))), original, `${name}.gz`);
      assert.deepEqual(brotliDecompressSync(readFileSync(join(second, `${name}.br`))), original, `${name}.br`);
    }
    assert.deepEqual(
      readFileSync(join(second, 'assets/js/main.js.br')),
      readFileSync(join(first, 'assets/js/main.js.br')),
    );
  } finally {
    for (const dir of [first, second, cacheDir]) rmSync(dir, {recursive: true, force: true});
  }
});

test('a damaged or missing cache entry is a miss, and the cache is trimmed to its limit', async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
  const dir = site({'a.js': text(30_000, 'a')});
  try {
    await precompress(dir, {cacheDir});
    // An entry emptied (a disk that filled up before the rename cannot do this, but a hand can):
    // an empty entry would decode to nothing, so it must not be sent.
    for (const name of readdirSync(cacheDir)) writeFileSync(join(cacheDir, name), '');
    const again = await precompress(dir, {cacheDir});
    assert.equal(again.cached, 0, 'empty entries are misses');
    assert.deepEqual(gunzipSync(readFileSync(join(dir, 'a.js.gz'))).toString(), text(30_000, 'a'));
    // A limit of one byte keeps nothing.
    await precompress(dir, {cacheDir, cacheLimit: 1});
    assert.deepEqual(readdirSync(cacheDir), []);
  } finally {
    for (const d of [dir, cacheDir]) rmSync(d, {recursive: true, force: true});
  }
});
