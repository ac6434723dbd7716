import type {Page} from '@playwright/test';

/**
 * Console errors and uncaught exceptions from the moment the page starts loading. React reports a
 * hydration mismatch it recovered from with console.error, so the list holds those too.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
