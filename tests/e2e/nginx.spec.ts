import {type Page} from '@playwright/test';
import {test, expect} from '../support/test';

/**
 * The site served by Debian's nginx with deploy/nginx/datahub-docs.conf (project "nginx", see
 * playwright.config.ts): the headers, caching, paths with and without a trailing slash, the 404 page,
 * and pages and search working under the Content-Security-Policy.
 */

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('security headers on pages, assets and the 404 answer', async ({request}) => {
  for (const path of ['/', '/docs/quickstart', '/no/such/page']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('hashed assets are cached for a year, HTML is revalidated', async ({page, request}) => {
  await page.goto('/docs/quickstart');
  const script = await page.locator('script[src*="/assets/js/"]').first().getAttribute('src');
  const css = await page.locator('link[rel="stylesheet"][href*="/assets/css/"]').first().getAttribute('href');
  for (const asset of [script!, css!]) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  expect((await request.get('/docs/quickstart')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/sitemap.xml')).headers()['cache-control']).toBe('no-cache');
});

test('JavaScript and CSS are sent compressed when the browser accepts gzip', async ({page, request}) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/assets/js/main"]').first().getAttribute('src');
  const response = await request.get(script!, {headers: {'Accept-Encoding': 'gzip'}});
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['vary']).toMatch(/Accept-Encoding/i);
});

test('a page answers with and without a trailing slash, and an unknown path gets the 404 page', async ({request}) => {
  for (const path of ['/docs/quickstart', '/docs/quickstart/', '/integrations', '/integrations/']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<link data-rh=true rel=canonical');
  }
  const missing = await request.get('/docs/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
  const markdown = await request.get('/docs/quickstart.md');
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toMatch(/^text\/markdown/);
});

test('pages render, navigate and search under the Content-Security-Policy', async ({page}) => {
  test.slow(); // three full page loads, the search index and Mermaid: 10-27 s on a busy 2-core machine
  const violations = collectCspViolations(page);
  await page.goto('/');
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  await page.locator('.DocSearch-Input').fill('snowflake');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await page.keyboard.press('Escape');
  await page.goto('/docs/generated/metamodel/entities/dataset');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000});
  expect(violations).toEqual([]);
});

test('the client redirect works from nginx', async ({page}) => {
  await page.goto('/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor');
  await expect(page).toHaveURL(/\/docs\/managed-datahub\/remote-executor\/about$/);
});
