/**
 * Markdown for agents in the built HTML: every page that has a Markdown copy (src/plugins/markdown-copies)
 * names it once in its head, <link rel="alternate" type="text/markdown" href="…md"> (src/theme/DocBreadcrumbs),
 * and no other page names one. nginx sends the same as a Link header (tests/e2e/nginx.spec.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, htmlFiles} from './built-site';

/** The Markdown copy of the page in file (docs/x/index.html): docs/x.md beside the folder or docs/x/index.md in it. */
function copyOf(dir: string, file: string): string | undefined {
  if (!file.endsWith('/index.html')) return undefined;
  const folder = file.slice(0, -'/index.html'.length);
  return [`${folder}.md`, `${folder}/index.md`].find((candidate) => existsSync(join(dir, candidate)));
}

/** The href of each <link ... type=text/markdown ...> in the page's head. */
function markdownAlternates(html: string): string[] {
  const head = html.slice(0, html.indexOf('<body') === -1 ? html.length : html.indexOf('<body'));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\btype="?text\/markdown"?[\s>]/.test(tag))
    .map((tag) => {
      assert.match(tag, /\brel="?alternate"?[\s>]/, tag);
      return /\bhref="?([^"\s>]+)"?/.exec(tag)?.[1] ?? '';
    });
}

test('each page with a Markdown copy names it in its head, and no other page names one', () => {
  const dir = buildDir();
  const wrong: string[] = [];
  let named = 0;
  for (const file of htmlFiles(dir)) {
    const copy = copyOf(dir, file);
    const found = markdownAlternates(readFileSync(join(dir, file), 'utf8'));
    // The build's root is the site's base URL: "/docs/x.md" on the root build.
    const expected = copy ? [`/${copy}`] : [];
    if (found.join() !== expected.join())
      wrong.push(`${file}: ${found.join(', ') || 'none'}, expected ${expected.join(', ') || 'none'}`);
    if (copy) named += 1;
  }
  assert.ok(named > 1000, `only ${named} pages with a Markdown copy`);
  assert.deepEqual(wrong.slice(0, 20), [], `${wrong.length} pages`);
});
