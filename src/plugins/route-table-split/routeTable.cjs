// The route table the framework generates (.docusaurus/routes.js, registry.js, routesChunkNames.json), read
// and split into groups loaded with the pages that need them (see index.ts). Plain CommonJS: the bundler's
// loaders require it, and the unit tests import it.

const {readFileSync} = require('node:fs');
const {join} = require('node:path');

/** A node's leaf routes are split off only when it has at least this many (a docs version has hundreds). */
const MIN_LEAVES_TO_SPLIT = 100;
/** Routes per group: about 4 KB compressed of route entries, module loaders and chunk names. */
const GROUP_SIZE = 64;

const COMPONENT = Symbol('component');

/**
 * Evaluates the generated routes.js with a stand-in for ComponentCreator, giving the route tree with each
 * `component` as `{[COMPONENT]: true, path, hash}`. The file is generated code: imports, then
 * `export default [...]` of object literals.
 */
function parseRoutes(source, file) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  if (body === source || !body.includes('return ')) {
    throw new Error(
      `${file}: no "export default" route list; update src/plugins/route-table-split/routeTable.cjs to the framework's new routes.js.`,
    );
  }
  let routes;
  try {
    routes = new Function('React', 'ComponentCreator', body)(undefined, (path, hash) => ({
      [COMPONENT]: true,
      path,
      hash,
    }));
  } catch (error) {
    throw new Error(
      `${file}: could not be read as a route list (${error.message}); update src/plugins/route-table-split/routeTable.cjs.`,
    );
  }
  if (!Array.isArray(routes)) throw new Error(`${file}: the default export is not a list of routes.`);
  return routes;
}

/** routesChunkNames.json's key for a route: its path and hash. */
const chunkNamesKey = (component) => `${component.path}-${component.hash}`;

/** Every chunk name in a route's routesChunkNames entry (values are names or nested objects of names). */
function chunkNamesIn(value, into = new Set()) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) chunkNamesIn(inner, into);
  return into;
}

/**
 * registry.js: `export default {`, then one entry a line,
 * `  "<chunk name>": [loader, "<module>", require.resolveWeak("<module>")],`, the last one ending `],};`.
 */
const REGISTRY_LINE = /^\s*"([^"]+)": (\[\(\) => import\(.*\)\]),?(?:\};)?$/;

function parseRegistry(source, file) {
  const entries = new Map();
  for (const line of source.split('\n')) {
    const match = REGISTRY_LINE.exec(line);
    if (match) entries.set(match[1], match[2]);
  }
  if (entries.size === 0 && source.includes('import(')) {
    throw new Error(
      `${file}: no entry matched src/plugins/route-table-split/routeTable.cjs (REGISTRY_LINE); update it to the framework's new registry.js.`,
    );
  }
  return entries;
}

/** The part of a leaf's path below its node's path that picks its group: one or two path segments. */
function segmentsBelow(base, path) {
  const rest = path.toLowerCase().slice(base.length);
  return rest.split('/').filter(Boolean);
}

const isLiteralPath = (path) => typeof path === 'string' && !/[:*?()+]/.test(path);

/**
 * Finds the nodes whose leaves are split off (a docs version's doc pages: hundreds of routes with no
 * children) and packs their leaves into groups by the first path segment below the node (two segments
 * when one segment alone holds more than GROUP_SIZE routes), in path order, GROUP_SIZE routes at most
 * per group unless one segment is larger.
 */
function planSplit(routes, slugPrefix = 'routes') {
  const splits = [];
  const visit = (nodes, at) => {
    nodes.forEach((node, index) => {
      const here = [...at, index];
      const children = node.routes;
      if (!Array.isArray(children)) return;
      const leaves = children.filter((child) => !child.routes && isLiteralPath(child.path));
      const base = typeof node.path === 'string' ? node.path.replace(/\/$/, '').toLowerCase() : null;
      if (base !== null && leaves.length >= MIN_LEAVES_TO_SPLIT) {
        const within = leaves.filter((leaf) => {
          const path = leaf.path.toLowerCase();
          return path === base || path.startsWith(`${base}/`);
        });
        if (within.length >= MIN_LEAVES_TO_SPLIT) {
          splits.push({at: here, base, leaves: within, node});
          return;
        }
      }
      visit(children, here);
    });
  };
  visit(routes, []);

  return splits.map(({at, base, leaves, node}) => {
    const bySegment = new Map();
    for (const leaf of leaves) {
      const first = segmentsBelow(base, leaf.path)[0] ?? '';
      if (!bySegment.has(first)) bySegment.set(first, []);
      bySegment.get(first).push(leaf);
    }
    // Keys: a segment, or "segment/next" when the segment alone is larger than a group.
    const byKey = new Map();
    for (const [first, members] of bySegment) {
      if (members.length <= GROUP_SIZE) {
        byKey.set(first, members);
        continue;
      }
      for (const leaf of members) {
        const key = `${first}/${segmentsBelow(base, leaf.path)[1] ?? ''}`;
        if (!byKey.has(key)) byKey.set(key, []);
        byKey.get(key).push(leaf);
      }
    }
    const groups = [];
    const keys = {};
    let current;
    for (const key of [...byKey.keys()].sort()) {
      const members = byKey.get(key);
      if (!current || current.leaves.length + members.length > GROUP_SIZE) {
        current = {leaves: []};
        groups.push(current);
      }
      current.leaves.push(...members);
      keys[key] = groups.length - 1;
    }
    const slug = `${slugPrefix}-${base.replace(/^\//, '').replace(/[^a-z0-9.]+/g, '-') || 'root'}`;
    groups.forEach((group, index) => {
      group.chunkName = `${slug}-${index}`;
    });
    return {at, base, node, keys, groups};
  });
}

/**
 * The whole plan from the three generated files' sources: which leaves, chunk-name entries and registry
 * entries go to which group, and which stay in the table every page loads.
 */
function splitRouteTable({routesSource, registrySource, chunkNamesSource, files}) {
  const routes = parseRoutes(routesSource, files.routes);
  const registry = parseRegistry(registrySource, files.registry);
  let chunkNames;
  try {
    chunkNames = JSON.parse(chunkNamesSource);
  } catch (error) {
    throw new Error(`${files.chunkNames}: not JSON (${error.message}).`);
  }
  const splits = planSplit(routes);

  const lazyLeaves = new Set(splits.flatMap((split) => split.groups.flatMap((group) => group.leaves)));
  // Chunk names still needed by the table every page loads stay in the main registry.
  const mainChunkNames = new Set();
  const visit = (nodes) => {
    for (const node of nodes) {
      if (lazyLeaves.has(node)) continue;
      if (node.component && node.component[COMPONENT])
        chunkNamesIn(chunkNames[chunkNamesKey(node.component)], mainChunkNames);
      if (Array.isArray(node.routes)) visit(node.routes);
    }
  };
  visit(routes);

  const lazyChunkNameKeys = new Set();
  const lazyOnlyRegistry = new Set();
  for (const split of splits) {
    for (const group of split.groups) {
      group.chunkNames = {};
      group.registry = new Map();
      for (const leaf of group.leaves) {
        const component = leaf.component;
        if (!component || !component[COMPONENT]) {
          throw new Error(`${files.routes}: route "${leaf.path}" has no ComponentCreator(...) component.`);
        }
        const key = chunkNamesKey(component);
        const entry = chunkNames[key];
        if (entry === undefined) throw new Error(`${files.chunkNames}: no entry "${key}" for route "${leaf.path}".`);
        group.chunkNames[key] = entry;
        lazyChunkNameKeys.add(key);
        for (const name of chunkNamesIn(entry)) {
          if (mainChunkNames.has(name)) continue;
          const loader = registry.get(name);
          if (loader === undefined)
            throw new Error(`${files.registry}: no entry "${name}" (used by route "${leaf.path}").`);
          group.registry.set(name, loader);
          lazyOnlyRegistry.add(name);
        }
      }
    }
  }
  return {routes, splits, lazyLeaves, lazyChunkNameKeys, lazyOnlyRegistry};
}

/** Reads the three generated files and plans the split; the last result is reused while they are unchanged. */
let memo;
function splitGeneratedRouteTable(generatedFilesDir) {
  const files = {
    routes: join(generatedFilesDir, 'routes.js'),
    registry: join(generatedFilesDir, 'registry.js'),
    chunkNames: join(generatedFilesDir, 'routesChunkNames.json'),
  };
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`${file}: cannot be read (${error.code ?? error.message}).`);
    }
  };
  const sources = {
    routesSource: read(files.routes),
    registrySource: read(files.registry),
    chunkNamesSource: read(files.chunkNames),
  };
  if (
    !memo ||
    memo.sources.routesSource !== sources.routesSource ||
    memo.sources.registrySource !== sources.registrySource ||
    memo.sources.chunkNamesSource !== sources.chunkNamesSource
  ) {
    memo = {sources, plan: splitRouteTable({...sources, files})};
  }
  return {files, plan: memo.plan};
}

/**
 * JavaScript source for a route tree; `component(marker, route)` writes each component expression, and
 * routes for which `omit(route)` is true are left out.
 */
function emitRoutes(value, component, omit = () => false, route = undefined) {
  if (Array.isArray(value)) {
    const items = value.filter((item) => !omit(item)).map((item) => emitRoutes(item, component, omit, item));
    return `[\n${items.join(',\n')}\n]`;
  }
  if (value && value[COMPONENT]) return component(value, route);
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(
      ([key, inner]) => `${JSON.stringify(key)}: ${emitRoutes(inner, component, omit, route)}`,
    );
    return `{${fields.join(', ')}}`;
  }
  return JSON.stringify(value);
}

const creatorCall = (marker) => `ComponentCreator(${JSON.stringify(marker.path)}, ${JSON.stringify(marker.hash)})`;

module.exports = {
  COMPONENT,
  GROUP_SIZE,
  MIN_LEAVES_TO_SPLIT,
  chunkNamesIn,
  creatorCall,
  emitRoutes,
  parseRegistry,
  parseRoutes,
  planSplit,
  splitGeneratedRouteTable,
  splitRouteTable,
};
