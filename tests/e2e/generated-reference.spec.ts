import {test, expect} from '../support/test';
import {filterSources, noFilters, sources, type Filters} from '../../src/pages/integrations/_components/sources';

// Pages written by genDocs (npm run generate) from genDocs/data: sources, entities, the GraphQL
// reference, and the /integrations grid built from the same source data.

test('a source page shows its status badge, capabilities, a copyable recipe and the config table', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/generated/ingestion/sources/snowflake');
  await expect(page.locator('h1')).toHaveText('Snowflake');
  await expect(page.locator('article [data-status="certified"]')).toHaveText('Certified');

  const capabilities = page.locator('article table', {has: page.locator('th', {hasText: 'Capability'})});
  await expect(capabilities.locator('tr', {hasText: 'Column-level lineage'})).toContainText('Supported');
  await expect(capabilities.locator('tr', {hasText: 'Partition support'})).toContainText('Not supported');

  const recipe = page.locator('.theme-code-block', {hasText: 'type: snowflake'});
  await expect(recipe).toContainText('account_id:');
  await recipe.hover();
  // The framework shows "Copied" for one second only, which a loaded CI machine can miss
  // between two polls: the block records the label change as it happens instead.
  await recipe.evaluate((block) => {
    new MutationObserver(() => {
      if (block.querySelector('button[aria-label="Copied"]')) block.dataset.sawCopied = 'true';
    }).observe(block, {subtree: true, attributes: true, attributeFilter: ['aria-label']});
  });
  const copy = recipe.getByRole('button', {name: 'Copy code to clipboard'});
  await copy.click();
  await expect(recipe).toHaveAttribute('data-saw-copied', 'true');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('type: snowflake');

  const config = page.locator('article table', {has: page.locator('th', {hasText: 'Default'})});
  await expect(config.locator('tbody tr').first()).toContainText('account_id');
  await expect(config.locator('tbody tr').first()).toContainText('required');
  await expect(config.locator('tr', {hasText: 'profiling.enabled'})).toContainText('false');

  await page.getByRole('link', {name: 'Dataset', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/generated\/metamodel\/entities\/dataset$/);
});

test('an entity page renders its relationship diagram as SVG and its aspect field tables', async ({page}) => {
  await page.goto('/docs/generated/metamodel/entities/dataset');
  await expect(page.locator('h1')).toHaveText('Dataset');
  await expect(page.locator('article')).toContainText(
    'urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.public.orders,PROD)',
  );
  const diagram = page.locator('.docusaurus-mermaid-container svg');
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('DownstreamOf');
  await expect(diagram).toContainText('Data Job');

  await expect(page.locator('h3#datasetkey')).toBeVisible();
  const keyFields = page.locator('h3#datasetkey ~ div table').first();
  await expect(keyFields.locator('tbody tr').first()).toContainText('platform');
  await expect(keyFields.locator('tbody tr').first()).toContainText('Urn');
  const ownership = page.locator('h3#ownership ~ div table').first();
  await expect(ownership.locator('tr', {hasText: 'owners[].owner'})).toContainText('OwnedBy');

  await page.getByRole('link', {name: 'Dataset', exact: true}).last().click();
  await expect(page).toHaveURL(/\/docs\/graphql\/objects\/datasets#dataset$/);
  await expect(page.locator('h2#dataset')).toBeInViewport();
});

test('the GraphQL reference: small kinds on one page, large kinds on one page per area, links land on sections', async ({
  page,
}) => {
  // Visits a dozen of the largest pages of the site (about 20 s alone on a 2-core machine).
  test.slow();
  await page.goto('/docs/graphql/queries');
  await expect(page.locator('h1')).toHaveText('Queries');
  await page.locator('article table').getByRole('link', {name: 'searchAcrossEntities', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/graphql\/queries#search-across-entities$/);
  const query = page.locator('h2#search-across-entities');
  await expect(query).toBeInViewport();
  // The member's own links carry its name, so fields of the same name on one page stay apart.
  await page.locator('[id="search-across-entities--input"] a').getByText('SearchAcrossEntitiesInput!').click();
  await expect(page).toHaveURL(/\/docs\/graphql\/inputObjects\/search#search-across-entities-input$/);
  await expect(page.locator('h1')).toHaveText('Input objects: Search');
  await expect(page.locator('h2#search-across-entities-input')).toBeInViewport();
  await expect(page).toHaveTitle('Input objects: Search (GraphQL) | DataHub');

  for (const kind of ['mutations', 'objects', 'inputObjects', 'interfaces', 'unions', 'enums', 'scalars']) {
    const response = await page.goto(`/docs/graphql/${kind}`);
    expect(response?.status(), kind).toBe(200);
    await expect(page.locator('article table a').first()).toBeVisible();
  }
  await page.goto('/docs/graphql/mutations');
  // One heading and one table per area of the schema.
  const areas = await page.locator('article h2').count();
  expect(areas).toBeGreaterThan(1);
  await expect(page.locator('article table')).toHaveCount(areas);
  await expect(page.locator('article table', {hasText: 'addTag'})).toHaveCount(1);
  await expect(page.locator('article table', {hasText: 'createAccessToken'})).toHaveCount(1);
  // The sidebar lists the areas of a large kind, not hundreds of types.
  const objects = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Objects', exact: true});
  await objects.click();
  await expect(page).toHaveURL(/\/docs\/graphql\/objects\/?$/);
  const lineage = page.locator('.theme-doc-sidebar-menu a[href$="/docs/graphql/objects/lineage"]');
  await expect(lineage).toBeVisible();
  await expect(lineage).toHaveText('Lineage');
});

test('/integrations filters by text, category and status, keeps them in the URL and restores them', async ({page}) => {
  await page.goto('/integrations');
  const cards = page.locator('[data-source]');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('integrations-count')).toHaveText(`Showing ${total} of ${total} integrations`);

  // Expected counts come from the same source index and filter the page uses.
  const expectCount = (filters: Partial<Filters>) => filterSources(sources, {...noFilters, ...filters}).length;

  await page.getByLabel('Search', {exact: true}).fill('snowflake');
  await expect(page).toHaveURL(/[?&]q=snowflake/);
  await expect(cards).toHaveCount(expectCount({query: 'snowflake'}));
  await expect(cards.first()).toContainText('Snowflake');

  await page.getByLabel('Search', {exact: true}).fill('');
  await page.getByLabel('Category').selectOption('Streaming');
  await expect(page).toHaveURL(/[?&]category=streaming/);
  const streaming = expectCount({category: 'Streaming'});
  expect(streaming).toBeGreaterThan(0);
  await expect(cards).toHaveCount(streaming);
  await expect(cards.filter({hasText: 'Kafka'}).first()).toBeVisible();

  await page.getByLabel('Category').selectOption('');
  await page.getByLabel('Status').selectOption('certified');
  await expect(page).toHaveURL(/[?&]status=certified/);
  await expect(cards).toHaveCount(expectCount({status: 'certified'}));
  await expect(cards.locator('[data-status]').filter({hasNotText: 'Certified'})).toHaveCount(0);

  await page.goto('/integrations?q=big&category=Data+Warehouse&status=certified');
  await expect(page.getByLabel('Search', {exact: true})).toHaveValue('big');
  await expect(page.getByLabel('Category')).toHaveValue('Data Warehouse');
  await expect(page.getByLabel('Status')).toHaveValue('certified');
  const combined = expectCount({query: 'big', category: 'Data Warehouse', status: 'certified'});
  await expect(cards).toHaveCount(combined);
  await page.reload();
  await expect(cards).toHaveCount(combined);
  await cards.filter({hasText: 'BigQuery'}).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/docs\/generated\/ingestion\/sources\/bigquery$/);
  await expect(page.locator('h1')).toHaveText('BigQuery');

  await page.goto('/integrations?q=nothing-matches-this');
  await expect(page.getByText('No integration matches these filters.')).toBeVisible();
  await page.getByRole('button', {name: 'Clear filters'}).click();
  await expect(cards).toHaveCount(total);
  await expect(page).toHaveURL(/\/integrations$/);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true});

  test('the configuration table stacks into cards and the page does not scroll sideways', async ({page}) => {
    await page.goto('/docs/generated/ingestion/sources/kafka');
    const firstCell = page
      .locator('article table', {has: page.locator('th', {hasText: 'Default'})})
      .locator('td')
      .first();
    await expect(firstCell).toBeVisible();
    expect(await firstCell.evaluate((cell) => getComputedStyle(cell).display)).toBe('block');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
