/**
 * The client manifest react-loadable-ssr-addon writes (.docusaurus/client-manifest.json) and the
 * framework reads when it renders each page to HTML, to list the page's script files.
 */
export type ClientManifest = {
  entrypoints: string[];
  /** What a page reports it rendered -> the chunk ids it needs (its own and the ones split from it). */
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, {file: string}[]>>;
};

// One entry of .docusaurus/registry.js:
//   "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" */ "<module>"), "<module>", require.resolveWeak("<module>")],
const REGISTRY_ENTRY =
  /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\]/gm;

/** Module path (what a rendered page reports) -> chunk name (what the manifest knows), from registry.js. */
export function chunkNamesByModule(registrySource: string, registryFile: string): Map<string, string> {
  const byModule = new Map<string, string>();
  for (const [, chunkName, modulePath] of registrySource.matchAll(REGISTRY_ENTRY)) byModule.set(modulePath, chunkName);
  if (byModule.size === 0 && registrySource.includes('webpackChunkName')) {
    // The framework changed the registry's format: fail the build rather than lose the scripts silently.
    throw new Error(
      `${registryFile}: no entry matched src/plugins/page-chunk-scripts/manifest.ts (REGISTRY_ENTRY); update the pattern to the new format.`,
    );
  }
  return byModule;
}

/**
 * Adds an origin per page module, pointing at the chunks of that module's named chunk.
 *
 * Why: with webpack 5 and Rspack the addon keys origins by chunk name ("0e384e19"), while the rendered
 * page reports module paths ("@site/docs/cli.md"), so the lookup finds only the entry point and each
 * page's HTML lists runtime~main.js and main.js alone. Its own chunks were then requested only after
 * main.js had downloaded and run. With these origins the framework writes a deferred script tag per
 * chunk, so the browser fetches them beside main.js; the runtime reuses those tags instead of
 * requesting the files again.
 */
export function withModuleOrigins(
  manifest: ClientManifest,
  byModule: Map<string, string>,
  manifestFile: string,
): {manifest: ClientManifest; added: number} {
  if (!manifest || typeof manifest.origins !== 'object' || manifest.origins === null) {
    throw new Error(`${manifestFile}: field "origins" is missing; the client manifest format changed.`);
  }
  const origins = {...manifest.origins};
  let added = 0;
  for (const [modulePath, chunkName] of byModule) {
    const chunks = manifest.origins[chunkName];
    // A module the bundler merged into another chunk has no named chunk of its own: nothing to add.
    if (!chunks || origins[modulePath]) continue;
    origins[modulePath] = chunks;
    added += 1;
  }
  return {manifest: {...manifest, origins}, added};
}
