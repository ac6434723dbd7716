import {test as base, expect, type Page} from '@playwright/test';

/**
 * The browser suite's `test`: Playwright's, with a `page` whose `goto` and `reload` return only once
 * the site's React app has hydrated (the framework sets `data-has-hydrated` on <html> then).
 *
 * Why: server-rendered buttons (copy, menu toggle, search, filters) are visible and clickable before
 * React attaches their handlers, and Playwright's actionability checks cannot see that. On a loaded
 * 2-core CI machine a click could land in that gap and do nothing. Documents that are not the app
 * (a Markdown copy, llms.txt) are returned as soon as they load. Tests that need the page before
 * hydration open their own context.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('__docusaurus') || document.documentElement.dataset.hasHydrated === 'true',
  );
}

export const test = base.extend({
  page: async ({page}, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await provide(page);
    // A request a test's route handler is still answering when the test ends (a prefetch, say) would
    // fail the test with "Response has been disposed" as the context closes: drop the handlers first.
    if (!page.isClosed()) await page.unrouteAll({behavior: 'ignoreErrors'});
  },
});

export {expect};
