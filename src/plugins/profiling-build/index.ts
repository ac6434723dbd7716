import type {Plugin} from '@docusaurus/types';

/**
 * Only in the profiling build of `npm run profile` (DOCS_PROFILING_BUILD): every module keeps its path
 * as its id and its own function (no scope hoisting), so scripts/profile.mjs can tell from a line of a
 * script file which module it belongs to. With `docusaurus build --no-minify`, function names survive too.
 */
export default function profilingBuildPlugin(): Plugin {
  return {
    name: 'profiling-build',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {optimization: {moduleIds: 'named', concatenateModules: false}};
    },
  };
}
