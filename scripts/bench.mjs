#!/usr/bin/env node
// Quality benchmark: prints tables, asserts nothing (budgets are read by people; tests/ holds the checks).
//   npm run bench                       everything below, one round
//   npm run bench -- --rounds 3         more build rounds (medians)
//   npm run bench -- --only weight,lighthouse   skip the builds (uses the last bench build)
//   npm run bench -- --lh-runs 3        Lighthouse each page 3 times, report the median run
//   npm run bench -- --only lighthouse --lh-save .bench/lh   also keep each median report as JSON
//   npm run bench -- --only weight,hydration --baseline ../old-build   also measure an earlier build
// 1. Build: wall time and peak memory of generate + build (+ search index, which the build runs) with
//    @docusaurus/faster (Rspack, SWC) and with the classic bundler (webpack, Babel), side by side.
// 2. Page weight per route type: compressed bytes of HTML, CSS and JS a first visit downloads, through
//    nginx with the site's config (deploy/nginx), and the largest JavaScript file; then the bytes nginx
//    sends for the same files to a client that accepts gzip only and to one that accepts brotli.
// 3. Hydration: when each page answers taps and keys, on a 4x-throttled CPU (median of 5 loads, routes in turn).
// 4. Lighthouse (mobile and desktop presets) on the same routes, in the system Chromium.
//    Steps 2 to 4 also measure a blank site on the same framework (tests/fixtures/blank-site): the floor
//    that Docusaurus, React and this machine set before the site adds anything.
// 5. Live preview: cold `npm start` to the first served page, and saving a Markdown file to the
//    updated page.
import {spawn, spawnSync} from 'node:child_process';
import {get as httpGet} from 'node:http';
import {cpSync, mkdirSync, readFileSync, writeFileSync, rmSync, existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {chromium} from '@playwright/test';
import {findBrowser, chromiumArgs} from './find-browser.mjs';
import {withNginx} from './serve-nginx.mjs';

const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1] ?? 1) || 1;
// --lh-presets mobile: Lighthouse with the mobile preset only (the phone-speed budgets), half the time.
const lighthousePresets = args.includes('--lh-presets')
  ? args[args.indexOf('--lh-presets') + 1].split(',')
  : ['mobile', 'desktop'];
// --hydration-loads N: loads per route for the hydration column (median), 5 by default.
const hydrationLoads = args.includes('--hydration-loads')
  ? Number(args[args.indexOf('--hydration-loads') + 1]) || 5
  : 5;
const lighthouseRuns = args.includes('--lh-runs') ? Number(args[args.indexOf('--lh-runs') + 1]) || 1 : 1;
// --lh-save DIR: keep each median Lighthouse report as JSON (to read what an LCP element or long task is).
const lighthouseSaveDir = args.includes('--lh-save') ? args[args.indexOf('--lh-save') + 1] : undefined;
const only = args.includes('--only')
  ? args[args.indexOf('--only') + 1].split(',')
  : ['build', 'weight', 'hydration', 'lighthouse', 'preview'];
const buildDir = '.bench/build';
// --baseline DIR: an earlier build (for example of the main branch) measured in the same run, its rows
// marked "before:", so a change is judged side by side on the same machine state.
const baselineDir = args.includes('--baseline') ? args[args.indexOf('--baseline') + 1] : undefined;
const blankSiteDir = '.bench/blank-site';
const blankBuildDir = '.bench/blank-build';

const ROUTES = [
  ['home', '/'],
  ['doc page (diagram on screen)', '/docs/quickstart'],
  ['doc page (code, no diagram)', '/docs/cli'],
  ['large generated page', '/docs/generated/ingestion/sources/snowflake'],
  ['GraphQL page (largest)', '/docs/graphql/objects/datasets'],
  ['blog article', '/learn/data-pipeline'],
  ['integrations', '/integrations'],
];
/** The blank site's pages (framework floor), measured beside ROUTES. */
const FLOOR_ROUTES = [
  ['blank site: home', '/'],
  ['blank site: doc page', '/docs/intro'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function table(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\n${title}\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`,
  );
}

/** Runs a command under /usr/bin/time -v: wall seconds and peak resident memory of the process tree. */
function timed(command, commandArgs, env) {
  const start = performance.now();
  const result = spawnSync('/usr/bin/time', ['-v', command, ...commandArgs], {
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stderr.slice(-3000)}`);
  const peakKb = Number(result.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? NaN);
  return {seconds, peakGb: peakKb / 1024 / 1024};
}

function benchBuild() {
  const rows = [];
  const results = {};
  // Classic first, so the build left in place for the next steps is the real one.
  for (const [label, env] of [
    ['classic (webpack, Babel)', {DOCS_CLASSIC_BUNDLER: 'true'}],
    ['@docusaurus/faster (Rspack, SWC)', {}],
  ]) {
    const times = [];
    const peaks = [];
    for (let round = 0; round < rounds; round++) {
      // Cold each round: no persistent bundler cache, no earlier output.
      rmSync('node_modules/.cache', {recursive: true, force: true});
      rmSync('.docusaurus', {recursive: true, force: true});
      const generate = timed('node', ['--import', 'tsx', 'genDocs/src/cli.ts', 'generate'], env);
      const build = timed('npx', ['docusaurus', 'build', '--out-dir', buildDir], env);
      // What `npm run build` runs next: the check of _headers, the .gz and .br copies (scripts/post-build.mjs).
      const post = timed('node', ['scripts/post-build.mjs', buildDir], env);
      times.push(generate.seconds + build.seconds + post.seconds);
      peaks.push(Math.max(generate.peakGb, build.peakGb, post.peakGb));
      console.log(
        `  ${label}, round ${round + 1}: ${(generate.seconds + build.seconds + post.seconds).toFixed(0)} s ` +
          `(precompression ${post.seconds.toFixed(0)} s)`,
      );
    }
    results[label] = median(times);
    rows.push([label, rounds, `${median(times).toFixed(0)} s`, `${median(peaks).toFixed(2)} GB`]);
  }
  const [classic, faster] = Object.values(results);
  table(
    `Build: generate + docusaurus build + search index + precompression, cold, median of ${rounds} (classic / faster = ${(classic / faster).toFixed(1)}x)`,
    ['bundler', 'rounds', 'wall time', 'peak memory'],
    rows,
  );
}

/** Builds the blank site (a few seconds): a copy inside the repository, so it finds node_modules. */
function buildBlankSite() {
  rmSync(blankSiteDir, {recursive: true, force: true});
  cpSync('tests/fixtures/blank-site', blankSiteDir, {recursive: true});
  // --out-dir is relative to the site folder: give it absolute.
  timed('npx', ['docusaurus', 'build', blankSiteDir, '--out-dir', resolve(blankBuildDir)], {});
  // Precompressed as the site's build is, so the floor is measured on the same terms.
  timed('node', ['scripts/post-build.mjs', blankBuildDir], {});
}

/** Each route of the site and of the blank site, with the origin that serves it. */
function targets(origin, floorOrigin, baselineOrigin) {
  return [
    ...ROUTES.map(([label, path]) => [label, path, origin]),
    ...(baselineOrigin ? ROUTES.map(([label, path]) => [`before: ${label}`, path, baselineOrigin]) : []),
    ...FLOOR_ROUTES.map(([label, path]) => [label, path, floorOrigin]),
  ];
}

/** Runs fn with an nginx origin for dir, or with undefined when there is no dir. */
const maybeWithNginx = (dir, port, fn) => (dir ? withNginx(dir, port, fn) : fn(undefined));

/** The body bytes nginx sends for url to a client whose Accept-Encoding is `encoding` (not decoded). */
function sentBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    httpGet(url, {headers: {'Accept-Encoding': encoding}}, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

async function benchWeight(pages, browserPath) {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  const rows = [];
  const sentRows = [];
  // Resource Timing sizes are the compressed bytes of each response body. "First load" is what has
  // arrived when the load event fires; the framework then prefetches the code of links in view, which
  // the last column adds.
  const measure = () => performance.getEntriesByType('resource').map((e) => ({name: e.name, bytes: e.encodedBodySize}));
  const sum = (entries, pattern) =>
    entries.filter((e) => pattern.test(new URL(e.name).pathname)).reduce((n, e) => n + e.bytes, 0);
  for (const [label, path, origin] of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${origin}${path}`, {waitUntil: 'load'});
    if (!response?.ok()) throw new Error(`${origin}${path} answered ${response?.status()}: nothing to weigh.`);
    const html = await page.evaluate(() => performance.getEntriesByType('navigation')[0].encodedBodySize);
    const atLoad = await page.evaluate(measure);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const afterIdle = await page.evaluate(measure);
    const scripts = atLoad.filter((e) => /\.js$/.test(new URL(e.name).pathname));
    rows.push([
      label,
      path,
      kb(html),
      kb(sum(atLoad, /\.css$/)),
      kb(sum(atLoad, /\.js$/)),
      kb(Math.max(0, ...scripts.map((e) => e.bytes))),
      kb(sum(afterIdle, /\.js$/)),
    ]);
    // The page, its CSS and its JavaScript at load, asked for again by a client that accepts gzip only
    // and by one that also accepts brotli, as browsers do: what the .br copies (scripts/precompress.mjs)
    // save on the wire. nginx has no brotli of its own: without .br files both get gzip.
    const files = [
      `${origin}${path}`,
      ...atLoad.map((e) => e.name).filter((name) => /\.(css|js)$/.test(new URL(name).pathname)),
    ];
    const sent = {};
    for (const [client, encoding] of [
      ['identity', 'identity'],
      ['gzip', 'gzip'],
      ['br', 'gzip, deflate, br'],
    ]) {
      sent[client] = 0;
      for (const file of files) sent[client] += await sentBytes(file, encoding);
    }
    sentRows.push([
      label,
      path,
      files.length,
      kb(sent.identity),
      kb(sent.gzip),
      kb(sent.br),
      `${((1 - sent.br / sent.gzip) * 100).toFixed(0)}%`,
    ]);
    await context.close();
  }
  await browser.close();
  table(
    'Page weight, compressed as nginx sends it (target for a doc page: under 200 KB of JavaScript on first load)',
    ['route type', 'path', 'HTML', 'CSS', 'JS at load', 'largest JS file', 'JS with prefetches'],
    rows,
  );
  table(
    'Bytes sent per route: HTML + CSS + JS at load, uncompressed, to a client accepting gzip, to one accepting gzip and brotli',
    ['route type', 'path', 'files', 'uncompressed', 'gzip', 'gzip or brotli', 'brotli saves'],
    sentRows,
  );
}

/**
 * Milliseconds from navigation to <html data-has-hydrated> (the framework sets it once React has
 * hydrated the page and run its effects: from then on a tap or a key does what it should), with the CPU
 * throttled 4x as Lighthouse's mobile preset does, median of `loads` fresh loads (--hydration-loads).
 */
async function benchHydration(pages, browserPath, loads = hydrationLoads) {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  const rows = [];
  const floor = {};
  const times = new Map(pages.map(([label]) => [label, []]));
  const longTasks = new Map(pages.map(([label]) => [label, []]));
  // Round-robin over the routes (route A, B, C..., then again), so a burst of load on this shared machine
  // slows one load of every route rather than all the loads of one route.
  for (let i = 0; i < loads; i++) {
    for (const [label, path, origin] of pages) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__longTasks = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks += entry.duration - 50;
        }).observe({type: 'longtask', buffered: true});
        new MutationObserver((_, observer) => {
          if (document.documentElement?.hasAttribute('data-has-hydrated')) {
            window.__hydratedAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(`${origin}${path}`, {waitUntil: 'load'});
      await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {timeout: 60_000});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      times.get(label).push(await page.evaluate(() => window.__hydratedAt));
      longTasks.get(label).push(await page.evaluate(() => window.__longTasks));
      await context.close();
    }
  }
  for (const [label, path] of pages) {
    floor[label] = median(times.get(label));
    rows.push([label, path, `${floor[label].toFixed(0)} ms`, `${median(longTasks.get(label)).toFixed(0)} ms`]);
  }
  await browser.close();
  const blankDoc = floor['blank site: doc page'];
  for (const row of rows) row.push(`${(Number.parseFloat(row[2]) - blankDoc).toFixed(0)} ms`);
  table(
    `Hydration on a 4x-throttled CPU, median of ${loads} loads (target: within 500 ms of the blank site's doc page)`,
    ['route type', 'path', 'hydrated', 'blocking (long tasks over 50 ms, to quiet)', 'vs blank doc page'],
    rows,
  );
}

async function benchLighthouse(pages, browserPath) {
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows = [];
  try {
    for (const [label, path, origin] of pages) {
      for (const [preset, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ].filter(([name]) => lighthousePresets.includes(name))) {
        // Performance varies from run to run on a shared machine: with --lh-runs N, the median run counts.
        const runs = [];
        for (let run = 0; run < lighthouseRuns; run++) {
          const {lhr} = await lighthouse(
            `${origin}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            config,
          );
          if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`);
          runs.push(lhr);
        }
        runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
        const result = {lhr: runs[Math.floor(runs.length / 2)]};
        if (lighthouseSaveDir) {
          mkdirSync(lighthouseSaveDir, {recursive: true});
          const name = `${label.replace(/[^a-z0-9]+/gi, '-')}-${preset}.json`;
          writeFileSync(resolve(lighthouseSaveDir, name), JSON.stringify(result.lhr));
        }
        const score = (id) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id) => result.lhr.audits[id]?.numericValue ?? NaN;
        rows.push([
          label,
          preset,
          score('performance'),
          score('accessibility'),
          score('best-practices'),
          score('seo'),
          // What the Performance score is made of, to see which lever to pull.
          `${(audit('first-contentful-paint') / 1000).toFixed(1)} s`,
          `${(audit('largest-contentful-paint') / 1000).toFixed(1)} s`,
          `${Math.round(audit('total-blocking-time'))} ms`,
          audit('cumulative-layout-shift').toFixed(3),
        ]);
      }
    }
  } finally {
    await chrome.kill();
  }
  table(
    `Lighthouse (targets: Performance 95+ on mobile, 100 for the others; median of ${lighthouseRuns} run${lighthouseRuns > 1 ? 's' : ''})`,
    ['route type', 'preset', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
    rows,
  );
}

async function benchPreview() {
  const port = 4394;
  // Cold as the issue defines it: no bundler cache, no generated client code. The generated pages stay.
  rmSync('node_modules/.cache', {recursive: true, force: true});
  rmSync('.docusaurus', {recursive: true, force: true});
  const doc = 'docs/quickstart.md';
  const data = 'genDocs/data/sources/snowflake.yaml';
  const originals = new Map([doc, data].map((file) => [file, readFileSync(file, 'utf8')]));
  // An interrupted run (Ctrl+C) must not leave the edited files behind.
  const restore = () => {
    for (const [file, text] of originals) writeFileSync(file, text);
  };
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const start = performance.now();
  // What `npm start` runs (package.json), on another port: genDocs, then the dev server, regenerating on data edits.
  const server = spawn(
    'node',
    [
      '--import',
      'tsx',
      'genDocs/src/cli.ts',
      'generate',
      '--watch',
      '--',
      'docusaurus',
      'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: {...process.env, BROWSER: 'none'}},
  );
  const seconds = (since) => (performance.now() - since) / 1000;
  try {
    const origin = `http://127.0.0.1:${port}`;
    while (
      !(await fetch(`${origin}/docs/quickstart`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await new Promise((r) => setTimeout(r, 250));
    const firstPage = seconds(start);
    const browserPath = (await findBrowser()).path;
    const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
    const page = await browser.newPage();
    // The first request for a page compiles its code: wait as long as that takes.
    await page.goto(`${origin}/docs/quickstart`, {waitUntil: 'domcontentloaded', timeout: 600_000});
    await page.locator('article h1').waitFor({timeout: 600_000});
    const rendered = seconds(start);
    // Another page opened for the first time (its code compiled on request), through a link in the page as a
    // reader would: the first link in the article to another doc page.
    const target = await page
      .locator('article a[href^="/docs/"]:not([href^="/docs/quickstart"])')
      .first()
      .getAttribute('href');
    let since = performance.now();
    await page.locator(`article a[href="${target}"]`).first().click();
    await page.waitForURL(`**${target.split('#')[0]}`);
    await page.locator('article h1').waitFor({timeout: 120_000});
    const otherPage = seconds(since);
    await page.goto(`${origin}/docs/quickstart`);
    await page.locator('article h1').waitFor({timeout: 120_000});
    // Saving a Markdown file, five times: median time until the open page shows the new text.
    const edits = [];
    for (let i = 0; i < 5; i++) {
      const marker = `Bench marker ${i} ${Date.now()}`;
      since = performance.now();
      writeFileSync(doc, originals.get(doc).replace(/\n## /, `\n${marker}\n\n## `));
      await page.getByText(marker).waitFor({timeout: 120_000});
      edits.push(seconds(since));
    }
    // Saving a genDocs data file: the generator rewrites the page, the dev server shows it.
    await page.goto(`${origin}/docs/generated/ingestion/sources/snowflake`);
    await page.locator('article h1').waitFor({timeout: 120_000});
    const dataMarker = `Bench data marker ${Date.now()}`;
    since = performance.now();
    writeFileSync(data, originals.get(data).replace(/^overview:\n {2}- (.*)$/m, `overview:\n  - $1 ${dataMarker}`));
    await page.getByText(dataMarker).first().waitFor({timeout: 120_000});
    const dataEdit = seconds(since);
    await browser.close();
    table(
      'Live preview (npm start, cold: no .docusaurus, no node_modules/.cache)',
      ['measure', 'seconds', 'target'],
      [
        ['start to first page served', firstPage.toFixed(1), ''],
        ['start to /docs/quickstart rendered in the browser', rendered.toFixed(1), '15'],
        [`another page opened for the first time (${target})`, otherPage.toFixed(1), '3'],
        [
          `save a Markdown file to the updated page (median of 5: ${edits.map((e) => e.toFixed(1)).join(', ')})`,
          median(edits).toFixed(1),
          '1',
        ],
        ['save a genDocs data file to the updated generated page', dataEdit.toFixed(1), '3'],
      ],
    );
  } finally {
    restore();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.kill(-server.pid, 'SIGTERM');
  }
}

const browserPath = (await findBrowser()).path;
if (only.includes('build')) benchBuild();
if (['weight', 'hydration', 'lighthouse'].some((step) => only.includes(step))) {
  if (!existsSync(`${buildDir}/index.html`))
    throw new Error(`No ${buildDir}: run npm run bench with the build step first.`);
  buildBlankSite();
  await withNginx(buildDir, 4393, (origin) =>
    withNginx(blankBuildDir, 4396, (floorOrigin) =>
      maybeWithNginx(baselineDir, 4397, async (baselineOrigin) => {
        const pages = targets(origin, floorOrigin, baselineOrigin);
        if (only.includes('weight')) await benchWeight(pages, browserPath);
        if (only.includes('hydration')) await benchHydration(pages, browserPath);
        if (only.includes('lighthouse')) await benchLighthouse(pages, browserPath);
      }),
    ),
  );
}
if (only.includes('preview')) await benchPreview();
