import {join, relative, resolve} from 'node:path';

/** Where the generator reads and writes. Tests point it at temporary copies. */
export interface Paths {
  /** Repository root; data file names in errors are relative to it. */
  root: string;
  sourcesData: string;
  entitiesData: string;
  aspectsData: string;
  graphqlData: string;
  /** The docs folder, used to check that linked hand-written pages exist. */
  docs: string;
  sourcesOut: string;
  entitiesOut: string;
  graphqlOut: string;
  sourceIndexOut: string;
  /** One JSON file per source for the recipe builder, imported when a reader opens it. */
  recipeBuilderOut: string;
}

export const repoRoot = resolve(__dirname, '..', '..');

export function pathsFor(root: string = repoRoot): Paths {
  const data = join(root, 'genDocs', 'data');
  return {
    root,
    sourcesData: join(data, 'sources'),
    entitiesData: join(data, 'entities'),
    aspectsData: join(data, 'aspects'),
    graphqlData: join(data, 'graphql'),
    docs: join(root, 'docs'),
    sourcesOut: join(root, 'docs', 'generated', 'ingestion', 'sources'),
    entitiesOut: join(root, 'docs', 'generated', 'metamodel', 'entities'),
    graphqlOut: join(root, 'docs', 'graphql'),
    sourceIndexOut: join(root, 'src', 'data', 'generated', 'sources.json'),
    recipeBuilderOut: join(root, 'src', 'data', 'generated', 'recipe-builder'),
  };
}

/** A path as shown in messages: relative to the root, with forward slashes. */
export function displayPath(paths: Paths, file: string): string {
  return relative(paths.root, file).split('\\').join('/');
}
