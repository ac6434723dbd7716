import {test as base, expect, type Page} from '@playwright/test';

/**
 * The browser suite's `test`: Playwright's, with a `page` that
 * - returns from `goto` and `reload` only once the site's React app has hydrated (the framework sets
 *   `data-has-hydrated` on <html> then);
 * - fails the test on any console error or uncaught exception on the page, unless the test says it
 *   expects it (`expectConsoleErrors`, or `consoleErrorsExpected` with `test.use` for a whole file).
 *
 * Why wait for hydration: server-rendered buttons (copy, menu toggle, search, filters) are visible and
 * clickable before React attaches their handlers, and Playwright's actionability checks cannot see that.
 * On a loaded 2-core CI machine a click could land in that gap and do nothing. Documents that are not the
 * app (a Markdown copy, llms.txt) are returned as soon as they load. Tests that need the page before
 * hydration open their own context.
 *
 * Why fail on console errors: a recoverable hydration error, a failed chunk or a crashing effect is logged
 * and nothing else shows it; a test that passes while the page logs one hides a bug (facebook/docusaurus's
 * own browser tests fail the same way).
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('__docusaurus') || document.documentElement.dataset.hasHydrated === 'true',
  );
}

const expectedByPage = new WeakMap<Page, RegExp[]>();

/** Declares console errors (or uncaught exceptions) this test causes on purpose: they do not fail it. */
export function expectConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  expectedByPage.set(page, [...(expectedByPage.get(page) ?? []), ...patterns]);
}

export type ConsoleErrorOptions = {
  /** Console errors a whole project or file causes on purpose (see playwright.config.ts). */
  consoleErrorsExpected: RegExp[];
};

export const test = base.extend<ConsoleErrorOptions>({
  consoleErrorsExpected: [[], {option: true}],
  page: async ({page, consoleErrorsExpected}, provide, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
      }
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
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
    // A test that failed already says why; the errors would only repeat it.
    if (testInfo.status !== testInfo.expectedStatus) return;
    const expected = [...consoleErrorsExpected, ...(expectedByPage.get(page) ?? [])];
    const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    expect(unexpected, 'console errors or uncaught exceptions on the page the test did not expect').toEqual([]);
  },
});

export {expect};
