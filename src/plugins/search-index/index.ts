import type {LoadContext, Plugin} from '@docusaurus/types';
import {runInNode} from '../runInNode';

/**
 * After `docusaurus build`, indexes the built pages with Pagefind into
 * build/pagefind/, the embedded search backend the browser loads lazily the
 * first time a reader searches (the indexing itself is buildIndex.ts).
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir}) {
      await runInNode(
        context.siteDir,
        'src/plugins/search-index/buildIndex.ts',
        [outDir, context.baseUrl],
        'Search index: building the embedded index',
      );
    },
  };
}
