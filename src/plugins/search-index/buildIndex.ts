import {readdir, readFile, rename, rm} from 'node:fs/promises';
import {join, relative} from 'node:path';
import {
  annotateForPagefind,
  excludedSelectors,
  pageKindLabel,
  pageSection,
  pageUrl,
  pageWeight,
  shouldIndex,
} from './html';

/**
 * Indexes the built site with Pagefind into <outDir>/pagefind. The index is
 * written to a staging folder and moved in whole, so a failure leaves no
 * half-written index. Run by the plugin in its own Node process:
 *   node --import tsx src/plugins/search-index/buildIndex.ts <outDir> <baseUrl>
 */
export async function buildSearchIndex(outDir: string, baseUrl: string): Promise<{pages: number; ms: number}> {
  const started = Date.now();
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({excludeSelectors: excludedSelectors, forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const files = (await readdir(outDir, {recursive: true}))
      .map((name) => String(name).split('\\').join('/'))
      .filter((name) => name.endsWith('.html'))
      .sort();
    let pages = 0;
    for (const file of files) {
      const html = await readFile(join(outDir, file), 'utf8');
      if (!shouldIndex(file, html)) continue;
      const added = await index.addHTMLFile({
        url: pageUrl(file, baseUrl),
        content: annotateForPagefind(html, pageSection(file, html), {
          weight: pageWeight(file),
          kind: pageKindLabel(file),
        }),
      });
      if (added.errors.length > 0) throw new Error(`could not index ${file}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    const target = join(outDir, 'pagefind');
    const staging = join(outDir, '.pagefind-staging');
    await rm(staging, {recursive: true, force: true});
    const written = await index.writeFiles({outputPath: staging});
    if (written.errors.length > 0) {
      await rm(staging, {recursive: true, force: true});
      throw new Error(`could not write the index: ${written.errors.join('; ')}`);
    }
    await rm(target, {recursive: true, force: true});
    await rename(staging, target);
    return {pages, ms: Date.now() - started};
  } finally {
    await pagefind.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [outDir, baseUrl] = process.argv.slice(2);
  buildSearchIndex(outDir, baseUrl)
    .then(({pages, ms}) =>
      console.log(
        `[search-index] Indexed ${pages} pages into ${relative(process.cwd(), join(outDir, 'pagefind'))} in ${ms} ms.`,
      ),
    )
    .catch((error: Error) => {
      console.error(`[search-index] ${error.message}`);
      process.exit(1);
    });
}
