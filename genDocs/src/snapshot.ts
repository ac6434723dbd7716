/**
 * Regenerates the committed generated pages of a frozen docs version from today's data:
 *   node --import tsx genDocs/src/snapshot.ts 1.1.0      (npm run snapshot -- 1.1.0)
 * genDocs/versions/<version>.yaml lists the sources that version documents; every entity and the GraphQL
 * reference are kept. Pages go to versioned_docs/version-<version>/generated/ and .../graphql/, the folders
 * swapped in together like the current ones.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseDocument} from 'yaml';
import {z} from 'zod';
import {buildReference, graphqlEntityTypes, writeReference, type Reference} from './generate';
import {runGraphqlMarkdown, shapeGraphqlDocs} from './graphqlDocs';
import type {FileTree} from './write';
import {describeFailure, fsReason} from './errors';
import {pathsFor, repoRoot} from './paths';

const versionFileSchema = z.object({sources: z.array(z.string()).min(1)}).strict();

/** The GraphQL pages of a snapshot, as the current reference renders them (runs graphql-to-doc). */
export function snapshotGraphql(reference: Reference, root = repoRoot): FileTree {
  return shapeGraphqlDocs(runGraphqlMarkdown(pathsFor(root)), reference.graphql, graphqlEntityTypes(reference.data));
}

export function snapshot(
  version: string,
  root = repoRoot,
  {graphql = true} = {},
): {sources: number; entities: number; reference: Reference} {
  const file = join(root, 'genDocs', 'versions', `${version}.yaml`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`genDocs/versions/${version}.yaml: cannot read the file: ${fsReason(error)}`);
  }
  const document = parseDocument(text, {prettyErrors: false});
  if (document.errors.length > 0) {
    throw new Error(
      `genDocs/versions/${version}.yaml: YAML does not parse: ${document.errors[0].message.split('\n')[0]}`,
    );
  }
  const parsed = versionFileSchema.safeParse(document.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`genDocs/versions/${version}.yaml: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const wanted = new Set(parsed.data.sources);
  const paths = pathsFor(root);
  const reference = buildReference(paths, wanted, {recipeBuilder: false});
  const found = new Set(reference.data.sources.map((s) => s.value.id));
  const unknown = [...wanted].filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new Error(`genDocs/versions/${version}.yaml: sources: no data file for ${unknown.join(', ')}`);
  }
  const versionDir = join(root, 'versioned_docs', `version-${version}`);
  const out = join(versionDir, 'generated');
  // All three folders of the version are swapped in together, or none is.
  writeReference(
    {
      ...paths,
      sourcesOut: join(out, 'ingestion', 'sources'),
      entitiesOut: join(out, 'metamodel', 'entities'),
      graphqlOut: join(versionDir, 'graphql'),
    },
    reference,
    {withIndex: false, graphqlPages: graphql ? snapshotGraphql(reference, root) : undefined},
  );
  return {sources: reference.sources.size, entities: reference.entities.size, reference};
}

if (require.main === module) {
  const version = process.argv[2];
  if (!version) {
    console.error('Usage: snapshot.ts <version>, for example 1.1.0');
    process.exit(1);
  }
  try {
    const {sources, entities} = snapshot(version);
    console.log(`genDocs: ${version} snapshot of ${sources} source pages and ${entities} entity pages`);
  } catch (error) {
    console.error(describeFailure(error));
    process.exit(1);
  }
}
