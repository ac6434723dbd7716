import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeFileAtomic} from '../../../genDocs/src/write';
import {chunkNamesByModule, withModuleOrigins, type ClientManifest} from './manifest';

const PLUGIN = 'page-chunk-scripts';

/**
 * Lists each page's own script files in its HTML (deferred, beside main.js), as the framework means to:
 * see withModuleOrigins in manifest.ts for why it does not with this bundler.
 *
 * Runs in production client builds, after the bundler has written the client manifest and before the
 * pages are rendered. The dev server renders in the browser and has no manifest to mend.
 */
export default function pageChunkScriptsPlugin(context: LoadContext): Plugin {
  const manifestFile = join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = join(context.generatedFilesDir, 'registry.js');
  return {
    name: PLUGIN,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {afterEmit: {tap(name: string, fn: () => void): void}}}) {
              // afterEmit: the manifest is written in the emit hook (react-loadable-ssr-addon).
              compiler.hooks.afterEmit.tap(PLUGIN, () => {
                const byModule = chunkNamesByModule(readFileSync(registryFile, 'utf8'), registryFile);
                const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
                writeFileAtomic(
                  manifestFile,
                  JSON.stringify(withModuleOrigins(manifest, byModule, manifestFile).manifest),
                );
              });
            },
          },
        ],
      };
    },
  };
}
