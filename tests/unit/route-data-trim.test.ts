import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const trimRegistry = createRequire(import.meta.url)('../../src/plugins/route-data-trim/registryLoader.cjs') as (
  this: {resourcePath: string},
  source: string,
) => string;

const context = {resourcePath: '/site/.docusaurus/registry.js'};

test('the registry loader empties module paths and keeps loaders and module ids', () => {
  const source = [
    'export default {',
    '  "0a": [() => import(/* webpackChunkName: "0a" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],',
    '  "0b": [() => import(/* webpackChunkName: "0b" */ "@theme/DocRoot"), "@theme/DocRoot", require.resolveWeak("@theme/DocRoot")],',
    '};',
  ].join('\n');
  const trimmed = trimRegistry.call(context, source);
  assert.equal(
    trimmed,
    source.replace('"@site/docs/a.md", require', '"", require').replace('"@theme/DocRoot", require', '"", require'),
  );
  assert.match(trimmed, /import\(\/\* webpackChunkName: "0a" \*\/ "@site\/docs\/a\.md"\)/);
});

test('a registry of another shape fails the build with the file and the loader to update', () => {
  const changed =
    'export default {"0a": {load: () => import("@site/docs/a.md"), id: require.resolveWeak("@site/docs/a.md")}};';
  assert.throws(
    () => trimRegistry.call(context, changed),
    /\/site\/\.docusaurus\/registry\.js: no registry entry matched src\/plugins\/route-data-trim\/registryLoader\.cjs/,
  );
});
