import {type Page} from '@playwright/test';
import {test, expect, expectConsoleErrors} from '../support/test';
import AxeBuilder from '@axe-core/playwright';

// Reader tools on the configured build at "/sub/": FEEDBACK_ENDPOINT is "/sub/__feedback", a path
// the static server does not answer, so each test answers it itself. Also the Markdown copies,
// llms.txt and the help line under the base URL.

const endpoint = '**/sub/__feedback';
const siteOrigin = 'https://docs.datahub.com';

async function openQuickstart(page: Page) {
  await page.goto('./docs/quickstart');
  return page.locator('section').filter({hasText: 'Is this page helpful?'});
}

test.describe('Page feedback with an endpoint', () => {
  test('a failed send keeps the comment in the box, and Retry sends it', async ({page}) => {
    expectConsoleErrors(page, /status of 500 .*__feedback/);
    const received: unknown[] = [];
    await page.route(endpoint, (route) => {
      const request = route.request();
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toBe('application/json');
      received.push(request.postDataJSON());
      return received.length === 1
        ? route.fulfill({status: 500, body: 'unavailable'})
        : route.fulfill({status: 200, contentType: 'application/json', body: '{"ok":true}'});
    });
    const feedback = await openQuickstart(page);
    await feedback.getByRole('button', {name: 'No'}).click();
    await expect(feedback.getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');
    const box = feedback.getByRole('textbox', {name: /What was missing or wrong/});
    await expect(box).toBeFocused();
    const comment = 'The page does not say how much memory Docker needs.';
    await box.fill(comment);
    await feedback.getByRole('button', {name: 'Send feedback'}).click();

    await expect(feedback.getByRole('alert')).toContainText('could not be sent');
    await expect(box).toHaveValue(comment);
    const {violations} = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .include('article section')
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await expect(box).toHaveAttribute('aria-describedby', /.+/);
    await feedback.getByRole('button', {name: 'Retry'}).click();

    const thanks = feedback.getByRole('status');
    await expect(thanks).toHaveText('Thank you, your feedback was sent.');
    await expect(thanks).toBeFocused();
    await expect(feedback.getByRole('textbox')).toHaveCount(0);
    const payload = {path: '/sub/docs/quickstart', version: 'current', vote: 'down', comment};
    expect(received).toEqual([payload, payload]);
  });

  test('a send that gets no answer at all is a failure too, and nothing typed is lost', async ({page}) => {
    expectConsoleErrors(page, /ERR_CONNECTION_REFUSED .*__feedback/);
    let calls = 0;
    await page.route(endpoint, (route) => {
      calls += 1;
      return calls === 1 ? route.abort('connectionrefused') : route.fulfill({status: 204});
    });
    const feedback = await openQuickstart(page);
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await feedback.getByRole('textbox').fill('Clear steps.');
    await feedback.getByRole('button', {name: 'Send feedback'}).click();
    await expect(feedback.getByRole('alert')).toBeVisible();
    await expect(feedback.getByRole('textbox')).toHaveValue('Clear steps.');
    await feedback.getByRole('button', {name: 'Retry'}).click();
    await expect(feedback.getByRole('status')).toContainText('Thank you');
    expect(calls).toBe(2);
  });

  test('works from the keyboard: vote, skip the comment, send', async ({page}) => {
    const received: unknown[] = [];
    await page.route(endpoint, (route) => {
      received.push(route.request().postDataJSON());
      return route.fulfill({status: 200, body: ''});
    });
    const feedback = await openQuickstart(page);
    await feedback.getByRole('button', {name: 'Yes'}).focus();
    await page.keyboard.press('Space');
    const box = feedback.getByRole('textbox', {name: /What helped/});
    await expect(box).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(feedback.getByRole('button', {name: 'Send feedback'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(feedback.getByRole('status')).toContainText('Thank you');
    expect(received).toEqual([{path: '/sub/docs/quickstart', version: 'current', vote: 'up', comment: null}]);
  });

  test('the endpoint is not called before the reader sends', async ({page}) => {
    let calls = 0;
    await page.route(endpoint, (route) => {
      calls += 1;
      return route.fulfill({status: 200, body: ''});
    });
    const feedback = await openQuickstart(page);
    await feedback.getByRole('button', {name: 'No'}).click();
    await feedback.getByRole('textbox').fill('Typing, not sending.');
    await page.waitForTimeout(300);
    expect(calls).toBe(0);
  });
});

test.describe('Markdown copies and page actions under the base URL', () => {
  test('llms.txt lives under the base URL and every link in it resolves', async ({request, baseURL}) => {
    const response = await request.get('./llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain(`${siteOrigin}/sub/llms-full.txt`);
    const links = [...new Set([...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]))];
    expect(links.length).toBeGreaterThan(500);
    const origin = new URL(baseURL!).origin;
    const broken: string[] = [];
    for (const link of links) expect(link.startsWith(`${siteOrigin}/sub/docs/`), link).toBe(true);
    for (let i = 0; i < links.length; i += 24) {
      await Promise.all(
        links.slice(i, i + 24).map(async (link) => {
          const url = link.replace(siteOrigin, origin);
          const status = (await request.get(url)).status();
          if (status !== 200) broken.push(`${status} ${url}`);
        }),
      );
    }
    expect(broken).toEqual([]);
  });

  test('a copy links to pages with the base URL', async ({request}) => {
    const copy = await (await request.get('./docs/features.md')).text();
    expect(copy).toMatch(/^# What Is DataHub\?/);
    expect(copy).toContain(`(${siteOrigin}/sub/docs/managed-datahub/managed-datahub-overview)`);
    expect(copy).toMatch(/\(https:\/\/docs\.datahub\.com\/sub\/assets\/ideal-img\/datahub-overview\.\w+\.1600\.png\)/);
  });

  test('the menu copies and links to the copy under the base URL', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('./docs/quickstart');
    const button = page.getByRole('button', {name: 'Page actions'});
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await expect(page.getByRole('menuitem', {name: /View as Markdown/})).toHaveAttribute(
      'href',
      '/sub/docs/quickstart.md',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();
    const expected = await (await request.get('./docs/quickstart.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test("the page's head names its Markdown copy under the base URL, and the copy is there", async ({page, request}) => {
    for (const [path, copy] of [
      ['./docs/quickstart', '/sub/docs/quickstart.md'],
      ['./docs/category/features', '/sub/docs/category/features.md'],
      ['./docs/graphql/objects/', '/sub/docs/graphql/objects/index.md'],
    ]) {
      await page.goto(path);
      const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
      await expect(link, path).toHaveCount(1);
      await expect(link, path).toHaveAttribute('href', copy);
      expect((await request.get(copy)).status(), copy).toBe(200);
    }
  });

  test('the help line links to the Slack page under the base URL', async ({page}) => {
    await page.goto('./docs/quickstart');
    const link = page.locator('article > :last-child').getByRole('link', {name: 'DataHub Slack community'});
    const url = new URL((await link.getAttribute('href'))!, 'http://x');
    expect(url.pathname).toBe('/sub/slack');
    expect(url.searchParams.get('utm_content')).toBe('quickstart');
  });
});
