import {type Page} from '@playwright/test';
import {test, expect} from '../support/test';

// The search shortcut script in every page's head (src/plugins/search-index/searchShortcut.js): nothing
// typed after Ctrl+K, "/" or on the search button is lost while the modal loads, and a shortcut pressed
// before the page is hydrated opens the modal once it is.

const searchInput = (page: Page) => page.locator('.DocSearch-Input');

/** Chromium's CPU throttling (DevTools' "4x slowdown"), for the rest of the page's life. */
async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
}

/** Scripts requested from now on arrive 1.5 s late: the modal's code is surely still loading while keys are typed. */
async function slowScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

const openers: [string, (page: Page) => Promise<void>][] = [
  ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
  ['"/"', (page) => page.keyboard.press('/')],
  // The first key typed on the focused button opens search and is part of the query.
  ['the focused search button', (page) => page.locator('.DocSearch-Button').focus()],
];

for (const [name, open] of openers) {
  test(`typing at once after ${name} on a 4x slower CPU: every key reaches the search input, in order`, async ({
    page,
  }) => {
    await page.goto('/docs/features');
    await slowCpu(page);
    await slowScripts(page);
    await open(page);
    // No pause between keys: the modal's code is still downloading while most of them are typed.
    await page.keyboard.type('ingestion recipe');
    await expect(searchInput(page)).toHaveValue('ingestion recipe');
    await expect(searchInput(page)).toBeFocused();
    // Typing goes on in the input itself, and the results are for the whole query.
    await page.keyboard.type(' yaml');
    await expect(searchInput(page)).toHaveValue('ingestion recipe yaml');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
}

test('Backspace while the modal loads edits what was typed', async ({page}) => {
  await page.goto('/docs/features');
  await slowScripts(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('lineagx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('e');
  await expect(searchInput(page)).toHaveValue('lineage');
});

test('Ctrl+K pressed before the page is hydrated opens the modal once it is, with what was typed', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Hold the main bundle until the keys are pressed: the page is visible but not hydrated.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/docs/features', {waitUntil: 'commit'});
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('lineage');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(searchInput(page)).toHaveValue('lineage');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // The shortcut still closes it, and opens it again, now handled by the hydrated page.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await context.close();
});

test('"/" typed in a text field is text, not the search shortcut', async ({page}) => {
  await page.goto('/search');
  const field = page.getByRole('searchbox');
  await field.fill('');
  await field.pressSequentially('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
});
