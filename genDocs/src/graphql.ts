import {readFileSync} from 'node:fs';

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
  type DefinitionNode,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import {validateSDL} from 'graphql/validation/validate';
import {dataFiles} from './load';
import {displayPath, type Paths} from './paths';
import type {Problem} from './errors';

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

/** One member of a kind: a type, or a field of Query or Mutation. */
export interface GraphqlMember {
  name: string;
  description: string;
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
  const files = dataFiles(paths.graphqlData, '.graphql');
  if (files.length === 0) {
    problems.push({file: displayPath(paths, paths.graphqlData), where: 'graphql', message: 'no .graphql files found'});
    return undefined;
  }
  const documents = new Map<string, DocumentNode>();
  let syntaxOk = true;
  for (const path of files) {
    const file = displayPath(paths, path);
    try {
      documents.set(file, parse(new Source(readFileSync(path, 'utf8'), file)));
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
  for (const [name, field] of Object.entries(schema.getQueryType()?.getFields() ?? {})) {
    members.queries.push({name, description: flatten(field.description)});
  }
  for (const [name, field] of Object.entries(schema.getMutationType()?.getFields() ?? {})) {
    members.mutations.push({name, description: flatten(field.description)});
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const kind = kindOf(type, schema);
    if (kind) members[kind].push({name: type.name, description: flatten(type.description)});
  }
  for (const list of Object.values(members)) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return {schema, members};
}

/** The page slug graphql-markdown gives a type or operation: SearchInput -> search-input. */
export function graphqlSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}
