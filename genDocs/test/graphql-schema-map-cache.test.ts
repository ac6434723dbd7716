import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {buildSchema} from 'graphql';
import {memoizeSchemaMap, schemaMapModulePath} from '../src/graphqlSchemaMapCache';

// The module graphql-markdown's printer reads the schema map from (the one memoizeSchemaMap replaces).
const introspection = createRequire(__filename)(schemaMapModulePath()) as {
  getSchemaMap: (schema: object) => Record<string, Record<string, unknown> | undefined>;
};

test("the printer's schema map is computed once per schema, and is the map graphql-markdown computes", () => {
  const schema = buildSchema(
    'type Query { tag(urn: String!): Tag }\ntype Tag { urn: String!, name: String }\nenum Kind { A B }\ninput TagInput { name: String }',
  );
  const expected = introspection.getSchemaMap(schema);
  assert.ok(expected.objects?.Tag, 'graphql-markdown itself lists the Tag object');
  assert.equal(memoizeSchemaMap(), true, 'an upgrade moved getSchemaMap: see genDocs/src/graphqlSchemaMapCache.ts');
  const first = introspection.getSchemaMap(schema);
  assert.equal(introspection.getSchemaMap(schema), first, 'the second call returns the kept map');
  assert.deepEqual(Object.keys(first), Object.keys(expected));
  for (const kind of Object.keys(expected))
    assert.deepEqual(Object.keys(first[kind] ?? {}), Object.keys(expected[kind] ?? {}), kind);
  const other = buildSchema('type Query { ok: Boolean }\ntype Other { id: ID }');
  assert.ok(introspection.getSchemaMap(other).objects?.Other, 'another schema gets its own map');
});
