/**
 * A small YAML writer for recipes: block mappings and sequences of strings, numbers, booleans and null.
 * The recipe builder uses it instead of a YAML library so that no parser reaches the browser (the `yaml`
 * package stays with genDocs and the tests, which parse what this writes: tests/unit/recipe-builder.test.ts).
 *
 * DataHub reads recipes with PyYAML (YAML 1.1), which takes more plain words as booleans (yes, on, y) and
 * more shapes as numbers or dates than YAML 1.2 does, so a string is quoted whenever either could read it
 * as something else.
 */

export type YamlValue = string | number | boolean | null | YamlValue[] | {[key: string]: YamlValue};

const INDENT = '  ';

/** Words YAML 1.1 or 1.2 reads as booleans or null, and PyYAML's value and merge keys. */
const RESERVED = /^(?:y|yes|n|no|true|false|on|off|null|~|=|<<)$/i;
/** Characters that cannot start a plain scalar (indicators), and whitespace. */
const BAD_START = /^[-?:,[\]{}#&*!|>'"%@`\s]/;
/** Starts that YAML 1.1 might read as a number, a date or a special float. */
const NUMBER_LIKE = /^[-+.]?(?:\d|\.(?:inf|nan)\b)/i;

/** Whether a string can be written without quotes and read back as the same string. */
function isPlainSafe(text: string): boolean {
  if (text === '' || text !== text.trim()) return false;
  if (RESERVED.test(text) || BAD_START.test(text) || NUMBER_LIKE.test(text)) return false;
  // ": " and " #" end a plain scalar; a trailing ":" makes it a key.
  if (text.includes(': ') || text.includes(' #') || text.endsWith(':')) return false;
  // Control characters, line breaks, tabs and the characters YAML treats as non-printable.
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/.test(text) && isWellFormed(text);
}

/** No lone surrogates (they cannot be written in UTF-8). */
function isWellFormed(text: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

function doubleQuoted(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || code === 0xfeff)
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    else if (code >= 0xd800 && code <= 0xdfff) out += '\\ufffd';
    else out += char;
  }
  return `${out}"`;
}

/** Single quotes when the text has nothing that needs an escape, else double quotes. */
function quoted(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]/.test(text)) return `'${text.replace(/'/g, "''")}'`;
  return doubleQuoted(text);
}

/** A string as a YAML scalar: plain when safe, else quoted. */
export function yamlString(text: string): string {
  return isPlainSafe(text) ? text : quoted(text);
}

/** A mapping key: plain for identifiers and simple names, quoted otherwise (URNs, keys with spaces). */
export function yamlKey(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.\-/]*$/.test(key) && !RESERVED.test(key) ? key : quoted(key);
}

function yamlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`cannot write ${value} in a recipe`);
  const text = String(value);
  // PyYAML reads 1e+21 as a string: its floats need a dot.
  return /e/i.test(text) && !text.includes('.') ? text.replace(/e/i, '.0e') : text;
}

function scalar(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return yamlNumber(value);
  return yamlString(value);
}

function isMapping(value: YamlValue): value is {[key: string]: YamlValue} {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The lines of a value placed after "key:" or "- ": inline for scalars and empty collections. */
function lines(value: YamlValue, depth: number): {inline: string} | {block: string[]} {
  if (Array.isArray(value)) {
    if (value.length === 0) return {inline: '[]'};
    return {block: value.flatMap((item) => sequenceItem(item, depth))};
  }
  if (isMapping(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return {inline: '{}'};
    return {block: keys.flatMap((key) => mappingEntry(key, value[key], depth))};
  }
  return {inline: scalar(value)};
}

function mappingEntry(key: string, value: YamlValue, depth: number): string[] {
  const prefix = `${INDENT.repeat(depth)}${yamlKey(key)}:`;
  const body = lines(value, depth + 1);
  return 'inline' in body ? [`${prefix} ${body.inline}`] : [prefix, ...body.block];
}

function sequenceItem(value: YamlValue, depth: number): string[] {
  const prefix = `${INDENT.repeat(depth)}-`;
  if (isMapping(value) && Object.keys(value).length > 0) {
    // The first key shares the dash's line; the others line up under it.
    const [first, ...rest] = (lines(value, depth + 1) as {block: string[]}).block;
    return [`${prefix} ${first.trimStart()}`, ...rest];
  }
  const body = lines(value, depth + 1);
  return 'inline' in body ? [`${prefix} ${body.inline}`] : [prefix, ...body.block];
}

/** A YAML document for a mapping, ending with a newline. */
export function toYaml(document: {[key: string]: YamlValue}): string {
  const body = lines(document, 0);
  return `${'inline' in body ? body.inline : body.block.join('\n')}\n`;
}
