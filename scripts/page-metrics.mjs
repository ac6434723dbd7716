#!/usr/bin/env node
// Main-thread time of page loads on a 4x-throttled CPU, two sites side by side, interleaved (A, B, A, B...):
//   node scripts/page-metrics.mjs <origin A> <origin B> <path>[|<path on B>] ...
// Prints, per path, the median over RUNS loads (default 5) of when the page hydrated and Chromium's own counters (CDP Performance
// metrics): all tasks, script, style and layout, and the number of DOM nodes. The counters are CPU time of
// the page's main thread, so they are steadier on a busy machine than wall-clock timings. Serve each build
// first, for example `node scripts/serve-nginx.mjs .bench/build 4182`.
import {chromium} from '@playwright/test';
import {findBrowser, chromiumArgs} from './find-browser.mjs';
import {recordHydration} from './bench/hydration.mjs';

const [originA, originB, ...paths] = process.argv.slice(2);
if (!originA || !originB || paths.length === 0) {
  console.error('Usage: node scripts/page-metrics.mjs <origin A> <origin B> <path>[|<path on B>] ...');
  process.exit(2);
}
const runs = Number(process.env.RUNS ?? 5);
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const browser = await chromium.launch({executablePath: (await findBrowser()).path, args: chromiumArgs});

async function load(url) {
  // Lighthouse's phone: a 412 px touch screen, the CPU 4x slower.
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  // When <html data-has-hydrated> is set, as the bench's hydration column measures it.
  await page.addInitScript(recordHydration);
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {timeout: 60_000});
  const hydrated = await page.evaluate(() => window.__hydratedAt);
  await page.waitForTimeout(1500);
  const {metrics} = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  await context.close();
  return {
    hydrated,
    task: m.TaskDuration * 1000,
    script: m.ScriptDuration * 1000,
    layout: (m.LayoutDuration + m.RecalcStyleDuration) * 1000,
    nodes: m.Nodes,
  };
}

for (const entry of paths) {
  const [pathA, pathB = pathA] = entry.split('|');
  const results = {A: [], B: []};
  for (let run = 0; run < runs; run++) {
    results.A.push(await load(originA + pathA));
    results.B.push(await load(originB + pathB));
  }
  for (const [side, path] of [
    ['A', pathA],
    ['B', pathB],
  ]) {
    const r = results[side];
    const ms = (key) => `${median(r.map((x) => x[key])).toFixed(0)} ms`;
    console.log(
      `${side} ${path.padEnd(48)} hydrated ${ms('hydrated')}, tasks ${ms('task')}, script ${ms('script')}, style and layout ${ms('layout')}, nodes ${median(r.map((x) => x.nodes))}`,
    );
  }
}
await browser.close();
