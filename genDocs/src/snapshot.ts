/**
 * Regenerates the committed generated pages of a frozen docs version from today's data:
 *   node --import tsx genDocs/src/snapshot.ts 1.1.0      (npm run snapshot -- 1.1.0)
 * genDocs/versions/<version>.yaml lists the sources that version documents; every entity is kept. Pages go
 * to versioned_docs/version-<version>/generated/, swapped in whole like the current ones. The GraphQL
 * snapshot is not touched: the API reference of a frozen version does not follow later schema changes.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {z} from 'zod';
import {buildReference, writeReference} from './generate';
import {DataError} from './errors';
import {pathsFor, repoRoot} from './paths';

const versionFileSchema = z.object({sources: z.array(z.string()).min(1)}).strict();

export function snapshot(version: string, root = repoRoot): {sources: number; entities: number} {
  const file = join(root, 'genDocs', 'versions', `${version}.yaml`);
  const parsed = versionFileSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`genDocs/versions/${version}.yaml: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const wanted = new Set(parsed.data.sources);
  const paths = pathsFor(root);
  const reference = buildReference(paths, wanted);
  const found = new Set(reference.data.sources.map((s) => s.value.id));
  const unknown = [...wanted].filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new Error(`genDocs/versions/${version}.yaml: sources: no data file for ${unknown.join(', ')}`);
  }
  const out = join(root, 'versioned_docs', `version-${version}`, 'generated');
  writeReference(
    {...paths, sourcesOut: join(out, 'ingestion', 'sources'), entitiesOut: join(out, 'metamodel', 'entities')},
    reference,
    {withIndex: false},
  );
  return {sources: reference.sources.size, entities: reference.entities.size};
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
    console.error(error instanceof DataError ? error.message : String((error as Error).message ?? error));
    process.exit(1);
  }
}
