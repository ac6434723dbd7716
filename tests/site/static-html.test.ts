/**
 * The static pages as React's server renderer writes them:
 * - every Suspense boundary in place (src/plugins/ssr-inline-boundaries): none is moved to the end of the
 *   body and put back by an inline script after the first paint;
 * - not rewritten by the framework's HTML minifier (scripts/docusaurus-static.mjs says why).
 * Runs on the root test build (SITE_BUILD_DIR elsewhere).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, htmlFiles} from './built-site';

// React's server renderer marks an outlined boundary with an empty <template id="B:n"> in its place and
// reveals it with the inline $RC("B:n","S:n") call.
const OUTLINED = /<template id="?B:\d|\$RC\(/;

test('no page has an outlined Suspense boundary revealed by script', () => {
  const dir = buildDir();
  const outlined = htmlFiles(dir).filter((file) => OUTLINED.test(readFileSync(join(dir, file), 'utf8')));
  assert.deepEqual(outlined.slice(0, 5), [], `${outlined.length} pages have outlined boundaries`);
});

test("a doc page's sidebar and table of contents boundaries are in their columns, with their links", () => {
  const html = readFileSync(join(buildDir(), 'docs/quickstart/index.html'), 'utf8');
  // A completed boundary written in place: <!--$--> then its content (DesktopOnlyHydration).
  const sidebar = html.match(/class="?sidebarViewport[^>]*><!--\$-->([\s\S]*?)<!--\/\$-->/);
  assert.ok(sidebar, 'the sidebar column holds a completed boundary');
  assert.match(sidebar[1], /href="?\/docs\/quickstart/, 'the sidebar links are inside it');
  assert.match(html, /<!--\$--><div class="?tableOfContents/, 'the table of contents is in its column');
});

test('pages are not minified: the build skips the HTML minifier (scripts/docusaurus-static.mjs)', () => {
  const html = readFileSync(join(buildDir(), 'docs/quickstart/index.html'), 'utf8');
  // The minifier writes <meta charset=utf-8> and drops the quotes of attribute values.
  assert.match(html, /<meta charset="UTF-8">/);
  assert.match(html, /<link data-rh="true" rel="canonical"/);
});
