import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from '../support/test';

// The recipe builder on ingestion source pages (src/components/RecipeBuilder): loaded only when opened,
// filled by keyboard, live YAML, errors on the fields, copy and download, nothing sent while typing.

const SNOWFLAKE = '/docs/generated/ingestion/sources/snowflake';

/** Words only the builder's code has, and only its data (a group label), to find them in script files. */
const CODE_MARKER = 'Keep a draft in this browser';
const DATA_MARKER = 'Connection and credentials';

function scriptUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.js(\?|$)/.test(url)),
  );
}

async function openBuilder(page: Page) {
  await page.getByRole('button', {name: 'Build a recipe'}).click();
  const heading = page.getByRole('heading', {name: 'Build a recipe for Snowflake'});
  await expect(heading).toBeVisible();
  return heading;
}

const field = (page: Page, name: string) => page.getByRole('textbox', {name, exact: true});

test("the builder's code and the source's fields load only when a reader opens it", async ({page, request}) => {
  await page.goto(SNOWFLAKE);
  await page.waitForLoadState('networkidle');
  const before = await scriptUrls(page);
  // What the page loads first, its HTML's script files included, holds neither the builder nor its data.
  const html = await (await request.get(SNOWFLAKE)).text();
  const listed = [...html.matchAll(/<script src="?([^"\s>]+\.js)"?/g)].map((m) => new URL(m[1], page.url()).href);
  for (const url of new Set([...before, ...listed])) {
    const text = await (await request.get(url)).text();
    expect(text, url).not.toContain(CODE_MARKER);
    expect(text, url).not.toContain(DATA_MARKER);
  }
  await openBuilder(page);
  const loaded = (await scriptUrls(page)).filter((url) => !before.includes(url));
  const texts = await Promise.all(loaded.map(async (url) => (await request.get(url)).text()));
  expect(
    texts.some((text) => text.includes(CODE_MARKER)),
    'the builder code loads on open',
  ).toBe(true);
  expect(
    texts.some((text) => text.includes(DATA_MARKER)),
    "the source's fields load on open",
  ).toBe(true);
});

test('fill the Snowflake builder: live YAML, an error on a missing required field, copy and download', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(SNOWFLAKE);
  const toggle = page.getByRole('button', {name: 'Build a recipe'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const heading = await openBuilder(page);
  await expect(heading).toBeFocused();
  await expect(page.getByRole('button', {name: 'Hide the recipe builder'})).toHaveAttribute('aria-expanded', 'true');

  // Nothing typed leaves the browser: no request of any kind while the form is filled.
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));

  const yaml = page.getByTestId('recipe-yaml');
  await expect(yaml).toContainText('type: snowflake');
  await expect(yaml).toContainText('type: datahub-rest');
  await expect(yaml).toContainText('server: ${DATAHUB_GMS_URL}');
  await expect(yaml).toContainText('token: ${DATAHUB_GMS_TOKEN}');

  const account = field(page, 'account_id');
  await account.fill('xy12345.us-east-2.aws');
  await expect(yaml).toContainText('account_id: xy12345.us-east-2.aws');

  // A secret is an environment variable, never a value.
  const password = field(page, 'password');
  await password.fill('hunter2 is not a variable');
  await password.press('Tab');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(yaml).not.toContainText('hunter2');
  await password.fill('SNOWFLAKE_PASSWORD');
  await expect(yaml).toContainText('password: ${SNOWFLAKE_PASSWORD}');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');

  // A choice, and a field in a closed group: open it by keyboard.
  const filtering = page.locator('details[data-group="filtering"] > summary');
  await filtering.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', {name: 'allow'}).first().fill('^ANALYTICS$\n^SALES$');
  await expect(yaml).toContainText('database_pattern:\n      allow:\n        - ^ANALYTICS$\n        - ^SALES$');

  // The required field left empty: the error is on the field and read with it.
  await account.fill('');
  await account.press('Tab');
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await account.getAttribute('aria-describedby'))!.split(' ')[0];
  await expect(page.locator(`#${errorId}`)).toHaveText(/Required/);
  await expect(yaml).not.toContainText('account_id:');
  await expect(page.getByRole('button', {name: 'account_id'})).toBeVisible();
  await account.fill('acme');
  await expect(account).not.toHaveAttribute('aria-invalid', 'true');
  expect(requests).toEqual([]);

  await page.getByRole('button', {name: 'Copy the recipe'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Recipe copied.'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await yaml.textContent());
  expect(copied).toContain('account_id: acme');

  const download = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Download snowflake_recipe.yml'}).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('snowflake_recipe.yml');
  await expect(page.locator('[data-recipe-builder]').getByText('datahub ingest -c snowflake_recipe.yml')).toBeVisible();

  // Nothing is stored unless asked.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('recipe-draft')))).toEqual([]);
  // A value typed in a secret field is never stored; the press right after typing is not lost to the
  // message appearing above the button.
  await password.fill('hunter2 typed by mistake');
  await page.getByRole('button', {name: 'Keep a draft in this browser'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Draft kept'})).toBeVisible();
  const kept = await page.evaluate(() => localStorage.getItem('datahub-docs:recipe-draft:snowflake'));
  expect(kept).toContain('acme');
  expect(kept).not.toContain('hunter2');
  await page.getByRole('button', {name: 'Forget the draft'}).click();
  expect(await page.evaluate(() => localStorage.getItem('datahub-docs:recipe-draft:snowflake'))).toBeNull();

  // Closing returns focus to the button that opened it.
  await page.getByRole('button', {name: 'Close the recipe builder'}).click();
  await expect(toggle).toBeFocused();
  await expect(heading).toBeHidden();
});

test('the open builder has no accessibility violations', async ({page}) => {
  test.slow();
  await page.goto(SNOWFLAKE);
  await openBuilder(page);
  await field(page, 'account_id').fill('');
  await page.getByRole('button', {name: 'Copy the recipe'}).click();
  for (const details of await page.locator('[data-recipe-builder] details').all())
    await details.evaluate((d) => ((d as HTMLDetailsElement).open = true));
  await page.getByRole('button', {name: 'Add an entry to domain'}).click();
  await page.getByRole('button', {name: 'Add an entry to shares'}).click();
  const {violations} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include('[data-recipe-builder]')
    .analyze();
  // Axe clean: no violation of any impact (minor and moderate included).
  expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true});

  test('the builder fits the screen and the recipe is one tap away', async ({page}) => {
    await page.goto(SNOWFLAKE);
    await openBuilder(page);
    for (const details of await page.locator('[data-recipe-builder] details').all())
      await details.evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await page.getByRole('button', {name: 'Add an entry to domain'}).click();
    await field(page, 'account_id').fill('acme');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', {name: 'Go to the recipe'}).click();
    await expect(page.getByRole('heading', {name: /Your recipe/})).toBeFocused();
    await expect(page.getByTestId('recipe-yaml')).toBeInViewport();
    await expect(page.getByTestId('recipe-yaml')).toContainText('account_id: acme');
  });
});
