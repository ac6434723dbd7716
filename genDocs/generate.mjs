// `npm run generate` (and so `npm run build` and `npm test`, which run it first): genDocs
// (genDocs/src/cli.ts generate), unless nothing it reads or writes changed since its last successful run.
//
// A run that changes nothing still took 2.3 to 2.5 s, most of it loading the generator's TypeScript and its
// packages through tsx, in every build. This check is plain JavaScript and reads about 8 MB in under 0.2 s:
// - what genDocs reads: its data and code, the GraphQL reference's options, the installed packages
//   (node_modules/.package-lock.json), and the names of the hand-written docs (links to them are checked);
// - what it writes: every generated file, by content (a generated page edited by hand, or deleted, runs it
//   again, which puts it back).
// When both are as the last successful run left them, it says so and stops; otherwise it runs genDocs, and
// records them after a successful run.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

/** Relative to the repository root. Keep in step with genDocs/src/paths.ts. */
export const INPUTS = ['genDocs/data', 'genDocs/src', 'config/graphql.ts', 'node_modules/.package-lock.json'];
export const OUTPUTS = [
  'docs/generated/ingestion/sources',
  'docs/generated/metamodel/entities',
  'docs/graphql',
  'src/data/generated',
];
/** Only the file names of these count: genDocs checks that the docs its data links to exist. */
export const NAMES_ONLY = ['docs'];
export const STAMP = 'node_modules/.cache/gendocs/last-run.json';

/** Every file under `path` (or `path` itself), sorted, relative to root; none when it does not exist. */
function files(root, path) {
  const full = join(root, path);
  const info = statSync(full, {throwIfNoEntry: false});
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  return readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

function hashFiles(root, paths, {namesOnly = false, skip = () => false} = {}) {
  const hash = createHash('sha256');
  for (const path of paths) {
    hash.update(`${path}\0`);
    for (const file of files(root, path)) {
      if (skip(file)) continue;
      hash.update(`${file}\0`);
      if (!namesOnly) hash.update(readFileSync(join(root, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

/** What genDocs reads and what it wrote, as two hashes. */
export function fingerprint(root) {
  const generated = (file) => OUTPUTS.some((output) => file === output || file.startsWith(`${output}/`));
  return {
    inputs: hashFiles(root, INPUTS) + hashFiles(root, NAMES_ONLY, {namesOnly: true, skip: generated}),
    outputs: hashFiles(root, OUTPUTS),
  };
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Records a successful run; best effort (without it, the next run only costs its time). */
export function writeStamp(root, stamp) {
  try {
    const file = join(root, STAMP);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(`${file}.tmp`, JSON.stringify(stamp));
    renameSync(`${file}.tmp`, file);
  } catch {
    // A read-only cache folder: genDocs runs every time, as before.
  }
}

/** Whether the last successful run left things as they are. */
export function upToDate(root) {
  const stamp = readStamp(root);
  const now = fingerprint(root);
  return {fresh: stamp?.inputs === now.inputs && stamp?.outputs === now.outputs, inputs: now.inputs};
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const started = performance.now();
  const {fresh, inputs} = upToDate(root);
  if (fresh) {
    const ms = (performance.now() - started).toFixed(0);
    console.log(`genDocs: nothing it reads or writes changed since its last run (checked in ${ms} ms)`);
    return 0;
  }
  const args = ['--import', 'tsx', join(root, 'genDocs/src/cli.ts'), 'generate', ...process.argv.slice(2)];
  const {status, signal} = spawnSync(process.execPath, args, {cwd: root, stdio: 'inherit'});
  const code = status ?? (signal ? 1 : 0);
  // Recorded only for the plain run: options change what it writes.
  if (code === 0 && process.argv.length === 2) writeStamp(root, {inputs, outputs: fingerprint(root).outputs});
  return code;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());
