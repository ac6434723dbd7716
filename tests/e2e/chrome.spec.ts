import {type Page} from '@playwright/test';
import {test, expect, expectConsoleErrors} from '../support/test';

/** Lets the held load attempt of /__test__/loading?hold settle (tests/routes/LoadingStates.tsx). */
async function finishTestLoad(page: Page): Promise<void> {
  const finished = await page.evaluate(() => {
    const finish = (window as unknown as {finishTestLoad?: () => void}).finishTestLoad;
    finish?.();
    return Boolean(finish);
  });
  expect(finished, 'the test page holds a load attempt').toBe(true);
}

test.describe('announcement bar', () => {
  test('shows the funding announcement and cannot be closed', async ({page}) => {
    await page.goto('/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('Series B');
    await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
  });
});

test.describe('colour mode', () => {
  test('is light, with no switch, even when the reader prefers dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/quickstart');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(
      page.getByRole('button', {name: /switch between dark and light mode|dark mode|light mode/i}),
    ).toHaveCount(0);
  });
});

test('an unknown path shows the not-found page with a 404 status', async ({page}) => {
  expectConsoleErrors(page, /status of 404 .*this-page-does-not-exist/);
  const response = await page.goto('/docs/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('a page that crashes shows "This page crashed.", the chain of causes and a working Try again', async ({page}) => {
  await page.goto('/__test__/crash');
  expectConsoleErrors(page, /Test crash: the page failed to render/);
  await page.getByRole('button', {name: 'Crash this page'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Test crash: the page failed to render')).toBeVisible();
  await expect(page.getByText('Middle cause: could not prepare the widget')).toBeVisible();
  await expect(page.getByText('Root cause: the widget data was missing')).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('The page rendered again.')).toBeVisible();
});

test('paths ending in .html or /index.html show the page', async ({page}) => {
  for (const path of ['/docs/quickstart.html', '/docs/quickstart/index.html']) {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1}), path).toHaveText(/Quickstart/i);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  }
});

test('the old remote-ingestion-executor setup page redirects to the remote executor page', async ({page}) => {
  await page.goto('/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor');
  await expect(page).toHaveURL(/\/docs\/managed-datahub\/remote-executor\/about$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Remote Executor');
});

test('after navigation the view goes to the hash target, or to the top', async ({page}) => {
  await page.goto('/docs/quickstart');
  const heading = page.locator('article h2[id]').nth(2);
  const id = await heading.getAttribute('id');
  expect(id).toBeTruthy();
  // Client-side navigation to another page, then to a hash on this one.
  await page.locator('footer').getByRole('link', {name: 'Introduction'}).click();
  await expect(page).toHaveURL(/\/docs\/features$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate((hash) => {
    const a = document.createElement('a');
    a.href = `/docs/quickstart#${hash}`;
    a.textContent = 'jump';
    a.id = 'test-jump';
    document.querySelector('article')!.prepend(a);
  }, id!);
  await page.mouse.wheel(0, 2000);
  await page.locator('#test-jump').click();
  await expect(page).toHaveURL(new RegExp(`/docs/quickstart#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('a docs page renders its content with JavaScript disabled', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Quickstart/i);
  expect(await page.locator('article p').count()).toBeGreaterThan(3);
  await expect(page.locator('.theme-doc-sidebar-menu')).toContainText('What Is DataHub?');
  await context.close();
});

test('home page routes each kind of reader to a starting page', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/DataHub/);
  const cards = page.locator('main li h3');
  await expect(cards).toHaveCount(6);
  await page.getByRole('link', {name: /Deploy DataHub/}).click();
  await expect(page).toHaveURL(/\/docs\/deploy\/kubernetes$/);
});

test('loading state: the spinner after a delay (3 s cycle), then on failure the centred half-width error box whose Retry really retries', async ({
  page,
}) => {
  // `?hold`: each load attempt waits for window.finishTestLoad(), so the spinner stays until checked.
  await page.goto('/__test__/loading?hold');
  const spinner = page.locator('svg#loader');
  await expect(spinner).toBeVisible();
  await expect(spinner.locator('animate').first()).toHaveAttribute('dur', '3s');
  await expect(spinner.locator('animate').first()).toHaveAttribute('repeatCount', 'indefinite');
  await finishTestLoad(page);
  const errorBox = page.getByText('Loading chunk 4242 failed. (test)').locator('..');
  await expect(errorBox).toBeVisible();
  const box = await errorBox.evaluate((el) => {
    const style = getComputedStyle(el);
    return {maxWidth: style.maxWidth, marginLeft: style.marginLeft, marginRight: style.marginRight};
  });
  expect(box.maxWidth).toBe('50%');
  expect(box.marginLeft).toBe(box.marginRight);
  await page.getByRole('button', {name: 'Retry'}).click();
  await expect(spinner).toBeVisible();
  await finishTestLoad(page);
  await expect(page.getByText('Loaded on attempt 2.')).toBeVisible();
});
