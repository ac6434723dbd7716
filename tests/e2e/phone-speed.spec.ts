import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect} from '../support/test';
import {collectErrors} from '../support/page-errors';

// What the phone-speed work changed in the browser (src/plugins/intent-preload, src/theme/CodeBlock/Content,
// src/plugins/lazy-route-components), and the check that every route type loads without an error.

/** One page of each kind the site has. */
const ROUTE_TYPES = [
  '/',
  '/docs/quickstart',
  '/docs/cli',
  '/docs/1.1.0/quickstart',
  '/docs/generated/ingestion/sources/snowflake',
  '/docs/generated/metamodel/entities/dataset',
  '/docs/graphql/objects/datasets',
  '/docs/features',
  '/learn',
  '/learn/data-pipeline',
  '/integrations',
  '/search?q=kafka',
  '/adoption-stories',
  '/events',
  '/champions',
  '/slack',
];

/**
 * For each element the selector matches, whether React hydrated it: React marks every element it hydrated
 * (or drew) with a property of its own (`__reactFiber$…`), and an element it left as the server wrote it has none.
 */
function hydrationMarks(page: Page, selector: string): Promise<boolean[]> {
  return page.evaluate(
    (s) => Array.from(document.querySelectorAll(s)).map((e) => Object.keys(e).some((k) => k.startsWith('__react'))),
    selector,
  );
}

/** How many of the elements the selector matches React hydrated. */
async function hydratedCount(page: Page, selector: string): Promise<number> {
  return (await hydrationMarks(page, selector)).filter(Boolean).length;
}

/** Each route type loads and hydrates with no console error and no recoverable hydration error. */
function loadsWithoutErrors(screen: string): void {
  for (const path of ROUTE_TYPES) {
    test(`${path} loads and hydrates ${screen} with no console error and no recoverable hydration error`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // React reports a hydration mismatch it recovered from through the framework's onRecoverableError,
      // which logs it with console.error: the list above holds it.
      expect(errors).toEqual([]);
    });
  }
}

loadsWithoutErrors('on a desktop screen');

test('links in view are not prefetched: a page adds no prefetch links after load', async ({page}) => {
  await page.goto('/docs/cli');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await page.locator('link[rel=prefetch]').count()).toBe(0);
});

/** The script files requested from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/**
 * The script files of the page at path that the open page has not loaded yet: what intent should fetch.
 * A page lists its own chunks in its HTML (src/plugins/page-chunk-scripts).
 */
async function codeToLoad(page: Page, request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const listed = [...html.matchAll(/<script src="?([^"\s>]+\.js)"?[^>]*\bdefer\b/g)].map(
    (m) => new URL(m[1], page.url()).href,
  );
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
  const missing = listed.filter((url) => !loaded.has(url));
  expect(missing.length, `${path} has code of its own the open page has not loaded`).toBeGreaterThan(0);
  return missing;
}

test("a page's code loads when the reader shows the intent to open it: hover, keyboard focus", async ({
  page,
  request,
}) => {
  await page.goto('/docs/features');
  await page.waitForLoadState('networkidle');
  const requested = scriptRequests(page);
  const quickstart = await codeToLoad(page, request, '/docs/quickstart');
  const roadmap = (await codeToLoad(page, request, '/docs/roadmap')).filter((url) => !quickstart.includes(url));
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.getByRole('link', {name: 'Quickstart', exact: true}).first().hover();
  await expect
    .poll(() => requested.filter((url) => quickstart.includes(url)).length, {message: 'hovering loads its code'})
    .toBeGreaterThan(0);
  // Keyboard: focus another internal link (the framework's Link has no focus handler of its own).
  await page.locator('footer').getByRole('link', {name: 'Roadmap'}).focus();
  await expect
    .poll(() => requested.filter((url) => roadmap.includes(url)).length, {message: 'focusing loads its code'})
    .toBeGreaterThan(0);
});

test('nothing is loaded ahead of a click on 2g connections or when the browser asks to save data', async ({
  browser,
  request,
}) => {
  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    const context = await browser.newContext();
    // A NetworkInformation look-alike: components listen to its change events (the ideal-image plugin).
    await context.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {
        value: Object.assign(new EventTarget(), value),
        configurable: true,
      });
    }, connection);
    const page = await context.newPage();
    await page.goto('/docs/features');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const requested = scriptRequests(page);
    const ahead = [
      ...(await codeToLoad(page, request, '/docs/quickstart')),
      ...(await codeToLoad(page, request, '/docs/roadmap')),
    ];
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Quickstart', exact: true})
      .first()
      .hover();
    // Focusing the footer link scrolls the page: a diagram coming near may load Mermaid, which is not
    // loading ahead; only the two pages' own code counts.
    await page.locator('footer').getByRole('link', {name: 'Roadmap'}).focus();
    await page.waitForTimeout(500);
    expect(
      requested.filter((url) => ahead.includes(url)),
      JSON.stringify(connection),
    ).toEqual([]);
    await context.close();
  }
});

/**
 * The script files of the code highlighter this document has fetched so far, as a script or a prefetch.
 *
 * Read from the document's resource timing rather than from response events: a response event's body can
 * still be unread when the check runs, a script taken over from an in-flight prefetch has no event of its
 * own, and either way a loaded highlighter went unseen (a CI run on 4751acd).
 */
async function highlighterScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  const loaded: string[] = [];
  for (const url of new Set(urls)) {
    // A word of Prism's bash grammar, one of the extra languages the highlighter registers.
    if ((await (await page.request.get(url)).text()).includes('BASH_ALIASES')) loaded.push(url);
  }
  return loaded;
}

/** Room for every resource a page fetches in its timing buffer (250 by default), set before any script runs. */
async function keepAllResourceTimings(page: Page): Promise<void> {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
}

test('code blocks keep the highlighting of the server HTML on load, without loading the highlighter', async ({
  page,
}) => {
  await keepAllResourceTimings(page);
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/cli');
  await page.waitForLoadState('networkidle');
  const block = page.locator('article pre.prism-code').first();
  await expect(block.locator('.token-line').first()).toBeVisible();
  expect(await block.locator('span.token').count()).toBeGreaterThan(0);
  expect(await highlighterScripts(page), 'the highlighter was loaded on a fresh page load').toEqual([]);

  // The buttons still work on a kept block: word wrap (shown when the code is wider than the screen).
  const container = page
    .locator('article .theme-code-block')
    .filter({has: page.locator('button[aria-label*="word wrap" i]')})
    .first();
  const wrap = container.getByRole('button', {name: /word wrap/i});
  await container.hover();
  await wrap.click();
  await expect(container.locator('code')).toHaveCSS('white-space', 'pre-wrap');

  // After a client-side navigation, a new page's blocks are drawn in the browser: highlighted there.
  await page.setViewportSize({width: 1280, height: 800});
  await page.locator('footer').getByRole('link', {name: 'Quickstart', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(page.locator('article pre.prism-code span.token').first()).toBeVisible();
  expect(
    (await highlighterScripts(page)).length,
    'the highlighter loads for a block drawn in the browser',
  ).toBeGreaterThan(0);
});

test("a GraphQL type's schema summary is one text node, on load and drawn in the browser, and never loads the highlighter", async ({
  page,
}) => {
  await keepAllResourceTimings(page);
  const summary = (name: string) =>
    page.locator('article pre.language-graphql').filter({hasText: new RegExp(`^type ${name} [^]*\\}$`)});
  await page.goto('/docs/graphql/objects/datasets');
  await page.waitForLoadState('networkidle');
  await expect(summary('Container')).toContainText('platform: DataPlatform!');
  expect(await summary('Container').locator('code *').count(), 'no highlighter markup in the summary').toBe(0);
  await expect(summary('Container').locator('xpath=..').getByRole('button', {name: /copy/i})).toBeAttached();
  // Another reference page drawn in the browser after a client-side navigation: plain there too.
  await page.locator('article a[href$="/docs/graphql/objects/common#data-platform"]').first().click();
  await expect(page).toHaveURL(/\/docs\/graphql\/objects\/common#data-platform$/);
  await expect(summary('DataPlatform')).toBeVisible();
  expect(await summary('DataPlatform').locator('code *').count()).toBe(0);
  await page.waitForLoadState('networkidle');
  expect(await highlighterScripts(page), 'nothing on these pages needed the highlighter').toEqual([]);
});

test('a tab set keeps the reader’s stored choice on load, without drawing its panels twice', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/docs/api/tutorials/tags');
  const tabs = page.locator('article [role=tablist]').first();
  await tabs.getByRole('tab', {name: 'Python SDK'}).click();
  // A fresh load of a page with the same tab group: the stored choice is applied once hydrated.
  await page.goto('/docs/api/tutorials/tags');
  const selected = page.locator('article [role=tablist]').first().getByRole('tab', {selected: true});
  await expect(selected).toHaveText('Python SDK');
  await expect(page.locator('article [role=tabpanel]:not([hidden]) pre').first()).toContainText('import');
  expect(errors).toEqual([]);
});

test('links lead to pages whose routes a page has not loaded yet: another group, the other version, a missing page (src/plugins/route-table-split)', async ({
  page,
}) => {
  await page.goto('/docs/features');
  await expect(page.locator('html[data-has-hydrated]')).toHaveCount(1);
  // A marker that a full page load would lose: every navigation below happens in the page.
  await page.evaluate(() => Object.assign(window, {stayedInPage: true}));
  const follow = async (path: string) => {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.]/g, '\\.')}$`));
  };
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Quickstart', exact: true})
    .first()
    .click();
  await expect(page.locator('article h1')).toContainText(/quickstart/i);
  await follow('/docs/1.1.0/generated/ingestion/sources/snowflake');
  await expect(page.locator('article h1')).toContainText('Snowflake');
  await follow('/docs/GRAPHQL/objects/datasets');
  await expect(page.locator('article h1')).toContainText(/dataset/i);
  await follow('/docs/no-such-folder/no-such-page');
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {stayedInPage?: boolean}).stayedInPage)).toBe(true);
});

test('the static parts of a reference page keep the server HTML on load, and their links still navigate in the page and load on hover (src/components/StaticContent)', async ({
  page,
}) => {
  await page.goto('/docs/graphql/objects/datasets');
  await expect(page.locator('html[data-has-hydrated]')).toHaveCount(1);
  const part = page.locator('[data-static-content]').first();
  await expect(part).toBeVisible();
  // The static parts have no element React hydrated.
  const hydrated = (selector: string) => hydratedCount(page, selector);
  expect(await hydrated('[data-static-content] *')).toBe(0);
  expect(await hydrated('article h1')).toBe(1);

  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await page.evaluate(() => Object.assign(window, {stayedInPage: true}));
  // A link to another reference page inside a static part.
  const link = part.locator('a[href^="/docs/graphql/"]:not([href^="/docs/graphql/objects/datasets"])').first();
  const href = (await link.getAttribute('href'))!;
  await link.hover();
  await expect.poll(() => requested.length, {message: 'hovering loads the page it leads to'}).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  expect(await page.evaluate(() => (window as unknown as {stayedInPage?: boolean}).stayedInPage)).toBe(true);
  // Drawn in the browser after that navigation, a static part is ordinary React.
  await expect(page.locator('[data-static-content]').first()).toBeVisible();
  expect(await hydrated('[data-static-content] *')).toBeGreaterThan(0);
});

test("a source page's overview, capabilities, limitations and related links keep the server HTML on load; its code blocks hydrate (genDocs/src/render/source.ts)", async ({
  page,
}) => {
  await page.goto('/docs/generated/ingestion/sources/snowflake');
  await expect(page.locator('html[data-has-hydrated]')).toHaveCount(1);
  const markdown = 'article .markdown';
  // The first paragraph, a row of the capabilities table, and the last list (the related links).
  for (const selector of [`${markdown} p`, `${markdown} table tbody tr`, `${markdown} ul:last-of-type li`]) {
    const marks = await hydrationMarks(
      page,
      `${markdown} [data-static-content] ${selector.slice(markdown.length + 1)}`,
    );
    expect(marks.length, `${selector} inside a static run`).toBeGreaterThan(0);
    expect(marks.filter(Boolean), `${selector}: none hydrated`).toEqual([]);
  }
  // Both tables (capabilities, configuration) are static, every row of them.
  expect((await hydrationMarks(page, `${markdown} [data-static-content] table tbody tr`)).length).toBe(
    (await hydrationMarks(page, `${markdown} table tbody tr`)).length,
  );
  // Code blocks sit outside those runs and hydrate: their buttons work.
  expect((await hydrationMarks(page, `${markdown} .theme-code-block`)).every(Boolean)).toBe(true);
  // A related link is still a navigation inside the page.
  await page.evaluate(() => Object.assign(window, {stayedInPage: true}));
  await page.locator(`${markdown} [data-static-content] a[href$="/docs/metadata-ingestion"]`).click();
  await expect(page).toHaveURL(/\/docs\/metadata-ingestion$/);
  expect(await page.evaluate(() => (window as unknown as {stayedInPage?: boolean}).stayedInPage)).toBe(true);
});

test("a hand-written page's plain prose keeps the server HTML on load; its code blocks and tabs hydrate, its links navigate in the page (src/mdx/staticProse.ts)", async ({
  page,
}) => {
  await page.goto('/docs/quickstart');
  await expect(page.locator('html[data-has-hydrated]')).toHaveCount(1);
  const prose = await hydrationMarks(page, 'article .markdown > [data-static-content] :is(h2, p, li)');
  expect(prose.length, 'the quickstart has wrapped prose').toBeGreaterThan(10);
  expect(prose.filter(Boolean)).toHaveLength(0);
  const codeBlocks = await hydrationMarks(page, 'article .markdown pre');
  expect(codeBlocks.length).toBeGreaterThan(0);
  expect(codeBlocks.every(Boolean), 'code blocks (copy button) still hydrate').toBe(true);
  // The table of contents still lists the headings inside the wrapped prose.
  const heading = page.locator('article .markdown > [data-static-content] h2[id]').first();
  const id = (await heading.getAttribute('id'))!;
  await expect(page.locator(`.table-of-contents a[href="#${id}"]`).first()).toBeAttached();

  await page.evaluate(() => Object.assign(window, {stayedInPage: true}));
  const link = page.locator('article .markdown > [data-static-content] a[href^="/docs/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  expect(await page.evaluate(() => (window as unknown as {stayedInPage?: boolean}).stayedInPage)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, hasTouch: true, isMobile: true});

  // The phone layout hydrates differently (the desktop-only columns are left to the theme to remove).
  loadsWithoutErrors('on a phone');

  for (const path of ['/docs/generated/ingestion/sources/snowflake', '/learn/data-pipeline']) {
    test(`${path}: the desktop-only columns are removed without being hydrated, with no error (src/components/DesktopOnlyHydration)`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      // Links in the nodes the page removes, and whether React had hydrated them (its own property on them).
      await page.addInitScript(() => {
        const removed = {hydrated: 0, not: 0, drawn: 0};
        Object.assign(window, {removedLinks: removed});
        // The links the server drew in the desktop-only columns: the docs sidebar, the doc's table of
        // contents column, the blog sidebar.
        document.addEventListener('DOMContentLoaded', () => {
          removed.drawn = document.querySelectorAll(
            '.theme-doc-sidebar-container a, .theme-doc-toc-desktop a, aside.col--3 a',
          ).length;
        });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.removedNodes)) {
              if (!(node instanceof Element)) continue;
              for (const link of Array.from(node.querySelectorAll('a'))) {
                if (Object.keys(link).some((key) => key.startsWith('__react'))) removed.hydrated += 1;
                else removed.not += 1;
              }
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const removed = await page.evaluate(
        () => (window as unknown as {removedLinks: {hydrated: number; not: number; drawn: number}}).removedLinks,
      );
      expect(removed.drawn, 'the server draws the desktop-only columns').toBeGreaterThan(0);
      expect(removed.not, 'the links the server drew in those columns are removed').toBeGreaterThanOrEqual(
        removed.drawn,
      );
      expect(removed.hydrated).toBe(0);
      expect(errors).toEqual([]);
      // The phone menu still has the docs sidebar (or the blog's recent posts), working.
      await page.locator('.navbar__toggle').click();
      await expect(page.locator('.navbar-sidebar').getByRole('link').first()).toBeVisible();
    });
  }

  for (const path of ['/docs/quickstart', '/docs/graphql/objects/datasets', '/learn/data-pipeline']) {
    test(`${path} loads without creating the locale collator (src/plugins/key-order-without-collator)`, async ({
      page,
    }) => {
      // The first locale comparison in a page builds ICU's collator: 80 to 170 ms on a 4x-throttled CPU.
      await page.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, {collatorCalls: calls});
        const localeCompare = String.prototype.localeCompare;
        String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
          calls.push(`localeCompare ${new Error().stack}`);
          return localeCompare.apply(this, args);
        };
        const Collator = Intl.Collator;
        Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
          calls.push(`Intl.Collator ${new Error().stack}`);
          return new Collator(...args);
        } as unknown as typeof Intl.Collator;
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html[data-has-hydrated]')).toBeAttached();
      expect(await page.evaluate(() => (window as unknown as {collatorCalls: string[]}).collatorCalls)).toEqual([]);
      // The menu the mobile filler feeds still shows the docs sidebar or the blog's posts.
      await page.locator('.navbar__toggle').click();
      await expect(page.locator('.navbar-sidebar').getByRole('link').first()).toBeVisible();
    });
  }

  test('a heading deep in a reference page, linked from elsewhere, is at the top of the screen once the page has loaded (src/components/StaticContent, laid out near the screen only)', async ({
    page,
  }) => {
    await page.goto('/docs/graphql/objects/datasets#schema-field--nullable');
    await page.waitForLoadState('networkidle');
    const top = () =>
      page.evaluate(() => document.getElementById('schema-field--nullable')!.getBoundingClientRect().top);
    // Below the sticky navbar (60 px), not scrolled past or short of it.
    expect(await top()).toBeGreaterThan(40);
    expect(await top()).toBeLessThan(120);
    // Scrolling up draws the parts above: the heading moves down by the distance scrolled, no jump.
    const before = await top();
    await page.mouse.wheel(0, -600);
    await expect.poll(top).toBeGreaterThan(before + 500);
    expect(await top()).toBeLessThan(before + 700);
  });

  test("the navbar's own items, hidden on a phone, hydrate just after the page, not before it, and the phone menu still lists them (src/theme/NavbarItem)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // How many of the navbar's items React had hydrated when the page was marked hydrated.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-has-hydrated')) return;
        observer.disconnect();
        const items = Array.from(document.querySelectorAll('nav.navbar .navbar__items > .navbar__item'));
        Object.assign(window, {
          itemsAtHydration: {
            drawn: items.length,
            hydrated: items.filter((e) => Object.keys(e).some((k) => k.startsWith('__react'))).length,
          },
        });
      }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
    });
    await page.goto('/docs/quickstart');
    await page.waitForLoadState('networkidle');
    const atHydration = await page.evaluate(
      () => (window as unknown as {itemsAtHydration: {drawn: number; hydrated: number}}).itemsAtHydration,
    );
    expect(atHydration.drawn, 'the server draws the navbar items').toBeGreaterThan(4);
    expect(atHydration.hydrated).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Array.from(document.querySelectorAll('nav.navbar .navbar__items > .navbar__item')).filter(
              (e) => !Object.keys(e).some((k) => k.startsWith('__react')),
            ).length,
        ),
      )
      .toBe(0);
    expect(errors).toEqual([]);
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Integrations'})).toBeVisible();
  });

  test('widened past the breakpoint after load, the page draws the sidebar and the table of contents', async ({
    page,
  }) => {
    await page.goto('/docs/generated/ingestion/sources/snowflake');
    await expect(page.locator('.theme-doc-sidebar-container a')).toHaveCount(0);
    await page.setViewportSize({width: 1280, height: 823});
    await expect(page.locator('.theme-doc-sidebar-container a').first()).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop a').first()).toBeVisible();
  });
});

test('on a desktop screen the docs sidebar and the table of contents hydrate as usual', async ({page}) => {
  await page.goto('/docs/generated/ingestion/sources/snowflake');
  const hydratedLinks = (selector: string) => hydratedCount(page, `${selector} a`);
  expect(await hydratedLinks('.theme-doc-sidebar-container')).toBeGreaterThan(50);
  expect(await hydratedLinks('.theme-doc-toc-desktop')).toBeGreaterThan(5);
});

test('the site footer keeps the server HTML on load, and its links still navigate in the page (src/theme/Footer)', async ({
  page,
}) => {
  await page.goto('/docs/cli');
  await expect(page.locator('html[data-has-hydrated]')).toHaveCount(1);
  const links = page.locator('footer.theme-layout-footer a');
  expect(await links.count()).toBeGreaterThan(5);
  const hydrated = await hydratedCount(page, 'footer.theme-layout-footer, footer.theme-layout-footer *');
  expect(hydrated).toBe(0);
  await page.evaluate(() => Object.assign(window, {stayedInPage: true}));
  await page.locator('footer.theme-layout-footer').getByRole('link', {name: 'Quickstart', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(page.locator('article h1')).toContainText(/quickstart/i);
  expect(await page.evaluate(() => (window as unknown as {stayedInPage?: boolean}).stayedInPage)).toBe(true);
  // Drawn in the browser after that navigation, the footer is ordinary React.
  await expect(page.locator('footer.theme-layout-footer a').first()).toBeVisible();
});
