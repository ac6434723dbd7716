// Bench step 1 (scripts/bench.mjs): cold build time and peak memory with each bundler; and the blank site's build,
// the framework floor that steps 2 to 4 measure beside the site.
import {spawnSync} from 'node:child_process';
import {cpSync, rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {median, table} from './table.mjs';

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

export function benchBuild(buildDir, rounds) {
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
export function buildBlankSite(blankSiteDir, blankBuildDir) {
  rmSync(blankSiteDir, {recursive: true, force: true});
  cpSync('tests/fixtures/blank-site', blankSiteDir, {recursive: true});
  // --out-dir is relative to the site folder: give it absolute.
  timed('npx', ['docusaurus', 'build', blankSiteDir, '--out-dir', resolve(blankBuildDir)], {});
  // Precompressed as the site's build is, so the floor is measured on the same terms.
  timed('node', ['scripts/post-build.mjs', blankBuildDir], {});
}
