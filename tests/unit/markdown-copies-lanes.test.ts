import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {convertInLanes, MIN_BYTES_FOR_WORKERS, splitJobs} from '../../src/plugins/markdown-copies/lanes';
import {convertJobs, type ConvertJob} from '../../src/plugins/markdown-copies/convertJobs';
import {buildMarkdownCopies} from '../../src/plugins/markdown-copies/build';
import {copiesManifest} from '../support/copies-manifest';

const shared = {
  siteOrigin: 'https://docs.example.com',
  baseUrl: '/',
  permalinks: [['/site/docs/a.md', '/docs/a']] as [string, string][],
  builtAssets: [],
};

/** A page of about `kb` KB: headings, lists, a table, a code block, links and an admonition. */
function page(name: string, kb: number): ConvertJob {
  const block = [
    `## Section of ${name}`,
    'Some *text* with a [link](./a.md#part) and `code`.',
    '- one\n- two',
    '| a | b |\n| --- | --- |\n| 1 | 2 |',
    '```yaml\nsource:\n  type: file\n```',
    ':::note\nA note.\n:::',
  ].join('\n\n');
  const source = `---\ntitle: ${name}\n---\n\n${Array.from({length: Math.ceil((kb * 1024) / block.length)}, () => block).join('\n\n')}\n`;
  return {sourceFile: `/site/docs/${name}.md`, pageUrl: `https://docs.example.com/docs/${name}`, title: name, source};
}

test('jobs are split by size; the same source text stays in one lane; every job once', () => {
  const jobs = [
    page('a', 40),
    page('b', 10),
    page('c', 30),
    {...page('a', 40), sourceFile: '/site/v1/a.md'},
    page('d', 20),
  ];
  const lanes = splitJobs(jobs, 2);
  assert.equal(lanes.length, 2);
  assert.deepEqual(lanes.flat().sort(), [0, 1, 2, 3, 4]);
  const laneOf = (index: number) => lanes.findIndex((lane) => lane.includes(index));
  assert.equal(laneOf(0), laneOf(3), 'two versions of one text are parsed by one lane');
  // Largest first into the lighter lane: a (40, once for both copies) | c (30); d (20) joins c, b (10) joins a.
  assert.deepEqual(lanes, [
    [0, 1, 3],
    [2, 4],
  ]);
  assert.deepEqual(splitJobs(jobs, 2), lanes, 'the same jobs give the same lanes');
  assert.deepEqual(splitJobs(jobs, 1), [[0, 1, 2, 3, 4]]);
  assert.deepEqual(splitJobs([], 2), []);
});

test('two lanes (one a worker thread) give the same copies, in order, as one', async () => {
  const jobs = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => page(name, 50));
  assert.ok(jobs.reduce((sum, job) => sum + job.source.length, 0) >= MIN_BYTES_FOR_WORKERS);
  const inOne = await convertJobs(jobs, shared);
  const split = await convertInLanes(jobs, shared, 2);
  assert.equal(split.lanes, 2, 'a batch this large is split');
  assert.deepEqual(split.results, inOne);
  assert.ok(
    inOne.every(
      (result) => 'markdown' in result && /\(https:\/\/docs\.example\.com\/docs\/a#part\)/.test(result.markdown),
    ),
  );
  // A small batch is not worth a thread.
  assert.equal((await convertInLanes(jobs.slice(0, 1), shared, 2)).lanes, 1);
});

test('a page that cannot be parsed, in a worker lane, names its file and nothing is written', async () => {
  const root = mkdtempSync(join(tmpdir(), 'copies-lanes-'));
  mkdirSync(join(root, 'docs'));
  const docs = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => {
    const file = join(root, 'docs', `${name}.md`);
    // a, the largest, is converted in this thread; f, the next, in the worker. f has an unclosed JSX tag.
    const size = name === 'a' ? 60 : name === 'f' ? 55 : 50;
    writeFileSync(file, name === 'f' ? `${page(name, size).source}\n<Tabs>\n` : page(name, size).source);
    return {id: name, title: name, description: '', permalink: `/docs/${name}`, sourceFile: file, unlisted: false};
  });
  const manifest = copiesManifest(root, docs);
  await assert.rejects(buildMarkdownCopies(manifest, {lanes: 2}), (error: Error) => {
    assert.match(error.message, new RegExp(`could not convert ${join(root, 'docs', 'f.md').replace(/[.]/g, '\\.')}: `));
    return true;
  });
  assert.deepEqual(readdirSync(root).sort(), ['docs'], 'no build folder written');
  // Fixed, the same build writes every copy.
  writeFileSync(docs[5]!.sourceFile, page('f', 55).source);
  assert.equal((await buildMarkdownCopies(manifest, {lanes: 2})).pages, 6);
});
