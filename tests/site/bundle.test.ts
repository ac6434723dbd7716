/**
 * What the bundle every page downloads (main.js) must not carry, because it is loaded where needed
 * instead: the code highlighter and its languages (src/plugins/prism-on-demand) and the source paths of
 * the page modules (src/plugins/route-data-trim). Runs on the root test build (SITE_BUILD_DIR elsewhere).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {buildDir} from './built-site';

function mainBundle(): string {
  const dir = join(buildDir(), 'assets', 'js');
  const files = readdirSync(dir).filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  assert.equal(files.length, 1, `expected one main.<hash>.js in ${dir}, found ${files.join(', ') || 'none'}`);
  return readFileSync(join(dir, files[0]), 'utf8');
}

test('main.js holds no code highlighter: Prism and its languages load with the first code block', () => {
  const main = mainBundle();
  // Prism's core (its tokenizer hook) and a word of the bash grammar (an additional language).
  for (const marker of ['before-tokenize', 'BASH_ALIASES']) {
    assert.ok(!main.includes(marker), `main.js contains ${marker}`);
  }
  const chunks = readdirSync(join(buildDir(), 'assets', 'js'));
  assert.ok(
    chunks.some((file) => readFileSync(join(buildDir(), 'assets', 'js', file), 'utf8').includes('BASH_ALIASES')),
    'the bash grammar is in some chunk',
  );
});

test("main.js registry keeps each page's loader and module id but not its source path", () => {
  const main = mainBundle();
  assert.ok(!/"@site\/docs\//.test(main), 'main.js names @site/docs/ modules');
  // The registry is still there: one webpackChunkName-named loader per page chunk the table in main.js
  // keeps (the home page, the blog, the docs' shared components).
  assert.ok((main.match(/\.then\([a-z]\.bind\([a-z],\d+\)\),"",\d+\]/g) ?? []).length > 10, 'registry entries');
});

test('main.js holds no doc page route: each docs version is in route groups, and a page lists its own group (src/plugins/route-table-split)', () => {
  const main = mainBundle();
  // A route entry as the minifier writes it: path:"/docs/cli",component:...
  const entry = (route: string) => `path:"${route}",`;
  for (const route of ['/docs/cli', '/docs/1.1.0/quickstart', '/docs/graphql/objects/datasets']) {
    assert.ok(!main.includes(entry(route)), `main.js has the route ${route}`);
  }
  assert.ok(main.includes(entry('/learn')), 'main.js keeps the routes outside the docs (the blog)');
  const text = (file: string) => readFileSync(join(buildDir(), file), 'utf8');
  for (const route of ['/docs/cli', '/docs/1.1.0/quickstart', '/docs/generated/ingestion/sources/snowflake']) {
    const scripts = pageScripts(`${route.slice(1)}/index.html`);
    const holding = scripts.filter((file) => text(file).includes(entry(route)));
    assert.equal(holding.length, 1, `${route} lists the one group holding its route: ${scripts.join(', ')}`);
    const size = gzipSync(text(holding[0])).length;
    assert.ok(size < 8_000, `${route}: its route group is ${size} bytes compressed`);
  }
});

test('the docs version data keeps entries only for the docs shown as cards', () => {
  const dir = join(buildDir(), 'assets', 'js');
  const chunks = readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((text) => text.includes('"docsSidebars"') && text.includes('"version":"current"'));
  assert.equal(chunks.length, 1, 'one chunk holds the current version data');
  const [chunk] = chunks;
  // A doc no card lists has no entry.
  assert.ok(!chunk.includes('"quickstart":{"id":"quickstart"'), 'quickstart entry dropped');
  // A doc the features category page shows as a card keeps the description the card displays.
  const card = chunk.match(/"businessattributes":\{"id":"[^"]+","title":"[^"]+","description":"([^"]+)"/);
  assert.ok(card, 'a card doc keeps its title and description');
  const descriptions = (chunk.match(/"description":/g) ?? []).length;
  assert.ok(descriptions < 100, `${descriptions} descriptions in the version data (cards only expected)`);
});

/** The script files a built page's HTML lists, relative to the build directory. */
function pageScripts(page: string): string[] {
  const html = readFileSync(join(buildDir(), page), 'utf8');
  return [...html.matchAll(/<script src="?\/(assets\/js\/[^"\s>]+\.js)"?[^>]*\bdefer\b/g)].map((m) => m[1]);
}

test("a page's HTML lists its own chunks beside main.js, so they download in parallel (src/plugins/page-chunk-scripts)", () => {
  const scripts = pageScripts('docs/cli/index.html');
  assert.ok(
    scripts.some((file) => /\/main\.[0-9a-f]+\.js$/.test(file)),
    `main.js listed: ${scripts.join(', ')}`,
  );
  const text = (file: string) => readFileSync(join(buildDir(), file), 'utf8');
  // The page's content (a sentence of docs/cli.md) and its version's data are among them.
  assert.ok(
    scripts.some((file) => text(file).includes('lists what is installed')),
    `the chunk of docs/cli.md is listed: ${scripts.join(', ')}`,
  );
  assert.ok(
    scripts.some((file) => text(file).includes('"docsSidebars"')),
    'the chunk of the version data is listed',
  );
  // Each page lists only what it renders: a blog article does not list the docs' version data.
  const blog = pageScripts('learn/data-pipeline/index.html');
  assert.ok(blog.length > 2, `the blog article lists its chunks: ${blog.join(', ')}`);
  assert.ok(!blog.some((file) => text(file).includes('"docsSidebars"')), 'no docs version data on a blog page');
});

test('no page loads a library only the tests or the build need', () => {
  const dir = join(buildDir(), 'assets', 'js');
  // The YAML and GraphQL parsers the generator and the tests use are in no script file at all.
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const marker of ['YAMLParseError', 'GraphQLError']) assert.ok(!text.includes(marker), `${file} has ${marker}`);
  }
  // zod checks the community data in tests/unit; the pages that show that data load none of it. (The
  // DocSearch modal brings its own copy, fetched when a reader first opens search.)
  for (const page of ['adoption-stories', 'champions', 'events', 'slack']) {
    const scripts = pageScripts(`${page}/index.html`);
    assert.ok(scripts.length > 2, `${page} lists its scripts`);
    for (const file of scripts) {
      assert.ok(!readFileSync(join(buildDir(), file), 'utf8').includes('ZodError'), `/${page} loads zod in ${file}`);
    }
  }
});

test('the runtime every page loads first builds chunk URLs without a map over every chunk (src/plugins/chunk-file-names, src/plugins/intent-preload)', () => {
  const dir = join(buildDir(), 'assets', 'js');
  const [runtime] = readdirSync(dir).filter((file) => /^runtime~main\.[0-9a-f]+\.js$/.test(file));
  assert.ok(runtime, 'a runtime~main file');
  const text = readFileSync(join(dir, runtime), 'utf8');
  // A map over the chunks is an object literal of hundreds of `id:"value"` pairs.
  const longest = Math.max(0, ...[...text.matchAll(/\{(?:[\w$]+:"[\w-]+",){50,}/g)].map((m) => m[0].length));
  assert.equal(longest, 0, `runtime~main.js has a map over the chunks (${longest} characters)`);
  assert.ok(!text.includes('.gca='), 'the chunk-name lookup the framework adds for link prefetching');
  const chunks = readdirSync(dir).filter((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file));
  assert.ok(chunks.length > 500, `chunk files named <id>.<hash>.js: ${chunks.length}`);
});
