import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseMarkdownFile} from '@docusaurus/utils';
import type {ParseFrontMatter} from '@docusaurus/types';
import {LoadedSignatures, metadataSignature, metadataText} from '../../src/plugins/docs-body-edits/signature';
import {pollingOptions} from '../../src/plugins/docs-body-edits';

// Which saves in the live preview reload the docs plugin (src/plugins/docs-body-edits): those that change
// what a doc's metadata is made from (front matter, title, description) or its card list; not body edits.

const parseFrontMatter: ParseFrontMatter = (params) => params.defaultParseFrontMatter(params);

const doc = ({
  front = 'sidebar_position: 2',
  title = 'Quickstart',
  intro = 'Run DataHub on a laptop.',
  body = 'Install the CLI.',
} = {}) => `---\n${front}\n---\n\n# ${title}\n\n${intro}\n\n## Install\n\n${body}\n`;

const decide = async (before: string, after: string) => {
  const signatures = new LoadedSignatures(parseFrontMatter);
  await signatures.needsReload('docs/page.md', before);
  return signatures.needsReload('docs/page.md', after);
};

test('a body edit after the description does not reload the docs; metadata text does', async () => {
  const base = doc();
  assert.equal(await decide(base, doc({body: 'Install the CLI with pip.'})), false, 'body');
  assert.equal(
    await decide(base, base.replace('\n## Install', '\nA new paragraph.\n\n## Install')),
    false,
    'paragraph',
  );
  assert.equal(await decide(base, doc({front: 'sidebar_position: 3'})), true, 'front matter');
  assert.equal(await decide(base, doc({title: 'Quick start'})), true, 'title');
  assert.equal(await decide(base, doc({intro: 'Run DataHub locally.'})), true, 'first paragraph: the description');
  assert.equal(
    await decide(
      doc({front: 'description: Set up DataHub.'}),
      doc({front: 'description: Set up DataHub.', intro: 'Other.'}),
    ),
    true,
    'the excerpt is compared even when the front matter has a description (the plugin still reads it)',
  );
  assert.equal(await decide(base, `${base}\n<DocCardList />\n`), true, 'a card list (route-data-trim reads it)');
  assert.equal(await decide(base, base), false, 'the same text saved again');
});

test('an unknown file, or text the framework cannot parse, reloads', async () => {
  const signatures = new LoadedSignatures(parseFrontMatter);
  assert.equal(await signatures.needsReload('docs/new.md', doc()), true, 'never seen');
  assert.equal(await signatures.needsReload('docs/new.md', doc({body: 'more'})), false, 'seen since');
  // Each text parsed once: the front matter parser keeps what it parsed by text.
  assert.equal(
    await metadataSignature('docs/new.md', '---\ntitle: [one\n---\n\n# Page\n', parseFrontMatter),
    undefined,
  );
  assert.equal(
    await signatures.needsReload('docs/new.md', '---\ntitle: [two\n---\n\n# Page\n'),
    true,
    'bad front matter',
  );
  signatures.forget('docs/new.md');
  assert.equal(await signatures.needsReload('docs/new.md', doc()), true, 'forgotten (renamed, removed)');
});

test('fill records what the load read, and not a file modified since the load started', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-body-edits-'));
  try {
    const old = join(dir, 'old.md');
    const recent = join(dir, 'recent.md');
    writeFileSync(old, doc());
    writeFileSync(recent, doc());
    const loadStartedAt = Date.now() - 60_000;
    utimesSync(old, new Date(loadStartedAt - 60_000), new Date(loadStartedAt - 60_000));
    const signatures = new LoadedSignatures(parseFrontMatter);
    await signatures.fill([old, recent, join(dir, 'missing.md')], loadStartedAt);
    assert.equal(signatures.size, 1);
    assert.equal(await signatures.needsReload(old, doc({body: 'edited'})), false, 'known: a body edit');
    assert.equal(await signatures.needsReload(recent, doc({body: 'edited'})), true, 'saved after the load began');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("metadataText reads every doc as the framework's parseMarkdownFile does (guards an upgrade of @docusaurus/utils)", async () => {
  const files = readdirSync('docs', {recursive: true})
    .map(String)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join('docs', name));
  assert.ok(files.length > 100, `docs found: ${files.length}`);
  for (const filePath of files) {
    const fileContent = readFileSync(filePath, 'utf8');
    const framework = await parseMarkdownFile({filePath, fileContent, parseFrontMatter});
    const ours = await metadataText(filePath, fileContent, parseFrontMatter);
    assert.deepEqual(
      [ours.frontMatter, ours.contentTitle, ours.excerpt],
      [framework.frontMatter, framework.contentTitle, framework.excerpt],
      filePath,
    );
  }
});

test('the Markdown watcher polls when the dev server was started with --poll', () => {
  assert.deepEqual(pollingOptions(['node', 'docusaurus', 'start']), {});
  assert.deepEqual(pollingOptions(['node', 'docusaurus', 'start', '--poll']), {usePolling: true});
  assert.deepEqual(pollingOptions(['node', 'docusaurus', 'start', '--poll', '1000']), {
    usePolling: true,
    interval: 1000,
  });
  assert.deepEqual(pollingOptions(['node', 'docusaurus', 'start', '--poll', '--port', '3000']), {usePolling: true});
});
