// Bundler loader for .docusaurus/registry.js in the live preview (see index.ts). Each entry is
// `[() => import("@site/docs/page.md"), "@site/docs/page.md", require.resolveWeak("@site/docs/page.md")]`.
// A weak reference still makes the bundler build the module (it only keeps it out of the chunks), so with
// it every page would be compiled at start-up, lazy compilation or not. The dev server renders in the
// browser only, where the id serves react-loadable to tell whether a module is already loaded: the path
// string, which is never a module id, makes it load the page's code on demand, as it does anyway.
const WEAK = /require\.resolveWeak\(("[^"]+")\)/g;

module.exports = function registryWithoutWeakReferences(source) {
  const out = source.replace(WEAK, '$1');
  if (out === source && source.includes('import(')) {
    // The framework changed the registry's shape: fail loudly rather than compile every page unnoticed.
    throw new Error(
      `${this.resourcePath}: no registry entry matched src/plugins/dev-lazy-compilation/registryLoader.cjs; update its pattern to the new format.`,
    );
  }
  return out;
};
