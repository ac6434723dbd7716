import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fingerprint, upToDate, writeStamp} from '../../genDocs/generate.mjs';

function site() {
  const root = mkdtempSync(join(tmpdir(), 'gendocs-last-run-'));
  const put = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), {recursive: true});
    writeFileSync(join(root, file), text);
  };
  put('genDocs/data/sources/kafka.yaml', 'id: kafka');
  put('genDocs/src/cli.ts', 'main()');
  put('config/graphql.ts', 'export {}');
  put('node_modules/.package-lock.json', '{}');
  put('docs/quickstart.md', '# Quickstart');
  put('docs/generated/ingestion/sources/kafka.md', '# Kafka');
  put('docs/graphql/objects/datasets.mdx', '# Datasets');
  put('src/data/generated/sources.json', '[]');
  return {root, put};
}

test('a successful run is recorded; the next one with nothing changed is skipped', () => {
  const {root} = site();
  assert.equal(upToDate(root).fresh, false, 'no record yet');
  writeStamp(root, fingerprint(root));
  assert.equal(upToDate(root).fresh, true);
});

for (const [what, change] of [
  ['a data file', (s: ReturnType<typeof site>) => s.put('genDocs/data/sources/kafka.yaml', 'id: kafka2')],
  ['a new data file', (s: ReturnType<typeof site>) => s.put('genDocs/data/entities/dataset.yaml', 'x')],
  ['the generator', (s: ReturnType<typeof site>) => s.put('genDocs/src/cli.ts', 'main(1)')],
  ['the GraphQL options', (s: ReturnType<typeof site>) => s.put('config/graphql.ts', 'export const x = 1')],
  ['the installed packages', (s: ReturnType<typeof site>) => s.put('node_modules/.package-lock.json', '{"a":1}')],
  ['a hand-written doc added', (s: ReturnType<typeof site>) => s.put('docs/new.md', '# New')],
  [
    'a generated page edited',
    (s: ReturnType<typeof site>) => s.put('docs/generated/ingestion/sources/kafka.md', '# K'),
  ],
  [
    'a generated page deleted',
    (s: ReturnType<typeof site>) => rmSync(join(s.root, 'docs/graphql/objects/datasets.mdx')),
  ],
  ['a file added among the generated', (s: ReturnType<typeof site>) => s.put('src/data/generated/extra.json', '{}')],
] as const) {
  test(`genDocs runs again after a change to ${what}`, () => {
    const s = site();
    writeStamp(s.root, fingerprint(s.root));
    change(s);
    assert.equal(upToDate(s.root).fresh, false);
  });
}

test("a hand-written doc's text is not something genDocs reads: editing it does not run genDocs", () => {
  const s = site();
  writeStamp(s.root, fingerprint(s.root));
  s.put('docs/quickstart.md', '# Quickstart, edited');
  assert.equal(upToDate(s.root).fresh, true);
});
