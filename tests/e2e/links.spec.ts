import {test, expect} from '../support/test';
import {chromeLinks} from '../support/site';

test('every internal navbar and footer link resolves to a page', async ({request}) => {
  const internal = [
    ...new Set(
      chromeLinks()
        .filter((l) => l.url.startsWith('/'))
        .map((l) => l.url),
    ),
  ];
  expect(internal.length).toBeGreaterThan(10);
  for (const path of internal) {
    const response = await request.get(path);
    expect(response.status(), `${path} should be served`).toBe(200);
    expect(await response.text(), `${path} should be a real page, not the not-found page`).not.toContain(
      'Page Not Found',
    );
  }
});

test('the rendered navbar and footer links are the configured ones and all well formed', async ({page}) => {
  await page.goto('/');
  const hrefs = await page
    .locator('nav.navbar a[href], footer a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(20);
  for (const href of hrefs) {
    if (href.startsWith('/')) continue;
    expect(() => new URL(href), href).not.toThrow();
    expect(new URL(href).protocol, href).toBe('https:');
  }
  for (const {url} of chromeLinks()) expect(hrefs, `${url} is rendered`).toContain(url);
});

test('footer shows the three columns and the copyright line', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  await expect(footer).toContainText(/Copyright © 2015-\d{4} DataHub Project Authors\./);
  await footer.getByRole('link', {name: 'Quickstart'}).click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
});
