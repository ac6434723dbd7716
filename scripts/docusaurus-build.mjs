// `docusaurus build` as `npm run build` runs it (package.json's "build" script), for the scripts that build
// too (tests, bench, profile): one command, so their figures are those of the real build.
//
// V8's young generation is raised from its default (16 MB semi-spaces) to 64 MB. Compiling 9 MB of MDX
// allocates short-lived syntax trees at a high rate: with the default, garbage collection took 13 of the
// 74 busy seconds of the bundler's JavaScript thread in a cold build (node --cpu-prof). With 64 MB, two
// cold builds side by side bundled in 88 s instead of 96 and built in 125 s instead of 137, for 35 to 100 MB
// more peak memory. tests/unit/docusaurus-build.test.ts checks that package.json uses the same flags.

/** Node flags of every production build. */
export const BUILD_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * The framework's CLI with the site's build settings (scripts/docusaurus-static.mjs: pages not minified),
 * run by path so the flags reach its process (npx would start another Node).
 */
export const DOCUSAURUS_CLI = 'scripts/docusaurus-static.mjs';

/** [command, args] of `docusaurus build <args>`, for spawn. */
export const docusaurusBuild = (args) => ['node', [...BUILD_NODE_FLAGS, DOCUSAURUS_CLI, 'build', ...args]];
