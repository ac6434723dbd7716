import {test} from 'node:test';
import assert from 'node:assert/strict';
import staticProse, {MIN_RUN_WEIGHT, STATIC_PROSE_NAME, wrapStaticProse} from '../../src/mdx/staticProse';
import lazyStaticContent from '../../src/mdx/lazyStaticContent';

const doc = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

## Install

Run the **CLI** with [the guide](/docs/cli) and \`datahub version\`.

- one
- two

\`\`\`shell
pip install acryl-datahub
\`\`\`

<Tabs>
<TabItem value="yaml">

A paragraph inside a tab, with *emphasis* and a [link](/docs/cli).

- three
- four

</TabItem>
</Tabs>

| Option | Default |
| --- | --- |
| \`server\` | \`http://localhost:8080\` |

<div>raw</div>

Short.
`;

async function compiled(source: string) {
  // @mdx-js/mdx is ESM only; this file runs as CommonJS.
  const {compile} = (await import('@mdx-js/mdx')) as typeof import('@mdx-js/mdx');
  const remarkGfm = (await import('remark-gfm')).default;
  return String(await compile(source, {remarkPlugins: [remarkGfm, staticProse], recmaPlugins: [lazyStaticContent]}));
}

test('runs of plain Markdown are wrapped, code, components and HTML are not', async () => {
  const out = await compiled(doc);
  assert.match(out, new RegExp(`import ${STATIC_PROSE_NAME} from ['"]@site/src/components/StaticContent['"]`));
  // The heading, the paragraph and the list, in one wrapper, drawn lazily (lazyStaticContent matches the import).
  assert.match(
    out,
    new RegExp(
      `\\(${STATIC_PROSE_NAME}, \\{\\s*prose: true,\\s*render: \\(\\) => \\[[\\s\\S]*"Install"[\\s\\S]*"CLI"[\\s\\S]*"two"`,
    ),
  );
  const wrappers = out.match(new RegExp(`\\(${STATIC_PROSE_NAME}, \\{`, 'g')) ?? [];
  // The first run, the tab's prose, the table; the lone short paragraph after the HTML stays as it is.
  assert.equal(wrappers.length, 3);
  // The code block and the HTML are outside every wrapper: the code block still goes through the theme's pre.
  const firstWrapperEnd = out.indexOf('pip install');
  assert.ok(firstWrapperEnd > 0);
  assert.match(out, /_jsx\(Tabs, \{/);
});

test('a tree without plain Markdown worth wrapping gets no import', () => {
  const tree = {
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'text', value: 'Short.'}]},
      {type: 'code', value: 'x'},
    ],
  };
  assert.equal(wrapStaticProse(tree), 0);
  assert.equal(tree.children.length, 2);
  assert.ok(MIN_RUN_WEIGHT > 1);
});

test('a block holding anything else (an image, a component, raw HTML) is left out of a run, and splits it', () => {
  const paragraph = (text: string) => ({
    type: 'paragraph',
    children: [
      {type: 'text', value: text},
      {type: 'strong', children: [{type: 'text', value: 'x'}]},
      {type: 'text', value: '.'},
    ],
  });
  const withImage = {
    type: 'paragraph',
    children: [{type: 'mdxJsxTextElement', name: 'img', attributes: [], children: []}],
  };
  const tree = {type: 'root', children: [paragraph('a'), paragraph('b'), withImage, paragraph('c'), paragraph('d')]};
  assert.equal(wrapStaticProse(tree), 2);
  const [esm, first, image, second] = tree.children as {type: string; name?: string; children?: unknown[]}[];
  assert.equal(esm!.type, 'mdxjsEsm');
  assert.equal(first!.name, STATIC_PROSE_NAME);
  assert.equal(first!.children!.length, 2);
  assert.equal(image, withImage);
  assert.equal(second!.name, STATIC_PROSE_NAME);
});

test('a page that places StaticContent itself (the generated reference) is left as it is', async () => {
  const generated = `import StaticContent from '@site/src/components/StaticContent';\n\n### Key fields\n\nThe **key** of a [dataset](/docs/x) and its *parts*.\n\n- one\n- two\n`;
  const out = await compiled(generated);
  assert.doesNotMatch(out, new RegExp(STATIC_PROSE_NAME));
  assert.match(await compiled(generated.replace(/^import .*\n/, '')), new RegExp(`\\(${STATIC_PROSE_NAME}, \\{`));
});
