import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardDocIds, sourceReader, type LoadedVersion} from './cardDocs';

/**
 * Trims what the browser carries for every route of the site, in the files every page loads (the chunk
 * file names, which keep the runtime small, are src/plugins/chunk-file-names).
 *
 * 1. main.js: the module registry the framework writes to .docusaurus/registry.js. Each entry is `[loader, "@site/docs/page.md", require.resolveWeak("@site/docs/page.md")]`. The middle
 * string is only read while rendering pages to HTML (react-loadable reports it to name the page's chunks);
 * the browser uses the loader and the module id. In the browser bundle the string is left empty, about
 * 10 bytes compressed per page. The server bundle keeps it.
 * 2. The docs plugin's version props, loaded by every doc page of a version: the title and description of
 * every doc (about 22 KB compressed per version here) are kept only for the docs shown as cards (see
 * versionPropsLoader.cjs). Both bundles get the same props, so the HTML and the hydrated page agree.
 */
export default function routeDataTrimPlugin(context: LoadContext): Plugin {
  // A generated data file, so the bundler's persistent cache sees a change of the card list (the loader
  // declares it as a dependency). Written once the content is loaded; the bundler config comes after.
  let cardDocsFile: string | undefined;
  return {
    name: 'route-data-trim',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
      const read = sourceReader(context.siteDir);
      const byVersion: Record<string, string[]> = {};
      for (const content of Object.values(docs) as {loadedVersions: LoadedVersion[]}[]) {
        for (const version of content.loadedVersions) byVersion[version.versionName] = cardDocIds(version, read);
      }
      cardDocsFile = await actions.createData('card-docs.json', JSON.stringify(byVersion));
    },
    configureWebpack(config, isServer) {
      const versionProps = {
        test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
        use: [{loader: require.resolve('./versionPropsLoader.cjs'), options: {cardDocsFile}}],
      };
      if (isServer || config.mode !== 'production') return {module: {rules: [versionProps]}};
      return {
        module: {
          rules: [
            versionProps,
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{loader: require.resolve('./registryLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
