import {
  GraphQLError,
  Source,
  buildASTSchema,
  concatAST,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  validateSchema,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import {validateSDL} from 'graphql/validation/validate';
import {dataFiles, readDataFile} from './load';
import {LIMITS} from './limits';
import {displayPath, type Paths} from './paths';
import {fsReason, type Problem} from './errors';

/** The eight kinds of the reference, each a folder under /docs/graphql/. */
export const GRAPHQL_KINDS = [
  'queries',
  'mutations',
  'objects',
  'inputObjects',
  'interfaces',
  'unions',
  'enums',
  'scalars',
] as const;
export type GraphqlKind = (typeof GRAPHQL_KINDS)[number];

export const GRAPHQL_KIND_LABELS: Readonly<Record<GraphqlKind, string>> = {
  queries: 'Queries',
  mutations: 'Mutations',
  objects: 'Objects',
  inputObjects: 'Input objects',
  interfaces: 'Interfaces',
  unions: 'Unions',
  enums: 'Enums',
  scalars: 'Scalars',
};

/**
 * The areas of the schema: one per file of genDocs/data/graphql, named after the file. The three large
 * kinds get one page per area; a new file needs its entry here (genDocs says so).
 */
export const GRAPHQL_AREAS: Readonly<Record<string, {label: string; about: string}>> = {
  access: {label: 'Access and policies', about: 'access policies, roles, invite tokens and access checks'},
  browse: {label: 'Browse', about: 'browsing entities by platform, container and path'},
  common: {
    label: 'Common',
    about: 'the shared building blocks: entity types, the Entity interface, audit stamps, platforms and privileges',
  },
  dashboards: {label: 'Dashboards and charts', about: 'charts, dashboards and notebooks of BI and notebook tools'},
  datasets: {
    label: 'Datasets and containers',
    about:
      'datasets and their schemas, profiles and operations, containers, platform instances and entity-relationship models',
  },
  governance: {
    label: 'Governance',
    about: 'ownership types, forms, data products, applications and business attributes',
  },
  home: {label: 'Home page', about: 'posts, announcements, home page modules and page templates'},
  glossary: {label: 'Tags, glossary and domains', about: 'tags, glossary terms and term groups, and domains'},
  ingestion: {label: 'Ingestion', about: 'ingestion sources, schedules, secrets and execution requests'},
  lineage: {label: 'Lineage', about: 'lineage search, lineage edges and entity relationships'},
  metadata: {
    label: 'Metadata aspects',
    about: 'ownership, tags, glossary terms, domains, deprecation, links and structured properties attached to assets',
  },
  ml: {label: 'Machine learning', about: 'ML models, model groups, features, feature tables and primary keys'},
  people: {label: 'Users and groups', about: 'users and groups, with their profiles, settings and status'},
  pipelines: {
    label: 'Pipelines',
    about: 'data flows (pipelines) and data jobs (their tasks), with their inputs and outputs',
  },
  quality: {label: 'Data quality', about: 'assertions, incidents, data contracts and metadata tests'},
  search: {label: 'Search', about: 'search inputs, filters, sorting and search results'},
  tokens: {label: 'Access tokens', about: 'personal access tokens and their metadata'},
  usage: {
    label: 'Usage and history',
    about: 'usage statistics, saved queries, schema history and the timeline of changes',
  },
};

/** One member of a kind: a type, or a field of Query or Mutation, and the area of the schema it is defined in. */
export interface GraphqlMember {
  name: string;
  description: string;
  area: string;
}

export interface GraphqlModel {
  schema: GraphQLSchema;
  members: Record<GraphqlKind, GraphqlMember[]>;
}

function kindOf(type: GraphQLNamedType, schema: GraphQLSchema): GraphqlKind | undefined {
  if (type === schema.getQueryType() || type === schema.getMutationType()) return undefined;
  if (isObjectType(type)) return 'objects';
  if (isInputObjectType(type)) return 'inputObjects';
  if (isInterfaceType(type)) return 'interfaces';
  if (isUnionType(type)) return 'unions';
  if (isEnumType(type)) return 'enums';
  if (isScalarType(type)) return 'scalars';
  return undefined;
}

/** Names the type and field that contain a position of a file: graphql[Mutation].addTag. */
function locate(document: DocumentNode | undefined, offset: number | undefined): string {
  if (!document || offset === undefined) return 'graphql';
  const inside = (node: {loc?: {start: number; end: number}}) =>
    node.loc !== undefined && node.loc.start <= offset && offset <= node.loc.end;
  const definition = document.definitions.find(inside) as
    | (DefinitionNode & {
        name?: {value: string};
        fields?: readonly {name: {value: string}; loc?: {start: number; end: number}}[];
        values?: readonly {name: {value: string}; loc?: {start: number; end: number}}[];
      })
    | undefined;
  if (!definition?.name) return 'graphql';
  const member = [...(definition.fields ?? []), ...(definition.values ?? [])].find(inside);
  return `graphql[${definition.name.value}]${member ? `.${member.name.value}` : ''}`;
}

function flatten(description: string | null | undefined): string {
  return (description ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Parses every .graphql file and builds one schema from them, reporting syntax and schema errors by
 * file, type and field. Returns undefined when the schema is invalid.
 */
export function loadGraphql(paths: Paths, problems: Problem[]): GraphqlModel | undefined {
  let files: string[];
  try {
    files = dataFiles(paths.graphqlData, '.graphql');
  } catch (error) {
    const message = `cannot list the folder: ${fsReason(error)}`;
    problems.push({file: displayPath(paths, paths.graphqlData), where: 'graphql', message});
    return undefined;
  }
  if (files.length === 0) {
    problems.push({file: displayPath(paths, paths.graphqlData), where: 'graphql', message: 'no .graphql files found'});
    return undefined;
  }
  const documents = new Map<string, DocumentNode>();
  let syntaxOk = true;
  for (const path of files) {
    const file = displayPath(paths, path);
    const text = readDataFile(path, file, 'graphql', problems);
    if (text === undefined) {
      syntaxOk = false;
      continue;
    }
    try {
      documents.set(file, parse(new Source(text, file)));
    } catch (error) {
      syntaxOk = false;
      const gql = error as GraphQLError;
      const location = gql.locations?.[0];
      problems.push({
        file,
        where: 'graphql',
        message: `${gql.message}${location ? ` (line ${location.line}, column ${location.column})` : ''}`,
      });
    }
  }
  if (!syntaxOk) return undefined;
  if (!descriptionsFit(documents, problems)) return undefined;

  const report = (error: GraphQLError) => {
    const node = error.nodes?.[0];
    const file = node?.loc?.source.name ?? displayPath(paths, paths.graphqlData);
    const location = error.locations?.[0];
    problems.push({
      file,
      where: locate(documents.get(file), node?.loc?.start),
      message: `${error.message}${location ? ` (line ${location.line}, column ${location.column})` : ''}`,
    });
  };

  const document = concatAST([...documents.values()]);
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0) {
    sdlErrors.forEach(report);
    return undefined;
  }
  const schema = buildASTSchema(document, {assumeValidSDL: true});
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) {
    schemaErrors.forEach(report);
    return undefined;
  }
  if (!schema.getQueryType()) {
    problems.push({
      file: displayPath(paths, paths.graphqlData),
      where: 'graphql[Query]',
      message: 'the schema has no Query type',
    });
    return undefined;
  }

  const members: Record<GraphqlKind, GraphqlMember[]> = {
    queries: [],
    mutations: [],
    objects: [],
    inputObjects: [],
    interfaces: [],
    unions: [],
    enums: [],
    scalars: [],
  };
  for (const file of documents.keys()) {
    if (!(areaOf(file) in GRAPHQL_AREAS)) {
      problems.push({
        file,
        where: 'graphql',
        message: `no area for this file: add "${areaOf(file)}" to GRAPHQL_AREAS in genDocs/src/graphql.ts (its label names the reference pages of its types)`,
      });
    }
  }
  if (problems.length > 0) return undefined;
  // Built-in scalars (String, Int...) have no file: they belong with the shared types.
  const area = (node: {loc?: {source: {name: string}}} | null | undefined) =>
    node?.loc ? areaOf(node.loc.source.name) : 'common';
  for (const [name, field] of Object.entries(schema.getQueryType()?.getFields() ?? {})) {
    members.queries.push({name, description: flatten(field.description), area: area(field.astNode)});
  }
  for (const [name, field] of Object.entries(schema.getMutationType()?.getFields() ?? {})) {
    members.mutations.push({name, description: flatten(field.description), area: area(field.astNode)});
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const kind = kindOf(type, schema);
    if (kind) members[kind].push({name: type.name, description: flatten(type.description), area: area(type.astNode)});
  }
  for (const list of Object.values(members)) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return {schema, members};
}

/** Every description is within the text limit; a longer one is reported at its type and field. */
function descriptionsFit(documents: Map<string, DocumentNode>, problems: Problem[]): boolean {
  let fit = true;
  for (const [file, document] of documents) {
    visit(document, {
      StringValue(node, key) {
        if (key !== 'description' || node.value.length <= LIMITS.textChars) return;
        fit = false;
        problems.push({
          file,
          where: locate(document, node.loc?.start),
          message: `the description is ${node.value.length.toLocaleString('en')} characters long; the limit is ${LIMITS.textChars.toLocaleString('en')} characters`,
        });
      },
    });
  }
  return fit;
}

/** The area of a schema file: genDocs/data/graphql/lineage.graphql -> lineage. */
function areaOf(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.graphql$/, '');
}

/**
 * The three kinds with hundreds of members get one page per area of the schema; the other five fit
 * on their kind's index page. Fewer, fuller pages: every page is a route the browser's route table
 * carries (see README, "Page weight").
 */
export const SPLIT_KINDS: ReadonlySet<GraphqlKind> = new Set<GraphqlKind>(['objects', 'inputObjects', 'mutations']);

/** The file, under the reference's root, of the page that documents a member. */
export function graphqlPageFile(kind: GraphqlKind, member: GraphqlMember): string {
  return SPLIT_KINDS.has(kind) ? `${kind}/${member.area}.mdx` : `${kind}/index.mdx`;
}

/** A link from a doc to a member's section: `objects/datasets.mdx#dataset`. */
export function graphqlMemberLink(model: GraphqlModel, kind: GraphqlKind, name: string): string | undefined {
  const member = model.members[kind].find((m) => m.name === name);
  return member ? `${graphqlPageFile(kind, member)}#${graphqlSlug(name)}` : undefined;
}

/** The anchor slug of a type or operation: SearchInput -> search-input. */
export function graphqlSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}
