import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  GRAPHQL_AREAS,
  GRAPHQL_KINDS,
  GRAPHQL_KIND_LABELS,
  SPLIT_KINDS,
  graphqlMemberLink,
  graphqlPageFile,
  graphqlSlug,
  type GraphqlKind,
  type GraphqlMember,
  type GraphqlModel,
} from './graphql';
import {escapeCell, table} from './mdx';
import {STATIC_CONTENT_IMPORT, frontMatter, staticContent} from './render/common';
import {readTree, writeFileAtomic, type FileTree} from './write';
import type {Paths} from './paths';

/**
 * graphql-markdown's "entity" layout writes graphql/<folder>/<slug>.mdx with these folders. The
 * reference keeps the URLs of the original site (/docs/graphql/inputObjects/...), so `inputs` becomes `inputObjects`; `directives` (only the
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

function titleOf(content: string): string | undefined {
  return content
    .match(/^---\n[\s\S]*?^title:\s*(.+)$/m)?.[1]
    .trim()
    .replace(/^["']|["']$/g, '');
}

/** A member as graphql-markdown wrote it: its kind, name, and page body without front matter. */
export interface RawMember {
  kind: GraphqlKind;
  name: string;
  body: string;
}

/** The MDX helpers (`export const Badge = ...`) graphql-markdown repeats at the top of every page. */
const EXPORT_LINE = /^export const [A-Za-z]+ = .*$/gm;

/** An explicit heading id in graphql-markdown's MDX: `\\{#urn\\}`. */
const EXPLICIT_ID = /\\\{#([a-z0-9-]+)\\\}/g;

/** What every reference page sets besides its names: only the sections in the table of contents, no pager. */
const PAGE_SETTINGS = {toc_max_heading_level: 2, pagination_prev: null, pagination_next: null};

/** Where a link of the plugin's (folder `inputs`, file `tag-input`) lands: a page and a section slug. */
export type LinkTarget = (folder: string, file: string) => {page: string; slug: string} | undefined;

/**
 * Turns one of the plugin's pages into a section of a shared page. Every id and in-page link gets the
 * member's slug in front (`#urn` -> `#tag--urn`; a slug never has two dashes in a row, so these
 * never meet a member's own id), because a page now holds many members with fields of
 * the same name; a section heading without an id ("### Fields") gets one the same way. The plugin's
 * sections start at h3 and its members at h4, right under the member's own h2. Links to other members
 * (`/docs/graphql/objects/tag.mdx#urn`) point at their section, relative to this page.
 */
export function memberSection(member: RawMember, pageFile: string, target: LinkTarget): string {
  const slug = graphqlSlug(member.name);
  const memberIds = new Set([...member.body.matchAll(EXPLICIT_ID)].map((m) => m[1]));
  const body = member.body
    .replace(EXPORT_LINE, '')
    .replace(EXPLICIT_ID, `\\{#${slug}--$1\\}`)
    .replace(/\]\(#([a-z0-9-]+)\)/g, `](#${slug}--$1)`)
    .replace(/^(#{3,6}) ([A-Za-z][A-Za-z ]*)$/gm, (_line, hashes: string, text: string) => {
      const section = text.trim().toLowerCase().replace(/ +/g, '-');
      // A member named like the section (SchemaMetadata.fields and "Fields") keeps the plain id.
      const id = `${slug}--${section}${memberIds.has(section) ? '-section' : ''}`;
      return `${hashes} ${text.trim()} \\{#${id}\\}`;
    })
    // Only the built-in directives have pages, and the reference leaves them out.
    .replace(/\[(`[^`\]]+`)\]\(\/docs\/graphql\/directives\/[a-z0-9-]+\.mdx\)/g, '$1')
    .replace(
      /\]\(\/docs\/graphql\/([A-Za-z]+)\/([a-z0-9-]+)\.mdx(?:#([a-z0-9-]+))?\)/g,
      (match, folder: string, file: string, anchor?: string) => {
        const to = target(folder, file);
        if (!to) throw new Error(`graphql-markdown linked to a page it did not write: ${match} (in ${member.name})`);
        const hash = `#${to.slug}${anchor ? `--${anchor}` : ''}`;
        return to.page === pageFile ? `](${hash})` : `](../${to.page}${hash})`;
      },
    )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `## ${member.name} \\{#${slug}\\}\n\n${withStaticSections(body)}`;
}

/**
 * A member's sections (fields, arguments, where it is used: headings, links and descriptions, most of a
 * reference page's elements) as static content, kept as the server's HTML on page load
 * (src/components/StaticContent). Not when a section holds a code block or a component that needs React.
 */
function withStaticSections(body: string): string {
  const sectionsAt = body.search(/^### /m);
  if (sectionsAt <= 0) return body;
  const sections = body.slice(sectionsAt);
  if (/```|<Tabs|<details/i.test(sections)) return body;
  return `${body.slice(0, sectionsAt).trimEnd()}\n\n${staticContent(sections)}`;
}

function memberTable(members: GraphqlMember[], link: (m: GraphqlMember) => string): string {
  return table(
    ['Name', 'Description'],
    members.map((m) => [`[${m.name}](${link(m)})`, escapeCell(m.description || '—')]),
  );
}

/** Fails on two sections of one page with the same id: a link would land on the wrong one. */
function checkUniqueIds(tree: FileTree): void {
  for (const [path, content] of tree) {
    const seen = new Set<string>();
    for (const [, id] of content.matchAll(EXPLICIT_ID)) {
      if (seen.has(id)) throw new Error(`docs/graphql/${path}: two sections have the id "${id}"`);
      seen.add(id);
    }
  }
}

/**
 * Builds the reference from the plugin's one-page-per-member output: each of the five small kinds on
 * one page (its index page); the three large ones on one page per area of the schema, with an index
 * page listing every member by area. Each kind folder gets a _category_.json. Pure: the same raw output
 * always gives the same tree.
 */
export function shapeGraphqlDocs(raw: FileTree, model: GraphqlModel, entityTypes: string[] = []): FileTree {
  const bodies = new Map<string, RawMember>(); // by kind/name
  const byFile = new Map<string, RawMember>(); // by the plugin's folder/file
  let exportsBlock = '';
  for (const [path, content] of raw) {
    const [folder, file, ...rest] = path.split('/');
    if (rest.length > 0 || !file) throw new Error(`graphql-markdown wrote an unexpected file: ${path}`);
    if (!(folder in FOLDER_TO_KIND)) throw new Error(`graphql-markdown wrote an unexpected folder: ${folder}`);
    const kind = FOLDER_TO_KIND[folder];
    if (kind === null || !file.endsWith('.mdx')) continue;
    const name = titleOf(content);
    if (!name) throw new Error(`graphql-markdown page without a title: ${path}`);
    const body = content.replace(/^---\n[\s\S]*?\n---\n/, '');
    exportsBlock ||= [STATIC_CONTENT_IMPORT, ...(body.match(EXPORT_LINE) ?? [])].join('\n\n');
    const member = {kind, name, body};
    bodies.set(`${kind}/${name}`, member);
    byFile.set(`${folder}/${file.replace(/\.mdx$/, '')}`, member);
  }

  const modelMembers = new Map(
    GRAPHQL_KINDS.flatMap((kind) => model.members[kind].map((m) => [`${kind}/${m.name}`, m] as const)),
  );
  const target: LinkTarget = (folder, file) => {
    const found = byFile.get(`${folder}/${file}`);
    const member = found && modelMembers.get(`${found.kind}/${found.name}`);
    return found && member ? {page: graphqlPageFile(found.kind, member), slug: graphqlSlug(found.name)} : undefined;
  };

  const out: FileTree = new Map();
  GRAPHQL_KINDS.forEach((kind, position) => {
    const members = model.members[kind];
    const missing = members.filter((m) => !bodies.has(`${kind}/${m.name}`)).map((m) => m.name);
    if (missing.length > 0) throw new Error(`graphql-markdown wrote no page for ${kind}: ${missing.join(', ')}`);
    const label = GRAPHQL_KIND_LABELS[kind];
    const noun = label.toLowerCase();
    const sections = (list: GraphqlMember[], pageFile: string) =>
      list.map((m) => memberSection(bodies.get(`${kind}/${m.name}`)!, pageFile, target));
    const indexMatter = frontMatter({
      title: label,
      label,
      description: `The ${members.length} ${noun} of the DataHub GraphQL API, each with its fields and where it is used.`,
      extra: PAGE_SETTINGS,
    });

    if (!SPLIT_KINDS.has(kind)) {
      const page = `${kind}/index.mdx`;
      out.set(
        page,
        [
          indexMatter,
          exportsBlock,
          `${KIND_INTROS[kind]} All ${members.length} are on this page; the table links to each.`,
          memberTable(members, (m) => `#${graphqlSlug(m.name)}`),
          ...sections(members, page),
          '',
        ].join('\n\n'),
      );
    } else {
      const areas = [...new Set(members.map((m) => m.area))].sort((a, b) =>
        GRAPHQL_AREAS[a].label.localeCompare(GRAPHQL_AREAS[b].label, 'en'),
      );
      const overview: string[] = [];
      areas.forEach((area, i) => {
        const inArea = members.filter((m) => m.area === area);
        const {label: areaLabel, about} = GRAPHQL_AREAS[area];
        const page = `${kind}/${area}.mdx`;
        out.set(
          page,
          [
            frontMatter({
              title: `${label}: ${areaLabel}`,
              label: areaLabel,
              position: i + 1,
              description: `The ${inArea.length} ${noun} of the DataHub GraphQL API about ${about}.`,
              extra: PAGE_SETTINGS,
            }),
            exportsBlock,
            `The ${inArea.length} ${noun} of the DataHub GraphQL API about ${about}. [${label}](./index.mdx) lists all ${members.length} by area.`,
            ...sections(inArea, page),
            '',
          ].join('\n\n'),
        );
        overview.push(
          `## ${areaLabel}`,
          `[${label}: ${areaLabel}](./${area}.mdx) covers ${about}.`,
          memberTable(inArea, (m) => `./${area}.mdx#${graphqlSlug(m.name)}`),
        );
      });
      out.set(
        `${kind}/index.mdx`,
        [
          indexMatter,
          `${KIND_INTROS[kind]} ${members.length} in all, on one page per area of the schema.`,
          ...overview,
          '',
        ].join('\n\n'),
      );
    }
    out.set(
      `${kind}/_category_.json`,
      `${JSON.stringify({label, position: position + 1, collapsed: true, link: {type: 'doc', id: `graphql/${kind}/index`}}, null, 2)}\n`,
    );
  });

  for (const type of entityTypes) {
    if (!graphqlMemberLink(model, 'objects', type)) throw new Error(`no GraphQL object type ${type} for an entity`);
  }
  checkUniqueIds(out);
  return out;
}

/**
 * What graphql-to-doc's output depends on: the schema files, the plugin's options (config/plugins.ts) and
 * the versions of its packages. The shaping above is not in it: it runs on every generate.
 */
export function graphqlMarkdownInputs(paths: Paths): string {
  const hash = createHash('sha256');
  const schemaFiles = readdirSync(paths.graphqlData)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  for (const name of schemaFiles) hash.update(`${name}\0${readFileSync(join(paths.graphqlData, name), 'utf8')}\0`);
  const options = join(paths.root, 'config', 'plugins.ts');
  if (existsSync(options)) hash.update(readFileSync(options, 'utf8'));
  const packages = join(paths.root, 'node_modules', '@graphql-markdown');
  if (existsSync(packages)) {
    for (const name of readdirSync(packages).sort()) {
      const manifest = join(packages, name, 'package.json');
      if (existsSync(manifest)) hash.update(`${name}@${JSON.parse(readFileSync(manifest, 'utf8')).version}\0`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * runGraphqlMarkdown, kept in node_modules/.cache between runs: the plugin takes about 10 s (most of a
 * warm `npm run generate`, which `npm start` and `npm run build` run first) and its output only changes
 * with its inputs.
 */
export function cachedGraphqlMarkdown(
  paths: Paths,
  {
    dir = join(paths.root, 'node_modules', '.cache', 'genDocs'),
    run = runGraphqlMarkdown,
  }: {dir?: string; run?: (paths: Paths) => FileTree} = {},
): {tree: FileTree; cached: boolean} {
  const file = join(dir, `graphql-markdown-${graphqlMarkdownInputs(paths)}.json`);
  if (existsSync(file)) {
    try {
      return {tree: new Map(JSON.parse(readFileSync(file, 'utf8')) as [string, string][]), cached: true};
    } catch {
      // An unreadable cache entry is rebuilt below.
    }
  }
  const tree = run(paths);
  if (existsSync(dir))
    for (const old of readdirSync(dir)) if (old.startsWith('graphql-markdown-')) rmSync(join(dir, old), {force: true});
  writeFileAtomic(file, JSON.stringify([...tree]));
  return {tree, cached: false};
}

/**
 * The GraphQL stage, in memory: run the plugin (or reuse its cached output) and shape its pages. They are
 * swapped into docs/graphql together with the other generated folders (writeReference).
 */
export function renderGraphqlDocs(paths: Paths, model: GraphqlModel, entityTypes: string[]): FileTree {
  return shapeGraphqlDocs(cachedGraphqlMarkdown(paths).tree, model, entityTypes);
}
