import {readFileSync, readdirSync, existsSync} from 'node:fs';
import {basename, join} from 'node:path';
import {parseDocument} from 'yaml';
import type {z} from 'zod';
import {aspectSchema, entitySchema, sourceSchema, type Aspect, type Entity, type Source} from './schema';
import {displayPath, type Paths} from './paths';
import type {Problem} from './errors';

/** A validated entry and the file it came from. */
export interface Loaded<T> {
  file: string;
  value: T;
}

export interface Dataset {
  sources: Loaded<Source>[];
  entities: Loaded<Entity>[];
  aspects: Loaded<Aspect>[];
}

/** Data files of one kind, sorted by name so every run sees them in the same order. */
export function dataFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension) && !name.startsWith('.') && !name.startsWith('_'))
    .sort()
    .map((name) => join(dir, name));
}

/** Array elements are named by their `name`, `capability` or `id` key so paths read config.account_id.type. */
function elementLabel(element: unknown): string | undefined {
  if (element && typeof element === 'object') {
    for (const key of ['name', 'capability', 'id']) {
      const value = (element as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return undefined;
}

/** Turns a zod issue path into a readable one, walking the raw data to name array elements. */
export function issuePath(data: unknown, path: readonly PropertyKey[]): string {
  let out = '';
  let node: unknown = data;
  path.forEach((key, i) => {
    const next = path[i + 1];
    if (typeof key === 'number') {
      const element = Array.isArray(node) ? node[key] : undefined;
      const label = elementLabel(element);
      out += label ? `.${label}` : `[${key}]`;
      node = element;
      return;
    }
    const name = String(key);
    const child = node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
    // Nested fields read as parent.child rather than parent.fields.child.
    if (
      name === 'fields' &&
      typeof next === 'number' &&
      elementLabel(Array.isArray(child) ? child[next] : undefined) &&
      out
    ) {
      node = child;
      return;
    }
    out += `.${name}`;
    node = child;
  });
  return out;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** A zod issue in words that name what was expected and what was found. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => String(v)).join(', ')}, got ${describe(issue.input)}`;
    case 'invalid_type':
      return issue.input === undefined
        ? 'required field is missing'
        : `expected ${issue.expected}, got ${describe(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    default:
      return issue.message;
  }
}

function loadKind<T>(
  paths: Paths,
  dir: string,
  kind: string,
  idKey: string,
  schema: z.ZodType<T>,
  problems: Problem[],
): Loaded<T>[] {
  const loaded: Loaded<T>[] = [];
  for (const path of dataFiles(dir, '.yaml')) {
    const file = displayPath(paths, path);
    const fallbackId = basename(path, '.yaml');
    const text = readFileSync(path, 'utf8');
    const document = parseDocument(text, {prettyErrors: false, uniqueKeys: true});
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const line = text.slice(0, error.pos[0]).split('\n').length;
        problems.push({
          file,
          where: `${kind}[${fallbackId}]`,
          message: `YAML does not parse (line ${line}): ${error.message.split('\n')[0]}`,
        });
      }
      continue;
    }
    const data: unknown = document.toJS();
    const rawId = data && typeof data === 'object' ? (data as Record<string, unknown>)[idKey] : undefined;
    const entry = `${kind}[${typeof rawId === 'string' && rawId ? rawId : fallbackId}]`;
    const result = schema.safeParse(data, {reportInput: true});
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({file, where: `${entry}${issuePath(data, issue.path)}`, message: issueMessage(issue)});
      }
      continue;
    }
    loaded.push({file, value: result.data});
  }
  return loaded;
}

/** Reads and validates every data file, one at a time. Cross-file checks are in validate.ts. */
export function loadData(paths: Paths, problems: Problem[]): Dataset {
  return {
    sources: loadKind(paths, paths.sourcesData, 'sources', 'id', sourceSchema, problems),
    entities: loadKind(paths, paths.entitiesData, 'entities', 'name', entitySchema, problems),
    aspects: loadKind(paths, paths.aspectsData, 'aspects', 'name', aspectSchema, problems),
  };
}
