import type {Plugin} from '@docusaurus/types';

/**
 * Trims the module registry the framework writes to .docusaurus/registry.js and ships in main.js.
 *
 * Each entry is `[loader, "@site/docs/page.md", require.resolveWeak("@site/docs/page.md")]`. The middle
 * string is only read while rendering pages to HTML (react-loadable reports it to name the page's chunks);
 * the browser uses the loader and the module id. In the browser bundle the string is left empty, about
 * 10 bytes compressed per page off the file every page downloads. The server bundle keeps it.
 */
export default function registryTrimPlugin(): Plugin {
  return {
    name: 'registry-trim',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
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
