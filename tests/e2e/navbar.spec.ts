import {type Page} from '@playwright/test';
import {test, expect} from '../support/test';

const navbar = (page: Page) => page.locator('nav.navbar');

test.describe('navbar', () => {
  test('shows every navbar item: version dropdown and logo on the left; Docs, Integrations, Get Cloud, Learn, Community, Slack on the right', async ({
    page,
  }) => {
    await page.goto('/docs/quickstart');
    const left = navbar(page).locator('.navbar__items:not(.navbar__items--right)');
    await expect(left.locator('a.navbar__brand')).toHaveAttribute('href', 'https://datahub.com');
    await expect(left.locator('.dropdown > .navbar__link').first()).toHaveText('Next');
    const right = navbar(page).locator('.navbar__items--right');
    const labels = await right.locator(':scope > a, :scope > div > button:not(.DocSearch-Button)').allInnerTexts();
    expect(labels.map((l) => l.trim()).filter(Boolean)).toEqual([
      'Docs',
      'Integrations',
      'Get Cloud',
      'Learn',
      'Community',
      'Slack',
    ]);
    await expect(right.getByRole('link', {name: 'DataHub Slack community'})).toHaveAttribute('href', '/slack');
    // The search box comes last.
    await expect(right.locator('.DocSearch-Button')).toContainText('Search docs');
  });

  test('Docs and Integrations lead to their pages', async ({page}) => {
    await page.goto('/');
    await navbar(page).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('DataHub documentation');
    await navbar(page).getByRole('link', {name: 'Integrations', exact: true}).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Integrations');
  });

  test('Get Cloud is a call to action to the DataHub Cloud page', async ({page}) => {
    await page.goto('/');
    const cta = navbar(page).getByRole('link', {name: 'Get Cloud'});
    await expect(cta).toHaveAttribute('href', /^https:\/\/datahub\.com\//);
    await expect(cta).toHaveClass(/navbar__link--cta/);
  });

  test('does not hide on scroll', async ({page}) => {
    await page.goto('/docs/quickstart');
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(navbar(page)).toBeInViewport();
    await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
  });
});

for (const [menu, cards] of [
  ['Learn', ['Weekly Demo', 'Use Cases', 'Adoption Stories', 'Blog', 'Youtube']],
  ['Community', ['Join Slack', 'Events', 'Champions', 'Share Your Journey']],
] as const) {
  test.describe(`${menu} card dropdown`, () => {
    test('opens on hover with its cards and closes when the mouse leaves', async ({page}) => {
      await page.goto('/');
      const button = navbar(page).getByRole('button', {name: menu});
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const list = navbar(page).getByRole('list', {name: menu});
      await expect(list.getByRole('link')).toHaveCount(cards.length);
      for (const title of cards) await expect(list.getByRole('link', {name: new RegExp(`^${title}`)})).toBeVisible();
      await page.mouse.move(5, 600);
      await expect(list).toBeHidden();
    });

    test('works from the keyboard: focus opens, Escape closes and returns focus, Enter toggles, Tab reaches the cards', async ({
      page,
    }) => {
      await page.goto('/');
      const button = navbar(page).getByRole('button', {name: menu});
      const list = navbar(page).getByRole('list', {name: menu});
      await button.focus();
      await expect(list).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link').nth(1)).toBeFocused();
      // Tabbing past the last card leaves the menu and closes it.
      for (let i = 1; i < cards.length; i += 1) await page.keyboard.press('Tab');
      await expect(list).toBeHidden();
    });

    test('opens on touch and closes on a touch outside', async ({browser}) => {
      const context = await browser.newContext({hasTouch: true, viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.goto('/');
      const button = navbar(page).getByRole('button', {name: menu});
      const list = navbar(page).getByRole('list', {name: menu});
      await button.tap();
      await expect(list).toBeVisible();
      await page.locator('main').tap({position: {x: 20, y: 300}});
      await expect(list).toBeHidden();
      await context.close();
    });
  });
}
