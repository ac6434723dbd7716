import type {Plugin} from '@docusaurus/types';

/**
 * Trims what the browser carries for every route of the site, in the two files every page loads.
 *
 * 1. main.js: the module registry the framework writes to .docusaurus/registry.js. Each entry is `[loader, "@site/docs/page.md", require.resolveWeak("@site/docs/page.md")]`. The middle
 * string is only read while rendering pages to HTML (react-loadable reports it to name the page's chunks);
 * the browser uses the loader and the module id. In the browser bundle the string is left empty, about
 * 10 bytes compressed per page. The server bundle keeps it.
 * 2. runtime~main.js: chunk files are named by their numeric id, not by the chunk name the framework
 * gives each page module, so the runtime needs no map from ids to names to build a file's URL (about
 * 9 KB compressed at a thousand pages). The name-to-id map the framework's prefetching uses stays.
 */
export default function routeDataTrimPlugin(): Plugin {
  return {
    name: 'route-data-trim',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{loader: require.resolve('./loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
