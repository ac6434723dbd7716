import {join} from 'node:path';

/**
 * The folder where a plugin keeps what it reuses from one run to the next: `node_modules/.cache/<name>`,
 * beside the bundler's cache, so `npm run clear` (docusaurus clear) empties it too.
 */
export function pluginCacheDir(siteDir: string, name: string): string {
  return join(siteDir, 'node_modules', '.cache', name);
}
