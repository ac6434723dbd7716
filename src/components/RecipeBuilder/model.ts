/**
 * The recipe builder's form model: what a reader has typed, as plain data, and the pure functions that
 * change it. The React components only render it and call these; recipe.ts turns it into a recipe.
 */
import type {BuilderField, RecipeBuilderData} from './types';

/**
 * How a field is edited:
 * - text: a text box (strings, integers, numbers, and `any` values);
 * - secret: the name of an environment variable, written as ${NAME};
 * - choice: a list of choices (booleans, enums), with "not set";
 * - lines: one item per line (arrays of scalars, allow and deny regexes);
 * - entries: key and value rows (maps of scalars, objects without declared fields);
 * - object: the object's own fields;
 * - list: items that each have the fields (arrays of objects);
 * - keyed: keyed items that each have the fields (maps of objects).
 */
export type FieldKind = 'text' | 'secret' | 'choice' | 'lines' | 'entries' | 'object' | 'list' | 'keyed';

export function kindOf(field: BuilderField): FieldKind {
  if (field.secret) return 'secret';
  const structured = Boolean(field.fields && field.fields.length > 0);
  switch (field.type) {
    case 'boolean':
    case 'enum':
      return 'choice';
    case 'object':
      return structured ? 'object' : 'entries';
    case 'array':
      return structured ? 'list' : 'lines';
    case 'map':
      return structured ? 'keyed' : 'entries';
    default:
      return 'text';
  }
}

/** A key and value row of an `entries` field. */
export interface Entry {
  uid: number;
  key: string;
  value: string;
}

/** One item of a `list` field. */
export interface ListItem {
  uid: number;
  value: FormObject;
}

/** One item of a `keyed` field. */
export interface KeyedItem {
  uid: number;
  key: string;
  value: FormObject;
}

/** What a field holds: text for text, secret, choice and lines; rows or items for the others. */
export type FieldValue = string | Entry[] | FormObject | ListItem[] | KeyedItem[];

/** The values of an object's fields by name; a field not set has no key (or an empty value). */
export interface FormObject {
  [name: string]: FieldValue;
}

export type SinkType = 'datahub-rest' | 'file';

export interface FormState {
  config: FormObject;
  pipelineName: string;
  sink: SinkType;
  /** The file sink's output file. */
  sinkFile: string;
}

export function emptyForm(data: RecipeBuilderData): FormState {
  return {config: {}, pipelineName: '', sink: 'datahub-rest', sinkFile: `./${data.id}_metadata.json`};
}

let lastUid = 0;
/** A React key for a new row or item. */
export function nextUid(): number {
  lastUid += 1;
  return lastUid;
}

/** Where a value sits: field names, and the index of an item inside list and keyed fields. */
export type Path = readonly (string | number)[];

/** The string used for a path in ids and problem lists: config.profiling.enabled, config.path_specs.0.include. */
export function pathKey(path: Path): string {
  return path.join('.');
}

/** An element id for the control of a path. */
export function controlId(path: Path): string {
  return `rb-${pathKey(path).replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

function isItemList(value: FieldValue | undefined): value is (ListItem | KeyedItem)[] {
  return Array.isArray(value);
}

/** The value at a path inside an object (undefined when not set). */
export function getIn(object: FormObject, path: Path): FieldValue | undefined {
  let node: FieldValue | undefined = object;
  for (const segment of path) {
    if (node === undefined) return undefined;
    if (typeof segment === 'number') {
      node = isItemList(node) ? (node[segment] as ListItem | KeyedItem | undefined)?.value : undefined;
    } else {
      node = typeof node === 'object' && !Array.isArray(node) ? node[segment] : undefined;
    }
  }
  return node;
}

/** A copy of the object with the value at path replaced by change(current value). */
export function updateIn(
  object: FormObject,
  path: Path,
  change: (current: FieldValue | undefined) => FieldValue,
): FormObject {
  const [head, ...rest] = path;
  if (typeof head !== 'string') throw new Error(`a path inside an object starts with a field name: ${pathKey(path)}`);
  if (rest.length === 0) return {...object, [head]: change(object[head])};
  const child = object[head];
  const [index, ...inner] = rest;
  if (typeof index === 'number') {
    if (!isItemList(child) || !child[index]) throw new Error(`no item at ${pathKey(path)}`);
    const items = [...child];
    items[index] = {...items[index], value: updateIn(items[index].value, inner, change)};
    return {...object, [head]: items as FieldValue};
  }
  const nested = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
  return {...object, [head]: updateIn(nested, rest, change)};
}

export function setIn(object: FormObject, path: Path, value: FieldValue): FormObject {
  return updateIn(object, path, () => value);
}

/** Adds an empty item to a list or keyed field; returns the new object and the item's index. */
export function addItem(object: FormObject, path: Path, kind: 'list' | 'keyed' | 'entries'): [FormObject, number] {
  let index = 0;
  const next = updateIn(object, path, (current) => {
    const items = Array.isArray(current) ? current : [];
    index = items.length;
    const item =
      kind === 'list'
        ? {uid: nextUid(), value: {}}
        : kind === 'keyed'
          ? {uid: nextUid(), key: '', value: {}}
          : {uid: nextUid(), key: '', value: ''};
    return [...items, item] as FieldValue;
  });
  return [next, index];
}

export function removeItem(object: FormObject, path: Path, index: number): FormObject {
  return updateIn(
    object,
    path,
    (current) => (Array.isArray(current) ? current.filter((_, i) => i !== index) : []) as FieldValue,
  );
}

/** Whether the reader has typed or chosen anything for a value (an added item counts). */
export function hasInput(value: FieldValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return Object.values(value).some(hasInput);
}

/** The fields of every group, in the form's order. */
export function allFields(data: RecipeBuilderData): BuilderField[] {
  return data.groups.flatMap((group) => group.fields);
}

/** How many of the fields have input: shown beside each group's name. */
export function countSet(fields: readonly BuilderField[], object: FormObject): number {
  return fields.filter((field) => hasInput(object[field.name])).length;
}
