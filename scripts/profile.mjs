#!/usr/bin/env node
// Where a page's main thread goes on a phone: a profiling build (not minified, modules named and not
// concatenated), served through nginx with the site's config, loaded in Chromium with the CPU throttled
// 4x; the V8 CPU profile of the load (to hydration and then to quiet) is attributed to modules and to
// functions (components are functions of the same name).
//   npm run profile                              build .profile/build, then profile the routes below
//   npm run profile -- --no-build                reuse the last profiling build
//   npm run profile -- --routes /docs/cli,/      other routes
//   npm run profile -- --top 25                  longer tables
//   npm run profile -- --no-build --baseline DIR another profiling build (say, of main) side by side, same run
// Figures are for comparing in one run (what changed, what costs most), not budgets: the machine is noisy.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {findBrowser, chromiumArgs} from './find-browser.mjs';
import {docusaurusBuild} from './docusaurus-build.mjs';
import {withNginx} from './serve-nginx.mjs';

const {values: options} = parseArgs({
  options: {
    'no-build': {type: 'boolean', default: false},
    routes: {type: 'string', default: '/,/docs/quickstart,/docs/cli,/docs/generated/ingestion/sources/snowflake'},
    top: {type: 'string', default: '15'},
    throttle: {type: 'string', default: '4'},
    out: {type: 'string', default: '.profile/build'},
    port: {type: 'string', default: '4398'},
    baseline: {type: 'string'},
  },
});
const outDir = options.out;
const top = Number(options.top);
const throttle = Number(options.throttle);

if (!options['no-build']) {
  console.log(`Building a profiling build into ${outDir} (not minified, named modules)...`);
  const result = spawnSync(...docusaurusBuild(['--no-minify', '--out-dir', outDir]), {
    stdio: 'inherit',
    env: {...process.env, DOCS_PROFILING_BUILD: 'true'},
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(join(outDir, 'index.html'))) throw new Error(`No ${outDir}: run without --no-build first.`);

/**
 * Module boundaries of one script file of the profiling build: rspack writes each module as
 * `"./path/to/module.js"(module, exports, require) {` (named ids, no concatenation), one per line start.
 */
const moduleMaps = new Map();
/** The build whose files the profile being attributed came from. */
let currentDir = outDir;
function moduleAt(url, line) {
  const path = new URL(url).pathname;
  const key = `${currentDir}:${path}`;
  if (!moduleMaps.has(key)) {
    const file = join(currentDir, path);
    const starts = [];
    if (existsSync(file) && statSync(file).isFile()) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          const match = /^\s*"((?:\.{1,2}\/|webpack\/|data:)[^"]*)"\s*[:(]/.exec(text);
          if (match) starts.push([index, match[1]]);
        });
    }
    moduleMaps.set(key, starts);
  }
  const starts = moduleMaps.get(key);
  let found = `(${path.split('/').pop()} runtime)`;
  for (const [start, name] of starts) {
    if (start > line) break;
    found = name;
  }
  return found;
}

/** A module path shortened to what a reader acts on: the package, or the site's own file. */
function owner(module) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (pkg) return pkg[1];
  return module.replace(/^\.\//, '').replace(/\?.*$/, '');
}

function attribute(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const byModule = new Map();
  const byFunction = new Map();
  let scriptMs = 0;
  let totalMs = 0;
  for (const [id, ms] of self) {
    const {callFrame} = byId.get(id);
    totalMs += ms;
    if (['(idle)', '(program)', '(garbage collector)'].includes(callFrame.functionName) || !callFrame.url) {
      const key = callFrame.functionName || '(native)';
      byModule.set(key, (byModule.get(key) ?? 0) + ms);
      continue;
    }
    scriptMs += ms;
    const module = callFrame.url.startsWith('http')
      ? owner(moduleAt(callFrame.url, callFrame.lineNumber))
      : callFrame.url;
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const fn = `${callFrame.functionName || '(anonymous)'}  [${module}]`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  // Inclusive time: a sample counts once for every function of the site or the theme on its stack, so a
  // component's figure holds its render and the hooks it calls (React calls each component from its work
  // loop, so children are not included).
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map();
  for (const [id, ms] of self) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const {callFrame} = byId.get(at);
      if (!callFrame.url.startsWith('http') || !callFrame.functionName) continue;
      const module = owner(moduleAt(callFrame.url, callFrame.lineNumber));
      if (/^(react-dom|scheduler|react|react-router|react-router-dom|history)$/.test(module)) continue;
      const key = `${callFrame.functionName}  [${module}]`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return {byModule: sorted(byModule), byFunction: sorted(byFunction), inclusive: sorted(inclusive), scriptMs, totalMs};
}

function table(title, rows) {
  const width = Math.max(...rows.map(([name]) => name.length), 10);
  console.log(`\n${title}`);
  for (const [name, ms] of rows) console.log(`  ${name.padEnd(width)}  ${ms.toFixed(0).padStart(6)} ms`);
}

/** Loads origin + route with the CPU throttled and the profiler on; the attributed profile and timings. */
async function profileLoad(browser, origin, route, dir) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  // When <html data-has-hydrated> appears, from the navigation's start.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute('data-has-hydrated')) {
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${route}`, {waitUntil: 'load'});
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {timeout: 60_000});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const {profile} = await cdp.send('Profiler.stop');
  const timings = await page.evaluate(() => ({
    hydrated: window.__hydratedAt,
    load: performance.getEntriesByType('navigation')[0].loadEventEnd,
    prefetches: document.querySelectorAll('link[rel=prefetch]').length,
  }));
  await context.close();
  currentDir = dir;
  return {...timings, ...attribute(profile)};
}

function report(label, route, result) {
  console.log(
    `\n=== ${label}${route}: hydrated at ${result.hydrated.toFixed(0)} ms, load event ${result.load.toFixed(0)} ms, ` +
      `${result.prefetches} prefetch links; main thread busy ${result.scriptMs.toFixed(0)} ms in scripts of ` +
      `${result.totalMs.toFixed(0)} ms profiled (CPU ${throttle}x slower)`,
  );
  table('Self time by module (package, or the site file):', result.byModule.slice(0, top));
  table('Self time by function [module]:', result.byFunction.slice(0, top));
  table(
    'Inclusive time by function outside React and the router (components, hooks, effects):',
    result.inclusive.slice(0, top),
  );
}

const browserPath = (await findBrowser()).path;
const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
const summary = [];
try {
  await withNginx(outDir, Number(options.port), (origin) =>
    (options.baseline ? (fn) => withNginx(options.baseline, Number(options.port) + 1, fn) : (fn) => fn(undefined))(
      async (baselineOrigin) => {
        for (const route of options.routes.split(',')) {
          // The baseline first, then this build: the same route side by side, on the same machine state.
          if (options.baseline) {
            const before = await profileLoad(browser, baselineOrigin, route, options.baseline);
            report('before: ', route, before);
            summary.push(['before', route, before]);
          }
          const after = await profileLoad(browser, origin, route, outDir);
          report('', route, after);
          summary.push([options.baseline ? 'after' : '', route, after]);
        }
      },
    ),
  );
} finally {
  await browser.close();
}
console.log(`\nSummary (CPU ${throttle}x slower, profiler on: compare rows, not absolute times)`);
console.log('| build | route | hydrated | load event | main thread in scripts | prefetch links |');
console.log('|---|---|---|---|---|---|');
for (const [label, route, r] of summary) {
  console.log(
    `| ${label || 'this'} | ${route} | ${r.hydrated.toFixed(0)} ms | ${r.load.toFixed(0)} ms | ${r.scriptMs.toFixed(0)} ms | ${r.prefetches} |`,
  );
}
