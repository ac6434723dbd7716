/**
 * What keeps the recipe builder out of a source page's first load (src/components/RecipeBuilder): the
 * launcher the page imports statically imports nothing but React, and reaches the builder only through
 * import(); the builder reaches the source's data only through import(); no file of it imports a CSS
 * module (the framework puts every CSS module in the stylesheet all pages load), a YAML library or genDocs
 * code (types aside). The browser test tests/e2e/recipe-builder.spec.ts checks the built page's files.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

const dir = join(__dirname, '..', '..', 'src', 'components', 'RecipeBuilder');

/** Module specifiers of the static imports and re-exports of a file, without `import type`. */
function staticImports(text: string): string[] {
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

function dynamicImports(text: string): string[] {
  return [...text.matchAll(/\bimport\(\s*(['"`])([^'"`]+)\1/g)].map((m) => m[2]);
}

test('the launcher imports only React; the builder comes through import()', () => {
  const launcher = readFileSync(join(dir, 'index.tsx'), 'utf8');
  assert.deepEqual(staticImports(launcher), ['react']);
  assert.deepEqual(dynamicImports(launcher), ['./Builder']);
});

test("the source's data comes through import() of its own JSON module, only from the lazy builder", () => {
  const builder = readFileSync(join(dir, 'Builder.tsx'), 'utf8');
  assert.deepEqual(dynamicImports(builder), ['../../data/generated/recipe-builder/${source}.json']);
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && f !== 'Builder.tsx')) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const specifier of [...staticImports(text), ...dynamicImports(text)])
      assert.doesNotMatch(specifier, /data\/generated/, `${file} imports ${specifier}`);
  }
});

test('no file of the builder imports a CSS module, a YAML library or genDocs code', () => {
  assert.deepEqual(
    readdirSync(dir).filter((f) => /\.(s?css)$/.test(f)),
    [],
    'styles live in styles.ts and load with the code',
  );
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f))) {
    for (const specifier of staticImports(readFileSync(join(dir, file), 'utf8'))) {
      assert.ok(!/^yaml$|genDocs|\.s?css$/.test(specifier), `${file} imports ${specifier}`);
    }
  }
});

test('every class name the builder uses has a rule in its styles', async () => {
  const {BUILDER_CSS, styles} = await import('../../src/components/RecipeBuilder/styles');
  for (const name of Object.values(styles)) assert.match(BUILDER_CSS, new RegExp(`\\.${name}\\b`), name);
});
