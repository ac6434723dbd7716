import {existsSync} from 'node:fs';
import {basename, join} from 'node:path';
import {isObjectType} from 'graphql';
import {parseDocument, isMap, isScalar, isSeq, type Node, type YAMLMap} from 'yaml';
import type {Dataset, Loaded} from './load';
import type {GraphqlModel} from './graphql';
import type {Problem} from './errors';
import type {Paths} from './paths';
import type {AspectField, ConfigField, Source} from './schema';

/** Reports entries of one kind that share an id, naming every file involved. */
function checkDuplicates<T>(kind: string, items: Loaded<T>[], idOf: (value: T) => string, problems: Problem[]): void {
  const byId = new Map<string, string[]>();
  for (const item of items) {
    const id = idOf(item.value);
    byId.set(id, [...(byId.get(id) ?? []), item.file]);
  }
  for (const [id, files] of byId) {
    if (files.length < 2) continue;
    for (const file of files) {
      const others = files.filter((f) => f !== file).join(', ');
      problems.push({file, where: `${kind}[${id}]`, message: `duplicate id "${id}", also declared in ${others}`});
    }
  }
}

function checkFileName<T>(kind: string, items: Loaded<T>[], idOf: (value: T) => string, problems: Problem[]): void {
  for (const item of items) {
    const id = idOf(item.value);
    const expected = `${id}.yaml`;
    if (basename(item.file) !== expected) {
      problems.push({file: item.file, where: `${kind}[${id}]`, message: `the file must be named ${expected}`});
    }
  }
}

function checkUniqueNames(
  fields: {name: string; fields?: unknown[]}[] | undefined,
  where: string,
  file: string,
  problems: Problem[],
): void {
  if (!fields) return;
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.name))
      problems.push({file, where: `${where}.${field.name}`, message: `field "${field.name}" is declared twice`});
    seen.add(field.name);
    checkUniqueNames(field.fields as typeof fields | undefined, `${where}.${field.name}`, file, problems);
  }
}

const ENV_REFERENCE = /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/;

/** Whether a recipe value fits a declared field type. Environment references fit anything. */
function valueFits(node: Node | null, field: ConfigField): boolean {
  if (node === null) return true;
  if (isScalar(node)) {
    const value = node.value;
    if (value === null) return !field.required;
    if (typeof value === 'string' && ENV_REFERENCE.test(value)) return true;
    switch (field.type) {
      case 'string':
        return typeof value === 'string';
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'number':
        return typeof value === 'number';
      case 'boolean':
        return typeof value === 'boolean';
      case 'enum':
        return (field.allowedValues ?? []).includes(value as string | number);
      case 'any':
        return true;
      default:
        return false;
    }
  }
  if (isSeq(node)) return field.type === 'array' || field.type === 'any';
  if (isMap(node)) return field.type === 'object' || field.type === 'map' || field.type === 'any';
  return true;
}

function lineOf(recipe: string, node: Node | null | undefined): string {
  const offset = node?.range?.[0];
  if (offset === undefined) return '';
  return ` (recipe line ${recipe.slice(0, offset).split('\n').length})`;
}

/** Checks the keys under a recipe mapping against declared fields, recursing into declared objects. */
function checkRecipeFields(
  map: YAMLMap,
  fields: ConfigField[],
  where: string,
  recipe: string,
  file: string,
  problems: Problem[],
): void {
  const present = new Set<string>();
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    present.add(key);
    const field = fields.find((f) => f.name === key);
    if (!field) {
      problems.push({
        file,
        where: `${where}.${key}`,
        message: `the recipe uses "${key}", which the source does not declare${lineOf(recipe, pair.key as Node)}`,
      });
      continue;
    }
    const value = pair.value as Node | null;
    if (!valueFits(value, field)) {
      const shown = isScalar(value) ? JSON.stringify(value.value) : isSeq(value) ? 'a list' : 'a mapping';
      problems.push({
        file,
        where: `${where}.${key}`,
        message: `the recipe gives ${shown}, but the field is declared as ${field.type}${lineOf(recipe, value)}`,
      });
      continue;
    }
    if (field.fields && isMap(value)) {
      if (field.type === 'object') checkRecipeFields(value, field.fields, `${where}.${key}`, recipe, file, problems);
      else if (field.type === 'map') {
        for (const entry of value.items) {
          if (isMap(entry.value))
            checkRecipeFields(
              entry.value,
              field.fields,
              `${where}.${key}.${String(isScalar(entry.key) ? entry.key.value : entry.key)}`,
              recipe,
              file,
              problems,
            );
        }
      }
    }
    if (field.fields && field.type === 'array' && isSeq(value)) {
      value.items.forEach((item, i) => {
        if (isMap(item)) checkRecipeFields(item, field.fields!, `${where}.${key}[${i}]`, recipe, file, problems);
      });
    }
  }
  for (const field of fields) {
    if (field.required && !present.has(field.name)) {
      problems.push({
        file,
        where: `${where}.${field.name}`,
        message: `the recipe leaves out "${field.name}", which is required`,
      });
    }
  }
}

/** The starter recipe must parse, name this source, and use only declared config fields. */
export function checkRecipe(source: Source, file: string, problems: Problem[]): void {
  const where = `sources[${source.id}].recipe`;
  const document = parseDocument(source.recipe, {prettyErrors: false, uniqueKeys: true});
  if (document.errors.length > 0) {
    const error = document.errors[0];
    const line = source.recipe.slice(0, error.pos[0]).split('\n').length;
    problems.push({
      file,
      where,
      message: `the recipe is not valid YAML (recipe line ${line}): ${error.message.split('\n')[0]}`,
    });
    return;
  }
  const root = document.contents;
  const sourceNode = isMap(root) ? root.get('source', true) : undefined;
  if (!isMap(sourceNode)) {
    problems.push({file, where, message: 'the recipe must be a mapping with a "source" mapping'});
    return;
  }
  const type = sourceNode.get('type');
  const expectedType = source.recipeType ?? source.id;
  if (type !== expectedType) {
    problems.push({
      file,
      where: `${where}.source.type`,
      message: `source.type must be "${expectedType}"${source.recipeType ? ' (the recipeType)' : ''}, got ${JSON.stringify(type ?? null)}`,
    });
  }
  const config = sourceNode.get('config', true);
  if (!isMap(config)) {
    problems.push({file, where: `${where}.source.config`, message: 'the recipe must have a source.config mapping'});
    return;
  }
  checkRecipeFields(config, source.config, `${where}.source.config`, source.recipe, file, problems);
}

function checkAspectRelationships(
  fields: AspectField[],
  where: string,
  file: string,
  entityNames: Set<string>,
  problems: Problem[],
): void {
  for (const field of fields) {
    field.relationship?.entities.forEach((target) => {
      if (!entityNames.has(target)) {
        problems.push({
          file,
          where: `${where}.${field.name}.relationship.entities`,
          message: `relationship ${field.relationship!.name} points at unknown entity "${target}" (add genDocs/data/entities/${target}.yaml first)`,
        });
      }
    });
    if (field.fields) checkAspectRelationships(field.fields, `${where}.${field.name}`, file, entityNames, problems);
  }
}

/** Checks that need more than one file: ids, references between kinds, recipes. */
export function validateData(
  paths: Paths,
  data: Dataset,
  graphql: GraphqlModel | undefined,
  problems: Problem[],
): void {
  checkDuplicates('sources', data.sources, (s) => s.id, problems);
  checkDuplicates('entities', data.entities, (e) => e.name, problems);
  checkDuplicates('aspects', data.aspects, (a) => a.name, problems);
  checkFileName('sources', data.sources, (s) => s.id, problems);
  checkFileName('entities', data.entities, (e) => e.name, problems);
  checkFileName('aspects', data.aspects, (a) => a.name, problems);

  const entityNames = new Set(data.entities.map((e) => e.value.name));
  // Names of entries whose file already has a problem: referring to them is not a second problem.
  const knownEntities = new Set([...entityNames, ...data.unloaded.entities]);
  const knownAspects = data.unloaded.aspects;
  const lowerNames = new Map<string, string>();
  for (const {file, value} of data.entities) {
    // Entity pages use the lower-cased name as their URL, so two names may not differ only by case.
    const lower = value.name.toLowerCase();
    if (lowerNames.has(lower) && lowerNames.get(lower) !== value.name) {
      problems.push({
        file,
        where: `entities[${value.name}]`,
        message: `name differs only by case from "${lowerNames.get(lower)}"`,
      });
    }
    lowerNames.set(lower, value.name);
  }
  const aspects = new Map(data.aspects.map((a) => [a.value.name, a.value]));

  for (const {file, value: source} of data.sources) {
    const where = `sources[${source.id}]`;
    checkUniqueNames(source.config, `${where}.config`, file, problems);
    const seen = new Set<string>();
    for (const {capability} of source.capabilities) {
      if (seen.has(capability))
        problems.push({
          file,
          where: `${where}.capabilities.${capability}`,
          message: `capability "${capability}" is listed twice`,
        });
      seen.add(capability);
    }
    source.related.entities.forEach((entity) => {
      if (!knownEntities.has(entity))
        problems.push({file, where: `${where}.related.entities`, message: `unknown entity "${entity}"`});
    });
    if (
      source.related.guide &&
      !['.md', '.mdx'].some((ext) => existsSync(join(paths.docs, `${source.related.guide}${ext}`)))
    ) {
      problems.push({file, where: `${where}.related.guide`, message: `no page docs/${source.related.guide}.md exists`});
    }
    checkRecipe(source, file, problems);
  }

  for (const {file, value: entity} of data.entities) {
    const where = `entities[${entity.name}]`;
    const key = aspects.get(entity.keyAspect);
    if (!key) {
      if (!knownAspects.has(entity.keyAspect))
        problems.push({file, where: `${where}.keyAspect`, message: `unknown aspect "${entity.keyAspect}"`});
    } else if (key.kind !== 'key')
      problems.push({
        file,
        where: `${where}.keyAspect`,
        message: `aspect "${entity.keyAspect}" is not a key aspect (kind: ${key.kind})`,
      });
    const seen = new Set<string>();
    for (const name of entity.aspects) {
      if (seen.has(name)) problems.push({file, where: `${where}.aspects`, message: `aspect "${name}" is listed twice`});
      seen.add(name);
      const aspect = aspects.get(name);
      if (!aspect) {
        if (!knownAspects.has(name))
          problems.push({file, where: `${where}.aspects`, message: `unknown aspect "${name}"`});
      } else if (aspect.kind === 'key')
        problems.push({
          file,
          where: `${where}.aspects`,
          message: `"${name}" is a key aspect; name it in keyAspect only`,
        });
    }
    if (entity.graphqlType && graphql) {
      const type = graphql.schema.getType(entity.graphqlType);
      if (!type || !isObjectType(type))
        problems.push({
          file,
          where: `${where}.graphqlType`,
          message: `the GraphQL schema has no object type "${entity.graphqlType}"`,
        });
    }
  }

  for (const {file, value: aspect} of data.aspects) {
    checkUniqueNames(aspect.fields, `aspects[${aspect.name}].fields`, file, problems);
    checkAspectRelationships(aspect.fields, `aspects[${aspect.name}].fields`, file, knownEntities, problems);
  }
}
