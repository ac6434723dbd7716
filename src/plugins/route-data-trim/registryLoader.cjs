// Bundler loader for .docusaurus/registry.js (see index.ts): empties the module-path string of each entry.
const ENTRY = /, "([^"]+)", require\.resolveWeak\("\1"\)\]/g;

module.exports = function trimRegistry(source) {
  const trimmed = source.replace(ENTRY, (_entry, path) => `, "", require.resolveWeak("${path}")]`);
  if (trimmed === source && source.includes('require.resolveWeak')) {
    // The framework changed the registry's shape: fail loudly rather than ship it untrimmed unnoticed.
    throw new Error(
      `${this.resourcePath}: no registry entry matched src/plugins/route-data-trim/registryLoader.cjs; update its pattern to the new format.`,
    );
  }
  return trimmed;
};
