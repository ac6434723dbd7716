import type {Plugin} from '@docusaurus/types';
import type {Compiler, RuleSetRule} from '@rspack/core';
import {clientCompilationStarted, clientModulesBuilt} from './state.cjs';

const MDX_LOADER = require.resolve('@docusaurus/mdx-loader');
const SERVER_LOADER = require.resolve('./serverLoader.cjs');

type LoaderItem = {loader: string; options?: Record<string, unknown>};

/**
 * A warm build never waits forever for an MDX file.
 *
 * In a production build the framework compiles each MDX file once for both bundles (`mdxCrossCompilerCache`,
 * @docusaurus/mdx-loader's loader.js): the server bundle's loader waits for the client bundle's compile of the
 * same file and takes its result. With the bundler's persistent cache (src/plugins/rspack-2) each bundle
 * decides alone which files to compile again. When their caches disagree about a file (it changed while a
 * build ran, or a build stopped after the client's cache was written and before the server's), the client
 * takes the file from its cache, the server compiles it and waits for a client compile that never comes:
 * the build hangs with no CPU used, and every later build hangs the same way until the cache is deleted.
 * It happened here after Markdown files were edited during a build.
 *
 * The server bundle's MDX loader is replaced by serverLoader.cjs, which calls the framework's loader and,
 * once the client bundle has built all its modules, compiles on the server any file still waiting (the one
 * extra compile a disagreement costs). Production builds with Rspack only; the client bundle and the live
 * preview are untouched. Listed in src/plugins/README.md; tests/broken-site/mdx-cache-disagreement.test.ts
 * builds a site whose two caches disagree.
 */
export default function mdxServerFallbackPlugin(): Plugin {
  return {
    name: 'mdx-server-fallback',
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'production' || currentBundler.name !== 'rspack') return {};
      // An Rspack plugin; the framework's config type is webpack's.
      if (!isServer) return {plugins: [{apply: watchClientModules} as never]};
      // The rules are shared with the client bundle's config: replace them with copies, keeping their options
      // (the cross-compiler cache is in there).
      const rules = (config.module?.rules ?? []) as RuleSetRule[];
      let replaced = 0;
      rules.forEach((rule, index) => {
        if (!Array.isArray(rule?.use)) return;
        const use = rule.use as LoaderItem[];
        if (!use.some((item) => item?.loader === MDX_LOADER)) return;
        rules[index] = {
          ...rule,
          use: use.map((item) => (item?.loader === MDX_LOADER ? {...item, loader: SERVER_LOADER} : item)),
        };
        replaced += 1;
      });
      // The content plugins add their rules before this plugin runs (config/plugins.ts lists it after them).
      if (replaced === 0)
        throw new Error('mdx-server-fallback: the server config has no rule using @docusaurus/mdx-loader');
      return {};
    },
  };
}

function watchClientModules(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('mdx-server-fallback', (compilation) => {
    clientCompilationStarted();
    compilation.hooks.finishModules.tap('mdx-server-fallback', () => {
      const stranded = clientModulesBuilt();
      if (stranded.length > 0) {
        console.log(
          `[mdx-server-fallback] ${stranded.length} MDX file(s) compiled again for the server bundle, which the ` +
            `client bundle took from its cache (the two caches disagreed), first: ${stranded[0]}`,
        );
      }
    });
  });
}
