/**
 * Every documentation page of the current version that sitemap.xml lists is built with a title, a description, an
 * h1 and real content (a minimum word count per content area), and the DataHub Cloud release notes are listed
 * newest first, each with its release date. The pages come from the sitemap, so a new page is checked without
 * being listed here. Runs on the root test build (SITE_BUILD_DIR to point elsewhere).
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Parser} from 'htmlparser2';
import {frozenVersion} from '../../config/versions';
import {buildDir, readPage, resolvePath, sitemapUrls, type Page} from './built-site';

interface Area {
  name: string;
  /** URL paths; each covers itself and the paths below it. */
  prefixes: readonly string[];
  /** Words the page's <article> must have, unless it is a category page (/docs/category/…). */
  minWords: number;
}

// Release notes follow DataHub's published notes: a release that changed little has a short page.
const RELEASE_NOTES: Area = {
  name: 'DataHub Cloud release notes',
  prefixes: ['/docs/managed-datahub/release-notes'],
  minWords: 100,
};

/**
 * Content areas by URL: a page belongs to the area of the longest prefix it is under. They follow the sidebar's
 * sections as far as URLs allow: a page filed under a URL of another section (an API guide under /docs/how) is
 * checked with the area of its URL.
 */
const AREAS: readonly Area[] = [
  {
    name: 'Getting Started, Features, concepts and Community',
    // Also any /docs page that no longer prefix below claims: top-level feature pages, /docs/what, community pages.
    prefixes: ['/docs', '/docs/managed-datahub/observe', '/docs/managed-datahub/workflows'],
    minWords: 250,
  },
  {
    name: 'Integrations, Admin and Deployment',
    prefixes: [
      '/docs/metadata-ingestion',
      '/docs/quick-ingestion-guides',
      '/docs/lineage',
      '/docs/metadata-integration',
      '/docs/authentication',
      '/docs/authorization',
      '/docs/how',
      '/docs/deploy',
      '/docs/docker',
    ],
    minWords: 250,
  },
  {
    name: 'API & SDKs and Developers',
    prefixes: [
      '/docs/api',
      '/docs/actions',
      '/docs/python-sdk',
      '/docs/cli',
      '/docs/cli-commands',
      '/docs/advanced',
      '/docs/architecture',
      '/docs/dev-guides',
      '/docs/metadata-modeling',
      '/docs/metadata-service',
      '/docs/metadata-jobs',
      '/docs/datahub-frontend',
      '/docs/datahub-graphql-core',
      '/docs/datahub-web-react',
      '/docs/troubleshooting',
    ],
    minWords: 250,
  },
  {name: 'DataHub Cloud', prefixes: ['/docs/managed-datahub'], minWords: 250},
  RELEASE_NOTES,
  // Generated from DataHub's schemas and source list (genDocs): a small part of a schema makes a short page.
  {
    name: 'generated reference (sources, metadata model, GraphQL)',
    prefixes: ['/docs/generated/ingestion', '/docs/generated/metamodel', '/docs/graphql'],
    minWords: 100,
  },
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function areaOf(path: string): Area | undefined {
  let best: {area: Area; length: number} | undefined;
  for (const area of AREAS) {
    for (const prefix of area.prefixes) {
      if (under(path, prefix) && prefix.length > (best?.length ?? -1)) best = {area, length: prefix.length};
    }
  }
  return best?.area;
}

/** What the checks read from a page's HTML besides built-site.ts's head metadata. */
interface DocContent {
  /** The classes of <html>: the docs plugin marks its pages plugin-docs. */
  htmlClasses: string[];
  /** The text of each <h1>. */
  headings: string[];
  /** The text of the page's first <article>, without scripts and styles, a space at each tag. */
  articleText: string;
  /** The href of each page link of the sidebar (not a category's own link), in order. */
  sidebarLinks: string[];
}

function readDocContent(dir: string, file: string): DocContent {
  const content: DocContent = {htmlClasses: [], headings: [], articleText: '', sidebarLinks: []};
  let depth = 0;
  let articleDepth = 0; // the depth of the first <article> while inside it, else 0
  let articleSeen = false;
  let sidebarDepth = 0;
  let hidden = 0; // inside <script> or <style>
  let heading: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        const classes = (attributes.class ?? '').split(/\s+/).filter(Boolean);
        if (name === 'html') content.htmlClasses = classes;
        if (name === 'article' && !articleSeen) {
          articleSeen = true;
          articleDepth = depth;
        }
        if (!sidebarDepth && classes.includes('theme-doc-sidebar-menu')) sidebarDepth = depth;
        if (
          sidebarDepth &&
          name === 'a' &&
          attributes.href &&
          classes.includes('menu__link') &&
          !classes.includes('menu__link--sublist')
        ) {
          content.sidebarLinks.push(attributes.href);
        }
        if (name === 'h1') heading = '';
        if (name === 'script' || name === 'style') hidden++;
        if (articleDepth) content.articleText += ' ';
      },
      ontext(text) {
        if (heading !== undefined) heading += text;
        if (articleDepth && !hidden) content.articleText += text;
      },
      onclosetag(name) {
        if (name === 'h1' && heading !== undefined) {
          content.headings.push(heading.trim());
          heading = undefined;
        }
        if (name === 'script' || name === 'style') hidden--;
        if (articleDepth) content.articleText += ' ';
        if (depth === articleDepth) articleDepth = 0;
        if (depth === sidebarDepth) sidebarDepth = 0;
        depth--;
      },
    },
    {decodeEntities: true},
  );
  parser.write(readFileSync(join(dir, file), 'utf8'));
  parser.end();
  return content;
}

interface DocRoute {
  /** The URL path the sitemap lists, without a trailing slash: /docs/quickstart. */
  path: string;
  area: Area;
  /** The built HTML, unless no file answers at the path. */
  built?: {page: Page; content: DocContent};
  /** Why the page is not checked: a redirect stub or a page the docs plugin did not make (the /docs landing page). */
  skipped?: string;
}

let routes: DocRoute[];

before(() => {
  const dir = buildDir();
  routes = [];
  for (const url of sitemapUrls(dir)) {
    const path = new URL(url).pathname.replace(/(.)\/+$/, '$1');
    if (!under(path, '/docs') || under(path, `/docs/${frozenVersion}`)) continue;
    const area = areaOf(path);
    assert.ok(area, `no area for ${path}`);
    const file = resolvePath(dir, path);
    if (!file) {
      routes.push({path, area});
      continue;
    }
    const page = readPage(dir, file);
    const content = readDocContent(dir, file);
    let skipped: string | undefined;
    if (page.redirect) skipped = 'a redirect stub';
    else if (!content.htmlClasses.includes('plugin-docs')) skipped = 'not a docs-plugin page';
    routes.push({path, area, built: {page, content}, skipped});
  }
});

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

for (const area of AREAS) {
  test(`every ${area.name} page is built with a title, a description and real content`, (t) => {
    const inArea = routes.filter((route) => route.area === area);
    assert.ok(inArea.length > 0, `sitemap.xml lists no ${area.name} page: are AREAS' prefixes out of date?`);
    const problems: string[] = [];
    let checked = 0;
    for (const {path, built, skipped} of inArea) {
      if (!built) {
        problems.push(`${path}: in sitemap.xml, but no file in the build answers at it`);
        continue;
      }
      if (skipped) {
        t.diagnostic(`${path}: not checked, ${skipped}`);
        continue;
      }
      checked++;
      const {page, content} = built;
      if (!page.title) problems.push(`${path}: no <title>`);
      const description = page.description?.trim() ?? '';
      if (!description) {
        problems.push(`${path}: no meta description`);
      } else if (description.length < 20) {
        problems.push(`${path}: meta description "${description}" is under 20 characters`);
      }
      if (!content.headings.some(Boolean)) problems.push(`${path}: no h1`);
      if (!under(path, '/docs/category')) {
        const words = wordCount(content.articleText);
        if (words < area.minWords) {
          problems.push(`${path}: only ${words} words in its article (${area.minWords} needed)`);
        }
      }
    }
    t.diagnostic(`${checked} pages checked`);
    assert.deepEqual(problems, [], `${problems.length} problem(s) in ${area.name} pages:\n  ${problems.join('\n  ')}`);
  });
}

test('release notes: newest first in the sidebar, each with its release date and what it is built on', () => {
  const notes = routes.filter((route) => route.area === RELEASE_NOTES && /\/v_\d+(_\d+)*$/.test(route.path));
  // v_0_3_12 before v_0_3_9: the version's numbers compared as numbers.
  const newestFirst = notes.map((note) => note.path).sort((a, b) => b.localeCompare(a, 'en', {numeric: true}));
  assert.ok(newestFirst.length > 1, 'sitemap.xml lists fewer than two release notes');
  assert.match(newestFirst[newestFirst.length - 1], /\/v_0_1_69$/, 'the oldest release note');
  const built = new Map(notes.map((note) => [note.path, note.built]));
  const newest = built.get(newestFirst[0]);
  assert.ok(newest, `${newestFirst[0]}: no file in the build`);
  const sidebar = newest.content.sidebarLinks.filter((href) => href.includes('/release-notes/v_'));
  assert.deepEqual(sidebar, newestFirst, `the sidebar of ${newestFirst[0]} lists every release note, newest first`);

  const dates: number[] = [];
  for (const path of newestFirst) {
    const text = built.get(path)?.content.articleText;
    assert.ok(text !== undefined, `${path}: no file in the build`);
    const date = /Release date:?\s*(\d{1,2} [A-Z][a-z]+ \d{4})/.exec(text)?.[1];
    if (date) {
      dates.push(Date.parse(`${date} UTC`));
    } else {
      // The oldest release's public note gives no date; its page says so instead of guessing one.
      assert.match(text, /Release date:?\s*not given/, `${path} states its release date or that none is published`);
    }
    // What the release is built on: the open-source base, or the CLI it recommends.
    assert.match(
      text,
      /Open-source base:|Recommended CLI\/SDK:/,
      `${path} states its open-source base or recommended CLI`,
    );
  }
  assert.ok(dates.length > newestFirst.length - 2, `only ${dates.length} of ${newestFirst.length} release notes dated`);
  assert.ok(
    dates.every((d) => !Number.isNaN(d)),
    'every release date parses',
  );
  // Newest first: each release is dated after the one below it.
  assert.deepEqual(
    [...dates].sort((a, b) => b - a),
    dates,
    'release dates, newest first',
  );
});
