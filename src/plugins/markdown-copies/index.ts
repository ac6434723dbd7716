import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {Manifest, ManifestCategoryIndex, ManifestVersion, SidebarItem} from './types';
import {runInNode} from '../runInNode';
import {pluginCacheDir} from '../cacheDir';

export interface MarkdownCopiesOptions {
  /** The llms.txt summary: what the site is about, in one or two sentences. */
  summary: string;
}

/** The loaded sidebar items, reduced to what the indexes need. */
type LoadedSidebarItem = {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  items?: LoadedSidebarItem[];
  link?: {type: string; id?: string; permalink?: string; title?: string; description?: string};
};

/** Categories with a generated index page, anywhere in a sidebar. */
function categoryIndices(sidebar: string, items: LoadedSidebarItem[]): ManifestCategoryIndex[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const nested = categoryIndices(sidebar, item.items ?? []);
    const {link} = item;
    if (link?.type !== 'generated-index' || !link.permalink) return nested;
    return [
      {title: link.title ?? item.label ?? '', description: link.description, permalink: link.permalink, sidebar},
      ...nested,
    ];
  });
}

function toSidebarItem(item: LoadedSidebarItem): SidebarItem {
  switch (item.type) {
    case 'doc':
    case 'ref':
      return {type: item.type, id: item.id!, label: item.label};
    case 'link':
      return {type: 'link', href: item.href!, label: item.label ?? item.href!};
    case 'category': {
      const link =
        item.link?.type === 'doc'
          ? {type: 'doc' as const, id: item.link.id!}
          : item.link?.type === 'generated-index'
            ? {type: 'generated-index' as const, permalink: item.link.permalink!}
            : undefined;
      return {type: 'category', label: item.label ?? '', items: (item.items ?? []).map(toSidebarItem), link};
    }
    default:
      return {type: 'html'};
  }
}

/** "@site/docs/a.md" -> "<siteDir>/docs/a.md". */
function sourceFile(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? join(siteDir, source.slice('@site/'.length)) : source;
}

/**
 * After `docusaurus build`, writes a plain Markdown copy of every doc page
 * beside its HTML (`/docs/<path>.md`), `/llms.txt` and `/llms-full.txt`
 * (src/plugins/markdown-copies/build.ts). The docs come from the docs
 * plugin's loaded content.
 *
 * Why a Node process of its own, with the docs handed over as a JSON manifest
 * (types.ts): Docusaurus loads this file with jiti 1, which turns every
 * import, `import()` included, into `require()`, and the MDX parser and the
 * Markdown printer are ES modules only (`estree-walker` has no CommonJS
 * entry). Neither jiti nor tsx's in-process `tsImport` (from CommonJS, on
 * Node 20) can load them here; `node --import tsx` can. It also keeps the
 * parsed trees out of the build's own memory (the process peaks at about 450 MB, converting in two threads:
 * lanes.ts).
 */
export default function markdownCopiesPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as MarkdownCopiesOptions;
  if (!options?.summary) throw new Error('Markdown copies: the plugin needs a `summary` option for llms.txt.');
  return {
    name: 'markdown-copies',
    async postBuild({outDir, plugins, siteConfig}) {
      const docsPlugin = plugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && (plugin.options.id ?? 'default') === 'default',
      );
      const docsContent = docsPlugin?.content as DocsContent | undefined;
      if (!docsContent) throw new Error('Markdown copies: the docs plugin has no loaded content.');
      const versions: ManifestVersion[] = docsContent.loadedVersions.map((version) => ({
        name: version.versionName,
        label: version.label,
        isLast: version.isLast,
        docs: version.docs.map((doc) => ({
          id: doc.id,
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          sourceFile: sourceFile(context.siteDir, doc.source),
          unlisted: doc.unlisted,
        })),
        categoryIndices: Object.entries(version.sidebars).flatMap(([name, items]) =>
          categoryIndices(name, items as LoadedSidebarItem[]),
        ),
        sidebars: Object.fromEntries(
          Object.entries(version.sidebars).map(([name, items]) => [
            name,
            (items as LoadedSidebarItem[]).map(toSidebarItem),
          ]),
        ),
      }));
      const blog = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog')?.content as
        | {blogPosts?: {metadata: {source: string; permalink: string}}[]}
        | undefined;
      const manifest: Manifest = {
        outDir,
        siteOrigin: siteConfig.url.replace(/\/+$/, ''),
        baseUrl: siteConfig.baseUrl,
        siteTitle: siteConfig.title,
        summary: options.summary,
        versions,
        otherPages: (blog?.blogPosts ?? []).map((post) => ({
          sourceFile: sourceFile(context.siteDir, post.metadata.source),
          permalink: post.metadata.permalink,
        })),
        cacheDir: pluginCacheDir(context.siteDir, 'markdown-copies'),
        lockFile: join(context.siteDir, 'package-lock.json'),
      };
      const folder = await mkdtemp(join(tmpdir(), 'markdown-copies-'));
      const manifestFile = join(folder, 'manifest.json');
      try {
        await writeFile(manifestFile, JSON.stringify(manifest));
        await runInNode(
          context.siteDir,
          'src/plugins/markdown-copies/build.ts',
          [manifestFile],
          'Markdown copies: writing the copies',
        );
      } finally {
        await rm(folder, {recursive: true, force: true});
      }
    },
  };
}
