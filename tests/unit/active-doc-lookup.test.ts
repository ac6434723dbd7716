import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import Module, {register} from 'node:module';
import {pathToFileURL} from 'node:url';
import type {GlobalDoc, GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

// `@docusaurus/router` is a bundler alias of react-router-dom (@docusaurus/core/lib/client/exports/router.js);
// Node resolves it here the same way, for both modules compared (the framework's is ESM, ours loads as CommonJS).
const ROUTER = '@docusaurus/router';
register(
  `data:text/javascript,${encodeURIComponent(
    `export async function resolve(s, c, next) { return next(s === '${ROUTER}' ? 'react-router-dom' : s, c); }`,
  )}`,
  import.meta.url,
);
type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const cjs = Module as unknown as {_resolveFilename: ResolveFilename};
const resolveFilename = cjs._resolveFilename;
cjs._resolveFilename = function (this: unknown, request, ...rest) {
  return resolveFilename.call(this, request === ROUTER ? 'react-router-dom' : request, ...rest);
};

const DOCS_CLIENT_DIR = 'node_modules/@docusaurus/plugin-content-docs/lib/client';
type Utils = typeof import('../../src/plugins/active-doc-lookup/docsClientUtils');
let original: Utils;
let indexed: Utils;
before(async () => {
  original = (await import(pathToFileURL(join(DOCS_CLIENT_DIR, 'docsClientUtils.js')).href)) as Utils;
  indexed = (await import('../../src/plugins/active-doc-lookup/docsClientUtils')) as Utils;
});

function docFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return docFiles(path);
    return /\.mdx?$/.test(name)
      ? [
          relative('docs', path)
            .replace(/\.mdx?$/, '')
            .replace(/(^|\/)index$/, ''),
        ]
      : [];
  });
}

// The site's doc paths, and paths that path-to-regexp reads as patterns or that only case folding matches.
const siteIds = docFiles('docs');
const oddPaths = [
  '/:param',
  '/a(b)',
  '/star/*',
  '/escaped\\:x',
  '/plus+',
  '/Kelvin-\u212a',
  '/caf\u00e9',
  '/double//',
  '/Upper/Case',
];
function version(name: string, path: string, isLast: boolean): GlobalVersion {
  const docs: GlobalDoc[] = [
    // A pattern before a literal path it also matches, and after one: the first in order wins.
    {id: 'pattern-first', path: `${path}/patterned/:param`, sidebar: undefined},
    {id: 'literal-second', path: `${path}/patterned/literal`, sidebar: undefined},
    {id: 'literal-first', path: `${path}/literal/first`, sidebar: undefined},
    {id: 'pattern-second', path: `${path}/literal/:param`, sidebar: undefined},
    ...siteIds.map((id) => ({id, path: `${path}/${id}`.replace(/\/$/, ''), sidebar: 'main'})),
    ...oddPaths.map((odd, i) => ({id: `odd-${i}`, path: `${path}${odd}`, sidebar: undefined})),
    // The same path twice, and a path equal to another up to case and a trailing slash: the first wins.
    {id: 'first', path: `${path}/twice`, sidebar: undefined},
    {id: 'second', path: `${path}/twice`, sidebar: undefined},
    {id: 'with-slash', path: `${path}/slashed/`, sidebar: undefined},
    {id: 'shouting', path: `${path}/SLASHED`, sidebar: undefined},
  ];
  return {name, label: name, isLast, path, mainDocId: siteIds[0]!, docs, draftIds: [], sidebars: {}};
}
const data: GlobalPluginData = {
  path: '/docs',
  versions: [version('current', '/docs', true), version('1.1.0', '/docs/1.1.0', false)],
  breadcrumbs: true,
};

const pathnames = data.versions.flatMap((v) =>
  v.docs.flatMap(({path}) => [
    path,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    `${path}/more`,
    path.slice(0, -1),
    // The Kelvin sign lower-cases to "k", but the regex's case folding does not take it for one.
    path.replaceAll('k', '\u212a'),
  ]),
);
pathnames.push(
  '/docs/patterned/literal',
  '/docs/literal/first',
  '/',
  '/docs',
  '/docs/',
  '/blog/post',
  '/docs/1.1.0',
  '/docs/not-a-doc',
  '/docs/K',
  '/docs/kelvin-k',
);

test('the indexed lookup gives the docs plugin’s answer for every doc path of the site and for odd ones', () => {
  assert.ok(siteIds.length > 400, `only ${siteIds.length} docs found`);
  let matched = 0;
  for (const pathname of pathnames) {
    const expected = original.getActiveDocContext(data, pathname);
    const actual = indexed.getActiveDocContext(data, pathname);
    assert.equal(actual.activeVersion, expected.activeVersion, `version of ${pathname}`);
    assert.equal(actual.activeDoc, expected.activeDoc, `doc of ${pathname}`);
    assert.deepEqual(actual.alternateDocVersions, expected.alternateDocVersions, `alternates of ${pathname}`);
    assert.deepEqual(
      indexed.getDocVersionSuggestions(data, pathname),
      original.getDocVersionSuggestions(data, pathname),
      `suggestions for ${pathname}`,
    );
    assert.equal(indexed.getActiveVersion(data, pathname), original.getActiveVersion(data, pathname));
    assert.deepEqual(
      indexed.getActivePlugin({default: data}, pathname),
      original.getActivePlugin({default: data}, pathname),
    );
    if (expected.activeDoc) matched += 1;
  }
  // Most of the paths above are docs: the comparison is not between two empty answers.
  assert.ok(matched > pathnames.length / 2, `${matched} of ${pathnames.length} matched a doc`);
  assert.equal(indexed.getLatestVersion(data), original.getLatestVersion(data));
  assert.throws(
    () => indexed.getActivePlugin({default: data}, '/blog', {failfast: true}),
    /Existing docs plugin paths are: \/docs/,
  );
});

test('the same question is answered with the same object (memoized per pathname)', () => {
  const first = indexed.getActiveDocContext(data, '/docs/quickstart');
  assert.equal(indexed.getActiveDocContext(data, '/docs/quickstart'), first);
  assert.equal(first.activeDoc?.id, 'quickstart');
  assert.equal(indexed.getActiveDocContext(data, '/docs/1.1.0/quickstart').activeVersion?.name, '1.1.0');
});

test('the module swapped has the same exports, imported by the request the plugin replaces', () => {
  const source = readFileSync(join(DOCS_CLIENT_DIR, 'index.js'), 'utf8');
  assert.match(source, /from '\.\/docsClientUtils'/);
  assert.deepEqual(Object.keys(indexed).sort(), Object.keys(original).sort());
});
