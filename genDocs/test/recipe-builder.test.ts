import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {buildReference, writeReference} from '../src/generate';
import {DataError, formatProblem} from '../src/errors';
import {loadData} from '../src/load';
import {pathsFor} from '../src/paths';
import type {ConfigField} from '../src/schema';
import {envName, groupOf, isSecret, recipeBuilderData, type RecipeBuilderData} from '../src/render/recipeBuilder';
import {copyRoot, editFile} from './helpers';

const field = (name: string, extra: Partial<ConfigField> = {}): ConfigField => ({
  name,
  type: 'string',
  required: false,
  description: 'A field.',
  ...extra,
});

test('secrets: string fields named like passwords, tokens, secrets and private or API keys, not their paths or ids', () => {
  const secret = [
    'password',
    'ldap_password',
    'client_key_password',
    'private_key_password',
    'token',
    'access_token',
    'personal_access_token',
    'oauth2_refresh_token',
    'token_value',
    'client_secret',
    'api_secret',
    'aws_secret_access_key',
    'hmac_access_secret',
    'private_key',
    'api_key',
    'cloud_api_key',
    'account_key',
    'deploy_key',
    'secret_key',
    'consumer_key',
    'apiKey',
  ];
  const notSecret = [
    'username',
    'private_key_path',
    'private_key_id',
    'api_key_id',
    'aws_access_key_id',
    'token_url',
    'token_name',
    'tobiko_cloud_token_file',
    'owner_tag_key',
    'path_key',
    'model_embedding_key',
    'client_id',
    'authentication_type',
  ];
  for (const name of secret) assert.equal(isSecret(field(name)), true, name);
  for (const name of notSecret) assert.equal(isSecret(field(name)), false, name);
  // Only strings are written as variables; the data can say otherwise either way.
  assert.equal(isSecret(field('password', {type: 'object'})), false);
  assert.equal(isSecret(field('session_cookie', {secret: true})), true);
  assert.equal(isSecret(field('password', {secret: false})), false);
  assert.equal(envName('snowflake', ['password']), 'SNOWFLAKE_PASSWORD');
  assert.equal(envName('azure-ad', ['credential', 'client_secret']), 'AZURE_AD_CREDENTIAL_CLIENT_SECRET');
});

test('groups: required fields first, then by name, and the data can place a field itself', () => {
  const data = recipeBuilderData(
    loadData(pathsFor(), []).sources.find((s) => s.value.id === 'snowflake')!.value,
  ) as RecipeBuilderData;
  const groups = Object.fromEntries(data.groups.map((g) => [g.id, g.fields.map((f) => f.name)]));
  assert.deepEqual(Object.keys(groups), [
    'required',
    'connection',
    'extraction',
    'filtering',
    'lineage',
    'usage',
    'profiling',
    'governance',
    'platform',
    'stateful',
    'other',
  ]);
  assert.deepEqual(groups.required, ['account_id']);
  // snowflake_domain sets `group: connection`: by its name it would be with the domains.
  assert.ok(groups.connection.includes('password') && groups.connection.includes('snowflake_domain'));
  assert.ok(groups.filtering.includes('database_pattern') && groups.filtering.includes('match_fully_qualified_names'));
  assert.deepEqual(groups.lineage, ['include_table_lineage', 'include_column_lineage']);
  assert.deepEqual(groups.profiling, ['profiling', 'profile_pattern', 'classification']);
  assert.deepEqual(groups.stateful, ['stateful_ingestion']);
  assert.equal(groupOf(field('x', {required: true, group: 'lineage'})), 'required');
  assert.equal(groupOf(field('include_views', {deprecated: true})), 'deprecated');
  assert.equal(groupOf(field('frobnicate')), 'other');
});

test('every source: each config field is in exactly one group, required ones in the first', () => {
  for (const {value: source} of loadData(pathsFor(), []).sources) {
    const data = recipeBuilderData(source);
    const names = data.groups.flatMap((g) => g.fields.map((f) => f.name));
    assert.deepEqual([...names].sort(), source.config.map((f) => f.name).sort(), source.id);
    const required = source.config.filter((f) => f.required).map((f) => f.name);
    assert.deepEqual(data.groups[0].id === 'required' ? data.groups[0].fields.map((f) => f.name) : [], required);
    assert.ok(
      data.groups.every((g) => g.fields.length > 0),
      source.id,
    );
    // The largest (snowflake) is about 16 KB before compression: one small request when the builder opens.
    assert.ok(JSON.stringify(data).length < 48_000, `${source.id} builder data is large`);
  }
});

test('the data rejects an unknown group and a secret that is not a string', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'snowflake.yaml'), (t) =>
    t
      .replace('    group: connection\n', '    group: elsewhere\n')
      .replace('  - name: role\n    type: string\n', '  - name: role\n    type: string\n    secret: true\n')
      .replace(
        '  - name: include_tables\n    type: boolean\n',
        '  - name: include_tables\n    type: boolean\n    secret: true\n',
      ),
  );
  let lines: string[] = [];
  try {
    buildReference(paths);
  } catch (error) {
    assert.ok(error instanceof DataError);
    lines = error.problems.map(formatProblem);
  }
  assert.ok(
    lines.some((l) => /snowflake_domain\.group: .*connection/.test(l)),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((l) => /include_tables\.secret: only string fields can be secret/.test(l)),
    lines.join('\n'),
  );
  assert.ok(!lines.some((l) => /\.role\./.test(l)), 'a string field may be marked secret');
});

test('generate writes one builder file per source; a frozen snapshot writes none', () => {
  const paths = copyRoot();
  const reference = buildReference(paths);
  writeReference(paths, reference);
  const files = readdirSync(paths.recipeBuilderOut).sort();
  assert.deepEqual(files, reference.data.sources.map((s) => `${s.value.id}.json`).sort());
  const snowflake = JSON.parse(readFileSync(join(paths.recipeBuilderOut, 'snowflake.json'), 'utf8'));
  assert.equal(snowflake.type, 'snowflake');
  assert.equal(snowflake.groups[0].fields[0].name, 'account_id');
  const other = copyRoot();
  writeReference(other, buildReference(other), {withIndex: false});
  assert.equal(existsSync(other.recipeBuilderOut), false);
});
