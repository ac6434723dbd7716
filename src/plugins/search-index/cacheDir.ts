/** Where `npm run build` keeps the index of the last build (relative to the site), beside the bundler's cache. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/search-index';
