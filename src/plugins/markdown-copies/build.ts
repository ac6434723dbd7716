import {readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import {mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {mdxToMarkdown} from './convert';
import {categoryIndexMarkdown, llmsFullTxt, llmsSections, llmsTxt, sidebarDocIds, type FullPage} from './llms';
import {createImageResolver, createLinkResolver} from './resolve';
import {absoluteUrl, markdownFileFor} from './urls';
import {CopyCache, copyContext} from './cache';
import type {Manifest, ManifestDoc} from './types';

/**
 * Writes the Markdown copies of the doc pages, /llms.txt and /llms-full.txt
 * into the build folder. Run by the plugin in its own Node process (index.ts
 * says why):
 *   node --import tsx src/plugins/markdown-copies/build.ts <manifest.json>
 */

/** Writes beside the target, then renames: a reader never sees a half-written file. */
async function writeAtomically(file: string, text: string): Promise<void> {
  mkdirSync(dirname(file), {recursive: true});
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temp, text, 'utf8');
    await rename(temp, file);
  } catch (error) {
    await rm(temp, {force: true});
    throw error;
  }
}

async function listAssets(outDir: string): Promise<string[]> {
  try {
    return (await readdir(join(outDir, 'assets'), {recursive: true})).map(
      (name) => `assets/${String(name).split('\\').join('/')}`,
    );
  } catch {
    return [];
  }
}

export async function buildMarkdownCopies(
  manifest: Manifest,
): Promise<{pages: number; converted: number; kept: number; ms: number}> {
  const started = Date.now();
  const {outDir, siteOrigin, baseUrl} = manifest;
  const builtAssets = (await listAssets(outDir)).filter((path) => /^assets\/(ideal-img|images)\//.test(path));
  const permalinkBySource = new Map<string, string>();
  for (const version of manifest.versions) {
    for (const doc of version.docs) permalinkBySource.set(doc.sourceFile, doc.permalink);
  }
  for (const page of manifest.otherPages) permalinkBySource.set(page.sourceFile, page.permalink);

  const context = copyContext({
    codeDir: dirname(fileURLToPath(import.meta.url)),
    lockFile: manifest.lockFile ?? '',
    siteOrigin,
    baseUrl,
    permalinks: [...permalinkBySource],
    builtAssets,
  });
  const cache = CopyCache.open(manifest.cacheDir, context);

  let pages = 0;
  const copies = new Map<ManifestDoc, string>();
  for (const version of manifest.versions) {
    for (const doc of version.docs) {
      const pageUrl = absoluteUrl(siteOrigin, doc.permalink);
      let markdown: string;
      try {
        const source = await readFile(doc.sourceFile, 'utf8');
        markdown = await cache.copy(
          {sourceFile: doc.sourceFile, permalink: doc.permalink, title: doc.title, source},
          () =>
            mdxToMarkdown(source, {
              title: doc.title,
              resolveLink: createLinkResolver({
                sourceFile: doc.sourceFile,
                pageUrl,
                siteOrigin,
                baseUrl,
                permalinkBySource,
              }),
              resolveImage: createImageResolver({sourceFile: doc.sourceFile, siteOrigin, baseUrl, builtAssets}),
            }),
        );
      } catch (error) {
        throw new Error(`could not convert ${doc.sourceFile}: ${(error as Error).message}`);
      }
      copies.set(doc, markdown);
      await writeAtomically(join(outDir, markdownFileFor(doc.permalink, baseUrl)), markdown);
      pages += 1;
    }
    for (const index of version.categoryIndices) {
      const markdown = categoryIndexMarkdown(index, version.sidebars, version.docs, siteOrigin, baseUrl);
      await writeAtomically(join(outDir, markdownFileFor(index.permalink, baseUrl)), markdown);
      pages += 1;
    }
  }

  const current = manifest.versions.find((version) => version.name === 'current') ?? manifest.versions[0];
  if (current) {
    const sections = llmsSections(current.sidebars, current.docs);
    const common = {siteTitle: manifest.siteTitle, summary: manifest.summary, versionLabel: current.label, siteOrigin};
    await writeAtomically(join(outDir, 'llms.txt'), llmsTxt({...common, baseUrl, sections}));
    // Sidebar order first, then the pages the sidebar does not show (the "Optional" section).
    const byId = new Map(current.docs.map((doc) => [doc.id, doc]));
    const seen = new Set<string>();
    const ordered = Object.values(current.sidebars).flatMap((items) => sidebarDocIds(items, seen));
    const inOrder = [...ordered.map((id) => byId.get(id)), ...current.docs.filter((doc) => !seen.has(doc.id))].filter(
      (doc): doc is ManifestDoc => Boolean(doc) && !doc!.unlisted,
    );
    const full: FullPage[] = inOrder.map((doc) => ({doc, markdown: copies.get(doc)!}));
    await writeAtomically(join(outDir, 'llms-full.txt'), llmsFullTxt({...common, pages: full}));
  }
  await cache.save();
  return {pages, converted: cache.converted, kept: cache.kept, ms: Date.now() - started};
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [manifestFile] = process.argv.slice(2);
  readFile(manifestFile, 'utf8')
    .then((text) => buildMarkdownCopies(JSON.parse(text) as Manifest))
    .then(({pages, converted, kept, ms}) =>
      console.log(
        `[markdown-copies] Wrote ${pages} Markdown copies (${converted} converted, ${kept} unchanged since the last build), llms.txt and llms-full.txt in ${ms} ms.`,
      ),
    )
    .catch((error: Error) => {
      console.error(`[markdown-copies] ${error.message}`);
      process.exit(1);
    });
}
