// The bundler cache of one site folder: src/plugins/rspack-2 names Rspack's persistent caches
// `<client|server>-<mode>-<locale>-<suffix>`, the suffix a hash of the site folder, under node_modules/.cache/rspack
// of the folder the build runs from. For the scripts and tests that build copies of a site.
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';

export const BUNDLER_CACHE_ROOT = 'node_modules/.cache/rspack';

/** The end of a site folder's cache names (the same hash as src/plugins/rspack-2). */
export const siteCacheSuffix = (siteDir) => createHash('md5').update(resolve(siteDir)).digest('hex').slice(0, 8);

/** Deletes every bundler cache of that site folder under root's node_modules/.cache/rspack. */
export function removeSiteBundlerCaches(siteDir, root = '.') {
  const cacheRoot = join(root, BUNDLER_CACHE_ROOT);
  if (!existsSync(cacheRoot)) return;
  const suffix = `-${siteCacheSuffix(siteDir)}`;
  for (const name of readdirSync(cacheRoot)) {
    if (name.endsWith(suffix)) rmSync(join(cacheRoot, name), {recursive: true, force: true});
  }
}
