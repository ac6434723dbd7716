import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {ResolveData} from '../intent-preload';

/** Where the theme's own modules import its React helpers from (`./reactUtils`, `../../utils/reactUtils`...). */
const THEME_COMMON_LIB = /@docusaurus[\\/]theme-common[\\/]lib([\\/]|$)/;
const REACT_UTILS_REQUEST = /^\.{1,2}\/(?:\.\.\/)*(?:utils\/)?reactUtils(?:\.js)?$/;
/** The name `reactUtils.ts` imports the original module by (an alias: the package's exports hide the path). */
export const ORIGINAL_REACT_UTILS = '@docusaurus-theme-common-react-utils-original';
/** The theme's module: `lib/utils/reactUtils.js` beside the package's main file, `lib/index.js`. */
export const reactUtilsPath = () =>
  join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

/**
 * Keeps the locale collator from being created while a page loads.
 *
 * The theme's `useShallowMemoObject` (theme-common `utils/reactUtils.js`) sorts an object's keys with
 * `localeCompare`. The first `localeCompare` in a page builds the ICU collator: 80 to 170 ms on a
 * 4x-throttled CPU (`Intl.PluralRules`, by comparison, under 10 ms). On phones the docs sidebar's and the
 * blog sidebar's mobile menu fillers call it on every page load, and nothing else there compares strings by
 * locale. The keys only need one fixed order, so `reactUtils.ts` is the theme's module with that one function
 * ordering them by code unit; everything else is re-exported from the original.
 */
export default function keyOrderWithoutCollatorPlugin(): Plugin {
  return {
    name: 'key-order-without-collator',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {
          alias: {[`${ORIGINAL_REACT_UTILS}$`]: reactUtilsPath()},
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(REACT_UTILS_REQUEST, (resource: ResolveData) => {
            if (THEME_COMMON_LIB.test(resource.context)) resource.request = require.resolve('./reactUtils');
          }),
        ],
      };
    },
  };
}
