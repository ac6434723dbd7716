import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {buildSearchIndex, INDEXER_MODULES} from '../../src/plugins/search-index/buildIndex';

// The embedded search index is kept between builds (src/plugins/search-index/buildIndex.ts): a build whose
// pages did not change copies the last index; any change to a page indexes again.

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="${title}"></head>` +
  `<body><nav class="breadcrumbs"><a class="breadcrumbs__link" href="/docs">Guides</a></nav>` +
  `<article><h1>${title}</h1><p>${text}</p></article></body></html>`;

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  for (const [name, html] of Object.entries({
    'docs/alpha/index.html': page('Alpha', 'Ingestion recipes for Snowflake.'),
    'docs/beta/index.html': page('Beta', 'Lineage between datasets.'),
  })) {
    mkdirSync(dirname(join(dir, name)), {recursive: true});
    writeFileSync(join(dir, name), html);
  }
  return dir;
}

/** Every file of the index, by path, with its bytes. */
const indexFiles = (dir: string) =>
  Object.fromEntries(
    readdirSync(join(dir, 'pagefind'), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [file.slice(dir.length), readFileSync(file).toString('base64')];
      }),
  );

test('the same pages copy the last index; a changed page is indexed again', async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'search-index-cache-'));
  const first = site();
  const second = site();
  try {
    const cold = await buildSearchIndex(first, '/', {cacheDir});
    assert.deepEqual([cold.pages, cold.cached], [2, false]);
    const warm = await buildSearchIndex(second, '/', {cacheDir});
    assert.deepEqual([warm.pages, warm.cached], [2, true]);
    assert.deepEqual(indexFiles(second), indexFiles(first), 'the copied index is the one Pagefind wrote');
    assert.ok(Object.keys(indexFiles(second)).some((file) => file.endsWith('pagefind.js')));
    assert.ok(!readdirSync(second).some((name) => name.startsWith('.')), 'no staging folder is left');

    // A new build hash renames every script (src/plugins/chunk-file-names): the text is the same, so is the index.
    const renamed = page('Beta', 'Lineage between datasets.').replace(
      '</head>',
      '<script src="/assets/js/1.abc.js" defer></script></head>',
    );
    writeFileSync(join(second, 'docs/beta/index.html'), renamed);
    assert.equal((await buildSearchIndex(second, '/', {cacheDir})).cached, true, 'only a script tag changed');

    writeFileSync(join(second, 'docs/beta/index.html'), page('Beta', 'Lineage between datasets and dashboards.'));
    const changed = await buildSearchIndex(second, '/', {cacheDir});
    assert.equal(changed.cached, false);
    // Another base URL changes every page's URL: indexed again too.
    assert.equal((await buildSearchIndex(second, '/sub/', {cacheDir})).cached, false);
    assert.equal(readdirSync(cacheDir).length, 1, 'the cache keeps the last index only');
  } finally {
    for (const dir of [first, second, cacheDir]) rmSync(dir, {recursive: true, force: true});
  }
});

test('the cache key covers every module that decides what Pagefind is given (INDEXER_MODULES)', () => {
  // From buildIndex.ts, each relative import, transitively: a module missing from the list could change
  // the index without changing the key, and a hit would serve the old index.
  const folder = join(process.cwd(), 'src/plugins/search-index');
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    // Type-only imports carry no code.
    for (const [, typeOnly, spec] of readFileSync(file, 'utf8').matchAll(
      /^import\s+(type\s)?[^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm,
    )) {
      if (!typeOnly) visit(join(dirname(file), spec!.endsWith('.ts') ? spec! : `${spec}.ts`));
    }
  };
  visit(join(folder, 'buildIndex.ts'));
  assert.deepEqual([...found].sort(), INDEXER_MODULES.map((module) => join(folder, module)).sort());
});
