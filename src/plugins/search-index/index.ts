import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {runInNode} from '../runInNode';
import {pluginCacheDir} from '../cacheDir';
import {searchShortcutScript} from './shortcutScript';

/**
 * Search beside the bundle:
 * - every page's <head> gets the search shortcut script (searchShortcut.js): Ctrl/Cmd+K, "/" and keys typed
 *   on the search button work before the page is hydrated and nothing typed while the modal loads is lost;
 * - after `docusaurus build`, the built pages are indexed with Pagefind into build/pagefind/, the embedded
 *   search backend the browser loads lazily the first time a reader searches (buildIndex.ts). A build whose
 *   pages did not change copies the last build's index from node_modules/.cache/search-index.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const shortcut = searchShortcutScript(context.siteDir);
  return {
    name: 'search-index',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: shortcut}]};
    },
    async postBuild({outDir}) {
      await runInNode(
        context.siteDir,
        'src/plugins/search-index/buildIndex.ts',
        // The last build's index is kept with the installed packages, as the bundler's cache is.
        [
          outDir,
          context.baseUrl,
          ...(existsSync(join(context.siteDir, 'node_modules'))
            ? [pluginCacheDir(context.siteDir, 'search-index')]
            : []),
        ],
        'Search index: building the embedded index',
      );
    },
  };
}
