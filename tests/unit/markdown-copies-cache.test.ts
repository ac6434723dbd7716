import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildMarkdownCopies} from '../../src/plugins/markdown-copies/build';
import {copiesManifest} from '../support/copies-manifest';

/** A two-page site: sources, an empty build folder and a cache folder, in a temporary directory. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'copies-cache-'));
  const docs = join(root, 'docs');
  mkdirSync(docs);
  writeFileSync(join(docs, 'a.md'), '---\ntitle: A\n---\n\n# A\n\nSee [B](./b.md).\n');
  writeFileSync(join(docs, 'b.md'), '# B\n\nPlain text.\n');
  const doc = (id: string) => ({
    id,
    title: id.toUpperCase(),
    description: '',
    permalink: `/docs/${id}`,
    sourceFile: join(docs, `${id}.md`),
    unlisted: false,
  });
  const manifest = copiesManifest(root, [doc('a'), doc('b')], {cacheDir: join(root, 'cache')});
  return {root, docs, manifest, copy: (id: string) => readFileSync(join(root, 'build', 'docs', `${id}.md`), 'utf8')};
}

test('a build converts only the pages whose source or build-wide inputs changed since the last one', async () => {
  const {docs, manifest, copy, root} = site();
  assert.equal((await buildMarkdownCopies(manifest)).converted, 2, 'first build: nothing kept yet');
  const first = {a: copy('a'), b: copy('b')};
  assert.match(first.a, /\[B\]\(https:\/\/docs\.example\.com\/docs\/b\)/);

  assert.equal((await buildMarkdownCopies(manifest)).converted, 0, 'nothing changed: every copy from the cache');
  assert.deepEqual({a: copy('a'), b: copy('b')}, first, 'kept copies are the same as converted ones');

  writeFileSync(join(docs, 'b.md'), '# B\n\nEdited text.\n');
  assert.equal((await buildMarkdownCopies(manifest)).converted, 1, 'one source edited: one page converted');
  assert.match(copy('b'), /Edited text\./);
  assert.equal(copy('a'), first.a);

  // A page moved: every link may point at it, so every page is converted again.
  manifest.versions[0]!.docs[1]!.permalink = '/docs/moved-b';
  assert.equal((await buildMarkdownCopies(manifest)).converted, 2);
  assert.match(copy('a'), /\[B\]\(https:\/\/docs\.example\.com\/docs\/moved-b\)/);

  // A damaged cache file is ignored, not an error.
  const cacheFiles = readdirSync(join(root, 'cache')).filter((name) => name.endsWith('.json'));
  assert.equal(cacheFiles.length, 2, 'the previous context is kept beside the current one');
  for (const name of cacheFiles) writeFileSync(join(root, 'cache', name), '{not json');
  assert.equal((await buildMarkdownCopies(manifest)).converted, 2);
});

test('without a cache folder every page is converted on every build', async () => {
  const {manifest} = site();
  delete manifest.cacheDir;
  assert.equal((await buildMarkdownCopies(manifest)).converted, 2);
  assert.equal((await buildMarkdownCopies(manifest)).converted, 2);
});
