#!/usr/bin/env node
// Where a page's main thread goes on a phone: a profiling build (not minified, modules named and not
// concatenated), served through nginx with the site's config, loaded in Chromium with the CPU throttled
// 4x; the V8 CPU profile of the load (to hydration and then to quiet) is attributed to modules and to
// functions (components are functions of the same name).
//   npm run profile                              build .profile/build, then profile the routes below
//   npm run profile -- --no-build                reuse the last profiling build
//   npm run profile -- --routes /docs/cli,/      other routes
//   npm run profile -- --top 25                  longer tables
// Figures are for comparing in one run (what changed, what costs most), not budgets: the machine is noisy.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {findBrowser, chromiumArgs} from './find-browser.mjs';

const {values: options} = parseArgs({
  options: {
    build: {type: 'boolean', default: true},
    'no-build': {type: 'boolean', default: false},
    routes: {type: 'string', default: '/,/docs/quickstart,/docs/cli,/docs/generated/ingestion/sources/snowflake'},
    top: {type: 'string', default: '15'},
    throttle: {type: 'string', default: '4'},
    out: {type: 'string', default: '.profile/build'},
    port: {type: 'string', default: '4398'},
  },
});
const outDir = options.out;
const top = Number(options.top);
const throttle = Number(options.throttle);

if (!options['no-build']) {
  console.log(`Building a profiling build into ${outDir} (not minified, named modules)...`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--no-minify', '--out-dir', outDir], {
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
function moduleAt(url, line) {
  const path = new URL(url).pathname;
  if (!moduleMaps.has(path)) {
    const file = join(outDir, path);
    const starts = [];
    if (existsSync(file) && statSync(file).isFile()) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          const match = /^\s*"((?:\.{1,2}\/|webpack\/|data:)[^"]*)"\s*[:(]/.exec(text);
          if (match) starts.push([index, match[1]]);
        });
    }
    moduleMaps.set(path, starts);
  }
  const starts = moduleMaps.get(path);
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

const browserPath = (await findBrowser()).path;
const server = spawn('node', ['scripts/serve-nginx.mjs', outDir, options.port], {stdio: 'inherit'});
const origin = `http://127.0.0.1:${options.port}`;
try {
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 200));
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  for (const route of options.routes.split(',')) {
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
    const {byModule, byFunction, inclusive, scriptMs, totalMs} = attribute(profile);
    console.log(
      `\n=== ${route}: hydrated at ${timings.hydrated.toFixed(0)} ms, load event ${timings.load.toFixed(0)} ms, ` +
        `${timings.prefetches} prefetch links; main thread busy ${scriptMs.toFixed(0)} ms in scripts of ${totalMs.toFixed(0)} ms profiled (CPU ${throttle}x slower)`,
    );
    table('Self time by module (package, or the site file):', byModule.slice(0, top));
    table('Self time by function [module]:', byFunction.slice(0, top));
    table(
      'Inclusive time by function outside React and the router (components, hooks, effects):',
      inclusive.slice(0, top),
    );
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
