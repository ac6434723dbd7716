import {readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import {mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {categoryIndexMarkdown, llmsFullTxt, llmsSections, llmsTxt, sidebarDocIds, type FullPage} from './llms';
import {convertInLanes} from './lanes';
import type {ConvertJob} from './convertJobs';
import {absoluteUrl, markdownFileFor} from './urls';
import {CopyCache, copyContext, type CopyInputs} from './cache';
import type {Manifest, ManifestDoc} from './types';

/**
 * Writes the Markdown copies of the doc pages, /llms.txt and /llms-full.txt
 * into the build folder. Run by the plugin in its own Node process (index.ts
 * says why):
 *   node --import tsx src/plugins/markdown-copies/build.ts <manifest.json> [--lanes N]
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
  options: {lanes?: number} = {},
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

  // The copies the last build made from the same inputs; the others are converted below, in lanes.
  const docs = manifest.versions.flatMap((version) => version.docs);
  const copies = new Map<ManifestDoc, string>();
  const misses: {doc: ManifestDoc; inputs: CopyInputs; job: ConvertJob}[] = [];
  for (const doc of docs) {
    let source: string;
    try {
      source = await readFile(doc.sourceFile, 'utf8');
    } catch (error) {
      throw new Error(`could not convert ${doc.sourceFile}: ${(error as Error).message}`);
    }
    const inputs = {sourceFile: doc.sourceFile, permalink: doc.permalink, title: doc.title, source};
    const kept = cache.lookup(inputs);
    if (kept !== undefined) copies.set(doc, kept);
    else
      misses.push({
        doc,
        inputs,
        job: {sourceFile: doc.sourceFile, pageUrl: absoluteUrl(siteOrigin, doc.permalink), title: doc.title, source},
      });
  }
  const shared = {siteOrigin, baseUrl, permalinks: [...permalinkBySource], builtAssets};
  const {results} = await convertInLanes(
    misses.map((miss) => miss.job),
    shared,
    options.lanes,
  );
  for (const [index, {doc, inputs}] of misses.entries()) {
    const result = results[index];
    if ('error' in result) throw new Error(`could not convert ${doc.sourceFile}: ${result.error}`);
    cache.store(inputs, result.markdown);
    copies.set(doc, result.markdown);
  }

  // Nothing is written until every page converted: a failure leaves the build folder as it was.
  let pages = 0;
  for (const version of manifest.versions) {
    for (const doc of version.docs) {
      await writeAtomically(join(outDir, markdownFileFor(doc.permalink, baseUrl)), copies.get(doc)!);
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
  // `--lanes N` sets how many threads convert (default: lanes.ts), to compare them.
  const [manifestFile, flag, value] = process.argv.slice(2);
  const lanes = flag === '--lanes' ? Number(value) : undefined;
  readFile(manifestFile, 'utf8')
    .then((text) => buildMarkdownCopies(JSON.parse(text) as Manifest, {lanes}))
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
