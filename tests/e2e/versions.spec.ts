import {type Page} from '@playwright/test';
import {test, expect} from '../support/test';
import {versionDropdown} from '../support/navbar';

/** The framework namespaces storage keys per site; find ours by prefix. */
async function storedPreferredVersion(page: Page): Promise<[string, string] | null> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      if (key.startsWith('docs-preferred-version-default')) return [key, localStorage.getItem(key)!];
    }
    return null;
  });
}

test('version dropdown lists Next, 1.1.0 and the archived versions under a heading', async ({page}) => {
  await page.goto('/docs/quickstart');
  const dropdown = versionDropdown(page);
  await dropdown.hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu.getByRole('link', {name: 'Next'})).toBeVisible();
  await expect(menu.getByRole('link', {name: '1.1.0'})).toBeVisible();
  await expect(menu.locator('.dropdown-archived-heading')).toHaveText('Archived versions');
  for (const v of ['1.0.0', '0.15.0', '0.14.1', '0.14.0', '0.13.1', '0.13.0', '0.12.1', '0.11.0', '0.10.5']) {
    // External links carry "(opens in new tab)" in their accessible name.
    const link = menu.getByRole('link', {name: new RegExp(`^${v.replace(/\./g, '\\.')}\\b`)});
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('switching versions keeps the page, shows the unmaintained banner, and is remembered', async ({page}) => {
  await page.goto('/docs/quickstart');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  const dropdown = versionDropdown(page);
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', {name: '1.1.0'}).click();
  await expect(page).toHaveURL(/\/docs\/1\.1\.0\/quickstart$/);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/docs/quickstart');
  await expect(versionDropdown(page).locator('> .navbar__link')).toHaveText('1.1.0');
  expect((await storedPreferredVersion(page))?.[1]).toBe('1.1.0');

  // Outside the docs the dropdown shows the preferred version.
  await page.goto('/');
  await expect(versionDropdown(page).locator('> .navbar__link')).toHaveText('1.1.0');

  // And back to Next on the same page.
  await page.goto('/docs/1.1.0/quickstart');
  await versionDropdown(page).hover();
  await versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: 'Next'}).click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  expect((await storedPreferredVersion(page))?.[1]).toBe('current');
});

test('a stale stored version name is cleared', async ({page}) => {
  await page.goto('/docs/quickstart');
  const [key] = (await storedPreferredVersion(page)) ?? ['docs-preferred-version-default'];
  // Learn the namespaced key by choosing a version once, then poison it.
  await versionDropdown(page).hover();
  await versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: '1.1.0'}).click();
  const [realKey] = (await storedPreferredVersion(page))!;
  expect(realKey.startsWith(key.split('-').slice(0, 4).join('-'))).toBe(true);
  await page.evaluate((k) => localStorage.setItem(k, '0.0.1-gone'), realKey);
  await page.goto('/');
  await expect(versionDropdown(page).locator('> .navbar__link')).toHaveText('Next');
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), realKey)).toBeNull();
});

test('each version has the features page as its main doc, labelled "What Is DataHub?" in the sidebar', async ({
  page,
}) => {
  for (const prefix of ['/docs', '/docs/1.1.0']) {
    await page.goto(`${prefix}/quickstart`);
    const entry = page.locator('.theme-doc-sidebar-menu .menu__link', {hasText: 'What Is DataHub?'}).first();
    await expect(entry).toHaveAttribute('href', `${prefix}/features`);
  }
  await page.goto('/docs/quickstart');
  await versionDropdown(page).hover();
  await expect(versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: 'Next'})).toHaveAttribute(
    'href',
    '/docs/quickstart',
  );
});
