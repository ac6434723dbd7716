import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import {join} from 'node:path';
import {escapeCell, escapeText, inlineCode, codeBlock, table, yamlString} from '../src/mdx';
import {buildReference} from '../src/generate';
import {pathsFor, repoRoot} from '../src/paths';
import {renderSource} from '../src/render/source';
import {renderEntity, modelEdges} from '../src/render/entity';
import type {Aspect, Entity, Source} from '../src/schema';

/** Strings that break MDX or Markdown tables when written without escaping. */
const HOSTILE = [
  '{process.exit(1)}',
  '<script>alert("owned")</script>',
  'left | middle | right',
  'use `backticks` here',
  '*bold* and _italic_ and **strong**',
  '<div className="x">',
  'a < b and c > d',
  '}{ unbalanced {{',
  '# not a heading',
  '- not a list',
  '1. not a numbered list',
  ':::danger not an admonition',
  '[not a link](https://example.com)',
  'see https://docs.example.com/user_guide/page_(1) or www.example.com or ops_team@example.com',
  '&amp; stays &lt;literal&gt;',
  'back\\slash \\{ escaped \\}',
  '~~not struck~~ and ![not an image](x.png)',
  'export const x = 1',
  'import y from "z"',
];

/** Compiles MDX like Docusaurus does (MDX 3 with GFM tables) and renders it to HTML. */
async function renderMdx(source: string): Promise<string> {
  const {evaluate} = await import('@mdx-js/mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  // Generated pages import a CSS module and site components; give the compiled page stand-ins instead
  // (StaticContent renders its children on the server, as here; the recipe builder is a button).
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import styles from .*$/m, 'export const styles = {};')
    .replace(/^import StaticContent from .*$/m, 'export const StaticContent = (props) => <div>{props.children}</div>;')
    .replace(/^import RecipeBuilder from .*$/m, 'export const RecipeBuilder = () => null;');
  const {default: Content} = await evaluate(body, {...runtime, remarkPlugins: [remarkGfm]} as Parameters<
    typeof evaluate
  >[1]);
  return renderToStaticMarkup(createElement(Content));
}

/** Links that leave the site: genDocs writes only relative ones, so any other came from data text. */
function externalLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]).filter((href) => !/^(\.|#)/.test(href));
}

/**
 * Compiles a page with Docusaurus' own MDX pipeline (its heading ids and table of contents, GFM, directives)
 * and returns the compiled JavaScript: the hrefs of links and the table of contents can be read from it.
 */
async function compileWithDocusaurus(page: string, file: string): Promise<string> {
  const {createProcessorUncached} = (await import('@docusaurus/mdx-loader/lib/processor.js')) as unknown as {
    createProcessorUncached: (options: unknown) => Promise<{process: (file: unknown) => Promise<{content: string}>}>;
  };
  const processor = await createProcessorUncached({
    format: 'mdx',
    options: {
      markdownConfig: {
        anchors: {maintainCase: false},
        emoji: true,
        mermaid: true,
        hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'},
        mdx1Compat: {comments: true, admonitions: true, headingIds: true},
      },
      admonitions: true,
      staticDirs: [],
      siteDir: repoRoot,
    },
  });
  const content = page.replace(/^---\n[\s\S]*?\n---\n/, '');
  return (await processor.process({content, filePath: join(repoRoot, file), frontMatter: {}, compilerName: 'server'}))
    .content;
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function hostileSource(): Source {
  const note = HOSTILE.join(' ');
  return {
    id: 'hostile',
    name: 'Hostile <Source> {name}',
    category: 'Other',
    status: 'testing',
    description: 'A description with {braces} and <tags>.',
    overview: HOSTILE,
    logo: {monogram: 'Ho', color: '#123456'},
    install: {extra: 'hostile'},
    capabilities: HOSTILE.map((_, i) => ({
      capability: (['lineage', 'tags', 'domains', 'ownership'] as const)[i % 4],
      note,
    })).slice(0, 4),
    prerequisites: HOSTILE.map((h) => ({
      title: h,
      description: h,
      code: {language: 'sql' as const, content: `select '${h}';\n\`\`\`\nstill code`},
    })),
    config: HOSTILE.map((h, i) => ({
      name: `field_${i}`,
      type: 'enum' as const,
      required: i % 2 === 0,
      description: h,
      allowedValues: [h, `|${i}|`],
      ...(i % 2 === 1 ? {default: h} : {}),
    })),
    recipe: 'source:\n  type: hostile\n  config:\n    field_0: "{x} | `y` <z>"\n',
    limitations: HOSTILE,
    related: {entities: ['dataset']},
  };
}

test('escapeText leaves no character that MDX or Markdown would interpret', () => {
  for (const value of HOSTILE) {
    // The only markup escapeText writes: one character in a span, which stops GFM autolinks.
    const escaped = escapeText(value).replace(/<span>[:.@]<\/span>/g, '');
    assert.doesNotMatch(escaped, /(^|[^\\])[{}<`*_|[\]]/, `unescaped special character in ${escaped}`);
  }
  assert.equal(escapeText('  many   spaces\nand lines '), 'many spaces and lines');
  assert.equal(escapeCell('a | b'), 'a \\| b');
  assert.equal(inlineCode('a`b|c'), '``a`b\\|c``');
  assert.equal(codeBlock('text', 'x\n```\ny'), '````text\nx\n```\ny\n````');
  assert.equal(yamlString('say "hi"\n: now'), '"say \\"hi\\" : now"');
});

test('hostile text in a source page renders literally and breaks no table', async () => {
  const page = renderSource({file: 'genDocs/data/sources/hostile.yaml', value: hostileSource()}, 1, new Map(), false);
  const html = await renderMdx(page);
  const text = textOf(html);
  for (const value of HOSTILE) {
    assert.ok(text.includes(value.replace(/\s+/g, ' ')), `"${value}" is not shown literally`);
  }
  assert.doesNotMatch(html, /<script/i, 'a script element was rendered');
  assert.doesNotMatch(html, /<div className/, 'raw HTML from data was rendered');
  assert.doesNotMatch(html, /<h1/, 'data text became a heading');
  // Neither Markdown link syntax nor a bare URL or e-mail address in data becomes a link: every link on
  // the page is one genDocs wrote, to another page of the site.
  assert.doesNotMatch(html, />not a link<\/a>/, 'Markdown link syntax in data became a link');
  assert.deepEqual(externalLinks(html), [], 'data text became a link');
  assert.doesNotMatch(html, /<img/, 'Markdown image syntax in data became an image');
  assert.doesNotMatch(html, /<(del|em|strong)>(?!Deprecated|required|Supported)/, 'data text became emphasis');
  // Every table keeps its column count: the capabilities (3), configuration (4) tables.
  for (const tableHtml of html.match(/<table>[\s\S]*?<\/table>/g) ?? []) {
    const rows = tableHtml.match(/<tr>[\s\S]*?<\/tr>/g) ?? [];
    const widths = new Set(rows.map((row) => (row.match(/<t[hd][ >]/g) ?? []).length));
    assert.equal(widths.size, 1, `a table has rows of different widths: ${[...widths].join(', ')}`);
  }
  assert.match(html, /<code class="language-yaml"|<code>/);
});

test('hostile text in an entity page renders literally', async () => {
  const aspect: Aspect = {
    name: 'hostileKey',
    kind: 'key',
    description: HOSTILE.join(' '),
    fields: HOSTILE.map((h, i) => ({name: `f${i}`, type: 'string', required: true, description: h})),
  };
  const entity: Entity = {
    name: 'hostile',
    displayName: 'Hostile {entity} <x>',
    category: 'core',
    description: HOSTILE,
    urn: {
      format: 'urn:li:hostile:{id}|`x`',
      example: 'urn:li:hostile:<id>',
      parts: HOSTILE.map((h) => ({name: h, description: h})),
    },
    keyAspect: 'hostileKey',
    aspects: [],
    searchable: true,
    browsable: false,
  };
  const aspects = new Map([[aspect.name, aspect]]);
  const page = renderEntity(
    {file: 'genDocs/data/entities/hostile.yaml', value: entity},
    1,
    new Map([[entity.name, entity]]),
    aspects,
    modelEdges([entity], aspects),
    [],
  );
  const html = await renderMdx(page);
  const text = textOf(html);
  for (const value of HOSTILE)
    assert.ok(text.includes(value.replace(/\s+/g, ' ')), `"${value}" is not shown literally`);
  assert.doesNotMatch(html, /<script/i);
});

/** Bare addresses in every form GFM's autolink-literal links, each with text around it. */
const ADDRESSES = [
  'such as https://nifi.example.com:8443/nifi/. For a cluster',
  'owner emails such as jdoe@example.com become users',
  'see http://example.com/a_b?c=1#d, then',
  'at www.example.com and WWW.EXAMPLE.ORG/path.',
  '(mailto:ops@example.com) and xmpp:bot@chat.example.com/res',
  'a_www.example.com and x@y.example.co.uk',
  '://starts with a scheme separator',
];

test('bare URLs and e-mail addresses in data text render as exactly that text, not as links', async () => {
  for (const value of ADDRESSES) {
    const html = await renderMdx(`${escapeText(value)}\n`);
    assert.deepEqual(externalLinks(html), [], `"${value}" became a link: ${html}`);
    assert.equal(textOf(html).trim(), value, `"${value}" is not shown exactly as written`);
    // In a table cell too.
    const cell = await renderMdx(`${table(['Notes'], [[escapeCell(value)]])}\n`);
    assert.deepEqual(externalLinks(cell), [], `"${value}" became a link in a table`);
    assert.ok(textOf(cell).includes(value), `"${value}" is not shown exactly in a table`);
  }
});

test('in a heading, an address stays text in the page and in the table of contents', async () => {
  const source = hostileSource();
  source.prerequisites = [{title: 'Reach https://nifi.example.com:8443/nifi/ as ops@example.com', description: 'x'}];
  const compiled = await compileWithDocusaurus(
    renderSource({file: 'genDocs/data/sources/hostile.yaml', value: source}, 1, new Map(), false),
    'docs/generated/ingestion/sources/hostile.md',
  );
  assert.doesNotMatch(compiled, /href: "(https?:|mailto:)/, 'the heading text became a link');
  // Docusaurus writes the table of contents as HTML strings; the span must show the same characters.
  const entry = compiled.match(/"value": "(1\. Reach [^"]*)"/)?.[1] ?? '';
  assert.equal(
    entry.replace(/<\/?span>/g, ''),
    '1. Reach https://nifi.example.com:8443/nifi/ as ops@example.com',
    `table of contents entry: ${entry}`,
  );
});

test(
  'no generated page of the real data links text that the data wrote as plain text',
  {timeout: 120_000},
  async () => {
    const reference = buildReference(pathsFor(repoRoot));
    const pages = [
      ...[...reference.sources].map(([name, page]) => [`docs/generated/ingestion/sources/${name}`, page] as const),
      ...[...reference.entities].map(([name, page]) => [`docs/generated/metamodel/entities/${name}`, page] as const),
    ];
    // Only the pages with an address in their text: the others have nothing to link.
    const withAddresses = pages.filter(([, page]) => /<span>[:.@]<\/span>/.test(page));
    assert.ok(withAddresses.length >= 10, 'the real data has URLs and e-mail addresses in its text (nifi, looker...)');
    for (const [file, page] of withAddresses) {
      const compiled = await compileWithDocusaurus(page, file);
      const hrefs = [...compiled.matchAll(/href: "([^"]*)"/g)].map((m) => m[1]).filter((h) => !/^(\.|#)/.test(h));
      assert.deepEqual(hrefs, [], `${file} links data text`);
    }
  },
);
