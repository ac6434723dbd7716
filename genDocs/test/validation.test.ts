import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {join} from 'node:path';
import {buildReference} from '../src/generate';
import {DataError, formatProblem} from '../src/errors';
import {pathsFor, repoRoot, type Paths} from '../src/paths';
import {checkRecipe} from '../src/validate';
import {loadData, sizeProblems} from '../src/load';
import {LIMITS} from '../src/limits';
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

/** Runs the command line on a copied root; returns its exit code and stderr lines. */
function runCli(paths: Paths, ...args: string[]): {status: number | null; lines: string[]} {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'genDocs/src/cli.ts'), ...args, '--root', paths.root],
    {cwd: repoRoot, encoding: 'utf8', env: {...process.env, GENDOCS_STACK: ''}},
  );
  return {status: result.status, lines: result.stderr.trim().split('\n')};
}

test('a YAML alias bomb is refused with the file named, as a data problem', () => {
  const paths = copyRoot();
  const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) {
    const [prev, next] = [String.fromCharCode(96 + i), String.fromCharCode(97 + i)];
    levels.push(`${next}: &${next} [${Array(9).fill(`*${prev}`).join(',')}]`);
  }
  writeFileSync(join(paths.sourcesData, 'bomb.yaml'), `${levels.join('\n')}\n`);
  const lines = problemsOf(paths);
  assertProblem(lines, 'genDocs/data/sources/bomb.yaml', 'sources[bomb]', /YAML aliases are used too often/);
  assert.equal(lines.filter((l) => l.includes('bomb.yaml')).length, 1, lines.join('\n'));
});

test('a folder named like a data file, a broken link and bytes that are not UTF-8 are named by file', () => {
  const paths = copyRoot();
  mkdirSync(join(paths.entitiesData, 'folder.yaml'));
  symlinkSync(join(paths.root, 'nowhere.yaml'), join(paths.aspectsData, 'dangling.yaml'));
  writeFileSync(join(paths.sourcesData, 'latin1.yaml'), Buffer.from('id: latin1\nname: Caf\xe9\n', 'latin1'));
  mkdirSync(join(paths.graphqlData, 'odd.graphql'));
  const lines = problemsOf(paths);
  assertProblem(lines, 'genDocs/data/entities/folder.yaml', 'entities[folder]', /is a folder, not a data file/);
  assertProblem(lines, 'genDocs/data/aspects/dangling.yaml', 'aspects[dangling]', /cannot read the file: .*\(ENOENT\)/);
  assertProblem(lines, 'genDocs/data/sources/latin1.yaml', 'sources[latin1]', /not valid UTF-8/);
  assertProblem(lines, 'genDocs/data/graphql/odd.graphql', 'graphql', /is a folder, not a data file/);
  // The command prints the header and one line per problem: no stack trace.
  const run = runCli(paths, 'check');
  assert.equal(run.status, 1);
  assert.equal(run.lines.length, 1 + lines.length, run.lines.join('\n'));
  assert.ok(!run.lines.some((line) => /^\s+at /.test(line)), run.lines.join('\n'));
});

test('a schema error in an entity or aspect file is reported once, not again by every reference to it', () => {
  const paths = copyRoot();
  editFile(join(paths.entitiesData, 'dataset.yaml'), (t) => t.replace(/^category: core$/m, 'category: central'));
  editFile(join(paths.aspectsData, 'ownership.yaml'), (t) => t.replace(/^kind: versioned$/m, 'kind: owned'));
  const lines = problemsOf(paths);
  assert.deepEqual(
    lines.map((line) => line.replace(/: expected .*/, '')),
    [
      'genDocs/data/aspects/ownership.yaml: aspects[ownership].kind',
      'genDocs/data/entities/dataset.yaml: entities[dataset].category',
    ],
  );
});

test('a YAML syntax error is reported once, without the errors that follow from it', () => {
  const paths = copyRoot();
  editFile(join(paths.sourcesData, 'kafka.yaml'), (t) =>
    t.replace(/^name: Kafka$/m, 'name: Kafka\n  bad: indent\n oops: x'),
  );
  const lines = problemsOf(paths);
  assert.equal(lines.length, 1, lines.join('\n'));
  assertProblem(lines, 'genDocs/data/sources/kafka.yaml', 'sources[kafka]', /YAML does not parse \(line \d+\)/);
});

test('files and text fields over the size limits are refused with the file, entry and field', () => {
  const paths = copyRoot();
  // A file over the limit is refused before it is read.
  editFile(join(paths.sourcesData, 'nifi.yaml'), (t) =>
    t.replace(/^description: .*$/m, `description: ${'x'.repeat(LIMITS.fileBytes)}`),
  );
  // A field over the limit in a file under it.
  editFile(join(paths.sourcesData, 'kafka.yaml'), (t) =>
    t.replace(/^limitations:\n/m, `limitations:\n  - ${'y'.repeat(LIMITS.textChars + 1)}\n`),
  );
  // Aliases that would repeat a long text past the limit on the data of one file.
  const long = 'z'.repeat(LIMITS.textChars - 10);
  editFile(
    join(paths.sourcesData, 'postgres.yaml'),
    (t) => `${t.replace(/^overview:\n/m, `overview:\n  - &long ${long}\n${'  - *long\n'.repeat(40)}`)}`,
  );
  // A GraphQL description over the limit.
  editFile(
    join(paths.graphqlData, 'tokens.graphql'),
    (t) => `${t}\n"${'d'.repeat(LIMITS.textChars + 1)}"\ntype Huge {\n  "A field."\n  field: String\n}\n`,
  );
  const lines = problemsOf(paths);
  assertProblem(
    lines,
    'genDocs/data/sources/nifi.yaml',
    'sources[nifi]',
    /the file is 1,0\d\d,\d{3} bytes; the limit is 1,048,576 bytes \(1 MB\) per data file/,
  );
  assertProblem(
    lines,
    'genDocs/data/sources/kafka.yaml',
    'sources[kafka].limitations[0]',
    /the text is 65,537 characters long; the limit is 65,536 characters/,
  );
  assertProblem(
    lines,
    'genDocs/data/sources/postgres.yaml',
    'sources[postgres]',
    /with its YAML aliases expanded the data is over 2,097,152 characters/,
  );
  assertProblem(lines, 'genDocs/data/graphql/tokens.graphql', 'graphql[Huge]', /the description is 65,537 characters/);
});

test('the size limits leave a wide margin over the largest real values', () => {
  const problems: Problem[] = [];
  const data = loadData(pathsFor(repoRoot), problems);
  let longest = 0;
  const walk = (value: unknown): void => {
    if (typeof value === 'string') longest = Math.max(longest, value.length);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  [...data.sources, ...data.entities, ...data.aspects].forEach((entry) => walk(entry.value));
  const files = ['sources', 'entities', 'aspects', 'graphql'].flatMap((dir) =>
    readdirSync(join(repoRoot, 'genDocs', 'data', dir)).map((name) => join(repoRoot, 'genDocs', 'data', dir, name)),
  );
  const largest = Math.max(...files.map((file) => statSync(file).size));
  assert.ok(longest * 10 < LIMITS.textChars, `a real text of ${longest} characters is near the limit`);
  assert.ok(largest * 10 < LIMITS.fileBytes, `a real file of ${largest} bytes is near the limit`);
  // Right at the limits, data is accepted.
  assert.deepEqual(sizeProblems({a: 'x'.repeat(LIMITS.textChars)}), []);
  assert.equal(sizeProblems({a: 'x'.repeat(LIMITS.textChars + 1)}).length, 1);
});
