import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildReference} from '../src/generate';
import {DataError, formatProblem} from '../src/errors';
import {pathsFor, repoRoot, type Paths} from '../src/paths';
import {checkRecipe} from '../src/validate';
import {loadData} from '../src/load';
import type {Problem} from '../src/errors';
import {copyRoot, editFile} from './helpers';

/** The problems buildReference reports for a copied root, as formatted lines. */
function problemsOf(paths: Paths): string[] {
  try {
    buildReference(paths);
  } catch (error) {
    assert.ok(error instanceof DataError, `expected a DataError, got ${error}`);
    return error.problems.map(formatProblem);
  }
  assert.fail('the bad data was accepted');
}

function assertProblem(lines: string[], file: string, where: string, message: RegExp): void {
  const match = lines.find((line) => line.startsWith(`${file}: ${where}: `) && message.test(line));
  assert.ok(match, `no problem "${file}: ${where}: ${message}" among:\n${lines.join('\n')}`);
}

test('the real data is valid', () => {
  const reference = buildReference(pathsFor(repoRoot));
  assert.ok(reference.sources.size >= 5);
  assert.ok(reference.entities.size >= 10);
});

test('every starter recipe parses and uses only fields its source declares', () => {
  const problems: Problem[] = [];
  const data = loadData(pathsFor(repoRoot), problems);
  assert.deepEqual(problems, []);
  for (const {file, value} of data.sources) checkRecipe(value, file, problems);
  assert.deepEqual(problems.map(formatProblem), []);
});

test('a missing required field names the file, the entry and the field', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'kafka.yaml'), (t) => t.replace(/^name: Kafka\n/m, ''));
  assertProblem(
    problemsOf(paths),
    'genDocs/data/sources/kafka.yaml',
    'sources[kafka].name',
    /required field is missing/,
  );
});

test('a config field of an unknown type lists the allowed types', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'snowflake.yaml'), (t) =>
    t.replace('  - name: account_id\n    type: string', '  - name: account_id\n    type: str'),
  );
  assertProblem(
    problemsOf(paths),
    'genDocs/data/sources/snowflake.yaml',
    'sources[snowflake].config.account_id.type',
    /expected one of string, integer, number, boolean, enum, object, array, map, any, got "str"/,
  );
});

test('an unknown capability is rejected', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'kafka.yaml'), (t) =>
    t.replace('  - capability: descriptions', '  - capability: telepathy'),
  );
  assertProblem(
    problemsOf(paths),
    'genDocs/data/sources/kafka.yaml',
    'sources[kafka].capabilities.telepathy.capability',
    /expected one of schema-metadata, descriptions, .*got "telepathy"/,
  );
});

test('a recipe that does not parse is rejected', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'postgres.yaml'), (t) =>
    t.replace('      host_port: db.example.com:5432\n', '      host_port: [db.example.com:5432\n'),
  );
  assertProblem(
    problemsOf(paths),
    'genDocs/data/sources/postgres.yaml',
    'sources[postgres].recipe',
    /the recipe is not valid YAML \(recipe line \d+\)/,
  );
});

test('a recipe that names an undeclared field is rejected', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'looker.yaml'), (t) =>
    t.replace('      extract_owners: true\n', '      extract_owners: true\n      extract_everything: true\n'),
  );
  assertProblem(
    problemsOf(paths),
    'genDocs/data/sources/looker.yaml',
    'sources[looker].recipe.source.config.extract_everything',
    /does not declare/,
  );
});

test('a recipe that names an undeclared nested field is rejected', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'kafka.yaml'), (t) =>
    t.replace('        bootstrap: broker-1', '        bootstrap_servers: broker-1'),
  );
  assertProblem(
    problemsOf(paths),
    'genDocs/data/sources/kafka.yaml',
    'sources[kafka].recipe.source.config.connection.bootstrap_servers',
    /does not declare/,
  );
});

test('a recipe for another source type is rejected', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'bigquery.yaml'), (t) =>
    t.replace('    type: bigquery\n', '    type: bigquery-beta\n'),
  );
  assertProblem(
    problemsOf(paths),
    'genDocs/data/sources/bigquery.yaml',
    'sources[bigquery].recipe.source.type',
    /must be "bigquery"/,
  );
});

test('a source whose recipe type differs from its id must use its recipeType', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'databricks.yaml'), (t) =>
    t.replace('    type: unity-catalog\n', '    type: databricks\n'),
  );
  assertProblem(
    problemsOf(paths),
    'genDocs/data/sources/databricks.yaml',
    'sources[databricks].recipe.source.type',
    /must be "unity-catalog" \(the recipeType\)/,
  );
});

test('check validates without writing and fails on bad data', () => {
  const paths = copyRoot();
  const cli = join(repoRoot, 'genDocs', 'src', 'cli.ts');
  const root = paths.root;
  const good = spawnSync(process.execPath, ['--import', 'tsx', cli, 'check', '--root', root], {encoding: 'utf8'});
  assert.equal(good.status, 0, good.stderr);
  assert.match(good.stdout, /are valid/);
  assert.equal(existsSync(paths.sourcesOut), false, 'check must not write pages');
  editFile(join(paths.sourcesData, 'kafka.yaml'), (t) => t.replace(/^status: .*$/m, 'status: beta'));
  const bad = spawnSync(process.execPath, ['--import', 'tsx', cli, 'check', '--root', root], {encoding: 'utf8'});
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /genDocs\/data\/sources\/kafka\.yaml: sources\[kafka\]\.status/);
});

test('a duplicate id names both files', () => {
  const paths = copyRoot();
  copyFileSync(join(paths.sourcesData, 'kafka.yaml'), join(paths.sourcesData, 'kafka-copy.yaml'));
  const lines = problemsOf(paths);
  assertProblem(
    lines,
    'genDocs/data/sources/kafka-copy.yaml',
    'sources[kafka]',
    /duplicate id "kafka", also declared in genDocs\/data\/sources\/kafka\.yaml/,
  );
  assertProblem(
    lines,
    'genDocs/data/sources/kafka.yaml',
    'sources[kafka]',
    /duplicate id "kafka", also declared in genDocs\/data\/sources\/kafka-copy\.yaml/,
  );
});

test('a relationship to an unknown entity is rejected', () => {
  const paths = copyRoot();
  editFile(join(paths.aspectsData, 'siblings.yaml'), (t) => t.replace('entities: [dataset]', 'entities: [datasett]'));
  assertProblem(
    problemsOf(paths),
    'genDocs/data/aspects/siblings.yaml',
    'aspects[siblings].fields.siblings.relationship.entities',
    /unknown entity "datasett"/,
  );
});

test('an entity naming an unknown aspect or GraphQL type is rejected', () => {
  const paths = copyRoot();
  editFile(join(paths.entitiesData, 'tag.yaml'), (t) =>
    t.replace('  - tagProperties\n', '  - tagPropertiez\n').replace('graphqlType: Tag', 'graphqlType: Tagg'),
  );
  const lines = problemsOf(paths);
  assertProblem(lines, 'genDocs/data/entities/tag.yaml', 'entities[tag].aspects', /unknown aspect "tagPropertiez"/);
  assertProblem(lines, 'genDocs/data/entities/tag.yaml', 'entities[tag].graphqlType', /no object type "Tagg"/);
});

test('an invalid GraphQL schema names the file, the type and the field', () => {
  const paths = copyRoot();
  editFile(
    join(paths.graphqlData, 'tokens.graphql'),
    (t) => `${t}\ntype Broken {\n  "A field of a type nobody defined."\n  field: UnknownType\n}\n`,
  );
  assertProblem(
    problemsOf(paths),
    'genDocs/data/graphql/tokens.graphql',
    'graphql[Broken].field',
    /Unknown type "UnknownType"/,
  );
});

test('a GraphQL syntax error names the file and the line', () => {
  const paths = copyRoot();
  editFile(join(paths.graphqlData, 'search.graphql'), (t) => t.replace('input SearchInput {', 'input SearchInput {{'));
  assertProblem(
    problemsOf(paths),
    'genDocs/data/graphql/search.graphql',
    'graphql',
    /Syntax Error: .*\(line \d+, column \d+\)/,
  );
});

test('bad data makes the command exit non-zero with the problem on stderr', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'kafka.yaml'), (t) => t.replace('status: certified', 'status: legendary'));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'genDocs/src/cli.ts'), 'generate', '--skip-graphql', '--root', paths.root],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /genDocs\/data\/sources\/kafka\.yaml: sources\[kafka\]\.status: expected one of certified, incubating, testing, got "legendary"/,
  );
  assert.match(readFileSync(join(paths.sourcesData, 'kafka.yaml'), 'utf8'), /legendary/);
});
