import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {reactUtilsPath} from '../../src/plugins/key-order-without-collator';
import {orderedEntries} from '../../src/plugins/key-order-without-collator/orderedEntries';

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsFiles(path) : name.endsWith('.js') ? [path] : [];
  });
}

// The request shapes the plugin replaces, read from its source so the test follows any change to it.
const pluginSource = readFileSync('src/plugins/key-order-without-collator/index.ts', 'utf8');
const REQUEST = new RegExp(/REACT_UTILS_REQUEST = \/(.*)\/;/.exec(pluginSource)![1]!);

test('every import of the theme’s React helpers inside theme-common is a request the plugin swaps', () => {
  const lib = dirname(reactUtilsPath());
  const requests = jsFiles(join(lib, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '([^']*reactUtils[^']*)'/g)].map((match) => match[1]!),
  );
  assert.ok(requests.length >= 5, `only ${requests.length} imports of reactUtils found`);
  for (const request of requests) assert.match(request, REQUEST, `${request} would keep the theme's module`);
  assert.doesNotMatch('@docusaurus-theme-common-react-utils-original', REQUEST);
});

test('the theme’s module still has the function replaced, and still orders keys with the collator', () => {
  const source = readFileSync(reactUtilsPath(), 'utf8');
  assert.match(source, /export function useShallowMemoObject\(/);
  // When this fails the theme no longer creates a collator here, and the swap can go.
  assert.match(source, /localeCompare/);
});

test('keys are put in one order whatever the order they were written in, without comparing by locale', () => {
  const collator = String.prototype.localeCompare;
  String.prototype.localeCompare = () => {
    throw new Error('localeCompare called');
  };
  try {
    const expected = [
      ['path', '/docs'],
      ['sidebar', 1],
      ['Zeta', true],
    ];
    assert.deepEqual(orderedEntries({sidebar: 1, path: '/docs', Zeta: true}).sort(), expected.sort());
    assert.deepEqual(
      orderedEntries({sidebar: 1, path: '/docs', Zeta: true}),
      orderedEntries({Zeta: true, path: '/docs', sidebar: 1}),
    );
    assert.deepEqual(
      orderedEntries({b: 2, a: 1}).map(([key]) => key),
      ['a', 'b'],
    );
  } finally {
    String.prototype.localeCompare = collator;
  }
});
