import {test} from 'node:test';
import assert from 'node:assert/strict';
import lazyStaticContent from '../../src/mdx/lazyStaticContent';

const page = (importLine: string) => `${importLine}
import Other from '@site/src/components/Other';

## Fields

<StaticContent>

#### Dataset.urn

The URN.

</StaticContent>

<Other>

Kept as elements.

</Other>
`;

async function compiled(source: string, development = false) {
  // @mdx-js/mdx is ESM only; this file runs as CommonJS.
  const {compile} = (await import('@mdx-js/mdx')) as typeof import('@mdx-js/mdx');
  return String(await compile(source, {development, recmaPlugins: [lazyStaticContent]}));
}

for (const development of [false, true]) {
  test(`StaticContent's children become a function, other components' stay elements (${development ? 'live preview' : 'build'})`, async () => {
    const out = await compiled(page("import StaticContent from '@site/src/components/StaticContent';"), development);
    assert.match(out, /\(StaticContent, \{\s*render: \(\) => \[/);
    assert.doesNotMatch(out, /\(StaticContent, \{\s*children/);
    assert.match(out, /\(Other, \{\s*children/);
    // The children are all still there, inside the function.
    assert.match(out, /render: \(\) => \[[\s\S]*"Dataset\.urn"[\s\S]*"The URN\."[\s\S]*\(Other,/);
  });
}

test('a component of the same name from elsewhere, or under another name, is matched by its import', async () => {
  const elsewhere = await compiled(page("import StaticContent from './StaticContent';"));
  assert.match(elsewhere, /\(StaticContent, \{\s*children/);
  const renamed = await compiled(
    page("import Kept from '@site/src/components/StaticContent';").replaceAll('StaticContent>', 'Kept>'),
  );
  assert.match(renamed, /\(Kept, \{\s*render: \(\) =>/);
});
