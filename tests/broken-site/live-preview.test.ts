/**
 * The live preview of the real site (`docusaurus start`, as `npm start` runs it after genDocs): it serves
 * before compiling every page (src/plugins/dev-lazy-compilation), renders the page a writer opens, shows a
 * saved edit without a reload (and without reloading every doc, src/plugins/docs-body-edits), and still
 * names the file of a broken Markdown link or a bad front matter value. Needs CHROMIUM_PATH
 * (scripts/test.mjs sets it) and the generated pages (`npm test` runs genDocs first).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumArgs} from '../../scripts/find-browser.mjs';

const repo = resolve(__dirname, '..', '..');
const docusaurus = join(repo, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const port = 4199;
const origin = `http://127.0.0.1:${port}`;
const page = join(repo, 'docs', 'quickstart.md');
const original = readFileSync(page, 'utf8');

let server: ChildProcess;
let log = '';
let browser: Browser;
let tab: Page;

before(async () => {
  server = spawn(process.execPath, [docusaurus, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: repo,
    // The performance log names each plugin reload ("Reload site plugin docs@default").
    env: {...process.env, BROWSER: 'none', DOCUSAURUS_PERF_LOGGER: 'true'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the dev server exited:\n${log.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`the dev server did not answer at ${origin}:\n${log.slice(-3000)}`);
    if (
      await fetch(`${origin}/docs/quickstart`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const executablePath = process.env.CHROMIUM_PATH;
  assert.ok(executablePath, 'CHROMIUM_PATH must name a Chromium (scripts/test.mjs finds one)');
  browser = await chromium.launch({executablePath, args: chromiumArgs});
  tab = await browser.newPage();
});

after(async () => {
  writeFileSync(page, original);
  await browser?.close();
  // The dev server and the bundler's workers: the whole process group.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

describe('live preview', () => {
  test('the first bundle holds page content as on-demand stubs, not compiled pages, and the doc layout compiled', async () => {
    const main = await (await fetch(`${origin}/main.js`)).text();
    // Lazy compilation turns each route's import into a proxy module named after it.
    assert.match(main, /docs\/cli\.md!lazy-compilation-proxy/);
    assert.doesNotMatch(main, /"\.\/docs\/cli\.md":/, 'a page that was never opened was compiled into main.js');
    // The layout every doc page shares is compiled with the entry, so the first page opened waits for its
    // Markdown only.
    assert.match(main, /"\.\/node_modules\/@docusaurus\/theme-classic\/lib\/theme\/DocItem\/index\.js\\?"/);
    assert.doesNotMatch(main, /theme\/DocItem\/index\.js!lazy-compilation-proxy/);
  });

  test('the page a writer opens is compiled and rendered', {timeout: 120_000}, async () => {
    await tab.goto(`${origin}/docs/quickstart`);
    await tab.locator('article h1').waitFor({timeout: 90_000});
    assert.equal(await tab.locator('article h1').textContent(), 'DataHub Quickstart');
  });

  test('a saved edit shows in the open page without a reload', {timeout: 90_000}, async () => {
    await tab.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    const before = log.length;
    const marker = `Live preview marker ${Date.now()}`;
    writeFileSync(page, original.replace(/\n## /, `\n${marker}\n\n## `));
    await tab.getByText(marker).waitFor({timeout: 60_000});
    assert.equal(await tab.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded), true);
    // The body changed, not the front matter, title or description: the docs were not all read again.
    await new Promise((r) => setTimeout(r, 1000));
    assert.doesNotMatch(log.slice(before), /Reload site plugin docs/, 'a body edit reloaded the docs plugin');
  });

  test(
    'a front matter change reloads the docs, and a bad value is reported with its file',
    {timeout: 90_000},
    async () => {
      const before = log.length;
      const retitled = `DataHub Quickstart ${Date.now()}`;
      writeFileSync(page, original.replace('title: DataHub Quickstart', `title: ${retitled}`));
      // The title is metadata (the page's heading is drawn from it): the docs plugin reloads, the page shows it.
      await tab.locator('article h1', {hasText: retitled}).waitFor({timeout: 60_000});
      assert.match(log.slice(before), /Reload site plugin docs/);

      const beforeBad = log.length;
      writeFileSync(
        page,
        original.replace('sidebar_label: Quickstart', 'sidebar_label: Quickstart\nsidebar_position: first'),
      );
      const deadline = Date.now() + 60_000;
      // The error and the file it names come in separate lines: wait for both.
      const reported = () =>
        /sidebar_position/.test(log.slice(beforeBad)) && /docs\/quickstart\.md/.test(log.slice(beforeBad));
      while (!reported() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      const report = log.slice(beforeBad);
      assert.match(
        report,
        /"sidebar_position" must be a number/,
        `no report of the bad value:\n${report.slice(-2000)}`,
      );
      assert.match(report, /docs\/quickstart\.md/);
    },
  );

  test('a broken Markdown link is reported with the file that holds it', {timeout: 90_000}, async () => {
    const before = log.length;
    writeFileSync(page, original.replace(/\n## /, '\nSee [the missing page](./no-such-page.md).\n\n## '));
    const deadline = Date.now() + 60_000;
    while (!/no-such-page\.md/.test(log.slice(before)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    const report = log.slice(before);
    assert.match(report, /no-such-page\.md/, `no report of the broken link:\n${report.slice(-2000)}`);
    assert.match(report, /docs\/quickstart\.md/);
  });
});
