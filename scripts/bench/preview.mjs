// Bench step 5 (scripts/bench.mjs): live preview, cold `npm start` to the first served page, and saving a Markdown
// file (and a genDocs data file) to the updated page.
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync, rmSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import {chromium} from '@playwright/test';
import {findBrowser, chromiumArgs} from '../find-browser.mjs';
import {median, table} from './table.mjs';

/**
 * Records in the page the moment a text first appears in the document (a MutationObserver, so the time is
 * the DOM update's, not the next poll of Playwright's wait, which polls every 100 to 500 ms).
 */
async function watchFor(page, text) {
  await page.evaluate((wanted) => {
    window.__benchShownAt = undefined;
    const observer = new MutationObserver(() => {
      if (document.body.textContent.includes(wanted)) {
        window.__benchShownAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
  }, text);
}

/** Seconds from the save (a wall-clock time, like the page's) to the page showing the text. */
async function shownAfter(page, text, savedAt) {
  await page.getByText(text).first().waitFor({timeout: 120_000});
  // A full reload of the page loses the observer: then the wait's own time, a little late, is what there is.
  const shownAt = (await page.evaluate(() => window.__benchShownAt)) ?? Date.now();
  return (shownAt - savedAt) / 1000;
}

/** Waits for the page's article heading, checking every frame (a locator's wait polls every 100 to 1,000 ms). */
function articleShown(page, timeout) {
  return page.waitForFunction(() => document.querySelector('article h1') !== null, null, {polling: 'raf', timeout});
}

export async function benchPreview() {
  const port = 4394;
  // Cold as the issue defines it: no bundler cache, no generated client code. The generated pages stay.
  rmSync('node_modules/.cache', {recursive: true, force: true});
  rmSync('.docusaurus', {recursive: true, force: true});
  const doc = 'docs/quickstart.md';
  const data = 'genDocs/data/sources/snowflake.yaml';
  const originals = new Map([doc, data].map((file) => [file, readFileSync(file, 'utf8')]));
  // An interrupted run (Ctrl+C) must not leave the edited files behind.
  // The generated page the data edit changed is written again from the restored data, so the next run (and
  // the next `npm start`) does not start by regenerating it.
  const restore = () => {
    for (const [file, text] of originals) writeFileSync(file, text);
    spawnSync('node', ['--import', 'tsx', 'genDocs/src/cli.ts', 'generate', '--skip-graphql'], {stdio: 'ignore'});
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
    await articleShown(page, 600_000);
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
    await articleShown(page, 120_000);
    const otherPage = seconds(since);
    await page.goto(`${origin}/docs/quickstart`);
    await articleShown(page, 120_000);
    // Saving a Markdown file, five times: median time until the open page shows the new text.
    const edits = [];
    for (let i = 0; i < 5; i++) {
      const marker = `Bench marker ${i} ${Date.now()}`;
      await watchFor(page, marker);
      const savedAt = Date.now();
      writeFileSync(doc, originals.get(doc).replace(/\n## /, `\n${marker}\n\n## `));
      edits.push(await shownAfter(page, marker, savedAt));
    }
    // Saving a genDocs data file: the generator rewrites the page, the dev server shows it.
    await page.goto(`${origin}/docs/generated/ingestion/sources/snowflake`);
    await articleShown(page, 120_000);
    const dataMarker = `Bench data marker ${Date.now()}`;
    await watchFor(page, dataMarker);
    const dataSavedAt = Date.now();
    writeFileSync(data, originals.get(data).replace(/^overview:\n {2}- (.*)$/m, `overview:\n  - $1 ${dataMarker}`));
    const dataEdit = await shownAfter(page, dataMarker, dataSavedAt);
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
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.kill(-server.pid, 'SIGTERM');
    restore();
  }
}
