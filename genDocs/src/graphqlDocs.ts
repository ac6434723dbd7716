/**
 * The GraphQL stage: graphql-markdown's one page per member (graphqlMarkdown.ts) gathered into the reference's
 * pages, each member a section (graphqlSections.ts).
 */
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
import {cachedGraphqlMarkdown} from './graphqlMarkdown';
import {EXPLICIT_ID, EXPORT_LINE, memberSection, type LinkTarget, type RawMember} from './graphqlSections';
import {escapeCell, table} from './mdx';
import {STATIC_CONTENT_IMPORT, frontMatter} from './render/common';
import type {FileTree} from './write';
import type {Paths} from './paths';

export {runGraphqlMarkdown} from './graphqlMarkdown';

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

function titleOf(content: string): string | undefined {
  return content
    .match(/^---\n[\s\S]*?^title:\s*(.+)$/m)?.[1]
    .trim()
    .replace(/^["']|["']$/g, '');
}

/** What every reference page sets besides its names: only the sections in the table of contents, no pager. */
const PAGE_SETTINGS = {toc_max_heading_level: 2, pagination_prev: null, pagination_next: null};

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
 * The GraphQL stage, in memory: run the plugin (or reuse its cached output) and shape its pages. They are
 * swapped into docs/graphql together with the other generated folders (writeReference).
 */
export function renderGraphqlDocs(paths: Paths, model: GraphqlModel, entityTypes: string[]): FileTree {
  return shapeGraphqlDocs(cachedGraphqlMarkdown(paths).tree, model, entityTypes);
}
