import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative} from 'node:path';
import {buildReference, writeReference} from '../src/generate';
import {DataError} from '../src/errors';
import {loadGraphql} from '../src/graphql';
import {runGraphqlMarkdown, shapeGraphqlDocs} from '../src/graphqlDocs';
import {pathsFor, repoRoot} from '../src/paths';
import {WriteError, readTree, replaceOutputs, swapDirectory} from '../src/write';
import type {SourceIndexEntry} from '../src/schema';
import {copyRoot, editFile} from './helpers';

function outputs(paths: ReturnType<typeof pathsFor>) {
  return {
    sources: readTree(paths.sourcesOut),
    entities: readTree(paths.entitiesOut),
    index: readTree(dirname(paths.sourceIndexOut)),
  };
}

test('two runs give byte-identical output, also from another checkout', () => {
  const first = copyRoot();
  const second = copyRoot();
  writeReference(first, buildReference(first));
  const once = outputs(first);
  assert.deepEqual(writeReference(first, buildReference(first)), [], 'the second run rewrote unchanged output');
  assert.deepEqual(outputs(first), once);
  writeReference(second, buildReference(second));
  assert.deepEqual(outputs(second), once);
  assert.ok(once.sources.size >= 5 && once.entities.size >= 10);
});

test('a failing run leaves the previous output intact', () => {
  const paths = copyRoot();
  writeReference(paths, buildReference(paths));
  const before = outputs(paths);
  editFile(join(paths.sourcesData, 'snowflake.yaml'), (t) =>
    t
      .replace('name: Snowflake', 'name: Snowflake Changed')
      .replace('category: Data Warehouse', 'category: Teleportation'),
  );
  assert.throws(() => writeReference(paths, buildReference(paths)), DataError);
  assert.deepEqual(outputs(paths), before);
  assert.match(before.sources.get('snowflake.md') ?? '', /title: "Snowflake"/);
});

test('the folder swap is all or nothing and leaves no temporary folders', () => {
  const paths = copyRoot();
  const target = join(paths.root, 'out', 'pages');
  swapDirectory(
    target,
    new Map([
      ['a.md', 'old a'],
      ['b.md', 'old b'],
    ]),
  );
  // "x" as both a file and a folder cannot be written: the swap must fail before touching the target.
  assert.throws(() =>
    swapDirectory(
      target,
      new Map([
        ['x', 'file'],
        ['x/y.md', 'nested'],
        ['a.md', 'new a'],
      ]),
    ),
  );
  assert.deepEqual(
    readTree(target),
    new Map([
      ['a.md', 'old a'],
      ['b.md', 'old b'],
    ]),
  );
  assert.deepEqual(readdirSync(dirname(target)), [basename(target)]);
  // A successful swap replaces the whole folder: files not in the new tree disappear.
  assert.equal(swapDirectory(target, new Map([['c.md', 'new c']])), true);
  assert.deepEqual(readTree(target), new Map([['c.md', 'new c']]));
  assert.equal(swapDirectory(target, new Map([['c.md', 'new c']])), false, 'an identical tree is not rewritten');
  // Leftovers of a crashed run are cleaned up by the next one.
  mkdirSync(join(dirname(target), '_pages.new-12345'));
  writeFileSync(join(dirname(target), '_pages.new-12345', 'stale.md'), 'x');
  swapDirectory(target, new Map([['d.md', 'd']]));
  assert.deepEqual(readdirSync(dirname(target)), [basename(target)]);
});

test('the live preview rewrites only the files that changed, in place, and deletes the ones no longer generated', () => {
  const paths = copyRoot();
  const target = join(paths.root, 'out', 'pages');
  const index = join(paths.root, 'out', 'index.json');
  const first = new Map([
    ['a.md', 'a'],
    ['b.md', 'b'],
    ['sub/c.md', 'c'],
  ]);
  replaceOutputs([
    {target, files: first},
    {target: index, content: '[1]'},
  ]);
  const untouched = statSync(join(target, 'a.md')).ino;
  const folder = statSync(target).ino;
  const changed = replaceOutputs(
    [
      {
        target,
        files: new Map([
          ['a.md', 'a'],
          ['b.md', 'new b'],
          ['d.md', 'd'],
        ]),
      },
      {target: index, content: '[1]'},
    ],
    {inPlace: true},
  );
  assert.deepEqual(changed, [target], 'the unchanged index is not reported or rewritten');
  assert.deepEqual(
    readTree(target),
    new Map([
      ['a.md', 'a'],
      ['b.md', 'new b'],
      ['d.md', 'd'],
    ]),
  );
  // The same folder, and an unchanged file is the same file: the dev server sees one change, not a new tree.
  assert.equal(statSync(target).ino, folder);
  assert.equal(statSync(join(target, 'a.md')).ino, untouched);
  assert.deepEqual(readdirSync(join(paths.root, 'out')).sort(), ['index.json', 'pages']);
  // A file that cannot be written (its folder is a file) changes nothing and names the file.
  writeFileSync(join(target, 'e'), 'a file where a folder must go');
  assert.throws(
    () =>
      replaceOutputs(
        [
          {
            target,
            files: new Map([
              ['a.md', 'other a'],
              ['e/f.md', 'f'],
            ]),
          },
        ],
        {inPlace: true},
      ),
    (error: Error) =>
      error instanceof WriteError && /cannot write .*e\/f\.md: .*no output was changed/.test(error.message),
  );
  assert.equal(readFileSync(join(target, 'a.md'), 'utf8'), 'a');
  assert.deepEqual(readdirSync(target).sort(), ['a.md', 'b.md', 'd.md', 'e']);
});

test('every source has a page, an /integrations card and a sidebar position, and nothing else does', () => {
  const paths = copyRoot();
  const reference = buildReference(paths);
  const ids = reference.data.sources.map((s) => s.value.id).sort();
  const index = JSON.parse(reference.sourceIndex) as SourceIndexEntry[];
  assert.deepEqual(index.map((e) => e.id).sort(), ids);
  assert.deepEqual([...reference.sources.keys()].map((f) => f.replace(/\.md$/, '')).sort(), ids);
  for (const entry of index) assert.equal(entry.path, `/docs/generated/ingestion/sources/${entry.id}`);
  const positions = [...reference.sources.values()].map((page) =>
    Number(page.match(/^sidebar_position: (\d+)$/m)?.[1]),
  );
  assert.deepEqual(
    [...positions].sort((a, b) => a - b),
    ids.map((_, i) => i + 1),
  );
  // Cards and sidebar entries are sorted by name.
  const names = index.map((e) => e.name);
  assert.deepEqual(
    names,
    [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
  );
});

test('a source page has its badge, capability table, install command, recipe and config table', () => {
  const page = buildReference(copyRoot()).sources.get('snowflake.md') ?? '';
  assert.match(page, /data-status="certified">Certified</);
  assert.match(page, /\| Capability \| Status \| Notes \|/);
  assert.match(page, /pip install 'acryl-datahub\[snowflake\]'/);
  assert.match(
    page,
    /```yaml title="snowflake_recipe.yml"\npipeline_name: snowflake_prod\nsource:\n {2}type: snowflake/,
  );
  // Required fields first, nested fields with dotted paths.
  const rows = page.split('\n').filter((l) => l.startsWith('| `'));
  assert.match(rows[0] ?? '', /^\| `account_id` \*\*required\*\*/);
  assert.ok(rows.some((r) => r.startsWith('| `profiling.enabled` |')));
  assert.ok(rows.some((r) => r.startsWith('| `database_pattern.allow` | `array of string` | `[".*"]` |')));
  assert.match(page, /\.\.\/\.\.\/\.\.\/quick-ingestion-guides\/snowflake\/overview\.md/);
  assert.match(page, /\.\.\/\.\.\/metamodel\/entities\/dataset\.md/);
});

test('an entity page has its URN, a Mermaid diagram, relationship and field tables, and links', () => {
  const reference = buildReference(copyRoot());
  const page = reference.entities.get('dataset.md') ?? '';
  assert.match(page, /Format: `urn:li:dataset:\(urn:li:dataPlatform:PLATFORM,NAME,ENV\)`/);
  assert.match(page, /```mermaid\ngraph LR\n/);
  assert.match(page, /e_dataJob -->\|Consumes, Produces\| e_dataset/);
  assert.match(page, /e_dataset -->\|DownstreamOf, ForeignKeyToDataset, SiblingOf\| e_dataset_other/);
  assert.match(page, /\| `DownstreamOf` \| outgoing \|/);
  assert.match(page, /### datasetKey\n/);
  assert.match(page, /\| `upstreams\[\]\.dataset` \| `DatasetUrn` \| yes \|/);
  assert.match(page, /\[Dataset\]\(\.\.\/\.\.\/\.\.\/graphql\/objects\/datasets\.mdx#dataset\)/);
  assert.match(page, /\[Snowflake\]\(\.\.\/\.\.\/ingestion\/sources\/snowflake\.md\)/);
  assert.ok(reference.entities.has('datajob.md'), 'entity pages use the lower-cased name, as on the old site');
});

test('GraphQL members are gathered on one page per kind, or per area for the large kinds, with relative links', () => {
  const paths = copyRoot();
  const model = loadGraphql(paths, []);
  assert.ok(model);
  const page = (title: string, body = '') => `---\nid: x\ntitle: ${title}\n---\n${body}`;
  const raw = new Map<string, string>();
  const fileOf = (name: string) => `${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.mdx`;
  const folders = {
    queries: 'queries',
    mutations: 'mutations',
    objects: 'objects',
    inputObjects: 'inputs',
    interfaces: 'interfaces',
    unions: 'unions',
    enums: 'enums',
    scalars: 'scalars',
  } as const;
  for (const [kind, folder] of Object.entries(folders)) {
    for (const member of model.members[kind as keyof typeof folders])
      raw.set(`${folder}/${fileOf(member.name)}`, page(member.name));
  }
  raw.set(
    'objects/dataset.mdx',
    page(
      'Dataset',
      '[`SearchInput`](/docs/graphql/inputs/search-input.mdx) [`deprecated`](/docs/graphql/directives/deprecated.mdx) [x](/docs/graphql/objects/tag.mdx#urn) [y](/docs/graphql/objects/schema-field.mdx)',
    ),
  );
  raw.set('directives/deprecated.mdx', page('deprecated'));
  raw.set('objects/_category_.yml', 'label: Objects');
  const shaped = shapeGraphqlDocs(raw, model, ['Dataset']);
  const kinds = new Set([...shaped.keys()].map((p) => p.split('/')[0]));
  assert.deepEqual([...kinds].sort(), [
    'enums',
    'inputObjects',
    'interfaces',
    'mutations',
    'objects',
    'queries',
    'scalars',
    'unions',
  ]);
  // Large kinds: one page per area of the schema (the file a type is defined in), small kinds: one page.
  const datasets = shaped.get('objects/datasets.mdx') ?? '';
  assert.match(datasets, /^title: "Objects: Datasets and containers"$/m);
  assert.match(datasets, /^## Dataset \\\{#dataset\\\}$/m);
  assert.ok(
    datasets.includes(
      '[`SearchInput`](../inputObjects/search.mdx#search-input) `deprecated` [x](../objects/glossary.mdx#tag--urn) [y](#schema-field)',
    ),
    'links go to the section on its page, relative, or to the same page by anchor; directive links are dropped',
  );
  assert.ok(!shaped.has('objects/dataset.mdx'), 'no page per type');
  assert.ok(!shaped.has('queries/common.mdx'), 'queries fit on one page');
  assert.match(shaped.get('scalars/index.mdx') ?? '', /^## String \\\{#string\\\}$/m);
  const index = shaped.get('inputObjects/index.mdx') ?? '';
  assert.match(index, /^title: "Input objects"$/m);
  assert.match(index, /^## Search$/m);
  assert.match(index, /\| \[SearchInput\]\(\.\/search\.mdx#search-input\) \| Input of search\. \|/);
  assert.match(shaped.get('queries/_category_.json') ?? '', /"id": "graphql\/queries\/index"/);
  raw.delete('queries/search.mdx');
  assert.throws(() => shapeGraphqlDocs(raw, model), /no page for queries: search/);
});

test('graphql-markdown output is deterministic and every link points at a page', {timeout: 120_000}, () => {
  const paths = pathsFor(repoRoot);
  const model = loadGraphql(paths, []);
  assert.ok(model);
  const first = shapeGraphqlDocs(runGraphqlMarkdown(paths), model, ['Dataset', 'CorpUser']);
  const second = shapeGraphqlDocs(runGraphqlMarkdown(paths), model, ['Dataset', 'CorpUser']);
  assert.deepEqual(second, first);
  for (const [path, content] of first) {
    for (const [, target] of content.matchAll(/\]\((\.\.?\/[^)#\s]+)/g)) {
      const resolved = join(dirname(path), target).split('\\').join('/');
      assert.ok(first.has(resolved), `${path} links to missing ${resolved}`);
    }
    // Every anchor, on this page or another, is the id of a section there.
    for (const [, file, anchor] of content.matchAll(/\]\((\.\.\/[^)#\s]+)?#([a-z0-9-]+)\)/g)) {
      const on = file ? join(dirname(path), file).split('\\').join('/') : path;
      assert.ok(
        first.get(on)?.includes(`\\{#${anchor}\\}`),
        `${path} links to #${anchor} of ${on}, which has no such id`,
      );
    }
  }
  assert.ok(existsSync(paths.graphqlData));
});

/** Changes a source and an entity, so a run has new pages for both folders. */
function changeSourceAndEntity(paths: ReturnType<typeof pathsFor>): void {
  editFile(join(paths.sourcesData, 'kafka.yaml'), (t) => t.replace(/^name: Kafka$/m, 'name: Kafka Changed'));
  editFile(join(paths.entitiesData, 'tag.yaml'), (t) => t.replace(/^displayName: Tag$/m, 'displayName: Tag Changed'));
}

/** Names in a folder that a swap leaves behind (`_x.new-PID`, `.x.old-PID`). */
function leftovers(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => /\.(new|old|tmp)-\d+$/.test(name)) : [];
}

test('when one output cannot be written, no generated folder changes', () => {
  const paths = copyRoot();
  const graphqlBefore = new Map([['queries/index.mdx', 'old queries']]);
  writeReference(paths, buildReference(paths), {graphqlPages: graphqlBefore});
  const before = outputs(paths);
  changeSourceAndEntity(paths);
  // A file where the index's folder should be: the folders can be written, the index cannot.
  rmSync(dirname(paths.sourceIndexOut), {recursive: true});
  writeFileSync(dirname(paths.sourceIndexOut), 'in the way');
  assert.throws(
    () => writeReference(paths, buildReference(paths), {graphqlPages: new Map([['queries/index.mdx', 'new queries']])}),
    (error: Error) =>
      error instanceof WriteError &&
      /^cannot write src\/data\/generated\/sources\.json: .*; no output was changed$/.test(error.message),
  );
  assert.deepEqual(readTree(paths.sourcesOut), before.sources);
  assert.deepEqual(readTree(paths.entitiesOut), before.entities);
  assert.deepEqual(readTree(paths.graphqlOut), graphqlBefore);
  assert.deepEqual(leftovers(dirname(paths.sourcesOut)), []);
  assert.deepEqual(leftovers(dirname(paths.graphqlOut)), []);
  assert.deepEqual(leftovers(dirname(paths.entitiesOut)), []);
});

test('when a later swap fails, the outputs already swapped are put back', () => {
  const paths = copyRoot();
  const root = join(paths.root, 'out');
  const first = join(root, 'first');
  const second = join(root, 'second');
  const index = join(root, 'index.json');
  replaceOutputs([
    {target: first, files: new Map([['a.md', 'old a']])},
    {target: second, files: new Map([['b.md', 'old b']])},
    {target: index, content: 'old index'},
  ]);
  const fresh = [
    {target: first, files: new Map([['a.md', 'new a']])},
    {target: second, files: new Map([['b.md', 'new b']])},
    {target: index, content: 'new index'},
  ];
  // Each step of the swap fails once, in turn: the rename of an old output away or of a new one in.
  for (let failAt = 0; failAt < 6; failAt++) {
    let renames = 0;
    const rename = (from: string, to: string) => {
      if (renames++ === failAt) throw Object.assign(new Error('EBUSY: resource busy'), {code: 'EBUSY'});
      renameSync(from, to);
    };
    assert.throws(
      () => replaceOutputs(fresh, {fs: {rename}}),
      /^WriteError: cannot replace .*; no output was changed$/,
    );
    assert.deepEqual(readTree(first), new Map([['a.md', 'old a']]), `step ${failAt}`);
    assert.deepEqual(readTree(second), new Map([['b.md', 'old b']]), `step ${failAt}`);
    assert.equal(readFileSync(index, 'utf8'), 'old index', `step ${failAt}`);
    assert.deepEqual(readdirSync(root).sort(), ['first', 'index.json', 'second'], `step ${failAt}`);
  }
  assert.deepEqual(replaceOutputs(fresh), [first, second, index]);
  assert.equal(readFileSync(index, 'utf8'), 'new index');
  assert.deepEqual(readdirSync(root).sort(), ['first', 'index.json', 'second']);
});

test('a write failure is one line naming the path, with no stack trace', () => {
  const paths = copyRoot();
  mkdirSync(dirname(dirname(paths.sourceIndexOut)), {recursive: true});
  writeFileSync(dirname(paths.sourceIndexOut), 'in the way');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'genDocs/src/cli.ts'), 'generate', '--skip-graphql', '--root', paths.root],
    {cwd: repoRoot, encoding: 'utf8', env: {...process.env, GENDOCS_STACK: ''}},
  );
  assert.equal(result.status, 1);
  const lines = result.stderr.trim().split('\n');
  assert.equal(lines.length, 1, result.stderr);
  assert.match(
    lines[0],
    /^genDocs failed: cannot write src\/data\/generated\/sources\.json: a file is in the way.* \((EEXIST|ENOTDIR)\); no output was changed$/,
  );
  assert.equal(existsSync(paths.sourcesOut), false, 'sources/ was written although the run failed');
});

test('if an output cannot be put back, the message says where its previous version is', () => {
  const paths = copyRoot();
  const root = join(paths.root, 'out');
  const first = join(root, 'first');
  const second = join(root, 'second');
  replaceOutputs([
    {target: first, files: new Map([['a.md', 'old a']])},
    {target: second, files: new Map([['b.md', 'old b']])},
  ]);
  // The swap of `second` fails, and so does every rename after it (putting `first` back).
  let renames = 0;
  const rename = (from: string, to: string) => {
    if (renames++ >= 3) throw Object.assign(new Error('EIO: i/o error'), {code: 'EIO'});
    renameSync(from, to);
  };
  assert.throws(
    () =>
      replaceOutputs(
        [
          {target: first, files: new Map([['a.md', 'new a']])},
          {target: second, files: new Map([['b.md', 'new b']])},
        ],
        {fs: {rename}, show: (path) => relative(paths.root, path)},
      ),
    (error: Error) =>
      /^cannot replace out\/second: .*\(EIO\); could not put back out\/second \(its previous version is in out\/_second\.old-\d+: .*\), out\/first \(its previous version is in out\/_first\.old-\d+: .*\)$/.test(
        error.message,
      ),
  );
  assert.deepEqual(readTree(join(root, `_first.old-${process.pid}`)), new Map([['a.md', 'old a']]));
});

test('npm start: the dev server starts after the first run on a fresh checkout, and before it once the pages exist', () => {
  const paths = copyRoot();
  const start = () =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repoRoot, 'genDocs/src/cli.ts'),
        'generate',
        '--watch',
        '--skip-graphql',
        '--root',
        paths.root,
        '--',
        process.execPath,
        '-e',
        'console.log("command started")',
      ],
      {cwd: repoRoot, encoding: 'utf8', timeout: 60_000},
    );
  const order = (stdout: string) =>
    stdout
      .split('\n')
      .filter((line) => line === 'command started' || /^genDocs: \d+ source pages/.test(line))
      .map((line) => (line === 'command started' ? 'command' : 'generated'));
  const fresh = start();
  assert.equal(fresh.status, 0, fresh.stderr);
  assert.deepEqual(order(fresh.stdout), ['generated', 'command'], fresh.stdout);
  const again = start();
  assert.equal(again.status, 0, again.stderr);
  assert.deepEqual(order(again.stdout), ['command', 'generated'], again.stdout);
});
