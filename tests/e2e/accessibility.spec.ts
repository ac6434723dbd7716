import {type Page} from '@playwright/test';
import {test, expect, expectConsoleErrors} from '../support/test';
import AxeBuilder from '@axe-core/playwright';

// axe walks every node of the page, and the generated pages have thousands: 15-20 s each on a 2-core
// machine running two workers, so the default 30 s leaves no margin. slow() triples it.
test.beforeEach(() => test.slow());

// axe-core on each kind of page and on the open states of the chrome: no serious or critical violations.

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  // DocSearch renders each result as a link inside an ARIA option (its own markup, kept as it is so the
  // modal stays stock); arrow keys and Enter work on it, so this one rule is left out for the modal only.
  if (include === '.DocSearch-Modal') builder = builder.disableRules(['nested-interactive']);
  const {violations} = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const routes = [
  ['home', '/'],
  ['docs landing', '/docs/'],
  ['doc page', '/docs/quickstart'],
  ['doc page with tabs and diagrams', '/docs/api/tutorials/tags'],
  ['generated source page', '/docs/generated/ingestion/sources/snowflake'],
  ['generated entity page', '/docs/generated/metamodel/entities/dataset'],
  ['GraphQL reference page', '/docs/graphql/objects'],
  ['blog article', '/learn/data-mesh'],
  ['integrations', '/integrations'],
  ['search results', '/search?q=lineage'],
  ['not found', '/docs/no-such-page'],
] as const;

for (const [name, path] of routes) {
  test(`${name} (${path}) has no serious accessibility violations`, async ({page}) => {
    if (name === 'not found') expectConsoleErrors(page, /status of 404 .*no-such-page/);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('open states have no serious accessibility violations: search modal, card dropdown, mobile menu', async ({
  page,
}) => {
  await page.goto('/docs/quickstart');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('lineage');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await seriousViolations(page, '.DocSearch-Modal')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.locator('nav.navbar').getByRole('button', {name: 'Learn'}).hover();
  await expect(page.locator('nav.navbar').getByRole('list', {name: 'Learn'})).toBeVisible();
  expect(await seriousViolations(page, 'nav.navbar')).toEqual([]);

  await page.setViewportSize({width: 375, height: 740});
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await seriousViolations(page, '.navbar-sidebar')).toEqual([]);
});
