/** A speed-up for the graphql-markdown run (graphqlMarkdownRun.ts); see memoizeSchemaMap. */
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

type SchemaMapModule = {getSchemaMap?: (schema: object) => unknown};

/** The file of the `@graphql-markdown/graphql` copy that graphql-markdown's printer loads. */
export function schemaMapModulePath(): string {
  const require = createRequire(__filename);
  const printer = dirname(require.resolve('@graphql-markdown/printer-legacy/package.json'));
  return join(dirname(require.resolve('@graphql-markdown/graphql', {paths: [printer]})), 'introspection.js');
}

/**
 * graphql-markdown's printer asks for the schema's type map once per section of every type it prints
 * (`getSchemaMap`, in @graphql-markdown/graphql 1.2), and each call rebuilds it by spreading an object once
 * per type: about 1,800 calls of 650 spreads each, 5 of the 9 s the run took. The schema does not change
 * while it prints, so the map is kept per schema. The printer calls the function through the module's
 * exports at call time, so replacing the export is enough. If a new version moves it, the run carries on
 * unchanged and says so; genDocs/test/graphql-schema-map-cache.test.ts fails then.
 */
export function memoizeSchemaMap(): boolean {
  try {
    const introspection = createRequire(__filename)(schemaMapModulePath()) as SchemaMapModule;
    const original = introspection.getSchemaMap;
    if (typeof original !== 'function')
      throw new Error('no getSchemaMap in @graphql-markdown/graphql/introspection.js');
    const maps = new WeakMap<object, unknown>();
    introspection.getSchemaMap = (schema) => {
      if (!schema) return original(schema);
      if (!maps.has(schema)) maps.set(schema, original(schema));
      return maps.get(schema);
    };
    return true;
  } catch (error) {
    console.warn(`genDocs: graphql-markdown runs without the schema map cache (${(error as Error).message})`);
    return false;
  }
}
