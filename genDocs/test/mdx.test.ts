import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import {escapeCell, escapeText, inlineCode, codeBlock, yamlString} from '../src/mdx';
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
  // Generated pages import a CSS module; give the compiled page a stand-in object instead.
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import styles from .*$/m, 'export const styles = {};');
  const {default: Content} = await evaluate(body, {...runtime, remarkPlugins: [remarkGfm]} as Parameters<
    typeof evaluate
  >[1]);
  return renderToStaticMarkup(createElement(Content));
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
    const escaped = escapeText(value);
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
  // Bare URLs may become links (GFM autolinks), but Markdown link syntax from data must not.
  assert.doesNotMatch(html, />not a link<\/a>/, 'Markdown link syntax in data became a link');
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
