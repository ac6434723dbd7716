import {test, expect, expectConsoleErrors} from '../support/test';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

// The configured build: analytics and an outside script switched on by their variables.

test('no secret from the build environment reaches the built site; public ids do', () => {
  const files = readdirSync('.test-build/sub', {recursive: true})
    .map(String)
    .filter((f) => /\.(html|js|json|txt|xml|css)$/.test(f));
  const leaks: string[] = [];
  let publicKeySeen = false;
  for (const file of files) {
    const text = readFileSync(join('.test-build/sub', file), 'utf8');
    for (const secret of ['admin-secret-must-not-leak-9f2c', 'ghp_secret_must_not_leak_4b1d']) {
      if (text.includes(secret)) leaks.push(`${file} contains ${secret}`);
    }
    if (text.includes('public-search-only-key')) publicKeySeen = true;
  }
  expect(leaks).toEqual([]);
  expect(publicKeySeen, 'the public search key is meant for browsers and is in the bundle').toBe(true);
});

test('Google tag: one page_view per route change, with title, location and path', async ({page}) => {
  await page.route(/googletagmanager\.com/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  await page.goto('./docs/quickstart');
  const pageViews = () =>
    page.evaluate(() =>
      ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === 'event' && args[1] === 'page_view')
        .map((args) => args[2] as {page_title: string; page_location: string; page_path: string}),
    );
  // The first page view is the landing page itself.
  await expect.poll(pageViews).toHaveLength(1);
  expect((await pageViews())[0].page_path).toBe('/sub/docs/quickstart');
  await page.locator('footer').getByRole('link', {name: 'Introduction'}).click();
  await expect(page).toHaveURL(/\/sub\/docs\/features$/);
  await expect.poll(pageViews).toHaveLength(2);
  const second = (await pageViews())[1];
  expect(second.page_path).toBe('/sub/docs/features');
  expect(second.page_location).toMatch(/\/sub\/docs\/features$/);
  expect(second.page_title).toMatch(/What Is DataHub\?/);
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/sub\/docs\/$/);
  await expect.poll(pageViews).toHaveLength(3);
  await page.waitForTimeout(300);
  expect(await pageViews()).toHaveLength(3);
});

test('an outside script loads after the page is interactive, and its failure changes nothing', async ({page}) => {
  let requested = 0;
  expectConsoleErrors(page, /ERR_FAILED \(https:\/\/analytics\.example\.invalid\//);
  await page.route(/analytics\.example\.invalid/, (route) => {
    requested += 1;
    return route.abort();
  });
  await page.route(/googletagmanager\.com/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  const html = await (await page.request.get('./docs/quickstart')).text();
  expect(html).not.toContain('analytics.example.invalid');
  await page.goto('./docs/quickstart');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect.poll(() => requested).toBe(1);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Quickstart/i);
  await expect(page.locator('script[data-outside-service="visitor-analytics"]')).toHaveCount(0);
});
