import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse, parseDocument} from 'yaml';
import {loadData} from '../../genDocs/src/load';
import {pathsFor} from '../../genDocs/src/paths';
import {checkRecipe} from '../../genDocs/src/validate';
import type {Problem as DataProblem} from '../../genDocs/src/errors';
import type {Source} from '../../genDocs/src/schema';
import {recipeBuilderData} from '../../genDocs/src/render/recipeBuilder';
import {
  addItem,
  emptyForm,
  kindOf,
  setIn,
  type FieldValue,
  type FormObject,
  type FormState,
} from '../../src/components/RecipeBuilder/model';
import {
  MESSAGES,
  buildRecipe,
  ingestCommand,
  parseAny,
  secretReference,
  type Recipe,
} from '../../src/components/RecipeBuilder/recipe';
import {draftKey, parseDraft, serializeDraft} from '../../src/components/RecipeBuilder/draft';
import {toYaml, yamlString, type YamlValue} from '../../src/components/RecipeBuilder/yaml';
import type {BuilderField, RecipeBuilderData} from '../../src/components/RecipeBuilder/types';

const dataset = loadData(pathsFor(), []);

function source(id: string): Source {
  const found = dataset.sources.find((s) => s.value.id === id);
  assert.ok(found, `genDocs/data/sources/${id}.yaml`);
  return found.value;
}

function builderData(id: string): RecipeBuilderData {
  // What the page loads is the JSON genDocs writes: go through JSON the same way.
  return JSON.parse(JSON.stringify(recipeBuilderData(source(id)))) as RecipeBuilderData;
}

/** A form with the given values set at their paths (a number in a path is an item added first). */
function form(data: RecipeBuilderData, values: [path: (string | number)[], value: FieldValue][]): FormState {
  const state = emptyForm(data);
  let config = state.config;
  for (const [path, value] of values) config = setIn(config, path, value);
  return {...state, config};
}

/** The recipe's YAML parsed by the yaml package, as YAML 1.2 and as YAML 1.1 (what PyYAML reads). */
function parsedBothWays(yaml: string): unknown {
  const strict = parseDocument(yaml, {uniqueKeys: true});
  assert.deepEqual(strict.errors, [], yaml);
  const v11 = parse(yaml, {version: '1.1'});
  assert.deepEqual(v11, strict.toJS(), `YAML 1.1 reads the same:\n${yaml}`);
  return strict.toJS();
}

/** genDocs' own check of a starter recipe, applied to what the builder wrote. */
function dataProblems(src: Source, yaml: string): string[] {
  const problems: DataProblem[] = [];
  checkRecipe({...src, recipe: yaml}, 'builder', problems);
  return problems.map((p) => `${p.where}: ${p.message}`);
}

test('the YAML writer quotes every string YAML 1.1 or 1.2 would read as something else', () => {
  const strings = [
    '',
    ' leading',
    'trailing ',
    'yes',
    'No',
    'on',
    'OFF',
    'y',
    'null',
    '~',
    'true',
    '=',
    '<<',
    '1',
    '-1',
    '+1',
    '1.0',
    '.5',
    '1e3',
    '0x1F',
    '0o17',
    '017',
    '1_000',
    '12:30:45',
    '2024-01-01',
    '.inf',
    '-.Inf',
    '.NaN',
    'a: b',
    'a #b',
    'ends:',
    '#comment',
    '- item',
    '? key',
    '*.csv',
    '&anchor',
    '!tag',
    '|block',
    '>folded',
    "'quoted'",
    '"double"',
    '%directive',
    '@at',
    '`tick',
    '[list]',
    '{map}',
    "it's",
    'line\nbreak',
    'tab\there',
    'bell\u0007',
    'next line\u0085',
    'sep\u2028',
    'bom\ufeff',
    'emoji 🙂',
    'unicode é',
    'back\\slash',
    '${SNOWFLAKE_PASSWORD}',
    '^ANALYTICS$',
    '.*',
    'db\\.schema\\..*',
    'http://localhost:8080',
    'urn:li:domain:marketing',
  ];
  const document: Record<string, YamlValue> = {};
  strings.forEach((s, i) => (document[`k${i}`] = s));
  // Keys that need quotes too.
  for (const key of ['urn:li:domain:marketing', 'with space', 'yes', '1', 'a: b', '']) document[key] = key;
  document.list = strings;
  assert.deepEqual(parsedBothWays(toYaml(document)), document);
  // Plain where nothing is ambiguous: recipes read as people write them.
  for (const plain of ['${SNOWFLAKE_PASSWORD}', '^ANALYTICS$', 'xy12345.us-east-2.aws', 'http://localhost:8080'])
    assert.equal(yamlString(plain), plain);
});

test('the YAML writer writes numbers, booleans, null, nested lists and objects, and empty ones', () => {
  const document: Record<string, YamlValue> = {
    int: 42,
    negative: -3,
    float: 0.5,
    big: 1e21,
    small: 1e-7,
    yes: true,
    no: false,
    nothing: null,
    empty_list: [],
    empty_map: {},
    items: [{a: 1, b: [1, 2]}, [1, [2]], {}, []],
    nested: {deeper: {deepest: ['x']}},
  };
  const yaml = toYaml(document);
  assert.deepEqual(parsedBothWays(yaml), document);
  assert.match(yaml, /^big: 1\.0e\+21$/m, 'PyYAML floats need a dot');
  assert.match(yaml, /^items:\n {2}- a: 1\n {4}b:\n {6}- 1\n/m);
});

test('Snowflake: the recipe holds exactly the fields set, parses, and passes the data checks', () => {
  const src = source('snowflake');
  const data = builderData('snowflake');
  const state = form(data, [
    [['account_id'], ' xy12345.us-east-2.aws '],
    [['username'], 'datahub_user'],
    [['password'], 'SNOWFLAKE_PASSWORD'],
    [['role'], 'datahub_role'],
    [['authentication_type'], 'DEFAULT_AUTHENTICATOR'],
    [['database_pattern', 'allow'], '^ANALYTICS$\n\n  ^SALES$  \n'],
    [['database_pattern', 'ignoreCase'], 'false'],
    [['include_column_lineage'], 'false'],
    [['profiling', 'enabled'], 'true'],
    [['profiling', 'profile_if_updated_since_days'], '1.5'],
    [['classification', 'sample_size'], '250'],
    [['stateful_ingestion', 'enabled'], 'true'],
  ]);
  const built = buildRecipe(data, {...state, pipelineName: 'snowflake_prod'});
  assert.deepEqual(built.problems, []);
  const expected = {
    pipeline_name: 'snowflake_prod',
    source: {
      type: 'snowflake',
      config: {
        account_id: 'xy12345.us-east-2.aws',
        username: 'datahub_user',
        password: '${SNOWFLAKE_PASSWORD}',
        role: 'datahub_role',
        authentication_type: 'DEFAULT_AUTHENTICATOR',
        database_pattern: {allow: ['^ANALYTICS$', '^SALES$'], ignoreCase: false},
        include_column_lineage: false,
        profiling: {enabled: true, profile_if_updated_since_days: 1.5},
        classification: {sample_size: 250},
        stateful_ingestion: {enabled: true},
      },
    },
    sink: {type: 'datahub-rest', config: {server: '${DATAHUB_GMS_URL}', token: '${DATAHUB_GMS_TOKEN}'}},
  };
  assert.deepEqual(built.recipe, expected);
  assert.deepEqual(parsedBothWays(built.yaml), expected);
  assert.deepEqual(dataProblems(src, built.yaml), []);
  assert.deepEqual(built.variables, ['SNOWFLAKE_PASSWORD', 'DATAHUB_GMS_URL', 'DATAHUB_GMS_TOKEN']);
  assert.equal(ingestCommand(data), 'datahub ingest -c snowflake_recipe.yml');
});

test('BigQuery: nested credential object, lists, and a map of allow/deny patterns', () => {
  const src = source('bigquery');
  const data = builderData('bigquery');
  const credential = data.groups.flatMap((g) => g.fields).find((f) => f.name === 'credential');
  assert.equal(kindOf(credential!), 'object');
  assert.ok(credential!.fields!.find((f) => f.name === 'private_key')?.secret, 'credential.private_key is a secret');
  const state = form(data, [
    [['project_ids'], 'analytics-prod\nanalytics-dev'],
    [['credential', 'project_id'], 'analytics-prod'],
    [['credential', 'private_key_id'], 'abc123'],
    [['credential', 'private_key'], '${BIGQUERY_PRIVATE_KEY}'],
    [['credential', 'client_email'], 'datahub@analytics-prod.iam.gserviceaccount.com'],
    [['credential', 'client_id'], '1234567890'],
    [['dataset_pattern', 'deny'], '^tmp_.*'],
    [['domain'], [{uid: 1, key: 'urn:li:domain:finance', value: {allow: 'analytics-prod\\.finance\\..*'}}]],
  ]);
  const built = buildRecipe(data, state);
  assert.deepEqual(built.problems, []);
  const expectedConfig = {
    project_ids: ['analytics-prod', 'analytics-dev'],
    credential: {
      project_id: 'analytics-prod',
      private_key_id: 'abc123',
      private_key: '${BIGQUERY_PRIVATE_KEY}',
      client_email: 'datahub@analytics-prod.iam.gserviceaccount.com',
      client_id: '1234567890',
    },
    dataset_pattern: {deny: ['^tmp_.*']},
    domain: {'urn:li:domain:finance': {allow: ['analytics-prod\\.finance\\..*']}},
  };
  assert.deepEqual((built.recipe.source as Recipe).config, expectedConfig);
  assert.deepEqual((parsedBothWays(built.yaml) as {source: {config: unknown}}).source.config, expectedConfig);
  assert.deepEqual(dataProblems(src, built.yaml), []);
  // The client_id typed as digits stays a string: the field is a string.
  assert.match(built.yaml, /client_id: '1234567890'/);
});

test('PostgreSQL: required host_port, options as key and value rows, integer profiling settings', () => {
  const src = source('postgres');
  const data = builderData('postgres');
  const state = form(data, [
    [['host_port'], 'db.example.com:5432'],
    [['database'], 'analytics'],
    [['username'], 'datahub'],
    [['password'], '${POSTGRES_PASSWORD}'],
    [
      ['options'],
      [
        {uid: 1, key: 'connect_args', value: '{"sslmode": "require"}'},
        {uid: 2, key: 'pool_size', value: '5'},
        {uid: 3, key: '', value: ''},
      ],
    ],
  ]);
  const built = buildRecipe(data, state);
  assert.deepEqual(built.problems, []);
  const expectedConfig = {
    host_port: 'db.example.com:5432',
    username: 'datahub',
    password: '${POSTGRES_PASSWORD}',
    database: 'analytics',
    options: {connect_args: {sslmode: 'require'}, pool_size: 5},
  };
  assert.deepEqual((built.recipe.source as Recipe).config, expectedConfig);
  assert.deepEqual((parsedBothWays(built.yaml) as {source: {config: unknown}}).source.config, expectedConfig);
  assert.deepEqual(dataProblems(src, built.yaml), []);
});

/** A valid value typed for a field, for the every-source test. */
function sample(field: BuilderField): FieldValue {
  switch (kindOf(field)) {
    case 'secret':
      return field.env!;
    case 'choice':
      return field.type === 'boolean' ? 'true' : String(field.allowedValues![0]);
    case 'text':
      return field.type === 'integer' ? '7' : field.type === 'number' ? '0.25' : field.type === 'any' ? 'yes' : 'on';
    case 'lines':
      return field.items === 'integer'
        ? '1\n2'
        : field.items === 'number'
          ? '0.5'
          : field.items === 'boolean'
            ? 'true'
            : field.items === 'object'
              ? '{"name": "x"}'
              : 'first\nno';
    case 'entries':
      return [{uid: 1, key: 'some key', value: field.items === 'integer' || field.items === 'number' ? '3' : '1.0'}];
    case 'object':
      return sampleObject(field.fields!);
    case 'list':
      return [{uid: 1, value: sampleObject(field.fields!)}];
    case 'keyed':
      return [{uid: 1, key: 'urn:li:domain:x', value: sampleObject(field.fields!)}];
  }
}

function sampleObject(fields: readonly BuilderField[]): FormObject {
  return Object.fromEntries(fields.map((f) => [f.name, sample(f)]));
}

test('every source: a form with every field set gives a recipe that parses, has every field, and passes the data checks', () => {
  assert.ok(dataset.sources.length > 100);
  for (const {value: src} of dataset.sources) {
    const data = builderData(src.id);
    const fields = data.groups.flatMap((g) => g.fields);
    const state = {...emptyForm(data), config: sampleObject(fields), pipelineName: 'p'};
    const built = buildRecipe(data, state);
    assert.deepEqual(built.problems, [], src.id);
    const parsed = parsedBothWays(built.yaml) as {source: {type: string; config: Record<string, unknown>}};
    assert.deepEqual(parsed, built.recipe, src.id);
    assert.equal(parsed.source.type, src.recipeType ?? src.id);
    assert.deepEqual(Object.keys(parsed.source.config).sort(), src.config.map((f) => f.name).sort(), src.id);
    assert.deepEqual(dataProblems(src, built.yaml), [], src.id);
  }
});

test('an empty form: every required field is reported on its field and nothing else is written', () => {
  for (const {value: src} of dataset.sources) {
    const data = builderData(src.id);
    const built = buildRecipe(data, emptyForm(data));
    const required = src.config.filter((f) => f.required).map((f) => `config.${f.name}`);
    const reported = [...new Set(built.problems.map((p) => p.key.split('.').slice(0, 2).join('.')))];
    assert.deepEqual(reported, required, src.id);
    assert.deepEqual((built.recipe.source as Recipe).config, {}, src.id);
  }
  const snowflake = buildRecipe(builderData('snowflake'), emptyForm(builderData('snowflake')));
  assert.deepEqual(snowflake.problems, [
    {key: 'config.account_id', path: ['config', 'account_id'], label: 'account_id', message: MESSAGES.required},
  ]);
  // Inside a required object, its own required fields are named (gcs: credential).
  const gcs = buildRecipe(builderData('gcs'), emptyForm(builderData('gcs')));
  assert.deepEqual(
    gcs.problems.map((p) => [p.key, p.message]),
    [
      ['config.path_specs', MESSAGES.requiredItems],
      ['config.credential.hmac_access_id', MESSAGES.required],
      ['config.credential.hmac_access_secret', MESSAGES.required],
    ],
  );
});

test('required fields of an optional object count only once the object is used, and in each list item', () => {
  const data = builderData('s3');
  const [config] = addItem({}, ['path_specs'], 'list');
  const built = buildRecipe(data, {...emptyForm(data), config});
  assert.deepEqual(
    built.problems.map((p) => [p.key, p.label]),
    [['config.path_specs.0.include', 'path_specs[1].include']],
  );
  const snowflake = builderData('snowflake');
  const [shares, i] = addItem({}, ['shares'], 'keyed');
  const withShare = buildRecipe(snowflake, {
    ...emptyForm(snowflake),
    config: setIn(setIn(shares, ['account_id'], 'acme'), ['shares', i, 'platform_instance'], 'other'),
  });
  assert.deepEqual(
    withShare.problems.map((p) => p.key),
    ['config.shares.0.database', 'config.shares.0.consumers', 'config.shares.0.$key'],
  );
});

test('a value of the wrong type is reported on its field and left out of the recipe', () => {
  const data = builderData('snowflake');
  const built = buildRecipe(
    data,
    form(data, [
      [['account_id'], 'acme'],
      [['classification', 'sample_size'], '12.5'],
      [['profiling', 'profile_if_updated_since_days'], 'seven'],
      [['temporary_tables_pattern'], '.*\\.tmp_.*'],
    ]),
  );
  assert.deepEqual(
    built.problems.map((p) => [p.key, p.message]),
    [
      ['config.profiling.profile_if_updated_since_days', MESSAGES.number],
      ['config.classification.sample_size', MESSAGES.integer],
    ],
  );
  assert.deepEqual((built.recipe.source as Recipe).config, {
    account_id: 'acme',
    temporary_tables_pattern: ['.*\\.tmp_.*'],
  });
  assert.doesNotMatch(built.yaml, /12\.5|seven/);
  // An environment variable fits any type, as DataHub expands it before reading the recipe.
  const env = buildRecipe(
    data,
    form(data, [
      [['account_id'], 'acme'],
      [['classification', 'sample_size'], '${SAMPLE}'],
    ]),
  );
  assert.deepEqual(env.problems, []);
  assert.deepEqual(((env.recipe.source as Recipe).config as Recipe).classification, {sample_size: '${SAMPLE}'});
});

test('secrets: a variable name becomes ${NAME}; anything else is refused and never written', () => {
  const data = builderData('snowflake');
  const fields = data.groups.flatMap((g) => g.fields);
  const secrets = fields.filter((f) => f.secret).map((f) => f.name);
  assert.deepEqual(secrets, ['password', 'private_key', 'private_key_password', 'token']);
  assert.equal(fields.find((f) => f.name === 'password')!.env, 'SNOWFLAKE_PASSWORD');
  assert.equal(secretReference('SNOWFLAKE_PASSWORD'), '${SNOWFLAKE_PASSWORD}');
  assert.equal(secretReference(' ${MY_SECRET} '), '${MY_SECRET}');
  for (const bad of ['hunter2!', 'my password', '1ABC', '${A B}', '$A']) assert.equal(secretReference(bad), null, bad);
  const typed = buildRecipe(
    data,
    form(data, [
      [['account_id'], 'acme'],
      [['password'], 'correct horse battery staple'],
      [['token'], 'SNOWFLAKE_TOKEN'],
    ]),
  );
  assert.deepEqual(
    typed.problems.map((p) => [p.key, p.message]),
    [['config.password', MESSAGES.secret]],
  );
  assert.doesNotMatch(typed.yaml, /horse/);
  assert.match(typed.yaml, /^ {4}token: \$\{SNOWFLAKE_TOKEN\}$/m);
});

test('stateful ingestion needs a pipeline name; the file sink needs a file', () => {
  const data = builderData('snowflake');
  const on = form(data, [
    [['account_id'], 'acme'],
    [['stateful_ingestion', 'enabled'], 'true'],
  ]);
  assert.deepEqual(
    buildRecipe(data, on).problems.map((p) => [p.key, p.message]),
    [['pipeline_name', MESSAGES.pipelineName]],
  );
  const file = buildRecipe(data, {...on, pipelineName: 'sf', sink: 'file', sinkFile: ' '});
  assert.deepEqual(
    file.problems.map((p) => p.key),
    ['sink.filename'],
  );
  const written = buildRecipe(data, {...on, pipelineName: 'sf', sink: 'file', sinkFile: './out.json'});
  assert.deepEqual(written.recipe.sink, {type: 'file', config: {filename: './out.json'}});
  assert.deepEqual(Object.keys(written.recipe), ['pipeline_name', 'source', 'sink']);
});

test('values of fields that take anything: JSON for lists and objects, scalars as themselves', () => {
  assert.deepEqual(parseAny('[1, "a"]'), {ok: true, value: [1, 'a']});
  assert.deepEqual(parseAny('{"a": {"b": null}}'), {ok: true, value: {a: {b: null}}});
  assert.deepEqual(parseAny('true'), {ok: true, value: true});
  assert.deepEqual(parseAny('12'), {ok: true, value: 12});
  assert.deepEqual(parseAny('/etc/ssl/ca.pem'), {ok: true, value: '/etc/ssl/ca.pem'});
  assert.deepEqual(parseAny('yes'), {ok: true, value: 'yes'});
  const broken = parseAny('{"a": ');
  assert.equal(broken.ok, false);
});

test('drafts keep the form but not a secret typed as a value, and read back only what fits the fields', () => {
  const data = builderData('snowflake');
  let state = form(data, [
    [['account_id'], 'acme'],
    [['password'], 'hunter2 is my password'],
    [['token'], 'SNOWFLAKE_TOKEN'],
    [['profiling', 'enabled'], 'true'],
  ]);
  const [config, i] = addItem(state.config, ['domain'], 'keyed');
  state = {...state, config: setIn(config, ['domain', i, 'allow'], 'A\nB'), pipelineName: 'sf'};
  const stored = serializeDraft(data, state, new Date('2025-01-02T03:04:05Z'));
  assert.doesNotMatch(stored, /hunter2/);
  const restored = parseDraft(data, stored);
  assert.ok(restored);
  assert.equal(restored.savedAt.toISOString(), '2025-01-02T03:04:05.000Z');
  const withoutSecret = {...state, config: {...state.config}};
  delete withoutSecret.config.password;
  assert.equal(buildRecipe(data, restored.state).yaml, buildRecipe(data, withoutSecret).yaml);
  // Values that no longer fit (a choice not allowed, a text where an object was) are dropped.
  const stale = JSON.stringify({
    version: 1,
    savedAt: 'x',
    state: {config: {authentication_type: 'MAGIC', profiling: 'on', account_id: 'a', unknown: 'x'}, sink: 'kafka'},
  });
  const read = parseDraft(data, stale);
  assert.deepEqual(read?.state.config, {account_id: 'a', profiling: {}});
  assert.equal(read?.state.sink, 'datahub-rest');
  for (const junk of [null, '', 'not json', '[]', '{"version":2,"state":{}}'])
    assert.equal(parseDraft(data, junk), null);
  assert.equal(draftKey('snowflake'), 'datahub-docs:recipe-draft:snowflake');
});
