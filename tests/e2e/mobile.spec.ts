import {test, expect} from '../support/test';

test.use({viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true});

test('below 996 px the navbar collapses into the mobile menu with primary and secondary menus', async ({page}) => {
  await page.goto('/docs/quickstart');
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  await expect(page.locator('nav.navbar .navbar__items--right .navbar__item').first()).toBeHidden();
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  // On a docs page the secondary menu (the docs sidebar) shows first.
  await expect(sidebar.locator('.menu__link', {hasText: 'What Is DataHub?'}).first()).toBeVisible();
  await sidebar.getByRole('button', {name: /back to main menu/i}).click();
  for (const label of ['Docs', 'Integrations', 'Get Cloud', 'Learn', 'Community']) {
    await expect(sidebar.locator('.menu__list').getByText(label, {exact: true}).first()).toBeVisible();
  }
  await sidebar.getByRole('button', {name: 'Learn'}).click();
  await expect(sidebar.getByRole('link', {name: /^Blog/})).toBeVisible();
});

test('the mobile menu goes away when the window widens past 996 px', async ({page}) => {
  await page.goto('/');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
  await expect(page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
});

test('the phone menu is drawn when the reader reaches for it, not on page load (src/theme/Navbar/MobileSidebar)', async ({
  page,
}) => {
  await page.goto('/docs/cli');
  await expect(page.locator('html[data-has-hydrated]')).toHaveCount(1);
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  // By keyboard: focus draws it, Enter opens it.
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await toggle.focus();
  await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  // The docs sidebar, open at the current page.
  await expect(page.locator('.navbar-sidebar .menu__link--active', {hasText: 'DataHub CLI'}).first()).toBeVisible();
});
