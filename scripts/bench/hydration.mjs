// Bench step 3 (scripts/bench.mjs): when each page answers taps and keys, on a 4x-throttled CPU.
import {chromium} from '@playwright/test';
import {chromiumArgs} from '../find-browser.mjs';
import {median, middleHalf, table} from './table.mjs';

/**
 * A page init script: records in `window.__hydratedAt` when <html data-has-hydrated> appears
 * (performance.now()). Shared with scripts/page-metrics.mjs.
 */
export function recordHydration() {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute('data-has-hydrated')) {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * Milliseconds from navigation to <html data-has-hydrated> (the framework sets it once React has
 * hydrated the page and run its effects: from then on a tap or a key does what it should), with the CPU
 * throttled 4x as Lighthouse's mobile preset does, median of `loads` fresh loads (--hydration-loads).
 */
export async function benchHydration(pages, browserPath, loads) {
  const browser = await chromium.launch({executablePath: browserPath, args: chromiumArgs});
  const rows = [];
  const floor = {};
  const times = new Map(pages.map(([label]) => [label, []]));
  const longTasks = new Map(pages.map(([label]) => [label, []]));
  // Chromium's own count of the main thread's CPU time (CDP Performance metrics, as scripts/page-metrics.mjs
  // reads them): steadier than the wall-clock time to hydration on a busy machine, so both are shown.
  const taskTimes = new Map(pages.map(([label]) => [label, []]));
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
      });
      await page.addInitScript(recordHydration);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(`${origin}${path}`, {waitUntil: 'load'});
      await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {timeout: 60_000});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      times.get(label).push(await page.evaluate(() => window.__hydratedAt));
      longTasks.get(label).push(await page.evaluate(() => window.__longTasks));
      const {metrics} = await cdp.send('Performance.getMetrics');
      taskTimes.get(label).push(metrics.find((metric) => metric.name === 'TaskDuration').value * 1000);
      await context.close();
    }
  }
  const tasks = {};
  for (const [label, path] of pages) {
    floor[label] = median(times.get(label));
    tasks[label] = median(taskTimes.get(label));
    rows.push([label, path, `${floor[label].toFixed(0)} ms`, `${median(longTasks.get(label)).toFixed(0)} ms`]);
  }
  await browser.close();
  // Against the blank site's doc page load by load: each round's difference, then their median. A burst of
  // load on the machine slows every page of a round alike, so it cancels in the difference (the difference of
  // two medians did not: an unchanged page came out 400 ms apart from itself in one run). The middle half of
  // the differences shows how far a row can be trusted.
  const blank = 'blank site: doc page';
  const paired = (series, label) => {
    const differences = series.get(label).map((value, round) => value - series.get(blank)[round]);
    const [low, high] = middleHalf(differences);
    return `${median(differences).toFixed(0)} ms (${low.toFixed(0)} to ${high.toFixed(0)})`;
  };
  for (const row of rows) {
    const label = row[0];
    row.push(paired(times, label), `${tasks[label].toFixed(0)} ms`, paired(taskTimes, label));
  }
  table(
    `Hydration on a 4x-throttled CPU, median of ${loads} loads; against the blank site's doc page, the median of the ${loads} load-by-load differences and their middle half (target: within 500 ms)`,
    [
      'route type',
      'path',
      'hydrated',
      'blocking (long tasks over 50 ms, to quiet)',
      'vs blank doc page',
      'main-thread CPU to quiet',
      'CPU vs blank doc page',
    ],
    rows,
  );
}
