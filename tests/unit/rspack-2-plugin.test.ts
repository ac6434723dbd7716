import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext} from '@docusaurus/types';
import rspack2Plugin from '../../src/plugins/rspack-2';

type Cache = {type: string; name: string; version: string; buildDependencies: string[]};

function cacheOf(siteDir: string, isServer = false, alias: unknown = {'@theme/Layout': '/x'}) {
  const context = {siteDir, siteConfigPath: `${siteDir}/docusaurus.config.ts`, i18n: {currentLocale: 'en'}};
  const plugin = rspack2Plugin(context as unknown as LoadContext);
  const configure = plugin.configureWebpack as unknown as (
    config: unknown,
    isServer: boolean,
    utils: unknown,
  ) => {cache?: Cache; output?: unknown};
  return configure({mode: 'production', resolve: {alias}}, isServer, {currentBundler: {name: 'rspack'}});
}

test("each site folder has its own persistent cache: a test site's build does not evict the real site's", () => {
  const site = cacheOf('/repo').cache!;
  const fixture = cacheOf('/repo/.test-build/broken-site').cache!;
  assert.equal(site.type, 'persistent');
  assert.notEqual(site.name, fixture.name);
  assert.equal(cacheOf('/repo').cache!.name, site.name, 'the same folder, the same cache');
  assert.notEqual(cacheOf('/repo', true).cache!.name, site.name, 'the server bundle has its own');
  assert.ok(site.buildDependencies.includes('/repo/docusaurus.config.ts'));
});

test('a swizzle (another theme alias) is another cache version; the server bundle exports its function', () => {
  assert.notEqual(cacheOf('/repo').cache!.version, cacheOf('/repo', false, {'@theme/Layout': '/y'}).cache!.version);
  assert.deepEqual(cacheOf('/repo', true).output, {library: {type: 'commonjs2'}});
  assert.equal(cacheOf('/repo', false).output, undefined);
});
