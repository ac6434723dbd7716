import {mkdirSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {isAbsolute, join, relative} from 'node:path';
import chokidar from 'chokidar';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import pluginContentDocs, {
  validateOptions as validateDocsOptions,
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import {LoadedSignatures} from './signature';
import {pluginCacheDir} from '../cacheDir';

/** The polling options of `docusaurus start --poll [interval]`, as the framework reads them. */
export function pollingOptions(argv: string[]): {usePolling?: boolean; interval?: number} {
  const at = argv.indexOf('--poll');
  if (at < 0) return {};
  const interval = Number(argv[at + 1]);
  return Number.isInteger(interval) && interval > 0 ? {usePolling: true, interval} : {usePolling: true};
}

/**
 * The docs plugin (@docusaurus/plugin-content-docs, with the options the classic preset would give it),
 * whose live preview does not reload every doc when a save changes a page's body only.
 *
 * On any change to a file it watches, the dev server reloads the whole docs plugin: it reads and parses
 * every doc of the versions shown again (about 0.5 s of the JavaScript thread here, for 530 docs), then
 * the bundler recompiles the page. A save that changes the body of a page and not its front matter, title
 * or description (the text a page's metadata is made from, see signature.ts) changes nothing that reload
 * would find: the bundler alone recompiles the page and the open page updates, about 0.4 s sooner.
 *
 * So the Markdown files are watched here instead of by the dev server. A save whose metadata text
 * changed, a file added, removed or renamed, and text the framework cannot parse touch a reload file, which
 * the dev server watches in their place: the docs reload as before, and a bad front matter is reported
 * the same way, with the file named. Everything else the plugin watches (sidebars, category files, tags)
 * stays with the dev server. Builds are unchanged: only `docusaurus start` asks for the paths to watch.
 */
export default async function docsWithBodyEdits(
  context: LoadContext,
  options: unknown,
): Promise<Plugin<LoadedContent>> {
  // Validated and given their defaults by the framework, with the docs plugin's validateOptions (below).
  const pluginOptions = options as PluginOptions;
  const plugin = await pluginContentDocs(context, pluginOptions);
  const signatures = new LoadedSignatures(context.siteConfig.markdown.parseFrontMatter);
  const pathsToWatch = plugin.getPathsToWatch!.bind(plugin);
  const loadContent = plugin.loadContent!.bind(plugin);
  // The docs the first load read, and when it started (the dev server loads the site, then watches).
  let firstLoad: {files: string[]; startedAt: number} | undefined;

  plugin.loadContent = async () => {
    const startedAt = Date.now();
    const content = await loadContent();
    firstLoad ??= {
      startedAt,
      files: content.loadedVersions.flatMap((version) =>
        version.docs.map((doc) => join(context.siteDir, doc.source.replace(/^@site\//, ''))),
      ),
    };
    return content;
  };

  plugin.getPathsToWatch = () => {
    const paths = pathsToWatch();
    const isMarkdown = (path: string) => pluginOptions.include.some((pattern) => path.endsWith(`/${pattern}`));
    const markdown = paths.filter(isMarkdown);
    // Touched to make the dev server reload the docs (the one watched path this wrapper adds).
    const reloadFile = join(pluginCacheDir(context.siteDir, 'docs-body-edits'), 'reload');
    mkdirSync(join(reloadFile, '..'), {recursive: true});
    writeFileSync(reloadFile, '');
    const reload = () => writeFileSync(reloadFile, String(Date.now()));
    const absolute = (path: string) => (isAbsolute(path) ? path : join(context.siteDir, path));
    // The framework's watcher (chokidar) with its options: `docusaurus start --poll [ms]` polls (and chokidar
    // reads CHOKIDAR_USEPOLLING itself); otherwise `atomic` turns an editor's save through a temporary file
    // and a rename into one change.
    chokidar
      .watch(markdown.map(absolute), {ignoreInitial: true, ...pollingOptions(process.argv)})
      .on('all', (event, path) => {
        const file = absolute(path);
        if (event !== 'change') {
          signatures.forget(file);
          reload();
          return;
        }
        readFile(file, 'utf8').then(
          async (text) => {
            if (await signatures.needsReload(file, text)) reload();
          },
          () => {
            signatures.forget(file);
            reload();
          },
        );
      });
    // The signatures of what the first load read, in the background: until a file's is known, a save of it
    // reloads the docs as the framework would.
    if (firstLoad) void signatures.fill(firstLoad.files, firstLoad.startedAt);
    return [...paths.filter((path) => !isMarkdown(path)), relative(context.siteDir, reloadFile)];
  };
  return plugin;
}

// The framework validates a plugin function's options with its `validateOptions` property.
docsWithBodyEdits.validateOptions = validateDocsOptions as PluginModule['validateOptions'];
