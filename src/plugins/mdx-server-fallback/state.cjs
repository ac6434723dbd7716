// State shared by the plugin (index.ts, loaded by the config loader) and the server loader (loaded by the
// bundler): one object per process on a global symbol, since the two may not share a module cache.
const KEY = Symbol.for('datahub-docs.mdx-server-fallback');

/**
 * @returns {{clientModulesBuilt: boolean, waiting: Array<{cache: Map<string, unknown>, resource: string, entry: {resolve(code: string): void, reject(error: unknown): void}, compile(): Promise<string>}>}}
 */
function fallbackState() {
  globalThis[KEY] ??= {clientModulesBuilt: false, waiting: []};
  return globalThis[KEY];
}

/** A new client compilation: nothing built yet, nothing waiting. */
function clientCompilationStarted() {
  const state = fallbackState();
  state.clientModulesBuilt = false;
  state.waiting = [];
}

/**
 * The client compilation has built all its modules. A server compile still waiting for one of them never gets
 * it: compile it on the server, and return how many there were.
 */
function clientModulesBuilt() {
  const state = fallbackState();
  state.clientModulesBuilt = true;
  const stranded = state.waiting.filter(({cache, resource, entry}) => cache.get(resource) === entry);
  state.waiting = [];
  for (const {cache, resource, entry, compile} of stranded) {
    cache.delete(resource);
    compile().then(entry.resolve, entry.reject);
  }
  return stranded.map(({resource}) => resource);
}

module.exports = {fallbackState, clientCompilationStarted, clientModulesBuilt};
