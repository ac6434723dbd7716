#!/usr/bin/env node
// `npm test`: the typecheck and lint, unit tests, production builds (which fail on any broken link),
// then the browser suite against those builds in headless Chromium.
// Ends with one line "N passed, N failed" counting every test that ran.
//   npm test -- --only static,unit     run some stages: static, unit, broken-site, build, site, e2e
// (site and e2e without build use the builds an earlier run left in .test-build).
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {mkdtempSync, readFileSync, readdirSync, rmSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {findBrowser} from './find-browser.mjs';
import {docusaurusBuild} from './docusaurus-build.mjs';
import {findNginx, findBrotliStaticModule} from './serve-nginx.mjs';

const summary = {passed: 0, failed: 0, skipped: 0};

const STAGES = ['static', 'unit', 'broken-site', 'build', 'site', 'e2e'];
let options;
try {
  ({values: options} = parseArgs({options: {only: {type: 'string'}}}));
} catch (error) {
  if (!String(error.code).startsWith('ERR_PARSE_ARGS_')) throw error;
  console.error(`npm test: ${error.message} (the one option is --only ${STAGES.join(',')})`);
  process.exit(2);
}
const stages = new Set(options.only ? options.only.split(',').map((stage) => stage.trim()) : STAGES);
for (const stage of stages) {
  if (!STAGES.includes(stage)) {
    console.error(`--only: unknown stage "${stage}" (stages: ${STAGES.join(', ')})`);
    process.exit(2);
  }
}

export const configuredSiteEnv = {
  BASE_URL: '/sub/',
  ANNOUNCEMENT_CLOSEABLE: 'true',
  DOCSEARCH_APP_ID: 'TESTAPPID',
  DOCSEARCH_API_KEY: 'public-search-only-key',
  GTAG_ID: 'G-TEST12345',
  VISITOR_ANALYTICS_SCRIPT_URL: 'https://analytics.example.invalid/visitor.js',
  // Not served by the static server: tests/e2e/subpath-reader-tools.spec.ts answers it itself.
  FEEDBACK_ENDPOINT: '/sub/__feedback',
  // Not read by the site: a stand-in for secrets a CI environment holds.
  ALGOLIA_ADMIN_API_KEY: 'admin-secret-must-not-leak-9f2c',
  GITHUB_TOKEN: 'ghp_secret_must_not_leak_4b1d',
};

/** Runs a command; with pipeStdout, its stdout comes through a pipe (no terminal: no colours) to ours. */
function run(command, args, {env = {}, pipeStdout = false} = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: {...process.env, ...env},
      stdio: pipeStdout ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    });
    if (pipeStdout) child.stdout.on('data', (chunk) => process.stdout.write(chunk));
    child.on('close', (code) => resolve({code: code ?? 1}));
  });
}

/** Files under dir (recursively) whose name ends with suffix. */
function findFiles(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix) && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function step(title) {
  console.log(`\n=== ${title} ===`);
}

/** Runs node:test files and adds their counts to the summary. */
async function nodeTests(files, env = {}) {
  // Two reporters: spec for people on stdout (through a pipe, so without colours, as it has always read), and
  // test-count-reporter.mjs, which writes the counts as JSON to a file of its own.
  const countsDir = mkdtempSync(join(tmpdir(), 'test-counts-'));
  const countsFile = join(countsDir, 'counts.json');
  const {code} = await run(
    'node',
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${fileURLToPath(new URL('test-count-reporter.mjs', import.meta.url))}`,
      `--test-reporter-destination=${countsFile}`,
      ...files,
    ],
    {pipeStdout: true, env},
  );
  let counts = {passed: 0, failed: 0, skipped: 0};
  try {
    counts = JSON.parse(readFileSync(countsFile, 'utf8'));
  } catch {
    // No counts: the runner ended before its reporters did; the exit code below counts that.
  }
  rmSync(countsDir, {recursive: true, force: true});
  summary.passed += counts.passed;
  summary.failed += counts.failed;
  summary.skipped += counts.skipped;
  if (code !== 0 && counts.failed === 0) summary.failed += 1; // the runner itself failed
}

/** The typecheck, ESLint and Prettier: each counts as one test. */
async function staticChecks() {
  for (const [title, command, args] of [
    ['Typecheck (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.']],
    ['Lint (eslint)', 'npx', ['eslint', '.']],
    ['Formatting (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ]) {
    step(title);
    const {code} = await run(command, args);
    if (code === 0) summary.passed += 1;
    else summary.failed += 1;
  }
}

async function unitTests() {
  step('Unit tests');
  const files = [...findFiles('tests/unit', '.test.ts'), ...findFiles('genDocs', '.test.ts')];
  if (files.length === 0) throw new Error('No unit test files found under tests/unit.');
  await nodeTests(files);
}

/** Deliberately broken small sites: the errors writers see in the build and the live preview. */
async function brokenSiteTests(browserPath) {
  step('Broken-site errors (tests/broken-site)');
  await nodeTests(findFiles('tests/broken-site', '.test.ts'), {CHROMIUM_PATH: browserPath});
}

async function build(outDir, env, {postBuild = false} = {}) {
  step(
    `Build ${outDir} (${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')})`,
  );
  const started = Date.now();
  let {code} = await run(...docusaurusBuild(['--out-dir', outDir]), {env});
  // What `npm run build` runs after the build: the check of _headers and the .gz and .br copies (about 25 s on 2
  // cores, so only for the build served through nginx).
  if (code === 0 && postBuild) ({code} = await run('node', ['scripts/post-build.mjs', outDir]));
  // A figure, not a budget: `npm run bench` measures build time properly (cold, several rounds).
  console.log(`Build of ${outDir} took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (code !== 0) {
    summary.failed += 1;
    console.error(`\nThe production build into ${outDir} failed (see the errors above).`);
    return false;
  }
  summary.passed += 1;
  return true;
}

/** Checks of the built files themselves: crawl, sitemap, titles, HTML validity (tests/site). */
async function builtSiteTests() {
  step('Built-site checks (tests/site)');
  await nodeTests(findFiles('tests/site', '.test.ts'), {SITE_BUILD_DIR: '.test-build/root'});
}

async function browserTests(browserPath) {
  step('Browser tests');
  const resultsFile = '.test-build/playwright-results.json';
  rmSync(resultsFile, {force: true});
  const env = {CHROMIUM_PATH: browserPath};
  if (!findNginx() || !findBrotliStaticModule()) {
    summary.failed += 1;
    console.error(
      'nginx or its brotli static module not found: the browser tests through deploy/nginx/datahub-docs.conf ' +
        'cannot run. Install them (Debian: apt-get install nginx libnginx-mod-http-brotli-static; .ci/run does) ' +
        'or set NGINX_PATH and NGINX_BROTLI_STATIC_MODULE. The other projects run without them.',
    );
    env.NGINX_UNAVAILABLE = '1';
  }
  const {code} = await run('npx', ['playwright', 'test'], {env});
  if (!existsSync(resultsFile)) {
    summary.failed += 1;
    console.error('Playwright wrote no results: it did not start (see above).');
    return;
  }
  const stats = JSON.parse(readFileSync(resultsFile, 'utf8')).stats;
  summary.passed += stats.expected + stats.flaky;
  summary.failed += stats.unexpected;
  summary.skipped += stats.skipped;
  if (code !== 0 && stats.unexpected === 0) summary.failed += 1;
}

async function main() {
  let browser;
  try {
    browser = await findBrowser();
    console.log(`Browser for tests: ${browser.path} (${browser.source})`);
  } catch (error) {
    console.error(String(error.message ?? error));
    summary.failed += 1;
  }
  if (stages.has('static')) await staticChecks();
  if (stages.has('unit')) await unitTests();
  if (browser && stages.has('broken-site')) await brokenSiteTests(browser.path);
  const needBuilds = stages.has('site') || stages.has('e2e');
  const existing = (dir) => {
    const found = existsSync(join(dir, 'index.html'));
    if (!found) {
      console.error(`No build in ${dir}: run with the build stage.`);
      summary.failed += 1;
    }
    return found;
  };
  let builtRoot = false;
  let builtSub = false;
  if (stages.has('build')) {
    // The root build is also served through nginx (tests/e2e/nginx.spec.ts), precompressed as `npm run build`
    // leaves it.
    builtRoot = await build('.test-build/root', {BASE_URL: '/', DOCS_TEST_ROUTES: 'true'}, {postBuild: true});
    // The second build is the "everything configured" site: a sub-path, a closeable
    // announcement, hosted search, analytics and an outside script, plus a secret
    // that must never reach the output (tests/e2e/subpath-*.spec.ts).
    builtSub = await build('.test-build/sub', configuredSiteEnv);
  } else if (needBuilds) {
    builtRoot = existing('.test-build/root');
    builtSub = !stages.has('e2e') || existing('.test-build/sub');
  }
  if (builtRoot && stages.has('site')) await builtSiteTests();
  if (stages.has('e2e')) {
    if (browser && builtRoot && builtSub) await browserTests(browser.path);
    else if (browser) console.error('\nBrowser tests skipped: a build failed.');
  }
  const line = `${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}`;
  console.log(`\n${line}`);
  process.exit(summary.failed === 0 && summary.passed > 0 ? 0 : 1);
}

main();
