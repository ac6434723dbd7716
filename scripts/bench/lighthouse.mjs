// Bench step 4 (scripts/bench.mjs): Lighthouse (mobile and desktop presets) on each route, in the system Chromium.
import {mkdirSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {chromiumArgs} from '../find-browser.mjs';
import {table} from './table.mjs';

/**
 * presets: the Lighthouse presets to run (--lh-presets); runs: runs per page and preset, the median counts
 * (--lh-runs); saveDir: where to keep each median report as JSON, if anywhere (--lh-save).
 */
export async function benchLighthouse(
  pages,
  browserPath,
  {presets: lighthousePresets, runs: lighthouseRuns, saveDir: lighthouseSaveDir},
) {
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
