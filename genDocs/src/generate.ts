import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {loadData, type Dataset} from './load';
import {graphqlMemberLink, loadGraphql, type GraphqlModel} from './graphql';
import {validateData} from './validate';
import {DataError, type Problem} from './errors';
import {displayPath, type Paths} from './paths';
import {renderEntity, modelEdges} from './render/entity';
import {entityFileName, renderSource, sourceIndexEntry} from './render/source';
import {byLabel} from './render/common';
import {recipeBuilderJson} from './render/recipeBuilder';
import {replaceOutputs, type FileTree, type Output} from './write';

/** Everything the source and entity stage produces, before anything is written. */
export interface Reference {
  data: Dataset;
  graphql: GraphqlModel;
  sources: FileTree;
  entities: FileTree;
  sourceIndex: string;
  /** The recipe builder's data, `<id>.json` per source (src/data/generated/recipe-builder). */
  recipeBuilder: FileTree;
}

/**
 * load -> validate -> render, in memory. Throws DataError listing every problem found.
 * `onlySources` renders a subset of the (fully validated) sources: a frozen version's snapshot.
 */
/**
 * Loads, validates and renders the reference. `onlySources` and `recipeBuilder: false` are for a frozen
 * version's snapshot (snapshot.ts): its sources only, and no recipe builder, which reads today's data.
 */
export function buildReference(
  paths: Paths,
  onlySources?: ReadonlySet<string>,
  {recipeBuilder: withRecipeBuilder = true}: {recipeBuilder?: boolean} = {},
): Reference {
  const problems: Problem[] = [];
  const loaded = loadData(paths, problems);
  const graphql = loadGraphql(paths, problems);
  validateData(paths, loaded, graphql, problems);
  if (problems.length > 0 || !graphql) throw new DataError(problems);
  const data = onlySources ? {...loaded, sources: loaded.sources.filter((s) => onlySources.has(s.value.id))} : loaded;

  const entities = new Map(data.entities.map((e) => [e.value.name, e.value]));
  const aspects = new Map(data.aspects.map((a) => [a.value.name, a.value]));
  const edges = modelEdges([...entities.values()], aspects);

  const sources: FileTree = new Map();
  [...data.sources]
    .sort((a, b) => byLabel(a.value.name, b.value.name))
    .forEach((source, i) => {
      const guide = source.value.related.guide;
      const guideExists =
        guide !== undefined && ['.md', '.mdx'].some((ext) => existsSync(join(paths.docs, `${guide}${ext}`)));
      sources.set(`${source.value.id}.md`, renderSource(source, i + 1, entities, guideExists, withRecipeBuilder));
    });

  const entityPages: FileTree = new Map();
  const sourceValues = data.sources.map((s) => s.value);
  [...data.entities]
    .sort((a, b) => byLabel(a.value.displayName, b.value.displayName))
    .forEach((entity, i) => {
      entityPages.set(
        entityFileName(entity.value.name),
        renderEntity(entity, i + 1, entities, aspects, edges, sourceValues, (name) =>
          graphqlMemberLink(graphql, 'objects', name),
        ),
      );
    });

  const index = [...data.sources].map((s) => sourceIndexEntry(s.value)).sort((a, b) => byLabel(a.name, b.name));
  const recipeBuilder: FileTree = new Map(data.sources.map((s) => [`${s.value.id}.json`, recipeBuilderJson(s.value)]));
  return {
    data,
    graphql,
    sources,
    entities: entityPages,
    sourceIndex: `${JSON.stringify(index, null, 2)}\n`,
    recipeBuilder,
  };
}

/** The GraphQL object types that entities name; each must get a page in the GraphQL reference. */
export function graphqlEntityTypes(data: Dataset): string[] {
  return data.entities.map((e) => e.value.graphqlType).filter((t): t is string => t !== undefined);
}

/**
 * Swaps the generated folders, the JSON index and, when given, the GraphQL pages in, together: all change
 * or none does (see replaceOutputs). Returns the outputs that changed. A frozen version's snapshot passes
 * `withIndex: false`: the /integrations index and the recipe builder's data belong to the current version
 * (a frozen page's builder reads today's data, like its page). `inPlace`: the live preview's regeneration,
 * which rewrites only the files that changed (see replaceOutputs).
 */
export function writeReference(
  paths: Paths,
  reference: Reference,
  {
    withIndex = true,
    graphqlPages,
    inPlace = false,
  }: {withIndex?: boolean; graphqlPages?: FileTree; inPlace?: boolean} = {},
): string[] {
  const outputs: (Output & {label: string})[] = [
    {label: 'sources', target: paths.sourcesOut, files: reference.sources},
    {label: 'entities', target: paths.entitiesOut, files: reference.entities},
  ];
  if (withIndex) {
    outputs.push({label: 'source index', target: paths.sourceIndexOut, content: reference.sourceIndex});
    outputs.push({label: 'recipe builder data', target: paths.recipeBuilderOut, files: reference.recipeBuilder});
  }
  if (graphqlPages) outputs.push({label: 'GraphQL reference', target: paths.graphqlOut, files: graphqlPages});
  const changed = new Set(replaceOutputs(outputs, {show: (path) => displayPath(paths, path), inPlace}));
  return outputs.filter((output) => changed.has(output.target)).map((output) => output.label);
}
