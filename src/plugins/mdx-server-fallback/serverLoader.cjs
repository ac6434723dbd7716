// The server bundle's MDX loader (see index.ts): the framework's, which waits for the client bundle's compile of
// the same file, plus a way out when the client bundle will never compile it.
const {mdxLoader} = require('@docusaurus/mdx-loader/lib/loader.js');
const {fallbackState} = require('./state.cjs');

/**
 * Compiles the file as the framework's loader does, without the cross-compiler cache: on this compiler alone.
 * The loader context is the real one but for its options and its callback.
 */
function compileAlone(context, content, options) {
  return new Promise((resolve, reject) => {
    const alone = Object.create(context, {
      getOptions: {value: () => ({...options, crossCompilerCache: undefined})},
      async: {value: () => (error, code) => (error ? reject(error) : resolve(code))},
    });
    mdxLoader.call(alone, content).catch(reject);
  });
}

module.exports = function mdxServerLoader(content) {
  const options = this.getOptions();
  const cache = options.crossCompilerCache;
  const state = fallbackState();
  if (!cache || cache.has(this.resource)) return mdxLoader.call(this, content);
  if (state.clientModulesBuilt) {
    // The client bundle has built every module it will build, without this file: compile it here.
    const callback = this.async();
    compileAlone(this, content, options).then((code) => callback(null, code), callback);
    return undefined;
  }
  // The framework's loader leaves a waiting entry in the cache (synchronously, before its first await); if the
  // client bundle has not taken it once it has built its modules, it is compiled here (state.cjs).
  const result = mdxLoader.call(this, content);
  const entry = cache.get(this.resource);
  if (entry)
    state.waiting.push({cache, resource: this.resource, entry, compile: () => compileAlone(this, content, options)});
  return result;
};
