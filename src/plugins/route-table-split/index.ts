import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ResolveData} from '../intent-preload';

/** Where the framework's client code imports `preload` from (its client entry, router and window object). */
const FRAMEWORK_CLIENT_DIR = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;
const GENERATED_TABLE = /[\\/]\.docusaurus[\\/](routes\.js|registry\.js|routesChunkNames\.json)$/;

/**
 * Loads a docs version's routes with the pages that need them, not on every page (facebook/docusaurus#7256).
 *
 * The framework puts the whole route table in main.js: every route's entry in `.docusaurus/routes.js`, its
 * chunk names in `routesChunkNames.json` and the loaders of its modules in `registry.js`. With two docs
 * versions of about 500 pages each that is about 60 KB compressed that every page downloads, parses and
 * runs, though a page needs a handful of entries. In production client builds, `loader.cjs` rewrites
 * the three files: a node with a hundred leaf routes or more (a docs version's pages) keeps its place in
 * the table with no leaves, and its leaves, with their chunk-name and registry entries, go in groups of
 * about 64 by path (`routes.js?group=<name>`, one chunk each, `routeTable.cjs` plans them). `preload.ts`
 * replaces the framework's client preload: it loads the groups that may hold a path before looking the
 * path up, which the framework does before hydrating and before showing a page a link leads to.
 *
 * So that a group is not a second round trip before hydration, the server bundle's table (whole) wraps each
 * split route's component in `ssrRouteGroup.ts`, which reports the group's chunk while the page renders;
 * the framework then lists the chunk's file in the page's HTML beside main.js.
 *
 * The dev server keeps the framework's table: it is regenerated on every edit, and the split is a
 * production concern.
 */
export default function routeTableSplitPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-table-split',
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'production') return {};
      const loader = {
        loader: require.resolve('./loader.cjs'),
        options: {
          target: isServer ? 'server' : 'client',
          generatedFilesDir: context.generatedFilesDir,
          ssrRouteGroup: require.resolve('./ssrRouteGroup'),
        },
      };
      const rules = [{test: GENERATED_TABLE, use: [loader]}];
      if (isServer) return {module: {rules}};
      return {
        module: {rules},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^(\.\/preload|@docusaurus\/core\/lib\/client\/preload(\.js)?)$/,
            (resource: ResolveData) => {
              if (resource.request !== './preload' || FRAMEWORK_CLIENT_DIR.test(resource.context)) {
                resource.request = require.resolve('./preload');
              }
            },
          ),
        ],
      };
    },
  };
}
