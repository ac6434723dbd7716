import {type Page, type Route} from '@playwright/test';
import {test, expect, expectConsoleErrors} from '../support/test';

// The configured build (DOCSEARCH_APP_ID/API_KEY set): DocSearch talks to Algolia. No network here, so
// Algolia's hosts are answered by the test with responses shaped like Algolia's.

const ALGOLIA = /https:\/\/[^/]*algolia(net)?\.(net|com)\//;

function algoliaHit(title: string, heading: string, url: string) {
  return {
    objectID: url,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.split('#')[1] ?? null,
    type: 'lvl2',
    content: null,
    hierarchy: {lvl0: 'Getting Started', lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Getting Started', matchLevel: 'none', matchedWords: []},
        lvl1: {value: title, matchLevel: 'none', matchedWords: []},
        lvl2: {value: `<mark>${heading}</mark>`, matchLevel: 'full', matchedWords: ['tags']},
      },
    },
    _snippetResult: {
      content: {value: 'Apply <mark>tags</mark> to datasets', matchLevel: 'full'},
      hierarchy: {lvl2: {value: `<mark>${heading}</mark>`, matchLevel: 'full'}},
    },
  };
}

async function answer(route: Route, hits: unknown[]) {
  const body = route.request().postDataJSON() as {requests: {indexName: string; params?: string}[]};
  await route.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({
      results: body.requests.map((r) => ({
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query: 'tags',
        params: r.params ?? '',
        index: r.indexName,
      })),
    }),
  });
}

async function openSearch(page: Page, query: string) {
  await page.goto('./docs/quickstart');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

test('hosted search: hits from the index render and link to their anchors', async ({page}) => {
  const sent: string[] = [];
  await page.route(ALGOLIA, (route) => {
    sent.push(route.request().url() + ' ' + (route.request().postData() ?? ''));
    return answer(route, [algoliaHit('Tags', 'Add a tag', '/sub/docs/tags#add-a-tag')]);
  });
  await openSearch(page, 'tags');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', '/sub/docs/tags#add-a-tag');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  expect(sent.join('\n')).toContain('TESTAPPID');
  expect(sent.join('\n')).toContain('datahubproject');
  expect(sent.join('\n')).toContain('docusaurus_tag:docs-default-current');
  await hit.click();
  await expect(page).toHaveURL(/\/sub\/docs\/tags#add-a-tag$/);
});

test('hosted search: an empty answer shows the no-results state', async ({page}) => {
  await page.route(ALGOLIA, (route) => answer(route, []));
  await openSearch(page, 'tags');
  await expect(page.locator('.DocSearch-Modal')).toContainText('No results for');
});

test('hosted search: an unreachable service shows "Unable to fetch results"', async ({page}) => {
  await page.route(ALGOLIA, (route) => route.abort('internetdisconnected'));
  expectConsoleErrors(page, /ERR_INTERNET_DISCONNECTED \(https:\/\/testappid-/);
  await openSearch(page, 'tags');
  await expect(page.locator('.DocSearch-Modal')).toContainText('Unable to fetch results', {timeout: 20_000});
  await expect(page.locator('.DocSearch-Modal')).toContainText('You might want to check your network connection');
});
