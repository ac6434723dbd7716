import {test, expect} from '../support/test';

// Runs against the build made with BASE_URL=/sub/ and ANNOUNCEMENT_CLOSEABLE=true.

test('the site works when hosted under a sub-path', async ({page}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('./');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/sub\/docs\/$/);
  await page.getByRole('link', {name: 'quickstart'}).first().click();
  await expect(page).toHaveURL(/\/sub\/docs\/quickstart$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Quickstart/i);
  const internal = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(internal.length).toBeGreaterThan(10);
  for (const href of internal) expect(href, 'internal links carry the sub-path').toMatch(/^\/sub\//);
  expect(failed).toEqual([]);
});

test('a closeable announcement bar remembers dismissal, and a new id shows it again', async ({page}) => {
  await page.goto('./');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
  // A stored id different from the configured one means a new announcement.
  await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      if (key.startsWith('docusaurus.announcement.id')) localStorage.setItem(key, 'announcement-2');
    }
  });
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});
