import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createRequire} from 'node:module';
import {groupsFor, type SplitNode} from '../../src/plugins/route-table-split/lookup';

const require = createRequire(import.meta.url);
const {splitRouteTable, GROUP_SIZE} = require('../../src/plugins/route-table-split/routeTable.cjs') as {
  splitRouteTable: (input: Record<string, unknown>) => {
    splits: {base: string; keys: Record<string, number>; groups: {chunkName: string; leaves: {path: string}[]}[]}[];
    lazyLeaves: Set<unknown>;
  };
  GROUP_SIZE: number;
};
const loader = require('../../src/plugins/route-table-split/loader.cjs') as (this: object, source: string) => string;

// A small site shaped like the generated files: two pages, and a docs plugin with two versions of 150 pages,
// 80 of them under one folder ("reference"), so that folder is split by its next segment.
function docPaths(base: string): string[] {
  const paths = [`${base}`];
  for (let i = 0; i < 80; i += 1) paths.push(`${base}/reference/part-${i % 2}/page-${i}`);
  for (let i = 0; i < 69; i += 1) paths.push(`${base}/topic-${i % 23}/page-${i}`);
  return paths;
}
const versions = {'/docs/1.0': docPaths('/docs/1.0'), '/docs': docPaths('/docs')};
const hash = (path: string) => Buffer.from(path).toString('hex').slice(-3);
const route = (path: string, extra = '') =>
  `{path: '${path}', component: ComponentCreator('${path}', '${hash(path)}'), exact: true${extra}}`;
const chunk = (path: string) => `c${Buffer.from(path).toString('base64url')}`;

function site() {
  const versionNodes = Object.entries(versions).map(
    ([base, paths]) =>
      `{path: '${base}', component: ComponentCreator('${base}', 'v00'), routes: [{path: '${base}', component: ComponentCreator('${base}', 'r00'), routes: [\n${paths
        .map((path) => route(path, ", sidebar: 'main'"))
        .join(',\n')}]}]}`,
  );
  const routesSource = [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    `${route('/about/')},`,
    `{path: '/docs', component: ComponentCreator('/docs', 'd00'), routes: [${versionNodes.join(',\n')}]},`,
    `{path: '*', component: ComponentCreator('*')}`,
    '];',
  ].join('\n');
  const chunkNames: Record<string, unknown> = {
    [`/about/-${hash('/about/')}`]: {__comp: 'page', config: 'cfg'},
    '/docs-d00': {__comp: 'docsRoot'},
    '*-undefined': {__comp: 'notFound'},
  };
  const registry = new Map<string, string>([
    ['page', '@theme/Page'],
    ['cfg', '@generated/config'],
    ['docsRoot', '@theme/DocsRoot'],
    ['notFound', '@theme/NotFound'],
    ['docItem', '@theme/DocItem'],
  ]);
  for (const [base, paths] of Object.entries(versions)) {
    chunkNames[`${base}-v00`] = {__comp: 'docsRoot', __props: chunk(`${base}-props`)};
    chunkNames[`${base}-r00`] = {__comp: 'docsRoot'};
    registry.set(chunk(`${base}-props`), `@generated/props${base}.json`);
    for (const path of paths) {
      // Every doc uses the doc item (shared with a page that stays), and its own content.
      chunkNames[`${path}-${hash(path)}`] = {__comp: 'docItem', content: chunk(path), __context: {plugin: 'cfg'}};
      registry.set(chunk(path), `@site${path}.md`);
    }
  }
  chunkNames[`/about/-${hash('/about/')}`] = {__comp: 'page', config: 'cfg', extra: 'docItem'};
  const registrySource = `export default {\n${[...registry]
    .map(
      ([name, module]) =>
        `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")]`,
    )
    .join(',\n')},};\n`;
  return {routesSource, registrySource, chunkNamesSource: JSON.stringify(chunkNames)};
}

const files = {
  routes: '/site/.docusaurus/routes.js',
  registry: '/site/.docusaurus/registry.js',
  chunkNames: '/site/.docusaurus/routesChunkNames.json',
};

test('each docs version is split into groups by path; every doc page is in exactly one group', () => {
  const plan = splitRouteTable({...site(), files});
  assert.deepEqual(
    plan.splits.map((split) => split.base),
    ['/docs/1.0', '/docs'],
  );
  for (const split of plan.splits) {
    const paths = split.groups.flatMap((group) => group.leaves.map((leaf) => leaf.path));
    assert.deepEqual([...paths].sort(), [...versions[split.base as keyof typeof versions]].sort());
    for (const group of split.groups)
      assert.ok(group.leaves.length <= GROUP_SIZE, `${group.chunkName} has ${group.leaves.length}`);
    // The 80 pages under reference/ exceed a group: keyed by two segments.
    assert.ok('reference/part-0' in split.keys && !('reference' in split.keys), JSON.stringify(split.keys));
    assert.ok('' in split.keys, 'the version index page');
  }
  assert.equal(plan.lazyLeaves.size, 300);
});

test('the lookup finds the group of a path, in any case and with a trailing slash, and nothing for other paths', () => {
  const plan = splitRouteTable({...site(), files});
  const nodes: SplitNode<string>[] = plan.splits.map((split, index) => ({
    at: [index],
    base: split.base,
    keys: split.keys,
    load: split.groups.map((group) => group.chunkName),
  }));
  const chunkFor = (pathname: string) => groupsFor(nodes, pathname).map(([node, group]) => node.load[group]);
  for (const split of plan.splits) {
    for (const group of split.groups) {
      for (const leaf of group.leaves) {
        // The current version's node also sees /docs/1.0/...: it has no "1.0" key, so only 1.0's group is found.
        assert.deepEqual(chunkFor(leaf.path), [group.chunkName], leaf.path);
        assert.deepEqual(chunkFor(`${leaf.path.toUpperCase()}/`), [group.chunkName], leaf.path);
      }
    }
  }
  assert.deepEqual(chunkFor('/about/'), []);
  assert.deepEqual(chunkFor('/docs/no-such-folder/page'), []);
  assert.deepEqual(chunkFor('/docsx/topic-1/page-1'), []);
});

function runLoader(file: string, target: 'client' | 'server', query = '') {
  const dir = mkdtempSync(join(tmpdir(), 'route-table-split-'));
  const sources = site();
  writeFileSync(join(dir, 'routes.js'), sources.routesSource);
  writeFileSync(join(dir, 'registry.js'), sources.registrySource);
  writeFileSync(join(dir, 'routesChunkNames.json'), sources.chunkNamesSource);
  const dependencies: string[] = [];
  const source = {
    'routes.js': sources.routesSource,
    'registry.js': sources.registrySource,
    'routesChunkNames.json': sources.chunkNamesSource,
  }[file]!;
  const output = loader.call(
    {
      getOptions: () => ({target, generatedFilesDir: dir, ssrRouteGroup: '/plugin/ssrRouteGroup.ts'}),
      addDependency: (dependency: string) => dependencies.push(dependency),
      resourcePath: join(dir, file),
      resourceQuery: query,
    },
    source,
  );
  return {output, dependencies};
}

test('the browser table keeps the docs nodes without their pages, and says how to load each group', () => {
  const {output, dependencies} = runLoader('routes.js', 'client');
  assert.equal(dependencies.length, 3, 'the three generated files');
  assert.doesNotMatch(output, /topic-1\/page-1"/);
  assert.match(output, /"\/about\/"/);
  assert.match(output, /export const routeGroups = /);
  assert.match(
    output,
    /import\(\/\* webpackChunkName: "routes-docs-1\.0-0" \*\/ "\.\/routes\.js\?group=routes-docs-1\.0-0"\)/,
  );
  // Still valid JavaScript once the imports are taken away.
  new Function(output.replace(/^import .*$/gm, '').replace(/^export (default |const )/gm, 'var _ = '));
});

test('a group brings its routes, their chunk names and the registry entries no remaining page uses', () => {
  const {output} = runLoader('routes.js', 'client', '?group=routes-docs-0');
  assert.match(output, /Object\.assign\(registry, \{/);
  assert.match(output, /"\/docs\/reference\/part-0\/page-0"/);
  assert.doesNotMatch(output, /"\/docs\/1\.0\//);
  // The doc's content loader moves with it (module path emptied, as in the main registry); the shared doc
  // item stays in the main registry.
  assert.match(
    output,
    /import\(\/\* webpackChunkName: "[^"]+" \*\/ "@site\/docs\/reference\/part-0\/page-0\.md"\), "", require\.resolveWeak/,
  );
  assert.doesNotMatch(output, /"docItem": \[/);
  assert.throws(
    () => runLoader('routes.js', 'client', '?group=routes-docs-99'),
    /routes\.js\?group=routes-docs-99: no such route group/,
  );
});

test('the main registry and chunk names lose exactly the split pages entries', () => {
  const registry = runLoader('registry.js', 'client').output;
  assert.doesNotMatch(registry, /@site\/docs\//);
  assert.match(registry, /"docItem": \[/);
  assert.match(registry, /"page": \[/);
  const chunkNames = JSON.parse(runLoader('routesChunkNames.json', 'client').output) as Record<string, unknown>;
  assert.deepEqual(
    Object.keys(chunkNames).sort(),
    [
      '*-undefined',
      '/about/-' + hash('/about/'),
      '/docs-d00',
      '/docs-r00',
      '/docs-v00',
      '/docs/1.0-r00',
      '/docs/1.0-v00',
    ].sort(),
  );
});

test('the server table is whole, each split page reporting its group', () => {
  const {output} = runLoader('routes.js', 'server');
  assert.match(output, /import withRouteGroup from "\/plugin\/ssrRouteGroup\.ts"/);
  assert.match(
    output,
    /withRouteGroup\(ComponentCreator\("\/docs\/1\.0\/topic-1\/page-1", "[0-9a-f]+"\), "routes-docs-1\.0-\d+"\)/,
  );
  assert.match(output, /"component": ComponentCreator\("\/about\/"/);
  assert.equal(output.match(/withRouteGroup\(/g)?.length, 300);
  assert.equal(runLoader('registry.js', 'server').output, site().registrySource);
});

test('a route table of another shape fails with the file named', () => {
  const sources = site();
  assert.throws(
    () => splitRouteTable({...sources, routesSource: 'module.exports = [];', files}),
    /\/site\/\.docusaurus\/routes\.js: no "export default" route list/,
  );
  assert.throws(() => {
    const missing = sources.registrySource.split('\n').filter((line) => !line.includes(`"${chunk('/docs/1.0')}"`));
    splitRouteTable({...sources, registrySource: missing.join('\n'), files});
  }, /\/site\/\.docusaurus\/registry\.js: no entry "c[^"]+" \(used by route "\/docs\/1\.0"\)/);
  assert.throws(
    () => splitRouteTable({...sources, chunkNamesSource: '{', files}),
    /\/site\/\.docusaurus\/routesChunkNames\.json: not JSON/,
  );
});
