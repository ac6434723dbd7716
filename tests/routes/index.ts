import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in test builds (DOCS_TEST_ROUTES=true; see config/plugins.ts), so browser tests can reach
 * states a real page should never be in. They live under tests/, outside the site's own source, like the
 * framework's `_dogfooding/` pages.
 */
export default function testRoutesPlugin(context: LoadContext): Plugin {
  const route = (path: string, component: string) =>
    ({path: `${context.baseUrl}__test__/${path}`, component: `@site/tests/routes/${component}`, exact: true}) as const;
  return {
    name: 'test-routes',
    async contentLoaded({actions}) {
      // A page that throws while rendering: the error page and its "Try again".
      actions.addRoute(route('crash', 'Crash.tsx'));
      // A lazily loaded part that fails once: the spinner, the error box and Retry.
      actions.addRoute(route('loading', 'LoadingStates.tsx'));
      // A diagram far below the screen, loaded only when scrolled to.
      actions.addRoute(route('far-diagram', 'FarDiagram.tsx'));
    },
  };
}
