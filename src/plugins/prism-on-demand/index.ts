import type {Plugin} from '@docusaurus/types';

/** The classic theme's client module that loads Prism and its extra languages on every page. */
const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/**
 * Moves the code highlighter out of the bundle every page downloads.
 *
 * The classic theme registers `prism-include-languages` as a client module, so Prism and every
 * `prism.additionalLanguages` entry (about 35 KB compressed) sit in main.js, even on pages without a
 * code block. This plugin swaps that module for an empty one; the wrapped `@theme/CodeBlock`
 * (src/theme/CodeBlock) registers the languages instead, so they load with the first code block.
 * Swapping a module at bundle time is the one way to drop a client module another plugin declares.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            require.resolve('./emptyClientModule.js'),
          ),
        ],
      };
    },
  };
}
