import type {Plugin} from '@docusaurus/types';
import type {ResolveData} from '../intent-preload';

/** The framework's server entry, which imports `./renderToHtml`. */
const CORE_CLIENT_DIR = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/**
 * Static pages with every Suspense boundary in place: the server bundle's `renderToHtml` is swapped for
 * `renderToHtml.ts`, which asks React not to outline boundaries (see there). The framework has no option
 * for the renderer's settings.
 */
export default function ssrInlineBoundariesPlugin(): Plugin {
  return {
    name: 'ssr-inline-boundaries',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/renderToHtml$/, (resource: ResolveData) => {
            if (CORE_CLIENT_DIR.test(resource.context)) resource.request = require.resolve('./renderToHtml');
          }),
        ],
      };
    },
  };
}
