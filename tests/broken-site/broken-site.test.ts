/**
 * The errors a writer sees when a page or a navbar item is broken, in the production build
 * and in the live preview. Each case builds or serves tests/fixtures/broken-site, a small site that renders
 * with this site's own theme overrides, strings and card dropdown (its `src` and `i18n` link to the real ones).
 * Needs CHROMIUM_PATH for the live-preview half (scripts/test.mjs sets it).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, rmSync, symlinkSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs} from '../../scripts/find-browser.mjs';

const repo = resolve(__dirname, '..', '..');
const site = join(repo, '.test-build', 'broken-site');
const docusaurus = join(repo, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

before(() => {
  rmSync(site, {recursive: true, force: true});
  mkdirSync(join(repo, '.test-build'), {recursive: true});
  cpSync(join(repo, 'tests', 'fixtures', 'broken-site'), site, {recursive: true});
  // The site's code and its English strings (the crash page's "This page crashed." is a translation).
  symlinkSync(join(repo, 'src'), join(site, 'src'), 'dir');
  symlinkSync(join(repo, 'i18n'), join(site, 'i18n'), 'dir');
});

function build(brokenCase: string): {status: number | null; output: string; outDir: string} {
  const outDir = join(site, `build-${brokenCase}`);
  const result = spawnSync(process.execPath, [docusaurus, 'build', site, '--out-dir', outDir], {
    env: {...process.env, BROKEN_CASE: brokenCase},
    encoding: 'utf8',
    timeout: 240_000,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir};
}

const cases = [
  {
    name: 'no-default-export',
    path: '/broken-page',
    messages: [/The page component at \/broken-page doesn't have a default export/, /impossible to render anything/],
  },
  {
    name: 'navbar-item-throws',
    path: '/',
    messages: [
      /A theme navbar item failed to render/,
      /Please double-check the following navbar item \(themeConfig\.navbar\.items\)/,
      /"label": "Broken"/,
      /cards: must be a list of cards/,
    ],
  },
  {
    name: 'unknown-navbar-type',
    path: '/',
    messages: [/No NavbarItem component found for type "custom-navCardDropdwn"/],
  },
];

describe('production build', () => {
  test('the fixture builds when nothing is broken', () => {
    const {status, output, outDir} = build('none');
    assert.equal(status, 0, output);
    assert.ok(existsSync(join(outDir, 'index.html')));
  });

  for (const {name, messages} of cases) {
    test(`${name}: the build fails and says why`, () => {
      const {status, output} = build(name);
      assert.notEqual(status, 0, 'the broken build succeeded');
      for (const message of messages) assert.match(output, message);
    });
  }
});

describe('live preview', () => {
  let browser: Browser;
  before(async () => {
    const executablePath = process.env.CHROMIUM_PATH;
    assert.ok(executablePath, 'CHROMIUM_PATH must name a Chromium (scripts/test.mjs finds one)');
    browser = await chromium.launch({executablePath, args: chromiumArgs});
  });
  after(() => browser?.close());

  let port = 4190;
  for (const {name, path, messages} of cases) {
    test(`${name}: the page shows the crash screen with the cause`, {timeout: 180_000}, async () => {
      const url = `http://127.0.0.1:${++port}`;
      const server = startDev(name, port);
      try {
        await waitFor(url, server);
        const page = await browser.newPage();
        await page.goto(`${url}${path}`);
        await page.getByText('This page crashed.').waitFor({timeout: 60_000});
        const text = await page.locator('body').innerText();
        for (const message of messages) assert.match(text, message);
        assert.ok(await page.getByRole('button', {name: 'Try again'}).isVisible());
      } finally {
        server.kill('SIGTERM');
      }
    });
  }
});

function startDev(brokenCase: string, port: number): ChildProcess {
  const server = spawn(
    process.execPath,
    [docusaurus, 'start', site, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {env: {...process.env, BROKEN_CASE: brokenCase, BROWSER: 'none'}, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let log = '';
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  (server as ChildProcess & {log: () => string}).log = () => log;
  return server;
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the dev server exited: ${(server as ChildProcess & {log: () => string}).log()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the dev server did not answer at ${url}`);
}
