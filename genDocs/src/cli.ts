/**
 * genDocs command line.
 *   generate                      sources, entities, the /integrations index, then the GraphQL reference
 *   generate --skip-graphql       only the first stage (fast)
 *   generate --watch [-- cmd...]  generate, then regenerate whenever a data file changes; with a
 *                                 command after --, run it alongside (npm start runs docusaurus start),
 *                                 started before the first run when an earlier run's pages are there
 *   generate --root DIR           read DIR/genDocs/data and write under DIR (tests use copies)
 *   check                         load and validate the data only; writes nothing (safe to run in parallel)
 */
import {spawn} from 'node:child_process';
import {existsSync, watch} from 'node:fs';
import {setPriority} from 'node:os';
import {join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
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

const USAGE =
  'Usage: cli.ts generate [--skip-graphql] [--watch] [--root DIR] [-- command...] | cli.ts check [--root DIR]';

function readOptions(argv: string[]): Options {
  // Everything after "--" is the command to run alongside --watch, with its own arguments.
  const separator = argv.indexOf('--');
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  let parsed;
  try {
    parsed = parseArgs({
      args: separator === -1 ? argv : argv.slice(0, separator),
      allowPositionals: true,
      options: {'skip-graphql': {type: 'boolean'}, watch: {type: 'boolean'}, root: {type: 'string'}},
    });
  } catch (error) {
    const {code, message} = error as Error & {code?: string};
    // Node's message for an unknown option goes on to suggest "--", which here starts the command instead.
    const reason =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? (message.match(/^Unknown option '[^']*'/)?.[0] ?? message) : message;
    throw new Error(`${reason.replace(/\.?$/, '.')} ${USAGE}`);
  }
  const {values, positionals} = parsed;
  const [action = 'generate', ...extra] = positionals;
  const unknown = action === 'generate' || action === 'check' ? extra : [action, ...extra];
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')}. ${USAGE}`);
  return {
    check: action === 'check',
    root: values.root,
    graphql: !values['skip-graphql'],
    watch: values.watch ?? false,
    command,
  };
}

function seconds(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(2)} s`;
}

/** One full run. Returns true on success; errors are printed, and nothing is written on failure. */
export function runOnce(paths: Paths, options: {graphql: boolean; inPlace?: boolean}): boolean {
  const start = performance.now();
  try {
    const reference = buildReference(paths);
    // The GraphQL pages are rendered before anything is written, so every generated folder changes together.
    const graphqlStart = performance.now();
    const graphqlPages = options.graphql
      ? renderGraphqlDocs(paths, reference.graphql, graphqlEntityTypes(reference.data))
      : undefined;
    const graphqlMs = performance.now() - graphqlStart;
    const changed = writeReference(paths, reference, {graphqlPages, inPlace: options.inPlace});
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
      // Only the files that changed are rewritten, so the dev server reloads what the edit touched.
      runOnce(paths, {graphql: withGraphql, inPlace: true});
    }, 200);
  };
  // One non-recursive watcher per data folder: watching the folders (not the files) keeps working when
  // an editor saves by writing a new file and renaming it over the old one.
  for (const dir of [paths.sourcesData, paths.entitiesData, paths.aspectsData, paths.graphqlData]) {
    watch(dir, (_event, name) => name && onChange(String(name)));
  }
  console.log(`genDocs: watching ${join('genDocs', 'data')} for changes`);
}

/** Whether every generated folder and file is there from an earlier run (the live preview can start on them). */
function outputsExist(paths: Paths, graphql: boolean): boolean {
  const outputs = [paths.sourcesOut, paths.entitiesOut, paths.sourceIndexOut, paths.recipeBuilderOut];
  return [...outputs, ...(graphql ? [paths.graphqlOut] : [])].every((path) => existsSync(path));
}

/** Runs the command after `--` (npm start: the dev server) alongside genDocs, and exits with it. */
function runAlongside(command: string[]): void {
  const [program, ...args] = command;
  const child = spawn(program!, args, {stdio: 'inherit', shell: process.platform === 'win32'});
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function main(): void {
  const options = readOptions(process.argv.slice(2));
  const paths = pathsFor(options.root === undefined ? undefined : resolve(options.root));
  if (options.check) process.exit(checkOnce(paths) ? 0 : 1);
  const withCommand = options.watch && options.command.length > 0;
  // The live preview starts at once on the pages of the last run while they are brought up to date: only
  // the files whose content changed are rewritten (in place), and the dev server reloads those. Generating
  // first held `npm start` back by 5 s (10 s before graphql-markdown was sped up). Generating at the lowest
  // priority, genDocs takes the CPU time the dev server's start leaves on a machine with few cores.
  const commandFirst = withCommand && outputsExist(paths, options.graphql);
  if (commandFirst) {
    runAlongside(options.command);
    setPriority(19);
  }
  const ok = runOnce(paths, {graphql: options.graphql, inPlace: commandFirst});
  if (!options.watch) process.exit(ok ? 0 : 1);
  // In watch mode a bad edit is reported and the previous pages stay; the next good edit fixes them.
  watchData(paths, options.graphql);
  if (withCommand && !commandFirst) runAlongside(options.command);
}

if (require.main === module) main();
