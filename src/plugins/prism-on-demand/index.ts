import type {Plugin} from '@docusaurus/types';

/** The classic theme's client module that loads Prism and its extra languages on every page. */
const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/**
 * Moves the code highlighter out of the bundle every page downloads.
 *
 * The classic theme registers `prism-include-languages` as a client module, so Prism and every
 * `prism.additionalLanguages` entry (about 35 KB compressed) sit in main.js, even on pages without a
 * code block. This plugin swaps that module for an empty one; `src/theme/CodeBlock/Content/Highlighted.tsx`
 * registers the languages instead, and loads only where a block is drawn in the browser.
 * Swapping a module at bundle time is the one way to drop a client module another plugin declares.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [
          // Which bundle a module is built into, as a constant the bundler folds: the code block renders
          // the highlighter directly on the server and loads it lazily in the browser (a dead branch's
          // import is not bundled), so the server HTML has no Suspense markers the browser must match.
          new currentBundler.instance.DefinePlugin({'process.env.DOCS_SERVER_BUNDLE': JSON.stringify(isServer)}),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            require.resolve('./emptyClientModule.js'),
          ),
        ],
      };
    },
  };
}
