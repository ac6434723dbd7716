import type {Plugin} from '@docusaurus/types';
import type {ResolveData} from '../intent-preload';

/** Where the docs plugin's client hooks import their path matching from. */
const DOCS_CLIENT_DIR = /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client$/;

/**
 * Answers "which docs version and which doc is this page" from an index instead of a scan over every doc.
 *
 * The docs plugin's hooks (`useActiveDocContext`, `useActiveVersion`, `useDocVersionSuggestions`...) call
 * `getActiveDocContext`, which runs `matchPath` against each doc of the version until one matches, compiling
 * a regex for each the first time. A doc page renders three to five callers (the title formatter, the
 * breadcrumbs, the version dropdown, the doc layout), so each page walked its 530 docs several times: about
 * 100 ms of a phone's hydration (4x-throttled CPU) and about 1.3 s per worker of the static rendering.
 * The framework has no option for it, so its module is swapped at bundle time, in both bundles, for
 * `docsClientUtils.ts`: the same functions, the same answers, memoized per pathname.
 */
export default function activeDocLookupPlugin(): Plugin {
  return {
    name: 'active-doc-lookup',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/docsClientUtils$/,
            (resource: ResolveData) => {
              if (DOCS_CLIENT_DIR.test(resource.context)) resource.request = require.resolve('./docsClientUtils');
            },
          ),
        ],
      };
    },
  };
}
