import type {Plugin} from '@docusaurus/types';
import type {Compiler} from '@rspack/core';

type Middleware = unknown;
/** Rspack's, from the bundler the framework passes (Rspack 2 is an ES module the config loader cannot import). */
type WithLazyCompilationMiddleware = {lazyCompilationMiddleware(compiler: Compiler): Middleware};
type Module = {nameForCondition(): string | null | undefined};

/** The route components of every doc page (the docs plugin's nesting: docs root, version root, doc root, item). */
const DOC_LAYOUT = /[\\/]theme[\\/](DocsRoot|DocVersionRoot|DocRoot|DocItem)[\\/]index\.[jt]sx?$/;
type DevServerLike = {compiler: Compiler};

/**
 * The live preview compiles a page's code when the browser first asks for it (Rspack's lazy compilation),
 * not every page of the site before it serves the first.
 *
 * `docusaurus start` renders in the browser only, and every route's content is a dynamic import in the
 * route registry: about 2,200 MDX files (9 MB, most of it generated reference) that the dev server used
 * to compile before showing anything. With lazy compilation each of those imports is a small proxy until
 * the page is opened; the proxy asks the dev server (through the middleware added here, which the
 * framework's webpack-dev-server does not add by itself) to compile the real module, then hot-updates it
 * in. Saving a file rebuilds only what has been opened, so the edit loop is shorter too.
 *
 * Dev server only, and only with Rspack (@docusaurus/faster): production builds compile everything, and
 * the classic bundler (DOCS_CLASSIC_BUNDLER, for the bench's comparison) keeps its defaults.
 */
export default function devLazyCompilationPlugin(): Plugin {
  return {
    name: 'dev-lazy-compilation',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return {};
      return {
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: require.resolve('./registryLoader.cjs')}]},
          ],
        },
        // Route content (dynamic imports) only: the entry (React, the theme, the router) is needed at once.
        // Except the layout every doc page shares (most of the time a first page took to compile):
        // compiled with the entry, so opening a doc page compiles little more than its Markdown.
        lazyCompilation: {
          imports: true,
          entries: false,
          test: (module: Module) => !DOC_LAYOUT.test(module.nameForCondition() ?? ''),
        },
        devServer: {
          // webpack-merge calls the framework's setupMiddlewares and this one with the same array, then
          // joins what they return: add to that array and return nothing more, so no middleware runs twice.
          setupMiddlewares(middlewares: Middleware[], devServer: DevServerLike): Middleware[] {
            const rspack = currentBundler.instance as unknown as WithLazyCompilationMiddleware;
            middlewares.unshift(rspack.lazyCompilationMiddleware(devServer.compiler));
            return [];
          },
        },
      } as Record<string, unknown>;
    },
  };
}
