/**
 * genDocs command line.
 *   generate                      sources, entities, the /integrations index, then the GraphQL reference
 *   generate --skip-graphql       only the first stage (fast)
 *   generate --watch [-- cmd...]  generate, then regenerate whenever a data file changes; with a
 *                                 command after --, run it alongside (npm start runs docusaurus start)
 *   generate --root DIR           read DIR/genDocs/data and write under DIR (tests use copies)
 *   check                         load and validate the data only; writes nothing (safe to run in parallel)
 */
import {spawn} from 'node:child_process';
import {watch} from 'node:fs';
import {join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {buildReference, graphqlEntityTypes, writeReference} from './generate';
import {renderGraphqlDocs} from './graphqlDocs';
import {describeFailure} from './errors';
import {pathsFor, type Paths} from './paths';

interface Options {
  check: boolean;
  root?: string;
  graphql: boolean;
  watch: boolean;
  command: string[];
}

function parseArgs(argv: string[]): Options {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const rootAt = own.indexOf('--root');
  const root = rootAt === -1 ? undefined : own[rootAt + 1];
  const flags = rootAt === -1 ? own : [...own.slice(0, rootAt), ...own.slice(rootAt + 2)];
  const known = new Set(['generate', 'check', '--skip-graphql', '--watch']);
  const unknown = flags.filter((arg) => !known.has(arg));
  if (unknown.length > 0 || (rootAt !== -1 && !root)) {
    throw new Error(
      `Unknown argument ${unknown.join(' ')}. Usage: cli.ts generate [--skip-graphql] [--watch] [--root DIR] [-- command...] | cli.ts check [--root DIR]`,
    );
  }
  return {
    check: flags.includes('check'),
    root,
    graphql: !flags.includes('--skip-graphql'),
    watch: flags.includes('--watch'),
    command,
  };
}

function seconds(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(2)} s`;
}

/** One full run. Returns true on success; errors are printed, and nothing is written on failure. */
export function runOnce(paths: Paths, options: {graphql: boolean}): boolean {
  const start = performance.now();
  try {
    const reference = buildReference(paths);
    // The GraphQL pages are rendered before anything is written, so every generated folder changes together.
    const graphqlStart = performance.now();
    const graphqlPages = options.graphql
      ? renderGraphqlDocs(paths, reference.graphql, graphqlEntityTypes(reference.data))
      : undefined;
    const graphqlMs = performance.now() - graphqlStart;
    const changed = writeReference(paths, reference, {graphqlPages});
    const firstStage = changed.filter((label) => label !== 'GraphQL reference');
    // The first stage's time leaves out the GraphQL rendering, which has its own line.
    console.log(
      `genDocs: ${reference.sources.size} source pages, ${reference.entities.size} entity pages, source index of ${reference.data.sources.length} (${firstStage.length > 0 ? `updated ${firstStage.join(', ')}` : 'unchanged'}) in ${seconds(start + graphqlMs)}`,
    );
    if (options.graphql) {
      const pages = Object.values(reference.graphql.members).reduce((n, list) => n + list.length, 0);
      console.log(
        `genDocs: GraphQL reference, ${pages} types and operations (${changed.includes('GraphQL reference') ? 'updated' : 'unchanged'}) in ${(graphqlMs / 1000).toFixed(2)} s`,
      );
    }
    return true;
  } catch (error) {
    console.error(describeFailure(error));
    return false;
  }
}

/** Load and validate everything (the GraphQL schema included) without writing a file. */
export function checkOnce(paths: Paths): boolean {
  const start = performance.now();
  try {
    const reference = buildReference(paths);
    console.log(
      `genDocs check: ${reference.sources.size} sources, ${reference.entities.size} entities and the GraphQL schema are valid (${seconds(start)})`,
    );
    return true;
  } catch (error) {
    console.error(describeFailure(error));
    return false;
  }
}

function watchData(paths: Paths, graphql: boolean): void {
  let timer: NodeJS.Timeout | undefined;
  let graphqlChanged = false;
  let changedName = '';
  const onChange = (name: string) => {
    if (!/\.(ya?ml|graphql)$/.test(name)) return;
    graphqlChanged ||= name.endsWith('.graphql');
    changedName = name;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const withGraphql = graphql && graphqlChanged;
      graphqlChanged = false;
      console.log(`genDocs: ${changedName} changed, regenerating${withGraphql ? ' (with the GraphQL reference)' : ''}`);
      runOnce(paths, {graphql: withGraphql});
    }, 200);
  };
  // One non-recursive watcher per data folder: watching the folders (not the files) keeps working when
  // an editor saves by writing a new file and renaming it over the old one.
  for (const dir of [paths.sourcesData, paths.entitiesData, paths.aspectsData, paths.graphqlData]) {
    watch(dir, (_event, name) => name && onChange(String(name)));
  }
  console.log(`genDocs: watching ${join('genDocs', 'data')} for changes`);
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const paths = pathsFor(options.root === undefined ? undefined : resolve(options.root));
  if (options.check) process.exit(checkOnce(paths) ? 0 : 1);
  const ok = runOnce(paths, options);
  if (!options.watch) process.exit(ok ? 0 : 1);
  // In watch mode a bad edit is reported and the previous pages stay; the next good edit fixes them.
  watchData(paths, options.graphql);
  if (options.command.length > 0) {
    const [command, ...args] = options.command;
    const child = spawn(command, args, {stdio: 'inherit', shell: process.platform === 'win32'});
    const stop = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}

if (require.main === module) main();
