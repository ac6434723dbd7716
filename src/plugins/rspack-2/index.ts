import {createHash} from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';

/** The framework's bundler configs, whose persistent cache this plugin declares again (see below). */
const FRAMEWORK_CONFIG_FILES = [
  require.resolve('@docusaurus/core/lib/webpack/base.js'),
  require.resolve('@docusaurus/core/lib/webpack/client.js'),
  require.resolve('@docusaurus/core/lib/webpack/server.js'),
];

type BundlerConfig = {mode?: string; resolve?: {alias?: unknown}};

/**
 * Docusaurus 3.10 writes its bundler configuration for Rspack 1 (`@docusaurus/faster` asks for ^1.7); this
 * site installs Rspack 2 (package.json `overrides`), which builds a cold site in about 65 s of bundling
 * instead of 90, and keeps the minifier's output in its persistent cache (a warm build bundles in 7 s
 * instead of 18). Two of the framework's settings are Rspack 1's, and are said again here in Rspack 2's
 * terms:
 * - the persistent cache: the framework sets `experiments.cache`, which Rspack 2 ignores (it reads the
 *   top-level `cache`). Same invalidation as the framework's: its version (the Docusaurus version and the
 *   theme aliases, so a swizzle or an unswizzle misses) and its build dependencies (the framework's
 *   config files and the site config). `DOCUSAURUS_NO_PERSISTENT_CACHE` turns it off, as it does there.
 *   Its name also says which site folder it is for (below).
 * - the server bundle's format: the framework sets `output.libraryTarget`, which Rspack 2 dropped; without
 *   `output.library.type` the bundle exports nothing and static rendering stops ("server bundle export
 *   ... must be a function").
 * Both fail loudly if they stop applying: no static page (every build), or a warm build as slow as a cold
 * one (`npm run bench -- --only build`).
 */
export default function rspack2Plugin(context: LoadContext): Plugin {
  return {
    name: 'rspack-2',
    configureWebpack(config: BundlerConfig, isServer, {currentBundler}) {
      if (currentBundler.name !== 'rspack') return {};
      // One cache per site folder (scripts/site-bundler-cache.mjs computes the same suffix): Rspack 2 keeps one version per name (under node_modules/.cache/rspack of
      // the folder the build runs from) and drops the others, so the test sites and the bench's blank site,
      // built from this folder, would otherwise evict the real site's cache and make its next build cold.
      const site = createHash('md5').update(context.siteDir).digest('hex').slice(0, 8);
      const name = `${isServer ? 'server' : 'client'}-${config.mode}-${context.i18n.currentLocale}-${site}`;
      const version = createHash('md5')
        .update(JSON.stringify([DOCUSAURUS_VERSION, config.resolve?.alias ?? null]))
        .digest('hex');
      return {
        ...(process.env.DOCUSAURUS_NO_PERSISTENT_CACHE
          ? {}
          : {
              cache: {
                type: 'persistent',
                name,
                version,
                buildDependencies: [...FRAMEWORK_CONFIG_FILES, context.siteConfigPath],
              },
            }),
        ...(isServer ? {output: {library: {type: 'commonjs2'}}} : {}),
      } as Record<string, unknown>;
    },
  };
}
