/**
 * The theme's React helpers (`@docusaurus/theme-common/lib/utils/reactUtils.js`), with `useShallowMemoObject`
 * ordering keys without the locale collator (see `./index.ts`). Swapped in at bundle time.
 */
import {useMemo} from 'react';
import {orderedEntries} from './orderedEntries';

// @ts-expect-error: a bundler alias (./index.ts) of the theme's module, which its package does not export.
export * from '@docusaurus-theme-common-react-utils-original';

/** The same object as long as its values are the same, whatever the order of its keys (as the theme's). */
export function useShallowMemoObject<O extends object>(object: O): O {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are the object's values, as the theme's.
  return useMemo(() => object, orderedEntries(object).flat());
}
