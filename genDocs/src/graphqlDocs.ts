import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {GRAPHQL_KINDS, GRAPHQL_KIND_LABELS, graphqlSlug, type GraphqlKind, type GraphqlModel} from './graphql';
import {escapeCell, table, yamlString} from './mdx';
import {readTree, swapDirectory, type FileTree} from './write';
import type {Paths} from './paths';

/**
 * graphql-markdown's "entity" layout writes graphql/<folder>/<slug>.mdx with these folders. The
 * reference uses the SPEC names, so `inputs` becomes `inputObjects`; `directives` (only the
 * built-in ones) is left out. Doing this here is simpler than bending the plugin's layout options.
 */
const FOLDER_TO_KIND: Readonly<Record<string, GraphqlKind | null>> = {
  queries: 'queries',
  mutations: 'mutations',
  objects: 'objects',
  inputs: 'inputObjects',
  interfaces: 'interfaces',
  unions: 'unions',
  enums: 'enums',
  scalars: 'scalars',
  directives: null,
};

const KIND_INTROS: Readonly<Record<GraphqlKind, string>> = {
  queries: 'Fields of the Query type: the read entry points of the API, such as search, browse and entity lookups.',
  mutations:
    'Fields of the Mutation type: the writes users run, such as adding tags, terms and owners, and managing ingestion sources, secrets and access tokens.',
  objects: 'Object types: the shapes of the data the API returns, including every entity type.',
  inputObjects: 'Input types: the arguments of queries and mutations.',
  interfaces: 'Interfaces shared by several object types.',
  unions: 'Unions: fields that return one of several object types.',
  enums: 'Enums: fixed sets of values.',
  scalars: 'Scalars: the leaf value types.',
};

/** Runs `docusaurus graphql-to-doc` into a temporary root and returns what it wrote under graphql/. */
export function runGraphqlMarkdown(paths: Paths): FileTree {
  const root = mkdtempSync(join(tmpdir(), 'gendocs-graphql-'));
  try {
    const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs', {paths: [paths.root]});
    const result = spawnSync(
      process.execPath,
      [
        cli,
        'graphql-to-doc',
        '--root',
        root,
        '--schema',
        join(paths.graphqlData, '*.graphql').split('\\').join('/'),
        '--force',
      ],
      {cwd: paths.root, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}},
    );
    const tree = readTree(join(root, 'graphql'));
    if (result.status !== 0 || tree.size === 0) {
      throw new Error(
        `docusaurus graphql-to-doc failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`.trim(),
      );
    }
    return tree;
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

/** Rewrites the plugin's absolute links (/docs/graphql/inputs/x.mdx) as relative file links. */
function rewriteLinks(content: string): string {
  return content
    .replace(/\[(`[^`\]]+`)\]\(\/docs\/graphql\/directives\/[a-z0-9-]+\.mdx\)/g, '$1')
    .replace(
      /\]\(\/docs\/graphql\/([A-Za-z]+)\/([a-z0-9-]+)\.mdx(#[^)\s]*)?\)/g,
      (match, folder: string, slug: string, anchor = '') => {
        const kind = FOLDER_TO_KIND[folder];
        if (!kind) throw new Error(`graphql-markdown linked to an unexpected folder "${folder}": ${match}`);
        return `](../${kind}/${slug}.mdx${anchor})`;
      },
    );
}

/**
 * A section heading ("### Fields") gets the id "fields", which is also the anchor of a member named
 * `fields`: two elements with one id, and a link that lands on the wrong one. Such sections get an
 * explicit "-section" id; other headings keep theirs.
 */
export function separateSectionIds(content: string): string {
  const memberIds = new Set([...content.matchAll(/\\\{#([a-z0-9-]+)\\\}/g)].map((m) => m[1]));
  return content.replace(/^(#{2,3}) ([A-Za-z][A-Za-z ]*)$/gm, (line, hashes: string, text: string) => {
    const slug = text.trim().toLowerCase().replace(/ +/g, '-');
    return memberIds.has(slug) ? `${hashes} ${text.trim()} \\{#${slug}-section\\}` : line;
  });
}

/**
 * graphql-markdown starts its sections at h3 ("### Fields") right under the page's h1, which skips a
 * level (axe: heading-order). Without an h2 on the page, every heading moves up one level; the table of
 * contents then stops at the sections, not the dozens of members under them.
 */
export function promoteHeadings(content: string): string {
  if (/^## /m.test(content) || !/^### /m.test(content)) return content;
  const promoted = content.replace(/^#(#{2,5}) /gm, '$1 ');
  return promoted.replace(/^---\n/, '---\ntoc_max_heading_level: 2\n');
}

function titleOf(content: string): string | undefined {
  return content
    .match(/^---\n[\s\S]*?^title:\s*(.+)$/m)?.[1]
    .trim()
    .replace(/^["']|["']$/g, '');
}

/**
 * Sorts the plugin's pages into the eight kind folders, fixes links, and adds one index page and
 * one _category_.json per kind. Pure: the same raw output always gives the same tree.
 */
export function shapeGraphqlDocs(raw: FileTree, model: GraphqlModel, entityTypes: string[] = []): FileTree {
  const out: FileTree = new Map();
  const pages = new Map<GraphqlKind, Map<string, string>>(GRAPHQL_KINDS.map((k) => [k, new Map()]));
  for (const [path, content] of raw) {
    const [folder, file, ...rest] = path.split('/');
    if (rest.length > 0 || !file) throw new Error(`graphql-markdown wrote an unexpected file: ${path}`);
    if (!(folder in FOLDER_TO_KIND)) throw new Error(`graphql-markdown wrote an unexpected folder: ${folder}`);
    const kind = FOLDER_TO_KIND[folder];
    if (kind === null || !file.endsWith('.mdx')) continue;
    const title = titleOf(content);
    if (!title) throw new Error(`graphql-markdown page without a title: ${path}`);
    pages.get(kind)!.set(title, file);
    out.set(`${kind}/${file}`, promoteHeadings(separateSectionIds(rewriteLinks(content))));
  }

  GRAPHQL_KINDS.forEach((kind, position) => {
    const files = pages.get(kind)!;
    // Sidebar order follows the names (AccessToken before AccessTokenMetadata), not the file names.
    model.members[kind].forEach((member, i) => {
      const path = `${kind}/${files.get(member.name)}`;
      const content = out.get(path);
      if (content) out.set(path, content.replace(/^---\n/, `---\nsidebar_position: ${i + 1}\n`));
    });
    const missing = model.members[kind].filter((m) => !files.has(m.name)).map((m) => m.name);
    if (missing.length > 0) throw new Error(`graphql-markdown wrote no page for ${kind}: ${missing.join(', ')}`);
    const rows = model.members[kind].map((member) => [
      `[${member.name}](./${files.get(member.name)})`,
      escapeCell(member.description || '—'),
    ]);
    const label = GRAPHQL_KIND_LABELS[kind];
    out.set(
      `${kind}/index.mdx`,
      [
        '---',
        `title: ${yamlString(label)}`,
        `sidebar_label: ${yamlString(label)}`,
        `description: ${yamlString(`The ${model.members[kind].length} ${label.toLowerCase()} of the DataHub GraphQL API, each with its fields and where it is used.`)}`,
        'custom_edit_url: null',
        'pagination_prev: null',
        'pagination_next: null',
        '---',
        '',
        `${KIND_INTROS[kind]} ${model.members[kind].length} in all; each links to its page.`,
        '',
        table(['Name', 'Description'], rows),
        '',
      ].join('\n'),
    );
    out.set(
      `${kind}/_category_.json`,
      `${JSON.stringify({label, position: position + 1, collapsed: true, link: {type: 'doc', id: `graphql/${kind}/index`}}, null, 2)}\n`,
    );
  });

  for (const type of entityTypes) {
    if (!out.has(`objects/${graphqlSlug(type)}.mdx`))
      throw new Error(`no GraphQL page objects/${graphqlSlug(type)}.mdx for entity type ${type}`);
  }
  return out;
}

/** The GraphQL stage: run the plugin, shape its pages, swap docs/graphql in. */
export function generateGraphqlDocs(paths: Paths, model: GraphqlModel, entityTypes: string[]): boolean {
  return swapDirectory(paths.graphqlOut, shapeGraphqlDocs(runGraphqlMarkdown(paths), model, entityTypes));
}
