import type {Locator, Page} from '@playwright/test';

/** The docs version dropdown, on the left of the navbar. */
export const versionDropdown = (page: Page): Locator =>
  page.locator('nav.navbar .navbar__items:not(.navbar__items--right) .dropdown').first();

/** Opens the version dropdown and picks a version by its label. */
export async function switchVersion(page: Page, label: string): Promise<void> {
  const dropdown = versionDropdown(page);
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', {name: label, exact: true}).click();
}
