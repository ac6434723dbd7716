import {readdir, readFile, rename, rm} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {annotateForPagefind, excludedSelectors, pageSection, pageUrl, shouldIndex} from './html';

/**
 * After `docusaurus build`, indexes the built pages with Pagefind into
 * build/pagefind/, the embedded search backend. The browser loads that index
 * lazily the first time a reader opens search. The index is written to a
 * temporary folder and moved in whole, so a failure leaves no half index.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir}) {
      const started = Date.now();
      const pagefind = await import('pagefind');
      const {index, errors} = await pagefind.createIndex({
        excludeSelectors: excludedSelectors,
        forceLanguage: 'en',
      });
      if (!index) throw new Error(`Search index: Pagefind could not start: ${errors.join('; ')}`);

      const files = (await readdir(outDir, {recursive: true}))
        .map((name) => String(name))
        .filter((name) => name.endsWith('.html'))
        .sort();
      let pages = 0;
      for (const file of files) {
        const relativePath = relative(outDir, join(outDir, file)).split('\\').join('/');
        const html = await readFile(join(outDir, file), 'utf8');
        if (!shouldIndex(relativePath, html)) continue;
        const added = await index.addHTMLFile({
          url: pageUrl(relativePath, context.baseUrl),
          content: annotateForPagefind(html, pageSection(relativePath, html)),
        });
        if (added.errors.length > 0) {
          throw new Error(`Search index: could not index ${relativePath}: ${added.errors.join('; ')}`);
        }
        pages += 1;
      }

      const target = join(outDir, 'pagefind');
      const staging = join(outDir, '.pagefind-staging');
      await rm(staging, {recursive: true, force: true});
      const written = await index.writeFiles({outputPath: staging});
      if (written.errors.length > 0) {
        await rm(staging, {recursive: true, force: true});
        throw new Error(`Search index: could not write the index: ${written.errors.join('; ')}`);
      }
      await rm(target, {recursive: true, force: true});
      await rename(staging, target);
      await pagefind.close();
      console.log(`[search-index] Indexed ${pages} pages into ${relative(process.cwd(), target)} in ${Date.now() - started} ms.`);
    },
  };
}
