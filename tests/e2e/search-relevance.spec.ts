import {test, expect} from '../support/test';
import {relevanceCases} from '../support/relevance';

// Relevance of the embedded backend on the real build, through the full results
// page (the same backend and ranking as the search modal), current version.
test('embedded search ranks the right page for each of the reference queries', async ({page}) => {
  test.setTimeout(120_000);
  const misses: string[] = [];
  for (const {query, expected, within} of relevanceCases) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('status')).toContainText(/found|No results/);
    const hrefs = await page.locator('main ol li a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const pages = [...new Set(hrefs.map((h) => h.split('#')[0]))];
    const wanted = Array.isArray(expected) ? expected : [expected];
    const rank = Math.min(...wanted.map((url) => pages.indexOf(url) + 1 || Infinity));
    if (rank > within) {
      misses.push(
        `"${query}": expected ${wanted.join(' or ')} in the top ${within}, got ${pages.slice(0, 3).join(', ')}`,
      );
    }
  }
  expect(misses).toEqual([]);
});
