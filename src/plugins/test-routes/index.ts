import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in test builds (DOCS_TEST_ROUTES=true; see
 * config/plugins.ts), so browser tests can reach states a real page should
 * never be in.
 */
export default function testRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'test-routes',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}__test__/crash`,
        component: '@site/src/plugins/test-routes/Crash.tsx',
        exact: true,
      });
      actions.addRoute({
        path: `${context.baseUrl}__test__/loading`,
        component: '@site/src/plugins/test-routes/LoadingStates.tsx',
        exact: true,
      });
      actions.addRoute({
        path: `${context.baseUrl}__test__/far-diagram`,
        component: '@site/src/plugins/test-routes/FarDiagram.tsx',
        exact: true,
      });
    },
  };
}
