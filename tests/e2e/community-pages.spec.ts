import {type Page} from '@playwright/test';
import {test, expect} from '../support/test';
import {adoptionStories} from '../../src/data/adoptionStories';

const headings: [string, string][] = [
  ['/adoption-stories', 'Adoption stories'],
  ['/champions', 'DataHub Champions'],
  ['/events', 'Community events'],
  ['/customer-stories-survey', 'Share your DataHub story'],
  ['/guild', 'The DataHub Data Practitioners Guild'],
  ['/slack', 'Join the DataHub Slack community'],
  ['/hack_display_image', 'Display an image'],
];

test.describe('community pages', () => {
  for (const [path, heading] of headings) {
    test(`${path} renders its heading and a description`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    });

    test(`${path} fits a 375 px screen without sideways scrolling`, async ({page}) => {
      await page.setViewportSize({width: 375, height: 800});
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('adoption stories', () => {
  const total = adoptionStories.length;
  const cards = (page: Page) => page.getByTestId('story-list').locator(':scope > li');

  test('filters change the list, the count and the URL, and clear resets them', async ({page}) => {
    await page.goto('/adoption-stories');
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByTestId('story-count')).toHaveText(`Showing all ${total} organisations`);

    const finance = adoptionStories.filter((story) => story.industry === 'financial-services');
    await page.getByLabel('Industry', {exact: true}).selectOption('financial-services');
    await expect(page).toHaveURL(/[?&]industry=financial-services(&|$)/);
    await expect(cards(page)).toHaveCount(finance.length);
    await expect(page.getByTestId('story-count')).toHaveText(`Showing ${finance.length} of ${total} organisations`);

    const financeMesh = finance.filter((story) => story.useCases.includes('data-mesh'));
    await page.getByLabel('Use case', {exact: true}).selectOption('data-mesh');
    await expect(page).toHaveURL(/useCase=data-mesh/);
    await expect(page).toHaveURL(/industry=financial-services/);
    await expect(cards(page)).toHaveCount(financeMesh.length);
    for (const story of financeMesh)
      await expect(page.getByRole('heading', {level: 2, name: story.name})).toBeVisible();

    await page.getByRole('button', {name: 'Clear filters'}).click();
    await expect(page).not.toHaveURL(/industry=|useCase=/);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByLabel('Industry', {exact: true})).toHaveValue('');
  });

  test('filters are restored from the URL', async ({page}) => {
    await page.goto('/adoption-stories?industry=healthcare&useCase=data-mesh');
    const expected = adoptionStories.filter(
      (story) => story.industry === 'healthcare' && story.useCases.includes('data-mesh'),
    );
    await expect(page.getByLabel('Industry', {exact: true})).toHaveValue('healthcare');
    await expect(page.getByLabel('Use case', {exact: true})).toHaveValue('data-mesh');
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByTestId('story-count')).toHaveText(`Showing ${expected.length} of ${total} organisations`);
  });

  test('a combination with no match says so and can be cleared', async ({page}) => {
    await page.goto('/adoption-stories?industry=gaming&useCase=data-mesh');
    await expect(page.getByText('No organisations match these filters.')).toBeVisible();
    await expect(page.getByTestId('story-list')).toHaveCount(0);
    await page.getByRole('button', {name: 'Show all organisations'}).click();
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByLabel('Industry', {exact: true})).toBeFocused();
  });

  test('the grid has one column at 375 px and several at 1440 px', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/adoption-stories');
    const [narrowA, narrowB] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(narrowA && narrowB && Math.abs(narrowA.x - narrowB.x) < 1 && narrowB.y > narrowA.y).toBeTruthy();

    await page.setViewportSize({width: 1440, height: 900});
    await expect
      .poll(async () => {
        const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
        return a && b ? Math.abs(a.y - b.y) < 1 && b.x > a.x : false;
      })
      .toBe(true);
  });
});

test.describe('events', () => {
  test.use({timezoneId: 'America/New_York', locale: 'en-US'});

  test('upcoming events come first, soonest first, then past events most recent first', async ({page}) => {
    await page.goto('/events');
    await expect(page.getByText('Times are shown in your time zone.')).toBeVisible();
    const now = Date.now();
    const datetimes = (testId: string) =>
      page
        .getByTestId(testId)
        .locator('time')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime') ?? ''));

    const upcoming = (await datetimes('upcoming-events')).map(Date.parse);
    if (upcoming.length > 0) {
      expect(upcoming.every(Number.isFinite)).toBe(true);
      expect(upcoming[0]).toBe(Math.min(...upcoming));
      expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
      // The soonest upcoming event has not ended (no event lasts more than ten hours).
      expect(upcoming[0]!).toBeGreaterThan(now - 10 * 3600_000);
    } else {
      await expect(page.getByText('No upcoming events are scheduled yet.')).toBeVisible();
    }

    const past = (await datetimes('past-events')).map(Date.parse);
    expect(past).toEqual([...past].sort((a, b) => b - a));
    if (past.length > 0) expect(past[0]!).toBeLessThanOrEqual(now);
    if (upcoming.length > 0 && past.length > 0) expect(past[0]!).toBeLessThanOrEqual(upcoming[0]!);
  });

  test('times show in the reader time zone after load, and in UTC in the server HTML', async ({page, request}) => {
    const html = await (await request.get('/events')).text();
    expect(html).toMatch(/\d{2}:\d{2} UTC<\/time>/);

    await page.goto('/events');
    const firstTime = page.locator('main time').first();
    await expect(firstTime).not.toContainText('UTC');
    await expect(firstTime).toContainText(/E[SD]T/);
  });

  test('past town halls link to the town hall page', async ({page}) => {
    await page.goto('/events');
    const pastTownHall = page.getByTestId('past-events').locator('li[data-kind="town-hall"]').first();
    await expect(pastTownHall.getByRole('link')).toHaveAttribute('href', /\/docs\/townhalls\/?$/);
  });
});

test.describe('customer stories survey', () => {
  const form = (page: Page) => page.locator('form[data-endpoint-configured]');

  test('submitting empty shows an error beside each required field and focuses the first', async ({page}) => {
    await page.goto('/customer-stories-survey');
    await page.getByRole('button', {name: 'Send my story'}).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Choose the role closest to yours.')).toBeVisible();
    await expect(page.getByText('Tell us a little about how your team uses DataHub.')).toBeVisible();
    await expect(page.getByText('Tick this box so we may contact you about your story.')).toBeVisible();
    const name = page.getByLabel(/^Name/);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('aria-describedby', /survey-name-error/);
  });

  test('a malformed email is explained and focused', async ({page}) => {
    await page.goto('/customer-stories-survey');
    await page.getByLabel(/^Name/).fill('Ada L.');
    await page.getByLabel(/^Work email/).fill('ada.example.com');
    await page.getByRole('button', {name: 'Send my story'}).click();
    await expect(page.getByText('Enter an email address in the form name@example.com.')).toBeVisible();
    await expect(page.getByLabel(/^Work email/)).toBeFocused();
  });

  async function fillValid(page: Page) {
    await page.getByLabel(/^Name/).fill('Ada L.');
    await page.getByLabel(/^Work email/).fill('ada@example.com');
    await page.getByLabel('Company or organisation').fill('Example Analytics');
    await page.getByLabel(/^Your role/).selectOption('data-engineer');
    await page.getByLabel('Size of the data team').selectOption('6-20');
    await page.getByLabel('Lineage and impact analysis').check();
    await page
      .getByLabel(/^Your story/)
      .fill('We use DataHub to find tables and to check lineage before schema changes.');
    await page.getByLabel(/may contact me/).check();
  }

  async function expectValuesKept(page: Page) {
    await expect(page.getByLabel(/^Name/)).toHaveValue('Ada L.');
    await expect(page.getByLabel(/^Work email/)).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Company or organisation')).toHaveValue('Example Analytics');
    await expect(page.getByLabel(/^Your role/)).toHaveValue('data-engineer');
    await expect(page.getByLabel('Size of the data team')).toHaveValue('6-20');
    await expect(page.getByLabel('Lineage and impact analysis')).toBeChecked();
    await expect(page.getByLabel(/^Your story/)).toHaveValue(/check lineage before schema changes/);
    await expect(page.getByLabel(/may contact me/)).toBeChecked();
  }

  test('with no endpoint configured, valid answers show the not-configured message and are kept', async ({page}) => {
    await page.goto('/customer-stories-survey');
    test.skip(
      (await form(page).getAttribute('data-endpoint-configured')) === 'true',
      'This build has a survey endpoint.',
    );
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await fillValid(page);
    await page.getByRole('button', {name: 'Send my story'}).click();
    await expect(
      page.getByRole('status').filter({hasText: 'Submission is not configured on this deployment'}),
    ).toBeVisible();
    await expectValuesKept(page);
    expect(posted).toBe(false);
  });

  test('with an endpoint, a failed POST offers a retry and keeps the answers; success thanks the reader', async ({
    page,
  }) => {
    await page.goto('/customer-stories-survey');
    test.skip(
      (await form(page).getAttribute('data-endpoint-configured')) !== 'true',
      'This build has no survey endpoint.',
    );
    let fail = true;
    await page.route('**/*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({status: fail ? 500 : 200, contentType: 'application/json', body: '{}'})
        : route.fallback(),
    );
    await fillValid(page);
    await page.getByRole('button', {name: 'Send my story'}).click();
    await expect(page.getByRole('alert').filter({hasText: 'Your answers could not be sent.'})).toBeVisible();
    await expectValuesKept(page);
    fail = false;
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'Thank you for sharing your story'})).toBeVisible();
  });
});

test.describe('display image', () => {
  test('the server HTML shows a neutral state', async ({request}) => {
    const html = await (await request.get('/hack_display_image?image=/img/datahub-social-card.png')).text();
    expect(html).toContain('Checking the image address');
    expect(html).not.toMatch(/<img[^>]+datahub-social-card/);
  });

  test('shows an image served by this site', async ({page}) => {
    await page.goto('/hack_display_image?image=/img/datahub-social-card.png');
    const image = page.locator('main img');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /\/img\/datahub-social-card\.png$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });

  test('refuses an image from another site and says why', async ({page}) => {
    await page.goto(`/hack_display_image?image=${encodeURIComponent('https://evil.example/x.png')}`);
    await expect(page.getByRole('heading', {name: 'This image was not shown'})).toBeVisible();
    await expect(page.getByText(/https:\/\/evil\.example is a different site/)).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test('refuses a javascript: URL and says why', async ({page}) => {
    let dialog = false;
    page.on('dialog', async (opened) => {
      dialog = true;
      await opened.dismiss();
    });
    await page.goto(`/hack_display_image?image=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByRole('heading', {name: 'This image was not shown'})).toBeVisible();
    await expect(
      page.getByText('Addresses starting with "javascript:" are never shown.', {exact: false}),
    ).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    expect(dialog).toBe(false);
  });
});

test('the Slack join button opens the invite in a new tab', async ({page}) => {
  await page.goto('/slack');
  const join = page.getByRole('link', {name: /Join the DataHub Slack/}).first();
  await expect(join).toHaveAttribute('href', /^https?:\/\//);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', /noopener/);
  await expect(join).toHaveAttribute('rel', /noreferrer/);
  await expect(page.getByRole('link', {name: 'code of conduct', exact: true}).first()).toHaveAttribute(
    'href',
    /\/docs\/code_of_conduct\/?$/,
  );
});
