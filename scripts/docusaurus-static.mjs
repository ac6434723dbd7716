// The framework's CLI (`docusaurus build` and the rest) with the site's build settings, for
// scripts/docusaurus-build.mjs and package.json's "build" script:
//
// Pages are written as React's server renderer writes them, without the HTML minifier
// (`SKIP_HTML_MINIFICATION`, read by @docusaurus/bundler's getHtmlMinifier when its module loads, hence set
// here before the CLI is imported). The minifier parsed and rewrote 67 MB of HTML, its inline scripts and
// JSON again:
// - static rendering of the 1,046 pages took 18.7 s without it against 28.2 s with it (a warm build each,
//   `DOCUSAURUS_PERF_LOGGER=true`);
// - whole warm builds, `farm-bench -n 2 --vs` (with the minifier) pair by pair: 76 s against 87 s wall
//   (ratio 0.88), 116 s against 138 s of CPU.
// What it saved is quotes and the inline scripts' spaces: 4% of a page's compressed HTML (quickstart:
// 11.1 KB brotli against 10.7), about 0.2% of what a doc page loads. On a phone (4x-throttled CPU,
// `RUNS=9 node scripts/page-metrics.mjs`, both orders) /docs/quickstart hydrated at 2,239 and 1,945 ms
// unminified against 2,318 and 1,939 ms minified: no difference above the noise.
// `SKIP_HTML_MINIFICATION=false npm run build` minifies as before.
//
// Before a build, the last build's output is set aside and deleted beside the new build
// (scripts/set-aside-output.mjs).
import {setAsideOutput} from './set-aside-output.mjs';

process.env.SKIP_HTML_MINIFICATION ??= 'true';
const [command, ...args] = process.argv.slice(2);
// The folder is moved before the framework starts; its deletion runs while the framework builds (the
// process waits for it before it exits).
if (command === 'build') await setAsideOutput(args);
await import('../node_modules/@docusaurus/core/bin/docusaurus.mjs');
