import {readFileSync, readdirSync, existsSync, statSync} from 'node:fs';
import {basename, join} from 'node:path';
import {parseDocument} from 'yaml';
import type {z} from 'zod';
import {aspectSchema, entitySchema, sourceSchema, type Aspect, type Entity, type Source} from './schema';
import {displayPath, type Paths} from './paths';
import {fsReason, type Problem} from './errors';
import {LIMITS, formatSize} from './limits';

/** A validated entry and the file it came from. */
export interface Loaded<T> {
  file: string;
  value: T;
}

export type EntryKind = 'sources' | 'entities' | 'aspects';

export interface Dataset {
  sources: Loaded<Source>[];
  entities: Loaded<Entity>[];
  aspects: Loaded<Aspect>[];
  /**
   * Ids (and file names) of entries whose file has a problem and was left out. Checks across files treat
   * them as declared, so one broken file is reported once, not again by every reference to it.
   */
  unloaded: Record<EntryKind, Set<string>>;
}

/** Data files of one kind, sorted by name so every run sees them in the same order. */
export function dataFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  // Folders with a data file's name are kept: reading them reports them by name.
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension) && !name.startsWith('.') && !name.startsWith('_'))
    .sort()
    .map((name) => join(dir, name));
}

/** Array elements are named by their `name`, `capability` or `id` key so paths read config.account_id.type. */
function elementLabel(element: unknown): string | undefined {
  if (element && typeof element === 'object') {
    for (const key of ['name', 'capability', 'id']) {
      const value = printableName((element as Record<string, unknown>)[key]);
      if (value) return value;
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
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => describe(k)).join(', ')}`;
    default:
      return issue.message;
  }
}

/** A name from the data, if it is short and on one line: it goes into a one-line message. */
function printableName(value: unknown): string | undefined {
  return typeof value === 'string' && /^\S{1,100}$/.test(value) ? value : undefined;
}

/**
 * Reads one data file as UTF-8 text, or reports why it cannot be read (a folder with a data file's name, a
 * file over the size limit, a read error, bytes that are not UTF-8) and returns undefined.
 */
export function readDataFile(path: string, file: string, where: string, problems: Problem[]): string | undefined {
  const report = (message: string) => {
    problems.push({file, where, message});
    return undefined;
  };
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return report('is a folder, not a data file: rename or move it');
    // Checked before reading: a huge file is refused without loading it.
    if (stat.size > LIMITS.fileBytes)
      return report(
        `the file is ${stat.size.toLocaleString('en')} bytes; the limit is ${LIMITS.fileBytes.toLocaleString('en')} bytes (${formatSize(LIMITS.fileBytes)}) per data file`,
      );
    const bytes = readFileSync(path);
    try {
      return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
    } catch {
      return report('the file is not valid UTF-8 text');
    }
  } catch (error) {
    return report(`cannot read the file: ${fsReason(error)}`);
  }
}

/**
 * Problems of size in parsed YAML: strings over the text limit, and data that expands past its limit
 * through aliases or refers to itself. The walk stops at the expanded limit, so it costs at most that much.
 */
export function sizeProblems(data: unknown): {path: PropertyKey[]; message: string}[] {
  const found: {path: PropertyKey[]; message: string}[] = [];
  const tooLong = (what: string, length: number) =>
    `${what} is ${length.toLocaleString('en')} characters long; the limit is ${LIMITS.textChars.toLocaleString('en')} characters`;
  const ancestors = new Set<object>();
  let expanded = 0;
  let stopped = false;
  const visit = (node: unknown, path: PropertyKey[]): void => {
    if (stopped) return;
    expanded += 1;
    if (typeof node === 'string') {
      expanded += node.length;
      if (node.length > LIMITS.textChars) found.push({path, message: tooLong('the text', node.length)});
    } else if (node !== null && typeof node === 'object') {
      if (ancestors.has(node)) {
        found.push({path, message: 'a YAML alias points at a node that contains it, so the data never ends'});
        stopped = true;
        return;
      }
      ancestors.add(node);
      const entries: [PropertyKey, unknown][] = Array.isArray(node) ? [...node.entries()] : Object.entries(node);
      for (const [key, child] of entries) {
        if (typeof key === 'string') {
          expanded += key.length;
          if (key.length > LIMITS.textChars) found.push({path, message: tooLong('a key', key.length)});
        }
        visit(child, [...path, key]);
      }
      ancestors.delete(node);
    }
    if (expanded > LIMITS.expandedChars && !stopped) {
      stopped = true;
      found.push({
        path: [],
        message: `with its YAML aliases expanded the data is over ${LIMITS.expandedChars.toLocaleString('en')} characters, the limit per file`,
      });
    }
  };
  visit(data, []);
  return found;
}

/** The data of one YAML file, or undefined after reporting why it has none. */
function parseYaml(text: string, file: string, where: string, problems: Problem[]): {data: unknown} | undefined {
  const document = parseDocument(text, {prettyErrors: false, uniqueKeys: true});
  if (document.errors.length > 0) {
    // Only the first: the parser's later errors are mostly consequences of it (an unclosed bracket
    // misreads the rest of the file).
    const error = document.errors[0];
    const line = text.slice(0, error.pos[0]).split('\n').length;
    problems.push({
      file,
      where,
      message: `YAML does not parse (line ${line}): ${error.message.split('\n')[0]}${document.errors.length > 1 ? ' (fix this first: later YAML errors may follow from it)' : ''}`,
    });
    return undefined;
  }
  try {
    return {data: document.toJS({maxAliasCount: LIMITS.aliases})};
  } catch (error) {
    // yaml throws a ReferenceError when aliases expand exponentially (an alias bomb).
    const excessive = /excessive alias count/i.test((error as Error).message);
    problems.push({
      file,
      where,
      message: excessive
        ? `YAML aliases are used too often (over ${LIMITS.aliases} alias expansions): use each anchor a few times, not aliases of aliases`
        : `YAML cannot be read: ${String((error as Error).message).split('\n')[0]}`,
    });
    return undefined;
  }
}

function loadKind<T>(
  paths: Paths,
  dir: string,
  kind: EntryKind,
  idKey: string,
  schema: z.ZodType<T>,
  problems: Problem[],
  unloaded: Set<string>,
): Loaded<T>[] {
  const loaded: Loaded<T>[] = [];
  let files: string[];
  try {
    files = dataFiles(dir, '.yaml');
  } catch (error) {
    problems.push({file: displayPath(paths, dir), where: kind, message: `cannot list the folder: ${fsReason(error)}`});
    return loaded;
  }
  for (const path of files) {
    const file = displayPath(paths, path);
    const fallbackId = basename(path, '.yaml');
    // Whatever stops this file, its id still counts as declared: references to it are not reported as
    // second problems ("unknown entity") of the one cause.
    unloaded.add(fallbackId);
    let entry = `${kind}[${printableName(fallbackId) ?? '?'}]`;
    try {
      const text = readDataFile(path, file, entry, problems);
      if (text === undefined) continue;
      const parsed = parseYaml(text, file, entry, problems);
      if (!parsed) continue;
      const {data} = parsed;
      const rawId = data && typeof data === 'object' ? (data as Record<string, unknown>)[idKey] : undefined;
      const id = printableName(rawId);
      if (id) {
        unloaded.add(id);
        entry = `${kind}[${id}]`;
      }
      const oversized = sizeProblems(data);
      if (oversized.length > 0) {
        for (const {path: at, message} of oversized)
          problems.push({file, where: `${entry}${issuePath(data, at)}`, message});
        continue;
      }
      const result = schema.safeParse(data, {reportInput: true});
      if (!result.success) {
        for (const issue of result.error.issues) {
          problems.push({file, where: `${entry}${issuePath(data, issue.path)}`, message: issueMessage(issue)});
        }
        continue;
      }
      loaded.push({file, value: result.data});
      unloaded.delete(fallbackId);
      if (id) unloaded.delete(id);
    } catch (error) {
      // Anything unforeseen (a stack overflow in a deeply nested file) still names the file.
      problems.push({
        file,
        where: entry,
        message: `cannot be loaded: ${String((error as Error)?.message ?? error).split('\n')[0]}`,
      });
    }
  }
  return loaded;
}

/** Reads and validates every data file, one at a time. Cross-file checks are in validate.ts. */
export function loadData(paths: Paths, problems: Problem[]): Dataset {
  const unloaded: Dataset['unloaded'] = {sources: new Set(), entities: new Set(), aspects: new Set()};
  return {
    sources: loadKind(paths, paths.sourcesData, 'sources', 'id', sourceSchema, problems, unloaded.sources),
    entities: loadKind(paths, paths.entitiesData, 'entities', 'name', entitySchema, problems, unloaded.entities),
    aspects: loadKind(paths, paths.aspectsData, 'aspects', 'name', aspectSchema, problems, unloaded.aspects),
    unloaded,
  };
}
