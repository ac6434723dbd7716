import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {loadData, type Dataset} from './load';
import {graphqlMemberLink, loadGraphql, type GraphqlModel} from './graphql';
import {validateData} from './validate';
import {DataError, type Problem} from './errors';
import type {Paths} from './paths';
import {renderEntity, modelEdges} from './render/entity';
import {entityFileName, renderSource, sourceIndexEntry} from './render/source';
import {byLabel} from './render/common';
import {swapDirectory, writeFileAtomic, type FileTree} from './write';

/** Everything the source and entity stage produces, before anything is written. */
export interface Reference {
  data: Dataset;
  graphql: GraphqlModel;
  sources: FileTree;
  entities: FileTree;
  sourceIndex: string;
}

/**
 * load -> validate -> render, in memory. Throws DataError listing every problem found.
 * `onlySources` renders a subset of the (fully validated) sources: a frozen version's snapshot.
 */
export function buildReference(paths: Paths, onlySources?: ReadonlySet<string>): Reference {
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
      sources.set(`${source.value.id}.md`, renderSource(source, i + 1, entities, guideExists));
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
  return {data, graphql, sources, entities: entityPages, sourceIndex: `${JSON.stringify(index, null, 2)}\n`};
}

/** The GraphQL object types that entities name; each must get a page in the GraphQL reference. */
export function graphqlEntityTypes(data: Dataset): string[] {
  return data.entities.map((e) => e.value.graphqlType).filter((t): t is string => t !== undefined);
}

/**
 * Swaps the generated folders and the JSON index in. Returns the outputs that changed. A frozen version's
 * snapshot passes `withIndex: false`: the /integrations index belongs to the current version.
 */
export function writeReference(paths: Paths, reference: Reference, {withIndex = true} = {}): string[] {
  const changed: string[] = [];
  if (swapDirectory(paths.sourcesOut, reference.sources)) changed.push('sources');
  if (swapDirectory(paths.entitiesOut, reference.entities)) changed.push('entities');
  if (withIndex && writeFileAtomic(paths.sourceIndexOut, reference.sourceIndex)) changed.push('source index');
  return changed;
}
