import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from '../support/test';
import {collectErrors} from '../support/page-errors';
import {
  CAPABILITY_LABELS,
  capabilities,
  filterSources,
  noFilters,
  sources,
  type Filters,
} from '../../src/pages/integrations/_components/sources';

// /integrations filtered by capability, category, status and text, all in the URL (AND), with counts
// beside each value, back and forward, and unknown values ignored.

/** Expected counts come from the same source index and filter the page uses. */
const expectCount = (filters: Partial<Filters>) => filterSources(sources, {...noFilters, ...filters}).length;

const cards = (page: Page) => page.locator('[data-source]');
const capability = (page: Page, id: keyof typeof CAPABILITY_LABELS) =>
  page.getByRole('checkbox', {name: new RegExp(`^${CAPABILITY_LABELS[id]} \\d+`)});

test('filters in the URL apply on load: capability, category and text together', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/integrations?capability=column-level-lineage&category=bi');
  const expected = expectCount({capabilities: ['column-level-lineage'], category: 'BI & Analytics'});
  expect(expected).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(expected);
  await expect(page.getByTestId('integrations-count')).toHaveText(
    `Showing ${expected} of ${sources.length} integrations`,
  );
  await expect(capability(page, 'column-level-lineage')).toBeChecked();
  await expect(page.getByLabel('Category')).toHaveValue('BI & Analytics');
  // The words readers use work too (the issue's own example) and the text box joins in.
  await page.goto('/integrations?capability=column-lineage&category=bi&q=look');
  await expect(capability(page, 'column-level-lineage')).toBeChecked();
  await expect(page.getByLabel('Search', {exact: true})).toHaveValue('look');
  await expect(cards(page)).toHaveCount(
    expectCount({capabilities: ['column-level-lineage'], category: 'BI & Analytics', query: 'look'}),
  );
  await expect(cards(page).filter({hasText: 'Looker'}).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('filters combine with AND, each value shows its count, and clearing shows everything', async ({page}) => {
  await page.goto('/integrations');
  await expect(cards(page)).toHaveCount(sources.length);
  // Every capability some source declares is offered, with its count for the current selection.
  await expect(page.locator('input[name="capability"]')).toHaveCount(capabilities.length);
  await expect(capability(page, 'usage-statistics')).toBeVisible();
  const usageLabel = page.locator('label', {has: capability(page, 'usage-statistics')});
  await expect(usageLabel).toContainText(String(expectCount({capabilities: ['usage-statistics']})));

  await capability(page, 'lineage').check();
  await expect(page).toHaveURL(/[?&]capability=lineage(&|$)/);
  await capability(page, 'data-profiling').check();
  await page.getByLabel('Status').selectOption('certified');
  const filters: Partial<Filters> = {capabilities: ['lineage', 'data-profiling'], status: 'certified'};
  await expect(cards(page)).toHaveCount(expectCount(filters));
  await expect(page).toHaveURL(/capability=lineage&capability=data-profiling/);
  await expect(page).toHaveURL(/[?&]status=certified/);
  // Counts follow the selection: a category's count is what choosing it would show.
  const warehouses = expectCount({...filters, category: 'Data Warehouse'});
  await expect(page.getByLabel('Category').locator('option[value="Data Warehouse"]')).toHaveText(
    `Data Warehouse (${warehouses})`,
  );
  await page.getByLabel('Category').selectOption('Data Warehouse');
  await expect(page).toHaveURL(/[?&]category=data-warehouse/);
  await expect(cards(page)).toHaveCount(warehouses);
  await expect(usageLabel).toContainText(
    String(
      expectCount({
        ...filters,
        category: 'Data Warehouse',
        capabilities: [...filters.capabilities!, 'usage-statistics'],
      }),
    ),
  );

  await page.getByRole('button', {name: 'Clear filters'}).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(cards(page)).toHaveCount(sources.length);
  await expect(page.locator('input[name="capability"]:checked')).toHaveCount(0);
});

test('back and forward step through the filters', async ({page}) => {
  await page.goto('/integrations');
  await capability(page, 'tags').check();
  await expect(page).toHaveURL(/capability=tags/);
  await page.getByLabel('Category').selectOption('Data Warehouse');
  await expect(page).toHaveURL(/category=data-warehouse/);
  // A run of typing is one step.
  await page.getByLabel('Search', {exact: true}).pressSequentially('snow');
  await expect(page).toHaveURL(/q=snow/);
  await expect(page.getByLabel('Search', {exact: true})).toBeFocused();
  const typed = expectCount({capabilities: ['tags'], category: 'Data Warehouse', query: 'snow'});
  await expect(cards(page)).toHaveCount(typed);

  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByLabel('Search', {exact: true})).toHaveValue('');
  await expect(cards(page)).toHaveCount(expectCount({capabilities: ['tags'], category: 'Data Warehouse'}));
  await page.goBack();
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(capability(page, 'tags')).toBeChecked();
  await expect(cards(page)).toHaveCount(expectCount({capabilities: ['tags']}));
  await page.goBack();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(capability(page, 'tags')).not.toBeChecked();
  await expect(cards(page)).toHaveCount(sources.length);

  await page.goForward();
  await expect(capability(page, 'tags')).toBeChecked();
  await page.goForward();
  await page.goForward();
  await expect(page.getByLabel('Search', {exact: true})).toHaveValue('snow');
  await expect(cards(page)).toHaveCount(typed);
});

test('unknown values in the URL are ignored, with no error and no hydration warning', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/integrations?capability=teleportation&capability=tags&category=nope&status=gone&extra=1');
  await expect(cards(page)).toHaveCount(expectCount({capabilities: ['tags']}));
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(page.locator('input[name="capability"]:checked')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the filtered page has no accessibility violations and fits a phone', async ({page}) => {
  test.slow();
  await page.goto('/integrations?capability=lineage&category=bi&q=a');
  const {violations} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  // Axe clean: no violation of any impact (minor and moderate included).
  expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
  await page.setViewportSize({width: 375, height: 740});
  // Keyboard: the capability boxes are reached with Tab and toggled with Space.
  const ownership = capability(page, 'ownership');
  await ownership.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the box is below the first screen').toBeGreaterThan(0);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/capability=ownership/);
  // The reader stays where they were: focus on the box, the page not scrolled back to the top.
  await expect(ownership).toBeChecked();
  await expect(ownership).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('unfiltered, the grid keeps the server HTML on load; a card navigates in the page; a filter redraws the grid with React', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const hydratedCards = () =>
    page.evaluate(
      () =>
        Array.from(document.querySelectorAll('[data-source], [data-source] a')).filter((e) =>
          Object.keys(e).some((k) => k.startsWith('__react')),
        ).length,
    );
  await page.goto('/integrations');
  await expect(page.locator('html[data-has-hydrated]')).toHaveCount(1);
  await expect(cards(page)).toHaveCount(sources.length);
  expect(await hydratedCards()).toBe(0);

  // Filtering still works from the unhydrated grid, and draws the cards with React.
  await capability(page, 'lineage').check();
  await expect(cards(page)).toHaveCount(expectCount({capabilities: ['lineage']}));
  expect(await hydratedCards()).toBeGreaterThan(0);
  await capability(page, 'lineage').uncheck();
  await expect(cards(page)).toHaveCount(sources.length);

  // A card of the server's grid is a client-side navigation.
  await page.goto('/integrations');
  await expect(page.locator('html[data-has-hydrated]')).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, {stayedInPage: true}));
  const card = cards(page).first().locator('a');
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {stayedInPage?: boolean}).stayedInPage)).toBe(true);
  expect(errors).toEqual([]);
});
