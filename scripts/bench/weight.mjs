// Bench step 2 (scripts/bench.mjs): page weight per route, compressed as nginx sends it, and the bytes sent to
// clients that accept gzip only and gzip and brotli.
import {get as httpGet} from 'node:http';
import {chromium} from '@playwright/test';
import {chromiumArgs} from '../find-browser.mjs';
import {kb, table} from './table.mjs';

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

export async function benchWeight(pages, browserPath) {
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
