// The framework's CLI (`docusaurus build` and the rest) with the site's build settings, for
// scripts/docusaurus-build.mjs and package.json's "build" script:
//
// Pages are written as React's server renderer writes them, without the HTML minifier
// (`SKIP_HTML_MINIFICATION`, read by @docusaurus/bundler's getHtmlMinifier when its module loads, hence set
// here before the CLI is imported). The minifier parsed and rewrote 67 MB of HTML, its inline scripts and
// JSON again: warm builds rendered the 1,046 pages in 18.7 s without it against 28.2 s with it (one build
// each, `DOCUSAURUS_PERF_LOGGER=true`). What it saved is quotes and the inline scripts' spaces: 4% of a
// page's compressed HTML (quickstart: 10.7 KB brotli against 11.1), about 0.2% of what a doc page loads.
// `SKIP_HTML_MINIFICATION=false npm run build` minifies as before.
process.env.SKIP_HTML_MINIFICATION ??= 'true';
await import('../node_modules/@docusaurus/core/bin/docusaurus.mjs');
