import type {Plugin} from '@docusaurus/types';
import type {ResolveData} from '../intent-preload';

/**
 * Creates a route's loadable component when the route is first used, not for every route at start-up.
 *
 * The route table every page loads (`.docusaurus/routes.js`) calls the framework's `ComponentCreator`
 * once per route as it is evaluated: a thousand react-loadable components, each with its loader map, built
 * before the first page can hydrate although a page uses three of them. In the browser bundle, the
 * routes module gets `lazyComponentCreator.ts` instead, which defers that work to the first render or
 * preload of the route. The server bundle keeps the framework's module, so the HTML is the same.
 */
export default function lazyRouteComponentsPlugin(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/ComponentCreator$/,
            (resource: ResolveData) => {
              // Only the generated route table's import: the stand-in itself imports the original by its path.
              if (/[\\/]\.docusaurus$/.test(resource.context)) {
                resource.request = require.resolve('./lazyComponentCreator');
              }
            },
          ),
        ],
      };
    },
  };
}
