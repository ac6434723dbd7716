import {test, expect} from '../support/test';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

// The default build (no outside service configured) must talk to nobody but its own host.

test('with no services configured, pages request nothing from any other host', async ({page, baseURL}) => {
  // Visits every route type and waits for the network to settle on each (near 30 s on a 2-core machine).
  test.slow();
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  for (const path of [
    '/',
    '/docs/features',
    '/docs/quickstart',
    '/learn/data-mesh',
    '/integrations',
    '/slack',
    '/search?q=tags',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Opening search and the docs assistant must stay local too.
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('lineage');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(outside).toEqual([]);
});

test('no outside script or analytics tag is in the HTML when its variable is unset', async ({request}) => {
  const html = await (await request.get('/docs/quickstart')).text();
  expect(html).not.toMatch(/googletagmanager|gtag\(|data-outside-service|algolia/i);
});

function builtPages(dir: string): string[] {
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

test('every link that opens a new tab carries rel="noopener noreferrer"', () => {
  const offenders: string[] = [];
  for (const file of builtPages('.test-build/root')) {
    const html = readFileSync(file, 'utf8');
    for (const [tag] of html.matchAll(/<a\b[^>]*\btarget="?_blank"?[^>]*>/g)) {
      const rel = /\brel=("([^"]*)"|[^\s>]+)/.exec(tag)?.[2] ?? /\brel=([^\s>]+)/.exec(tag)?.[1] ?? '';
      if (!/noopener/.test(rel) || !/noreferrer/.test(rel)) offenders.push(`${file}: ${tag.slice(0, 160)}`);
    }
  }
  expect(offenders.slice(0, 10)).toEqual([]);
});
