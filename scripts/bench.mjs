#!/usr/bin/env node
// Quality benchmark: prints tables, asserts nothing (budgets are read by people; tests/ holds the checks).
//   npm run bench                       everything below, one round
//   npm run bench -- --rounds 3         more build rounds (medians)
//   npm run bench -- --only build --faster-only   the builds (cold, then warm) without the classic bundler's
//   npm run bench -- --only weight,lighthouse   skip the builds (uses the last bench build)
//   npm run bench -- --lh-runs 3        Lighthouse each page 3 times, report the median run
//   npm run bench -- --only lighthouse --lh-save .bench/lh   also keep each median report as JSON
//   npm run bench -- --only weight,hydration --baseline ../old-build   also measure an earlier build
// 1. Build: wall time and peak memory of generate + build (+ search index, which the build runs) with
//    @docusaurus/faster (Rspack, SWC) and with the classic bundler (webpack, Babel), side by side.
// 2. Page weight per route type: compressed bytes of HTML, CSS and JS a first visit downloads, through
//    nginx with the site's config (deploy/nginx), and the largest JavaScript file; then the bytes nginx
//    sends for the same files to a client that accepts gzip only and to one that accepts brotli.
// 3. Hydration: when each page answers taps and keys, on a 4x-throttled CPU (median of 9 loads, routes in turn).
// 4. Lighthouse (mobile and desktop presets) on the same routes, in the system Chromium.
//    Steps 2 to 4 also measure a blank site on the same framework (tests/fixtures/blank-site): the floor
//    that Docusaurus, React and this machine set before the site adds anything.
// 5. Live preview: cold `npm start` to the first served page, and saving a Markdown file to the
//    updated page.
import {existsSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {findBrowser} from './find-browser.mjs';
import {withNginx} from './serve-nginx.mjs';
import {benchBuild, buildBlankSite} from './bench/build.mjs';
import {targets} from './bench/routes.mjs';
import {benchWeight} from './bench/weight.mjs';
import {benchHydration} from './bench/hydration.mjs';
import {benchLighthouse} from './bench/lighthouse.mjs';
import {benchPreview} from './bench/preview.mjs';

const OPTIONS = {
  rounds: {type: 'string'},
  only: {type: 'string'},
  'lh-runs': {type: 'string'},
  'lh-presets': {type: 'string'},
  'lh-save': {type: 'string'},
  'hydration-loads': {type: 'string'},
  baseline: {type: 'string'},
  'faster-only': {type: 'boolean'},
};
let values;
try {
  ({values} = parseArgs({options: OPTIONS}));
} catch (error) {
  if (!String(error.code).startsWith('ERR_PARSE_ARGS_')) throw error;
  const unknown =
    error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && error.message.match(/^Unknown option '([^']+)'/)?.[1];
  const options = Object.keys(OPTIONS)
    .map((name) => `--${name}`)
    .join(', ');
  console.error(unknown ? `bench: unknown option ${unknown} (options: ${options})` : `bench: ${error.message}`);
  process.exit(2);
}
const rounds = Number(values.rounds ?? 1) || 1;
// --lh-presets mobile: Lighthouse with the mobile preset only (the phone-speed budgets), half the time.
const lighthousePresets = values['lh-presets']?.split(',') ?? ['mobile', 'desktop'];
// --hydration-loads N: loads per route for the hydration column (median), 9 by default: on a noisy
// machine, with 5 loads a route moved by 300 to 400 ms between runs.
const hydrationLoads = Number(values['hydration-loads']) || 9;
const lighthouseRuns = Number(values['lh-runs']) || 1;
// --lh-save DIR: keep each median Lighthouse report as JSON (to read what an LCP element or long task is).
const lighthouseSaveDir = values['lh-save'];
const STEPS = ['build', 'weight', 'hydration', 'lighthouse', 'preview'];
const only = values.only?.split(',').map((step) => step.trim()) ?? STEPS;
for (const step of only) {
  if (!STEPS.includes(step)) {
    console.error(`bench: --only: unknown step "${step}" (steps: ${STEPS.join(', ')})`);
    process.exit(2);
  }
}
const buildDir = '.bench/build';
// --baseline DIR: an earlier build (for example of the main branch) measured in the same run, its rows
// marked "before:", so a change is judged side by side on the same machine state.
const baselineDir = values.baseline;
const blankSiteDir = '.bench/blank-site';
const blankBuildDir = '.bench/blank-build';

/** Runs fn with an nginx origin for dir, or with undefined when there is no dir. */
const maybeWithNginx = (dir, port, fn) => (dir ? withNginx(dir, port, fn) : fn(undefined));

const browserPath = (await findBrowser()).path;
// --faster-only: the build step without the classic bundler's (about 7 minutes here).
if (only.includes('build')) benchBuild(buildDir, rounds, {classic: !values['faster-only']});
if (['weight', 'hydration', 'lighthouse'].some((step) => only.includes(step))) {
  if (!existsSync(`${buildDir}/index.html`))
    throw new Error(`No ${buildDir}: run npm run bench with the build step first.`);
  buildBlankSite(blankSiteDir, blankBuildDir, buildDir);
  await withNginx(buildDir, 4393, (origin) =>
    withNginx(blankBuildDir, 4396, (floorOrigin) =>
      maybeWithNginx(baselineDir, 4397, async (baselineOrigin) => {
        const pages = targets(origin, floorOrigin, baselineOrigin);
        if (only.includes('weight')) await benchWeight(pages, browserPath);
        if (only.includes('hydration')) await benchHydration(pages, browserPath, hydrationLoads);
        if (only.includes('lighthouse'))
          await benchLighthouse(pages, browserPath, {
            presets: lighthousePresets,
            runs: lighthouseRuns,
            saveDir: lighthouseSaveDir,
          });
      }),
    ),
  );
}
if (only.includes('preview')) await benchPreview();
