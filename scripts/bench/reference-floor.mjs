// Bench step 1, last row: what a cold build would take if the generated reference cost nothing to build.
//
// Issue 21's lever for the cold build is the generated reference (sources, entities, GraphQL: 5.2 of the 8.8 MB
// of MDX in both versions) written as data a component draws instead of large MDX bodies. Whatever that design
// costs, it cannot cost less than nothing: this row builds a copy of the site whose generated pages keep only
// their front matter and their headings as plain text (so every link and anchor into them still resolves and
// the build keeps all of its checks), cold, in a folder of its own (its own caches, `node_modules` found up the tree).
// genDocs is not run there: it would write the bodies back. Compare with the real cold build's same steps.
import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {removeSiteBundlerCaches} from '../site-bundler-cache.mjs';

/** Folders of a docs tree that genDocs writes (the frozen version has its snapshot of them). */
export const GENERATED_DIRS = ['generated', 'graphql'];

/** What a site copy leaves out: installs, outputs, caches, history, and the tests (but their test routes). */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.bench',
  '.profile',
  '.test-build',
  'test-results',
  '.docusaurus',
  '.git',
  'tests',
]);

/**
 * A generated page reduced to what other pages can reach: its front matter and its headings (outside code
 * blocks) as plain text with their ids, so that the table of contents, every anchor and every link into the
 * page stay; the body, components, links and `StaticContent` wrappers go. Any design draws at least these.
 * @param {string} text
 */
export function headingsOnly(text) {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
  const kept = [];
  let fence = null;
  for (const line of text.slice(frontMatter.length).split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) fence = marker;
    else if (/^#{1,6} /.test(line)) kept.push(plainHeading(line), '');
  }
  return `${frontMatter}\n${kept.join('\n')}`;
}

/** A heading line without its JSX and links (their text stays), its explicit id kept. */
const plainHeading = (line) =>
  line
    .replace(/<[A-Z][^>]*\/>/g, '')
    .replace(/<\/?[a-z][^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trimEnd();

/** Every .md and .mdx file under dir. */
function markdownFiles(dir) {
  return readdirSync(dir, {recursive: true})
    .map((name) => join(dir, String(name)))
    .filter((file) => /\.mdx?$/.test(file) && statSync(file).isFile());
}

/**
 * Copies the site into siteDir with every generated page cut to headingsOnly. Returns the bytes of MDX
 * before and after, and how many pages were cut.
 */
export function writeFloorSite(siteDir) {
  rmSync(siteDir, {recursive: true, force: true});
  mkdirSync(siteDir, {recursive: true});
  for (const entry of readdirSync('.')) {
    if (!NOT_COPIED.has(entry)) cpSync(entry, join(siteDir, entry), {recursive: true});
  }
  cpSync('tests/routes', join(siteDir, 'tests/routes'), {recursive: true});
  const versions = readdirSync(join(siteDir, 'versioned_docs')).map((name) => join(siteDir, 'versioned_docs', name));
  const totals = {pages: 0, before: 0, after: 0};
  for (const docsDir of [join(siteDir, 'docs'), ...versions]) {
    for (const dir of GENERATED_DIRS) {
      for (const file of markdownFiles(join(docsDir, dir))) {
        const text = readFileSync(file, 'utf8');
        const cut = headingsOnly(text);
        writeFileSync(file, cut);
        totals.pages += 1;
        totals.before += Buffer.byteLength(text);
        totals.after += Buffer.byteLength(cut);
      }
    }
  }
  return totals;
}

/** Removes the copy, and the bundler cache its build left. */
export function removeFloorSite(siteDir) {
  removeSiteBundlerCaches(siteDir);
  rmSync(siteDir, {recursive: true, force: true});
}
