import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's on-demand script files `assets/js/<chunk id>.<build hash>.js`.
 *
 * The runtime every page loads first (runtime~main.js) builds a chunk's URL from its id. With the
 * framework's `[name].[contenthash]` names it carries two maps over the thousand chunks of this site: id
 * to name and id to content hash, about 20 KB compressed of the 22 KB it weighed. Named by id and by the
 * build's hash, a URL needs neither map (the build hash is one constant).
 *
 * What it costs: every chunk gets a new URL with every build, so a returning reader downloads a page's
 * chunks again after a deploy, where content hashes kept the unchanged ones. main.js, the largest file,
 * changes with any page anyway (it holds the route table), and most readers come once from a search
 * engine: 20 KB less on every first load is worth more. Names stay unique per build, so `assets/` can
 * still be cached forever (deploy/nginx).
 */
export default function chunkFileNamesPlugin(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[id].[fullhash:8].js'}};
    },
  };
}
