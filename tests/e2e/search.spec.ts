import {type Page} from '@playwright/test';
import {test, expect, expectConsoleErrors} from '../support/test';

// The embedded backend (no hosted search configured): the DocSearch modal over the Pagefind index.

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');

test('the search button shows "Search docs", and the index loads only when search is used', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) indexRequests.push(request.url());
  });
  await page.goto('/docs/quickstart');
  await expect(page.locator('.DocSearch-Button')).toContainText('Search docs');
  await page.waitForTimeout(500);
  expect(indexRequests).toEqual([]);
  await page.locator('.DocSearch-Button').click();
  await searchInput(page).fill('lineage');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  expect(indexRequests.length).toBeGreaterThan(0);
});

test('shortcuts: Ctrl+K and / open it, Escape and Ctrl+K close it, a key typed on the focused button becomes the query', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeHidden();
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('g');
  await expect(modal(page)).toBeVisible();
  await expect(searchInput(page)).toHaveValue('g');
});

test('results show title, heading path and highlighted snippet; the keyboard picks one and lands on its anchor', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill('personal access token');
  const hits = modal(page).locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  await expect(modal(page).locator('.DocSearch-Hit-source').first()).not.toBeEmpty();
  await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
  const anchored = modal(page).locator('.DocSearch-Hit a[href*="#"]').first();
  await expect(anchored).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\//);
  await expect(modal(page)).toBeHidden();
});

test('search is contextual: on a 1.1.0 page it finds 1.1.0 pages, elsewhere the current ones', async ({page}) => {
  for (const [start, pattern] of [
    ['/docs/1.1.0/quickstart', /\/docs\/1\.1\.0\//],
    ['/docs/quickstart', /\/docs\/(?!1\.1\.0\/)/],
  ] as const) {
    await page.goto(start);
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('quickstart');
    const links = modal(page).locator('.DocSearch-Hit a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const docs = hrefs.filter((h) => h.includes('/docs/'));
    expect(docs.length, `${start}: doc hits`).toBeGreaterThan(0);
    for (const href of docs) expect(href, start).toMatch(pattern);
    await page.keyboard.press('Escape');
  }
});

test('"See all results" opens /search with the query; the page is shareable and has a version selector', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill('ingestion');
  const seeAll = modal(page).getByRole('link', {name: /See all \d+ results/});
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=ingestion$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "ingestion"');
  await expect(page.locator('main ol li').first()).toBeVisible();
  const firstCount = await page.locator('main ol li').count();
  const more = page.getByRole('button', {name: 'Load more results'});
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => page.locator('main ol li').count()).toBeGreaterThan(firstCount);
  }
  await page.getByLabel('Version').selectOption('1.1.0');
  await expect(page).toHaveURL(/\/search\?q=ingestion&version=1\.1\.0$/);
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /\/docs\/1\.1\.0\/|^\/(?!docs)/);
  // Shareable: loading the URL directly restores the query and the version.
  await page.goto('/search?q=tags&version=1.1.0');
  await expect(page.getByRole('searchbox')).toHaveValue('tags');
  await expect(page.getByLabel('Version')).toHaveValue('1.1.0');
});

test('no results: the modal and the page say so and offer the feedback link', async ({page}) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill('ξψωξψω');
  await expect(modal(page)).toContainText('No results for');
  await expect(modal(page)).toContainText('Believe this query should return results?');
  await expect(modal(page).getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /github\.com/);
  await page.goto('/search?q=ξψωξψω');
  await expect(page.locator('main')).toContainText('No results for');
  await expect(page.getByRole('link', {name: 'Let us know.'})).toBeVisible();
});

test('when the index cannot be fetched the modal says "Unable to fetch results"', async ({page}) => {
  await page.route('**/pagefind/**', (route) => route.abort());
  expectConsoleErrors(page, /net::ERR_FAILED .*\/pagefind\//);
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill('lineage');
  await expect(modal(page)).toContainText('Unable to fetch results');
  await expect(modal(page)).toContainText('You might want to check your network connection');
  await expect(modal(page)).not.toContainText('No results for');
  // The full results page says the same in its own words.
  await page.goto('/search?q=lineage');
  await expect(page.getByRole('status')).toContainText('Unable to fetch results.');
});

test('"Ask the docs": Mod+J opens it, a question returns passages from the docs, labelled as search results', async ({
  page,
}) => {
  await page.goto('/docs/quickstart');
  const launcher = page.getByRole('button', {name: /Ask the docs/});
  await expect(launcher).toBeVisible();
  const box = await launcher.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 60);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 60);
  await page.keyboard.press('Control+j');
  const dialog = page.getByRole('dialog', {name: 'Ask the docs'});
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('not generated text');
  await dialog.getByLabel('Your question').fill('how do I create a personal access token');
  await dialog.getByRole('button', {name: 'Ask'}).click();
  await expect(dialog).toContainText('Search results');
  const passage = dialog.locator('ol li a').first();
  await expect(passage).toHaveAttribute('href', /\/docs\//);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});
