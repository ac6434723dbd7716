// Bundler loader for the framework's generated route table (see index.ts): .docusaurus/routes.js,
// registry.js and routesChunkNames.json. Options: {target: 'client' | 'server', generatedFilesDir,
// ssrRouteGroup (the module wrapping a split route's component on the server)}.

const {creatorCall, emitRoutes, parseRegistry, splitGeneratedRouteTable} = require('./routeTable.cjs');

const HEADER = `import ComponentCreator from '@docusaurus/ComponentCreator';\n`;

/** The route table every page loads: the split nodes without their leaves, and how to load each group. */
function mainRoutes(plan) {
  const groups = plan.splits.map((split) => {
    const load = split.groups.map(
      (group) =>
        `() => import(/* webpackChunkName: ${JSON.stringify(group.chunkName)} */ ${JSON.stringify(`./routes.js?group=${group.chunkName}`)})`,
    );
    return `{at: ${JSON.stringify(split.at)}, base: ${JSON.stringify(split.base)}, keys: ${JSON.stringify(split.keys)}, load: [\n${load.join(',\n')}\n]}`;
  });
  return (
    HEADER +
    `const routes = ${emitRoutes(plan.routes, creatorCall, (route) => plan.lazyLeaves.has(route))};\n` +
    `export default routes;\n` +
    `export const routeGroups = [\n${groups.join(',\n')}\n];\n`
  );
}

/** One group: its routes, and the registry and chunk-name entries they need, added to the main ones. */
function groupRoutes(plan, chunkName, file) {
  const group = plan.splits.flatMap((split) => split.groups).find((candidate) => candidate.chunkName === chunkName);
  if (!group) throw new Error(`${file}?group=${chunkName}: no such route group.`);
  // The module path in the middle is read only while rendering HTML (see route-data-trim): empty here too.
  const registry = [...group.registry].map(
    ([name, entry]) =>
      `${JSON.stringify(name)}: ${entry.replace(/, "([^"]+)", require\.resolveWeak\("\1"\)\]$/, ', "", require.resolveWeak("$1")]')}`,
  );
  return (
    HEADER +
    `import registry from '@generated/registry';\n` +
    `import routesChunkNames from '@generated/routesChunkNames';\n` +
    `Object.assign(registry, {\n${registry.join(',\n')}\n});\n` +
    `Object.assign(routesChunkNames, ${JSON.stringify(group.chunkNames)});\n` +
    `export default ${emitRoutes(group.leaves, creatorCall)};\n`
  );
}

/** The server's table: whole, each split route reporting its group's chunk so the page's HTML lists it. */
function serverRoutes(plan, ssrRouteGroup) {
  const chunkOf = new Map();
  for (const split of plan.splits)
    for (const group of split.groups) for (const leaf of group.leaves) chunkOf.set(leaf, group.chunkName);
  const component = (marker, route) =>
    chunkOf.has(route)
      ? `withRouteGroup(${creatorCall(marker)}, ${JSON.stringify(chunkOf.get(route))})`
      : creatorCall(marker);
  return (
    HEADER +
    `import withRouteGroup from ${JSON.stringify(ssrRouteGroup)};\n` +
    `export default ${emitRoutes(plan.routes, component)};\n`
  );
}

module.exports = function routeTableLoader(source) {
  const {target, generatedFilesDir, ssrRouteGroup} = this.getOptions();
  const {files, plan} = splitGeneratedRouteTable(generatedFilesDir);
  for (const file of Object.values(files)) this.addDependency(file);
  const file = this.resourcePath;

  if (file === files.routes) {
    const group = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('group');
    if (target === 'server') return serverRoutes(plan, ssrRouteGroup);
    return group === null ? mainRoutes(plan) : groupRoutes(plan, group, file);
  }
  if (target === 'server') return source;
  if (file === files.registry) {
    if (!source.startsWith('export default {')) {
      throw new Error(
        `${file}: does not start with "export default {"; update src/plugins/route-table-split/loader.cjs.`,
      );
    }
    const kept = [...parseRegistry(source, file)].filter(([name]) => !plan.lazyOnlyRegistry.has(name));
    return `export default {\n${kept.map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry}`).join(',\n')}\n};\n`;
  }
  if (file === files.chunkNames) {
    const chunkNames = JSON.parse(source);
    for (const key of plan.lazyChunkNameKeys) delete chunkNames[key];
    return JSON.stringify(chunkNames);
  }
  throw new Error(`${file}: not a route table file; src/plugins/route-table-split/index.ts matched it by mistake.`);
};
