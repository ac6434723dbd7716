import {test, expect, expectConsoleErrors} from '../support/test';
import {switchVersion, versionDropdown} from '../support/navbar';

// Behaviour between pages, mostly the framework's: each is proven here so an upgrade cannot drop it silently.

test('the app is marked hydrated after the first client render', async ({page}) => {
  await page.goto('/docs/quickstart');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test("a page's own chunks are listed in its HTML and downloaded once, beside main.js; the page hydrates", async ({
  page,
}) => {
  // Each script request, who asked for it ("parser": a tag in the HTML, "script": the bundler's runtime
  // or the framework's link prefetching) and whether the server sent it or the browser's cache did.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, {url: string; type?: string; initiator: string; cached: boolean}>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (/\/assets\/js\/.*\.js$/.test(event.request.url)) {
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type,
        initiator: event.initiator.type,
        cached: false,
      });
    }
  });
  cdp.on('Network.requestServedFromCache', ({requestId}) => {
    const request = requests.get(requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.responseReceived', ({requestId, response}) => {
    const request = requests.get(requestId);
    if (request && (response.fromDiskCache || response.fromPrefetchCache)) request.cached = true;
  });
  const response = await page.goto('/docs/cli'); // returns once hydrated (tests/support/test.ts)
  const html = (await response?.text()) ?? '';
  const listed = [...html.matchAll(/<script src="?([^"\s>]+\.js)"?[^>]*\bdefer\b/g)].map(
    (m) => new URL(m[1], page.url()).href,
  );
  const all = [...requests.values()];
  // runtime~main, main and the page's own chunks (src/plugins/page-chunk-scripts), fetched as the HTML is read.
  expect(listed.length, listed.join(', ')).toBeGreaterThan(2);
  for (const url of listed) {
    expect(all.find((r) => r.url === url)?.initiator, `${url} is requested from the HTML`).toBe('parser');
    // The runtime finds the tag already in the page instead of adding its own.
    expect(
      all.filter((r) => r.url === url && r.type === 'Script' && r.initiator === 'script'),
      `${url} requested again by the runtime`,
    ).toEqual([]);
  }
  // Link prefetching may ask again for a chunk the page already has: the browser's cache answers.
  const downloads = all.filter((r) => !r.cached).map((r) => r.url);
  expect(new Set(downloads).size, `a script file downloaded twice: ${downloads.join(', ')}`).toBe(downloads.length);
  await expect(page.locator('article h1')).toHaveText('DataHub CLI');
});

test('the progress bar appears only when a route change takes longer than 200 ms', async ({page}) => {
  await page.goto('/docs/quickstart');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => {
    (window as unknown as {sawProgress: boolean}).sawProgress = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as unknown as {sawProgress: boolean}).sawProgress = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
  // A fast change (the next page's files answer at once, prefetched on hover as readers' are): no bar.
  const introduction = page.locator('footer').getByRole('link', {name: 'Introduction'});
  await introduction.hover();
  await page.waitForLoadState('networkidle');
  await introduction.click();
  await expect(page).toHaveURL(/\/docs\/features$/);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as unknown as {sawProgress: boolean}).sawProgress)).toBe(false);
  // A slow change (its script files held back for 1.5 s): the bar shows while waiting.
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('nav.navbar').getByRole('link', {name: 'Integrations', exact: true}).click();
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 1400});
  await expect(page).toHaveURL(/\/integrations$/);
});

// Loading a page's code ahead of a click (on intent, never on 2g or save-data): tests/e2e/phone-speed.spec.ts.

test('when the next page fails to preload, the browser loads it in full instead', async ({page}) => {
  await page.goto('/docs/quickstart');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // From now on script files fail, until the browser starts a full page load.
  expectConsoleErrors(page, /net::ERR_FAILED .*\/assets\/js\//, /Loading chunk \d+ failed/);
  let blocking = true;
  let aborted = 0;
  await page.route(/\/assets\/js\/.*\.js$/, (route) => {
    if (blocking) {
      aborted += 1;
      return route.abort();
    }
    return route.continue();
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) blocking = false;
  });
  const footerLink = page.locator('footer').getByRole('link', {name: 'Roadmap'});
  await footerLink.scrollIntoViewIfNeeded();
  await footerLink.click();
  await expect(page).toHaveURL(/\/docs\/roadmap$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(aborted, 'the preload was made to fail').toBeGreaterThan(0);
  expect(blocking, 'a full page load happened').toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test('with storage blocked the site works, warns once, and falls back to defaults', async ({browser}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: blocked, configurable: true});
    Object.defineProperty(window, 'sessionStorage', {get: blocked, configurable: true});
  });
  const page = await context.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /storage/i.test(message.text())) warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Quickstart/i);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Version preference: switching still works, nothing is remembered, the default comes back.
  await switchVersion(page, '1.1.0');
  await expect(page).toHaveURL(/\/docs\/1\.1\.0\/quickstart$/);
  // One warning for the whole visit of a page, however often storage is tried.
  expect(warnings.length, warnings.join('\n')).toBe(1);
  await page.goto('/');
  await expect(versionDropdown(page).locator('> .navbar__link')).toHaveText('Next');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
