import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {
  chunkNamesByModule,
  withModuleOrigins,
  type ClientManifest,
} from '../../src/plugins/page-chunk-scripts/manifest';

// The function the framework calls while rendering a page to HTML to list its scripts.
const {getBundles} = createRequire(import.meta.url)('react-loadable-ssr-addon-v5-slorber') as {
  getBundles: (manifest: ClientManifest, modules: string[]) => {js?: {file: string}[]; css?: {file: string}[]};
};

// Shaped as the framework writes it, down to the last entry closing the object on its own line.
const registry = `export default {
  "0e384e19": [() => import(/* webpackChunkName: "0e384e19" */ "@site/docs/intro.md"), "@site/docs/intro.md", require.resolveWeak("@site/docs/intro.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "aaaa0000": [() => import(/* webpackChunkName: "aaaa0000" */ "@site/docs/merged.md"), "@site/docs/merged.md", require.resolveWeak("@site/docs/merged.md")],};
`;

// As the addon writes it with Rspack: origins keyed by chunk name, one shared chunk (12) split off DocItem.
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['783', '889'],
    'runtime~main': ['783', '889'],
    '0e384e19': ['501'],
    '17896441': ['12', '602'],
    '12': ['12'],
  },
  assets: {
    '783': {js: [{file: 'assets/js/runtime~main.1.js'}]},
    '889': {js: [{file: 'assets/js/main.2.js'}], css: [{file: 'assets/css/styles.3.css'}]},
    '501': {js: [{file: 'assets/js/501.4.js'}]},
    '602': {js: [{file: 'assets/js/602.5.js'}]},
    '12': {js: [{file: 'assets/js/12.6.js'}]},
  },
};

const rendered = ['main', '@theme/DocItem', '@site/docs/intro.md'];
const scripts = (m: ClientManifest) => (getBundles(m, rendered).js ?? []).map((b) => b.file).sort();

test('registry entries map each module path to its chunk name', () => {
  const byModule = chunkNamesByModule(registry, '.docusaurus/registry.js');
  assert.equal(byModule.get('@site/docs/intro.md'), '0e384e19');
  assert.equal(byModule.get('@theme/DocItem'), '17896441');
  assert.equal(byModule.size, 3);
});

test('unmended, the framework finds only the entry point; mended, also the page chunks and their split-off chunks', () => {
  assert.deepEqual(scripts(manifest), ['assets/js/main.2.js', 'assets/js/runtime~main.1.js']);
  const {manifest: mended, added} = withModuleOrigins(
    manifest,
    chunkNamesByModule(registry, '.docusaurus/registry.js'),
    'client-manifest.json',
  );
  assert.equal(added, 2, 'the merged module has no chunk of its own and gets no origin');
  assert.deepEqual(scripts(mended), [
    'assets/js/12.6.js',
    'assets/js/501.4.js',
    'assets/js/602.5.js',
    'assets/js/main.2.js',
    'assets/js/runtime~main.1.js',
  ]);
  assert.equal(mended.origins['@site/docs/merged.md'], undefined);
  assert.deepEqual(manifest.origins['@theme/DocItem'], undefined, 'the input is not modified');
});

test('a registry in an unknown format fails the build, naming the file and the pattern to update', () => {
  const changed = `export default {\n  "0e384e19": [() => import(/* webpackChunkName: "0e384e19" */ "@site/docs/intro.md"), require.resolveWeak("@site/docs/intro.md")],\n};\n`;
  assert.throws(
    () => chunkNamesByModule(changed, '/site/.docusaurus/registry.js'),
    /\/site\/\.docusaurus\/registry\.js: no entry matched .*REGISTRY_ENTRY/,
  );
  assert.equal(
    chunkNamesByModule('export default {};\n', 'registry.js').size,
    0,
    'a site without routes is not an error',
  );
});

test('a manifest without origins fails, naming the file and the field', () => {
  assert.throws(
    () =>
      withModuleOrigins(
        {entrypoints: []} as unknown as ClientManifest,
        new Map(),
        '/site/.docusaurus/client-manifest.json',
      ),
    /\/site\/\.docusaurus\/client-manifest\.json: field "origins" is missing/,
  );
});
