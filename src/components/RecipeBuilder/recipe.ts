/**
 * From the form to the recipe: each value typed is checked against its field (type, required) and, when
 * valid, written into the recipe; a value that is not valid is left out and reported as a problem on its
 * field, so the recipe holds exactly the valid values set. Secrets are only ever environment variable
 * references.
 */
import {
  kindOf,
  hasInput,
  pathKey,
  type Entry,
  type FieldValue,
  type FormObject,
  type FormState,
  type KeyedItem,
  type ListItem,
  type Path,
} from './model';
import type {BuilderField, RecipeBuilderData} from './types';
import {toYaml, type YamlValue} from './yaml';

export interface Problem {
  /** pathKey of the control the problem is shown on. */
  key: string;
  path: Path;
  /** The field as readers see it: profiling.enabled, path_specs[1].include (items counted from 1). */
  label: string;
  message: string;
}

export type Recipe = {[key: string]: YamlValue};

export interface Built {
  recipe: Recipe;
  yaml: string;
  problems: Problem[];
  /** The environment variables the recipe reads, in order of first use. */
  variables: string[];
}

export const SINK_SERVER = '${DATAHUB_GMS_URL}';
export const SINK_TOKEN = '${DATAHUB_GMS_TOKEN}';

/** A whole value that is an environment variable reference, as DataHub expands it: ${NAME}. */
export const ENV_REFERENCE = /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const INTEGER = /^[-+]?\d+$/;
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

export const MESSAGES = {
  required: 'Required: enter a value.',
  requiredChoice: 'Required: choose a value.',
  requiredLines: 'Required: add at least one line.',
  requiredRows: 'Required: add at least one row.',
  requiredItems: 'Required: add at least one item.',
  requiredObject: 'Required: set at least one of its fields.',
  integer: 'Enter a whole number, such as 42, or an environment variable such as ${NAME}.',
  number: 'Enter a number, such as 0.5, or an environment variable such as ${NAME}.',
  secret:
    'Enter the name of an environment variable (letters, digits and _, not starting with a digit), not the secret itself.',
  key: 'Enter a key.',
  duplicateKey: 'This key is used twice.',
  pipelineName: 'Stateful ingestion is on: give the pipeline a name, so each run finds the state of the last one.',
  sinkFile: 'Required: enter the file to write to.',
} as const;

/** The file name the builder downloads and the command runs. */
export function recipeFileName(data: RecipeBuilderData): string {
  return `${data.id}_recipe.yml`;
}

export function ingestCommand(data: RecipeBuilderData): string {
  return `datahub ingest -c ${recipeFileName(data)}`;
}

/** The label of a path: config fields without "config.", item indices as [n] from 1. */
export function pathLabel(path: Path): string {
  const parts = path[0] === 'config' ? path.slice(1) : path;
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part + 1}]`;
    else if (part === '$key') out += ' key';
    else out += out ? `.${part}` : part;
  }
  return out;
}

type Parsed = {ok: true; value: YamlValue} | {ok: false; message: string};

function parseInteger(text: string): Parsed {
  if (ENV_REFERENCE.test(text)) return {ok: true, value: text};
  const value = Number(text);
  return INTEGER.test(text) && Number.isSafeInteger(value) ? {ok: true, value} : {ok: false, message: MESSAGES.integer};
}

function parseNumber(text: string): Parsed {
  if (ENV_REFERENCE.test(text)) return {ok: true, value: text};
  const value = Number(text);
  return NUMBER.test(text) && Number.isFinite(value) ? {ok: true, value} : {ok: false, message: MESSAGES.number};
}

function parseBoolean(text: string): Parsed {
  if (text === 'true' || text === 'false') return {ok: true, value: text === 'true'};
  if (ENV_REFERENCE.test(text)) return {ok: true, value: text};
  return {ok: false, message: 'Enter true or false.'};
}

/** A JSON value as a recipe value (JSON's null, numbers, strings, arrays and objects are all YAML). */
function fromJson(text: string): Parsed {
  try {
    return {ok: true, value: JSON.parse(text) as YamlValue};
  } catch (error) {
    return {ok: false, message: `This is not valid JSON (${(error as Error).message}).`};
  }
}

/**
 * A value of a field that takes anything: JSON for lists and objects ([...], {...}) and quoted strings,
 * true, false, null and numbers as themselves, any other text as a string.
 */
export function parseAny(text: string): Parsed {
  if (ENV_REFERENCE.test(text)) return {ok: true, value: text};
  if (/^[[{"]/.test(text)) return fromJson(text);
  if (text === 'true' || text === 'false') return {ok: true, value: text === 'true'};
  if (text === 'null') return {ok: true, value: null};
  if (NUMBER.test(text) && Number.isFinite(Number(text))) return {ok: true, value: Number(text)};
  return {ok: true, value: text};
}

function parseObject(text: string): Parsed {
  if (ENV_REFERENCE.test(text)) return {ok: true, value: text};
  const parsed = fromJson(text);
  if (parsed.ok && (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)))
    return {ok: false, message: 'Enter a JSON object, such as {"name": "value"}.'};
  return parsed;
}

/** Parses one scalar typed for a value of the given type. */
function parseScalar(type: string, text: string): Parsed {
  switch (type) {
    case 'integer':
      return parseInteger(text);
    case 'number':
      return parseNumber(text);
    case 'boolean':
      return parseBoolean(text);
    case 'object':
      return parseObject(text);
    case 'any':
      return parseAny(text);
    default:
      return {ok: true, value: text};
  }
}

/** An environment variable name typed in a secret field, with or without ${ }. */
export function secretReference(text: string): string | null {
  const name = text.trim().replace(/^\$\{(.*)\}$/, '$1');
  return ENV_NAME.test(name) ? `\${${name}}` : null;
}

class Builder {
  readonly problems: Problem[] = [];

  problem(path: Path, message: string): void {
    this.problems.push({key: pathKey(path), path, label: pathLabel(path), message});
  }

  /** The fields of an object; `present` says whether its required fields must be set. */
  object(fields: readonly BuilderField[], values: FormObject, path: Path, present: boolean): Recipe {
    const out: Recipe = {};
    for (const field of fields) {
      const value = this.field(field, values[field.name], [...path, field.name], present);
      if (value !== undefined) out[field.name] = value;
    }
    return out;
  }

  /** The value of one field, or undefined when not set or not valid. */
  field(field: BuilderField, raw: FieldValue | undefined, path: Path, parentPresent: boolean): YamlValue | undefined {
    const required = Boolean(field.required) && parentPresent;
    const kind = kindOf(field);
    if (!hasInput(raw)) {
      if (required) {
        if (kind === 'object') {
          // A required object is there: its own required fields say what is missing.
          const nested = field.fields ?? [];
          if (nested.some((f) => f.required)) this.object(nested, {}, path, true);
          else this.problem(path, MESSAGES.requiredObject);
        } else this.problem(path, requiredMessage(kind));
      }
      return undefined;
    }
    switch (kind) {
      case 'text': {
        const text = (raw as string).trim();
        const parsed = field.type === 'string' ? {ok: true as const, value: text} : parseScalar(field.type, text);
        if (!parsed.ok) this.problem(path, parsed.message);
        return parsed.ok ? parsed.value : undefined;
      }
      case 'secret': {
        const reference = secretReference(raw as string);
        if (reference === null) this.problem(path, MESSAGES.secret);
        return reference ?? undefined;
      }
      case 'choice': {
        const text = raw as string;
        if (field.type === 'boolean') return text === 'true';
        return field.allowedValues?.find((v) => String(v) === text) ?? undefined;
      }
      case 'lines':
        return this.lines(field, raw as string, path);
      case 'entries':
        return this.entries(field, raw as Entry[], path);
      case 'object': {
        // Fields typed but none valid: the object is left out with the rest (the problems say why).
        const object = this.object(field.fields ?? [], raw as FormObject, path, true);
        return Object.keys(object).length > 0 ? object : undefined;
      }
      case 'list':
        return (raw as ListItem[]).map((item, i) => this.object(field.fields ?? [], item.value, [...path, i], true));
      case 'keyed':
        return this.keyed(field, raw as KeyedItem[], path);
    }
  }

  lines(field: BuilderField, text: string, path: Path): YamlValue[] | undefined {
    const items: YamlValue[] = [];
    const errors: string[] = [];
    text.split('\n').forEach((line, i) => {
      const item = line.trim();
      if (!item) return;
      const parsed = parseScalar(field.items ?? 'string', item);
      if (parsed.ok) items.push(parsed.value);
      else errors.push(`Line ${i + 1}: ${lowerFirst(parsed.message)}`);
    });
    if (errors.length > 0) this.problem(path, errors.join(' '));
    return items.length > 0 ? items : undefined;
  }

  entries(field: BuilderField, rows: Entry[], path: Path): Recipe | undefined {
    const out: Recipe = {};
    const errors: string[] = [];
    const itemType = field.type === 'object' ? 'any' : (field.items ?? 'string');
    rows.forEach((row, i) => {
      const key = row.key.trim();
      const value = row.value.trim();
      if (!key && !value) return;
      if (!key) errors.push(`Row ${i + 1}: enter a key.`);
      else if (Object.prototype.hasOwnProperty.call(out, key))
        errors.push(`Row ${i + 1}: the key ${key} is used twice.`);
      const parsed: Parsed =
        itemType === 'string' ? {ok: true, value: row.value.trim()} : parseScalar(itemType, value || '""');
      if (!parsed.ok) errors.push(`Row ${i + 1}: ${lowerFirst(parsed.message)}`);
      else if (key && !Object.prototype.hasOwnProperty.call(out, key)) out[key] = parsed.value;
    });
    if (errors.length > 0) this.problem(path, errors.join(' '));
    return Object.keys(out).length > 0 ? out : undefined;
  }

  keyed(field: BuilderField, items: KeyedItem[], path: Path): Recipe | undefined {
    const out: Recipe = {};
    items.forEach((item, i) => {
      const key = item.key.trim();
      const value = this.object(field.fields ?? [], item.value, [...path, i], true);
      if (!key) this.problem([...path, i, '$key'], MESSAGES.key);
      else if (Object.prototype.hasOwnProperty.call(out, key))
        this.problem([...path, i, '$key'], MESSAGES.duplicateKey);
      else out[key] = value;
    });
    return Object.keys(out).length > 0 ? out : undefined;
  }
}

function requiredMessage(kind: string): string {
  switch (kind) {
    case 'choice':
      return MESSAGES.requiredChoice;
    case 'lines':
      return MESSAGES.requiredLines;
    case 'entries':
      return MESSAGES.requiredRows;
    case 'list':
    case 'keyed':
      return MESSAGES.requiredItems;
    default:
      return MESSAGES.required;
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Whether the form turns stateful ingestion on, which needs a pipeline name. */
function statefulOn(data: RecipeBuilderData, config: FormObject): boolean {
  const field = data.groups.flatMap((g) => g.fields).find((f) => f.name === 'stateful_ingestion');
  if (!field?.fields?.some((f) => f.name === 'enabled')) return false;
  const value = config.stateful_ingestion;
  return typeof value === 'object' && !Array.isArray(value) && value.enabled === 'true';
}

/** Every ${NAME} the recipe reads, in order. */
function variablesOf(value: YamlValue, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) found.add(match[1]);
  } else if (Array.isArray(value)) value.forEach((item) => variablesOf(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => variablesOf(item, found));
  return found;
}

/** The recipe for the form: source (type and config), sink, and pipeline_name when given. */
export function buildRecipe(data: RecipeBuilderData, state: FormState): Built {
  const builder = new Builder();
  const fields = data.groups.flatMap((group) => group.fields);
  const config = builder.object(fields, state.config, ['config'], true);
  const recipe: Recipe = {};
  const pipelineName = state.pipelineName.trim();
  if (pipelineName) recipe.pipeline_name = pipelineName;
  else if (statefulOn(data, state.config)) builder.problem(['pipeline_name'], MESSAGES.pipelineName);
  recipe.source = {type: data.type, config};
  if (state.sink === 'file') {
    const filename = state.sinkFile.trim();
    if (!filename) builder.problem(['sink', 'filename'], MESSAGES.sinkFile);
    recipe.sink = {type: 'file', config: filename ? {filename} : {}};
  } else {
    recipe.sink = {type: 'datahub-rest', config: {server: SINK_SERVER, token: SINK_TOKEN}};
  }
  return {recipe, yaml: toYaml(recipe), problems: builder.problems, variables: [...variablesOf(recipe)]};
}
