// Stands in for @docusaurus/core/lib/client/docusaurus.js in the browser bundle (see index.ts): the object
// the framework puts on `window.docusaurus`, with the same two methods.
// The framework's own preload, as its object uses (src/plugins/route-table-split swaps it in production).
import preloadRoute from '@docusaurus/core/lib/client/preload';

type Connection = {effectiveType?: string; saveData?: boolean};

/** A slow or metered connection: nothing is loaded ahead of a click there. */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

const preloaded = new Set<string>();

/** Loads (and runs) the code of the route at `routePath`, once; false when it is not loaded ahead. */
function preload(routePath: string): false | Promise<unknown[]> {
  if (isSlowConnection() || preloaded.has(routePath)) return false;
  preloaded.add(routePath);
  return preloadRoute(routePath);
}

/** Called by `<Link>` when a link scrolls into view: on purpose, nothing happens (see index.ts). */
function prefetch(): false {
  return false;
}

export default Object.freeze({prefetch, preload});
