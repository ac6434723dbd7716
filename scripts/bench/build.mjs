// Bench step 1 (scripts/bench.mjs): cold build time and peak memory with each bundler; and the blank site's build,
// the framework floor that steps 2 to 4 measure beside the site.
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {median, table} from './table.mjs';
import {docusaurusBuild} from '../docusaurus-build.mjs';
import {SAME_ARTICLE} from './routes.mjs';
import {removeFloorSite, writeFloorSite} from './reference-floor.mjs';

/** Runs a command under /usr/bin/time -v: wall seconds and peak resident memory of the process tree. */
function timed(command, commandArgs, env, cwd) {
  const start = performance.now();
  const result = spawnSync('/usr/bin/time', ['-v', command, ...commandArgs], {
    env: {...process.env, ...env},
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stderr.slice(-3000)}`);
  const peakKb = Number(result.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? NaN);
  return {seconds, peakGb: peakKb / 1024 / 1024};
}

/** genDocs, `docusaurus build` and the post-build step, as `npm run build` runs them: seconds and peak GB. */
function buildOnce(buildDir, env) {
  const steps = [
    timed('node', ['genDocs/generate.mjs'], env),
    timed(...docusaurusBuild(['--out-dir', buildDir]), env),
    // What `npm run build` runs next: the check of _headers, the .gz and .br copies (scripts/post-build.mjs).
    timed('node', ['scripts/post-build.mjs', buildDir], env),
  ];
  return {
    seconds: steps.reduce((sum, step) => sum + step.seconds, 0),
    peakGb: Math.max(...steps.map((step) => step.peakGb)),
    generate: steps[0].seconds,
    post: steps[2].seconds,
  };
}

/**
 * The floor of issue 21's lever (scripts/bench/reference-floor.mjs): the site with its generated reference
 * cut to headings, built cold as `npm run build` builds it but for genDocs, beside the real cold build's same
 * steps (`cold`: the medians of the rounds before).
 */
function benchReferenceFloor(cold) {
  const siteDir = '.bench/floor-site';
  const outDir = resolve('.bench/floor-build');
  const cut = writeFloorSite(siteDir);
  try {
    const bundle = timed(...docusaurusBuild([siteDir, '--out-dir', outDir]), {});
    // Run from the copy, which has no node_modules of its own: no compressed copies from an earlier build.
    const post = timed('node', [resolve('scripts/post-build.mjs'), outDir], {}, siteDir);
    const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
    table(
      `Cold build without genDocs, the site as it is and with its ${cut.pages} generated pages cut to their headings ` +
        `(${mb(cut.before)} of MDX to ${mb(cut.after)}): what the generated reference costs at most`,
      ['site', 'docusaurus build', 'post-build', 'both', 'peak memory'],
      [
        [
          'as it is (median of the cold rounds)',
          ...[cold.build, cold.post, cold.build + cold.post].map(seconds),
          `${cold.peakGb.toFixed(2)} GB`,
        ],
        [
          'generated pages cut to their headings',
          ...[bundle.seconds, post.seconds, bundle.seconds + post.seconds].map(seconds),
          `${Math.max(bundle.peakGb, post.peakGb).toFixed(2)} GB`,
        ],
      ],
    );
  } finally {
    removeFloorSite(siteDir);
    rmSync(outDir, {recursive: true, force: true});
  }
}

const seconds = (value) => `${value.toFixed(0)} s`;

/** The page a writer edits in the warm build after an edit (a paragraph added, then taken out). */
const EDITED_PAGE = 'docs/quickstart.md';

/** Builds with nothing changed, each timed: their target (40 s here) is within this machine's run-to-run spread. */
const UNCHANGED_ROUNDS = 3;

/**
 * Warm builds, right after the cold ones, with their caches in place (the bundler's, the Markdown copies',
 * the search index's, the compressed copies'): with nothing changed (median of UNCHANGED_ROUNDS, range
 * beside it), then once after a one-page edit.
 */
function benchWarmBuild(buildDir) {
  const rows = [];
  const unchanged = Array.from({length: UNCHANGED_ROUNDS}, () => buildOnce(buildDir, {}));
  const times = unchanged.map((build) => build.seconds);
  console.log(`  warm, nothing changed: ${times.map((time) => time.toFixed(1)).join(', ')} s`);
  rows.push([
    `warm: nothing changed (median of ${UNCHANGED_ROUNDS}, ${Math.min(...times).toFixed(1)} to ${Math.max(...times).toFixed(1)} s)`,
    `${median(times).toFixed(1)} s`,
    `${median(unchanged.map((build) => build.peakGb)).toFixed(2)} GB`,
  ]);
  const original = readFileSync(EDITED_PAGE, 'utf8');
  try {
    writeFileSync(EDITED_PAGE, `${original}\nA paragraph the bench adds to time a build after an edit.\n`);
    const edited = buildOnce(buildDir, {});
    console.log(`  warm, ${EDITED_PAGE} edited: ${edited.seconds.toFixed(0)} s`);
    rows.push([`warm: ${EDITED_PAGE} edited`, `${edited.seconds.toFixed(0)} s`, `${edited.peakGb.toFixed(2)} GB`]);
  } finally {
    writeFileSync(EDITED_PAGE, original);
  }
  // Leave the build of the unedited tree for the next steps.
  buildOnce(buildDir, {});
  table(
    'Build with the caches of the build before (@docusaurus/faster): generate + docusaurus build + search index + precompression',
    ['build', 'wall time', 'peak memory'],
    rows,
  );
}

export function benchBuild(buildDir, rounds, {classic: withClassic = true} = {}) {
  const rows = [];
  const results = {};
  let cold;
  // Classic first, so the build left in place for the next steps is the real one.
  for (const [label, env] of [
    ...(withClassic ? [['classic (webpack, Babel)', {DOCS_CLASSIC_BUNDLER: 'true'}]] : []),
    ['@docusaurus/faster (Rspack, SWC)', {}],
  ]) {
    const builds = [];
    for (let round = 0; round < rounds; round++) {
      // Cold each round: no persistent bundler cache, no earlier output.
      rmSync('node_modules/.cache', {recursive: true, force: true});
      rmSync('.docusaurus', {recursive: true, force: true});
      const build = buildOnce(buildDir, env);
      builds.push(build);
      console.log(
        `  ${label}, round ${round + 1}: ${build.seconds.toFixed(0)} s (precompression ${build.post.toFixed(0)} s)`,
      );
    }
    const wall = median(builds.map((build) => build.seconds));
    const peakGb = median(builds.map((build) => build.peakGb));
    results[label] = wall;
    cold = {
      build: median(builds.map((build) => build.seconds - build.generate - build.post)),
      post: median(builds.map((build) => build.post)),
      peakGb,
    };
    rows.push([label, rounds, `${wall.toFixed(0)} s`, `${peakGb.toFixed(2)} GB`]);
  }
  const classic = results['classic (webpack, Babel)'];
  const faster = results['@docusaurus/faster (Rspack, SWC)'];
  table(
    `Build: generate + docusaurus build + search index + precompression, cold, median of ${rounds}` +
      (classic ? ` (classic / faster = ${(classic / faster).toFixed(1)}x)` : ''),
    ['bundler', 'rounds', 'wall time', 'peak memory'],
    rows,
  );
  // Before the warm builds: the copy has caches of its own, so the site's stay as the cold build left them.
  benchReferenceFloor(cold);
  benchWarmBuild(buildDir);
}

/**
 * Builds the blank site (a few seconds): a copy inside the repository, so it finds node_modules. With
 * `articlesFrom` (a build of the site), the copy also gets the Markdown copies of the SAME_ARTICLE pages as
 * docs of its own (scripts/bench/routes.mjs).
 */
export function buildBlankSite(blankSiteDir, blankBuildDir, articlesFrom) {
  rmSync(blankSiteDir, {recursive: true, force: true});
  cpSync('tests/fixtures/blank-site', blankSiteDir, {recursive: true});
  if (articlesFrom) {
    mkdirSync(join(blankSiteDir, 'docs/same-article'), {recursive: true});
    for (const [name, path] of SAME_ARTICLE) {
      const copy = join(articlesFrom, `${path}.md`);
      if (!existsSync(copy)) throw new Error(`${copy}: no Markdown copy of ${path} in the build (same-article rows)`);
      // The copy starts with the page's title as "# Title": the blank site's doc takes it from front matter.
      const text = readFileSync(copy, 'utf8');
      const heading = /^# (.*)\n/.exec(text);
      const title = JSON.stringify(heading?.[1] ?? name);
      writeFileSync(
        join(blankSiteDir, `docs/same-article/${name}.md`),
        `---\ntitle: ${title}\n---\n${text.slice(heading?.[0].length ?? 0)}`,
      );
    }
  }
  // --out-dir is relative to the site folder: give it absolute.
  timed(...docusaurusBuild([blankSiteDir, '--out-dir', resolve(blankBuildDir)]), {});
  // Precompressed as the site's build is, so the floor is measured on the same terms.
  timed('node', ['scripts/post-build.mjs', blankBuildDir], {});
}
