/**
 * The GraphQL stage's first job: run the graphql-markdown plugin (`docusaurus graphql-to-doc`, one page per
 * member) and keep its output in node_modules/.cache while its inputs do not change.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {readTree, writeFileAtomic, type FileTree} from './write';
import type {Paths} from './paths';

/**
 * Runs graphql-markdown (graphqlMarkdownRun.ts: what `docusaurus graphql-to-doc` runs, with the same options)
 * into a temporary root and returns what it wrote under graphql/.
 */
export function runGraphqlMarkdown(paths: Paths): FileTree {
  const root = mkdtempSync(join(tmpdir(), 'gendocs-graphql-'));
  try {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(paths.root, 'genDocs', 'src', 'graphqlMarkdownRun.ts'),
        root,
        join(paths.graphqlData, '*.graphql').split('\\').join('/'),
      ],
      {cwd: paths.root, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}},
    );
    const tree = readTree(join(root, 'graphql'));
    if (result.status !== 0 || tree.size === 0) {
      throw new Error(`graphql-markdown failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`.trim());
    }
    return tree;
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

/**
 * What graphql-to-doc's output depends on: the schema files, the plugin's options (config/plugins.ts) and
 * the versions of its packages. The shaping (graphqlDocs.ts) is not in it: it runs on every generate.
 */
export function graphqlMarkdownInputs(paths: Paths): string {
  const hash = createHash('sha256');
  const schemaFiles = readdirSync(paths.graphqlData)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  for (const name of schemaFiles) hash.update(`${name}\0${readFileSync(join(paths.graphqlData, name), 'utf8')}\0`);
  const options = join(paths.root, 'config', 'graphql.ts');
  if (existsSync(options)) hash.update(readFileSync(options, 'utf8'));
  const packages = join(paths.root, 'node_modules', '@graphql-markdown');
  if (existsSync(packages)) {
    for (const name of readdirSync(packages).sort()) {
      const manifest = join(packages, name, 'package.json');
      if (existsSync(manifest)) hash.update(`${name}@${JSON.parse(readFileSync(manifest, 'utf8')).version}\0`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * runGraphqlMarkdown, kept in node_modules/.cache between runs: the plugin takes about 10 s (most of a
 * warm `npm run generate`, which `npm start` and `npm run build` run first) and its output only changes
 * with its inputs.
 */
export function cachedGraphqlMarkdown(
  paths: Paths,
  {
    dir = join(paths.root, 'node_modules', '.cache', 'genDocs'),
    run = runGraphqlMarkdown,
  }: {dir?: string; run?: (paths: Paths) => FileTree} = {},
): {tree: FileTree; cached: boolean} {
  const file = join(dir, `graphql-markdown-${graphqlMarkdownInputs(paths)}.json`);
  if (existsSync(file)) {
    try {
      return {tree: new Map(JSON.parse(readFileSync(file, 'utf8')) as [string, string][]), cached: true};
    } catch {
      // An unreadable cache entry is rebuilt below.
    }
  }
  const tree = run(paths);
  if (existsSync(dir))
    for (const old of readdirSync(dir)) if (old.startsWith('graphql-markdown-')) rmSync(join(dir, old), {force: true});
  writeFileAtomic(file, JSON.stringify([...tree]));
  return {tree, cached: false};
}
