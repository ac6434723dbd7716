import type {Plugin} from '@docusaurus/types';

/** What the bundler passes a module replacement before resolving a request. */
export type ResolveData = {context: string; request: string};

/** Where the framework's client entry imports the object behind `window.docusaurus` from. */
const FRAMEWORK_CLIENT_DIR = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/**
 * Loads a page's code when the reader shows the intent to open it, not when its link scrolls into view.
 *
 * The framework's `<Link>` asks `window.docusaurus.prefetch` for the code of every internal link that
 * enters the viewport. On a doc page that is the sidebar, the footer and the pagination: about 400
 * `<link rel="prefetch">` added after load, and each call scans the whole route table (a thousand routes),
 * which made the long tasks after load on a phone. The framework offers no option for it, so the object is
 * swapped at bundle time for `windowDocusaurus.ts`: `prefetch` does nothing, `preload` (which `<Link>`
 * calls on mouse enter and touch start, and `focusIntent.ts` on keyboard focus) loads the route's code, and
 * neither runs on 2g connections or when the browser asks to save data, as before.
 *
 * The runtime's chunk-name-to-file map (`__webpack_require__.gca`, added by the framework's
 * ChunkAssetPlugin for `prefetch` only: about 10 KB compressed in the runtime every page loads) goes too.
 */
export default function intentPreloadPlugin(): Plugin {
  return {
    name: 'intent-preload',
    getClientModules() {
      return [require.resolve('./focusIntent')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor?.name !== 'ChunkAssetPlugin');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resource: ResolveData) => {
            if (FRAMEWORK_CLIENT_DIR.test(resource.context)) resource.request = require.resolve('./windowDocusaurus');
          }),
        ],
      };
    },
  };
}
