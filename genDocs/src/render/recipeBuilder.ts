import type {ConfigField, ConfigFieldGroup, ConfigFieldType, Source} from '../schema';
import {CONFIG_FIELD_GROUPS, CONFIG_ITEM_TYPES} from '../schema';

/**
 * The data of a source page's recipe builder (src/components/RecipeBuilder): the source's config fields,
 * grouped for the form, with secrets marked. genDocs writes one file per source,
 * src/data/generated/recipe-builder/<id>.json, which the builder imports when a reader opens it, so
 * none of it is in what the page loads first.
 */
export interface RecipeBuilderData {
  id: string;
  name: string;
  /** The recipe's source.type. */
  type: string;
  /** The pip extra of the CLI: pip install 'acryl-datahub[<extra>]'. */
  extra: string;
  /** Groups in the order the form shows them; empty groups are left out. */
  groups: BuilderGroup[];
}

export type BuilderGroupId = 'required' | ConfigFieldGroup | 'deprecated';

export interface BuilderGroup {
  id: BuilderGroupId;
  label: string;
  fields: BuilderField[];
}

export interface BuilderField {
  name: string;
  type: ConfigFieldType;
  items?: (typeof CONFIG_ITEM_TYPES)[number];
  required?: true;
  default?: unknown;
  description: string;
  allowedValues?: (string | number)[];
  deprecated?: true;
  /** Written as an environment variable reference, never as a value. */
  secret?: true;
  /** The variable a secret suggests: SNOWFLAKE_PASSWORD. */
  env?: string;
  /** Nested fields (objects, or arrays and maps of objects), required ones first. */
  fields?: BuilderField[];
}

export const GROUP_LABELS: Readonly<Record<BuilderGroupId, string>> = {
  required: 'Required',
  connection: 'Connection and credentials',
  extraction: 'What to extract',
  filtering: 'Filtering',
  lineage: 'Lineage',
  usage: 'Usage and queries',
  profiling: 'Profiling and classification',
  governance: 'Domains, tags and ownership',
  platform: 'Platform instance and URNs',
  stateful: 'Stateful ingestion',
  other: 'Other settings',
  deprecated: 'Deprecated',
};

/** Required fields first, then the data's groups in their order, deprecated fields last. */
const GROUP_ORDER: readonly BuilderGroupId[] = ['required', ...CONFIG_FIELD_GROUPS, 'deprecated'];

/** The words of a field name: snake_case, camelCase and kebab-case split, lower-cased. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_\-.]+/)
    .filter(Boolean);
}

/**
 * Rules placing a top-level field in a group by its name; the first that matches wins. A rule is a
 * pattern of the whole name or a set of words the name contains (nameWords). Checked against every source
 * of genDocs/data (genDocs/test/recipe-builder.test.ts); a field they place wrongly sets `group` in its
 * data file.
 */
const GROUP_RULES: readonly [ConfigFieldGroup, RegExp | ReadonlySet<string>][] = [
  ['stateful', /^stateful_ingestion$|^(state|checkpoint)/],
  ['profiling', /^(profiling|profile_)|classif/],
  ['lineage', /lineage|^(upstream|downstream)/],
  ['usage', /usage|quer(y|ies)|^(start_time|end_time|bucket_duration|top_n_queries)$/],
  ['filtering', /(^|_)patterns?$|_allow(list)?$|_deny(list)?$|^(allow|deny)_|^match_|^temporary_tables/],
  ['governance', /(^|_)(domains?|tags?|owners?|ownership|terms?|glossary)(_|$)|^strip_user_ids/],
  ['platform', /(^|_)platforms?(_|$)|urn|^env$/],
  ['extraction', /^(include|extract|ingest|emit|capture|enable|skip|exclude)_/],
  [
    'connection',
    new Set([
      ...['host', 'hostname', 'hosts', 'port', 'uri', 'url', 'server', 'endpoint', 'dsn', 'sqlalchemy', 'jdbc'],
      ...['account', 'user', 'username', 'login', 'password', 'passwd', 'token', 'secret', 'key', 'credential'],
      ...['auth', 'authentication', 'oauth2', 'kerberos', 'role', 'tenant', 'client', 'ssl'],
      ...['cert', 'certs', 'certificate', 'certificates'],
      ...['tls', 'verify', 'scheme', 'timeout', 'proxy', 'proxies', 'api', 'connect', 'connection', 'driver'],
      ...['warehouse', 'database', 'project', 'region', 'workspace', 'cluster', 'bucket', 'site', 'org'],
      ...['aws', 'azure', 'gcp', 'gcs', 'http', 'https', 'options', 'base', 'instance'],
    ]),
  ],
];

function matches(rule: RegExp | ReadonlySet<string>, name: string): boolean {
  return rule instanceof RegExp ? rule.test(name) : nameWords(name).some((word) => rule.has(word));
}

/** The group of a top-level field: required first, then the data's `group`, then the name rules. */
export function groupOf(field: ConfigField): BuilderGroupId {
  if (field.required) return 'required';
  if (field.group) return field.group;
  if (field.deprecated) return 'deprecated';
  return GROUP_RULES.find(([, rule]) => matches(rule, field.name))?.[0] ?? 'other';
}

/** The last word of a name that says the field holds something about a secret, not the secret itself. */
const NOT_SECRET_LAST = new Set([
  'path',
  'file',
  'id',
  'uri',
  'url',
  'name',
  'names',
  'type',
  'mode',
  'method',
  'pattern',
  'prefix',
  'header',
  'field',
  'expiry',
  'duration',
  'seconds',
  'days',
  'location',
  'env',
]);
const SECRET_WORDS = new Set(['password', 'passwd', 'passphrase', 'secret', 'token', 'apikey']);
/** `<word>_key` is a secret for these words: private_key, api_key, account_key; not owner_tag_key. */
const SECRET_KEY_OWNERS = new Set([
  'private',
  'api',
  'account',
  'client',
  'consumer',
  'deploy',
  'secret',
  'access',
  'signing',
  'master',
  'encryption',
  'shared',
  'app',
  'subscription',
  'storage',
]);

/**
 * Whether the builder writes a field as an environment variable: the data's `secret` when set, else a
 * string field whose name says password, passphrase, secret or token, or ends in a private, API or
 * access key, and does not end in a word like path, file, id, url or name (private_key_path, token_url).
 */
export function isSecret(field: ConfigField): boolean {
  if (field.secret !== undefined) return field.secret;
  if (field.type !== 'string') return false;
  const words = nameWords(field.name);
  const last = words[words.length - 1];
  if (NOT_SECRET_LAST.has(last)) return false;
  if (words.some((word) => SECRET_WORDS.has(word))) return true;
  return last === 'key' && words.length > 1 && SECRET_KEY_OWNERS.has(words[words.length - 2]);
}

/** The environment variable a secret suggests: the source id and the field's path, upper-cased. */
export function envName(sourceId: string, path: readonly string[]): string {
  return [sourceId, ...path]
    .join('_')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

function builderField(field: ConfigField, sourceId: string, path: readonly string[]): BuilderField {
  const here = [...path, field.name];
  // Keys in the order of the data files, so the JSON reads like them.
  const out = {name: field.name, type: field.type} as BuilderField;
  if (field.items) out.items = field.items;
  if (field.required) out.required = true;
  if (field.default !== undefined) out.default = field.default;
  out.description = field.description;
  if (field.allowedValues) out.allowedValues = field.allowedValues;
  if (field.deprecated) out.deprecated = true;
  if (isSecret(field)) {
    out.secret = true;
    out.env = envName(sourceId, here);
  }
  if (field.fields) out.fields = requiredFirst(field.fields).map((f) => builderField(f, sourceId, here));
  return out;
}

function requiredFirst(fields: readonly ConfigField[]): ConfigField[] {
  return [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
}

/** The builder data of one source. */
export function recipeBuilderData(source: Source): RecipeBuilderData {
  const grouped = new Map<BuilderGroupId, BuilderField[]>();
  for (const field of source.config) {
    const group = groupOf(field);
    grouped.set(group, [...(grouped.get(group) ?? []), builderField(field, source.id, [])]);
  }
  return {
    id: source.id,
    name: source.name,
    type: source.recipeType ?? source.id,
    extra: source.install.extra,
    groups: GROUP_ORDER.filter((id) => grouped.has(id)).map((id) => ({
      id,
      label: GROUP_LABELS[id],
      fields: grouped.get(id)!,
    })),
  };
}

/** The JSON file genDocs writes for a source. */
export function recipeBuilderJson(source: Source): string {
  return `${JSON.stringify(recipeBuilderData(source))}\n`;
}
