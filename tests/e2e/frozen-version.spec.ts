import {test, expect} from '../support/test';
import {switchVersion} from '../support/navbar';

// The frozen 1.1.0 version: older than the current docs, and the version switch knows it.

const currentOnly = [
  '/docs/contributing',
  '/docs/docker',
  '/docs/domains',
  '/docs/glossary/business-glossary',
  '/docs/iceberg-catalog',
  '/docs/incidents/incidents',
  '/docs/ownership/ownership-types',
  '/docs/tags',
  '/docs/tests/metadata-tests',
  '/docs/actions/actions/executor',
  '/docs/actions/actions/hello_world',
  '/docs/actions/actions/slack',
  '/docs/actions/actions/teams',
];

test('current-only pages exist in the current docs and are absent from 1.1.0', async ({request}) => {
  for (const path of currentOnly) {
    expect((await request.get(path)).status(), path).toBe(200);
    const frozen = path.replace('/docs/', '/docs/1.1.0/');
    expect((await request.get(frozen)).status(), frozen).toBe(404);
  }
});

test('managed-offering release notes run to v0.3.12 in current docs and to v0.3.10 in 1.1.0', async ({request}) => {
  for (const [prefix, last, absent] of [
    ['/docs', 'v_0_3_12', 'v_0_3_13'],
    ['/docs/1.1.0', 'v_0_3_10', 'v_0_3_11'],
  ] as const) {
    expect((await request.get(`${prefix}/managed-datahub/release-notes/v_0_1_69`)).status()).toBe(200);
    expect((await request.get(`${prefix}/managed-datahub/release-notes/${last}`)).status()).toBe(200);
    expect((await request.get(`${prefix}/managed-datahub/release-notes/${absent}`)).status()).toBe(404);
  }
});

test('1.1.0 keeps its own generated reference: source, entity and GraphQL pages', async ({request}) => {
  for (const path of [
    '/docs/1.1.0/generated/ingestion/sources/snowflake',
    '/docs/1.1.0/generated/metamodel/entities/dataset',
    '/docs/1.1.0/graphql/queries',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // A connector added after 1.1.0 (genDocs/versions/1.1.0.yaml leaves it out) is documented in current only.
  expect((await request.get('/docs/generated/ingestion/sources/notion')).status()).toBe(200);
  expect((await request.get('/docs/1.1.0/generated/ingestion/sources/notion')).status()).toBe(404);
});

test("switching version keeps the page when it exists in both, else lands on that version's main page", async ({
  page,
}) => {
  await page.goto('/docs/authentication/personal-access-tokens');
  await switchVersion(page, '1.1.0');
  await expect(page).toHaveURL(/\/docs\/1\.1\.0\/authentication\/personal-access-tokens$/);
  await page.goto('/docs/tags');
  await switchVersion(page, '1.1.0');
  await expect(page).toHaveURL(/\/docs\/1\.1\.0\/features$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('What Is DataHub?');
});

test('every 1.1.0 page shows the unmaintained banner linking to the same page in the current version', async ({
  page,
}) => {
  for (const path of ['/docs/1.1.0/quickstart', '/docs/1.1.0/generated/ingestion/sources/snowflake']) {
    await page.goto(path);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner, path).toContainText('no longer actively maintained');
    await expect(banner.getByRole('link'), path).toHaveAttribute('href', path.replace('/docs/1.1.0/', '/docs/'));
  }
});
