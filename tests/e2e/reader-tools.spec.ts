import {type Page} from '@playwright/test';
import {test, expect, expectConsoleErrors} from '../support/test';
import AxeBuilder from '@axe-core/playwright';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

// Reader tools on doc pages (default build at "/", no feedback endpoint): the Markdown copies and
// llms.txt, the page actions menu, the feedback widget when it is not configured, the help line
// and image zoom.

/** The build these tests read files from; TEST_ROOT_BUILD points a local run at another folder. */
const buildDir = process.env.TEST_ROOT_BUILD ?? '.test-build/root';
const siteOrigin = 'https://docs.datahub.com';

/** Prose of a Markdown document: fenced code blocks and inline code removed. */
function prose(markdown: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(?:>\s*)*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    lines.push(line.replace(/(`+)[^`]*?\1/g, ''));
  }
  return lines.join('\n');
}

/** Every built doc page (doc and category pages carry the `docs-doc-page` class) and its public URL. */
function builtDocPages(): {file: string; url: string}[] {
  return readdirSync(buildDir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const html = readFileSync(join(buildDir, file), 'utf8');
      if (!/<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(html)) return [];
      const canonical = /<link[^>]*rel="?canonical"?[^>]*href=("?)([^"\s>]+)\1/.exec(html)?.[2];
      return canonical ? [{file, url: canonical}] : [];
    });
}

test.describe('Markdown copies and llms.txt', () => {
  test('every doc page has a Markdown copy beside it, without front matter, JSX or import lines', () => {
    const pages = builtDocPages();
    expect(pages.length, 'doc pages found in the build').toBeGreaterThan(500);
    const problems: string[] = [];
    for (const {file, url} of pages) {
      const path = new URL(url).pathname;
      const copy = join(buildDir, decodeURIComponent(path.endsWith('/') ? `${path}index.md` : `${path}.md`));
      if (!existsSync(copy)) {
        problems.push(`${file}: no ${copy}`);
        continue;
      }
      const markdown = readFileSync(copy, 'utf8');
      const text = prose(markdown);
      if (!markdown.startsWith('# ')) problems.push(`${copy}: does not start with the page title`);
      if (/^---\s*$/m.test(markdown.split('\n').slice(0, 2).join('\n'))) problems.push(`${copy}: front matter`);
      const importLine = /^\s*(import|export)\s.+$/m.exec(text);
      if (importLine) problems.push(`${copy}: import/export line "${importLine[0].slice(0, 80)}"`);
      // A backslash-escaped `\<name>` is a literal angle bracket in Markdown (a placeholder), not a tag.
      const jsx = /(?<!\\)<\/?[A-Za-z][\w.]*(?:\s[^<>]*)?\/?>|\bclassName=|\{\/\*/.exec(text);
      if (jsx) problems.push(`${copy}: JSX "${jsx[0].slice(0, 80)}"`);
      if (/^\s*:::/m.test(text)) problems.push(`${copy}: an admonition left as ":::"`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  test('a copy turns tabs, admonitions, the availability badge and images into plain Markdown', async ({request}) => {
    const features = await (await request.get('/docs/features.md')).text();
    expect(features).toMatch(/^# What Is DataHub\?\n/);
    // The ideal-image diagram becomes a Markdown image of the largest built size, on the public origin.
    expect(features).toMatch(
      /!\[Diagram: metadata flows[^\]]*\]\(https:\/\/docs\.datahub\.com\/assets\/ideal-img\/datahub-overview\.\w+\.1600\.png\)/,
    );
    // Relative .md links become absolute page URLs.
    expect(features).toContain('(https://docs.datahub.com/docs/managed-datahub/managed-datahub-overview)');
    expect(features).not.toMatch(/\]\((?!https?:|mailto:)[^)]*\)/);

    const authentication = await (await request.get('/docs/authentication.md')).text();
    expect(authentication).toMatch(/^#### Docker$/m);
    expect(authentication).toMatch(/^#### Helm$/m);
    expect(authentication).toMatch(/^> \*\*Warning\*\*$/m);

    const domains = await (await request.get('/docs/domains.md')).text();
    expect(domains).toContain('Available in: Self-hosted DataHub, DataHub Cloud.');
  });

  test('llms.txt lists the current version by section, and every link in it resolves', async ({request, baseURL}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# DataHub\n\n> .+\n/);
    for (const section of ['Getting Started', 'Integrations', 'API & SDKs', 'Community']) {
      expect(text).toContain(`\n## ${section}\n`);
    }
    expect(text).toMatch(/^- \[DataHub Quickstart\]\(https:\/\/docs\.datahub\.com\/docs\/quickstart\.md\): .+$/m);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(500);
    expect(
      links.filter((link) => link.includes('/docs/1.1.0/')),
      'current version only',
    ).toEqual([]);
    const local = [...new Set(links)].map((link) => link.replace(siteOrigin, baseURL!.replace(/\/$/, '')));
    const broken: string[] = [];
    for (let i = 0; i < local.length; i += 24) {
      await Promise.all(
        local.slice(i, i + 24).map(async (url) => {
          const status = (await request.get(url)).status();
          if (status !== 200) broken.push(`${status} ${url}`);
        }),
      );
    }
    expect(broken).toEqual([]);
  });

  test('llms-full.txt holds the current pages in sidebar order', async ({request}) => {
    const text = await (await request.get('/llms-full.txt')).text();
    const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
    expect(sources.slice(0, 2)).toEqual([`${siteOrigin}/docs/features`, `${siteOrigin}/docs/quickstart`]);
    expect(sources.filter((url) => url.includes('/docs/1.1.0/'))).toEqual([]);
    expect(text).toContain('\n# DataHub Quickstart\n');
  });
});

test.describe('Page actions', () => {
  test('renders the same on the server and in the browser, and fetches nothing on load', async ({page, request}) => {
    const html = await (await request.get('/docs/quickstart')).text();
    expect(html).toMatch(/<button[^>]*aria-haspopup="?menu"?[^>]*aria-expanded="?false"?[^>]*>.*?Page actions/);
    const errors: string[] = [];
    const fetched: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (r) => /\.md$|llms/.test(new URL(r.url()).pathname) && fetched.push(r.url()));
    await page.goto('/docs/quickstart');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', {name: 'Page actions'})).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
    expect(fetched).toEqual([]);
  });

  test('the menu works from the keyboard', async ({page}) => {
    await page.goto('/docs/quickstart');
    const button = page.getByRole('button', {name: 'Page actions'});
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // Arrow up on the button opens the menu on its last item.
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
  });

  test('copies the page as Markdown to the clipboard, with a confirmation', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/quickstart');
    await page.getByRole('button', {name: 'Page actions'}).click();
    await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();
    const expected = await (await request.get('/docs/quickstart.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(page.getByRole('button', {name: 'Page actions'})).toBeFocused();
  });

  test('says so when the copy cannot be fetched', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/docs/quickstart.md', (route) => route.fulfill({status: 404, body: 'missing'}));
    expectConsoleErrors(page, /status of 404 .*quickstart\.md/);
    await page.goto('/docs/quickstart');
    await page.getByRole('button', {name: 'Page actions'}).click();
    await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toBeVisible();
  });

  test('links to the Markdown copy, and opens an assistant in a new tab with the page URL', async ({page, context}) => {
    await page.goto('/docs/managed-datahub/observe/assertions');
    await page.getByRole('button', {name: 'Page actions'}).click();
    const view = page.getByRole('menuitem', {name: /View as Markdown/});
    await expect(view).toHaveAttribute('href', '/docs/managed-datahub/observe/assertions.md');
    await expect(view).toHaveAttribute('target', '_blank');
    const chat = page.getByRole('menuitem', {name: /Open in ChatGPT/});
    const href = (await chat.getAttribute('href'))!;
    expect(new URL(href).origin).toBe('https://chatgpt.com');
    expect(new URL(href).searchParams.get('q')).toBe(
      `Read ${siteOrigin}/docs/managed-datahub/observe/assertions and answer questions about it.`,
    );
    await expect(chat).toHaveAttribute('rel', /noopener/);
    // The assistant is not contacted in tests: answer its address locally.
    await context.route(/^https:\/\/chatgpt\.com\//, (route) =>
      route.fulfill({contentType: 'text/html', body: 'chat'}),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), chat.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page.getByRole('menu')).toBeHidden();
    // "View as Markdown" opens the copy itself.
    await page.getByRole('button', {name: 'Page actions'}).click();
    const [copyTab] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await copyTab.waitForLoadState();
    expect(await copyTab.locator('body').innerText()).toMatch(/^# Assertions/);
  });

  test('category pages have the menu and a Markdown copy too', async ({page, request}) => {
    await page.goto('/docs/category/features');
    await page.getByRole('button', {name: 'Page actions'}).click();
    await expect(page.getByRole('menuitem', {name: /View as Markdown/})).toHaveAttribute(
      'href',
      '/docs/category/features.md',
    );
    expect(await (await request.get('/docs/category/features.md')).text()).toMatch(/^# Features\n/);
  });
});

test.describe('Page feedback without an endpoint', () => {
  test('explains that feedback is not configured, points to Slack and sends nothing', async ({page}) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto('/docs/quickstart');
    const feedback = page.locator('section').filter({hasText: 'Is this page helpful?'});
    const no = feedback.getByRole('button', {name: 'No'});
    await no.focus();
    await page.keyboard.press('Enter');
    const note = feedback.getByRole('status');
    await expect(note).toContainText('not configured');
    await expect(note).toBeFocused();
    const slack = note.getByRole('link', {name: 'DataHub Slack community'});
    expect(new URL((await slack.getAttribute('href'))!, 'http://x').pathname).toBe('/slack');
    await expect(feedback.getByRole('textbox')).toHaveCount(0);
    expect(posts).toEqual([]);
  });
});

test.describe('Help line', () => {
  test('ends every doc page and carries the page id to the Slack page', async ({page}) => {
    for (const [path, id] of [
      ['/docs/quickstart', 'quickstart'],
      ['/docs/managed-datahub/observe/assertions', 'managed-datahub/observe/assertions'],
      ['/docs/1.1.0/quickstart', 'quickstart'],
    ]) {
      await page.goto(path);
      const last = page.locator('article > :last-child');
      await expect(last).toContainText('Questions about this page?');
      const href = (await last.getByRole('link', {name: 'DataHub Slack community'}).getAttribute('href'))!;
      const url = new URL(href, 'http://x');
      expect(url.pathname).toBe('/slack');
      expect(url.searchParams.get('utm_content')).toBe(id);
      expect(url.searchParams.get('utm_source')).toBe('docs');
    }
  });

  test('the reader tools stay out of the search index', async ({request}) => {
    const html = await (await request.get('/docs/quickstart')).text();
    const ignored = [...html.matchAll(/<[^>]*data-pagefind-ignore=("?)all\1[^>]*>/g)].length;
    expect(ignored, 'page actions, feedback and help line are ignored by the indexer').toBeGreaterThanOrEqual(3);
  });
});

test.describe('Image zoom', () => {
  async function contentImage(page: Page) {
    await page.goto('/docs/features');
    const img = page.locator('.theme-doc-markdown img[data-zoomable]').first();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toBeVisible();
    return img;
  }

  test('a click opens the image full-screen; Escape or a click closes it and focus returns', async ({page}) => {
    const img = await contentImage(page);
    await img.click();
    const dialog = page.getByRole('dialog', {name: /Enlarged image: Diagram/});
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('src', /datahub-overview/);
    const box = (await dialog.locator('img').boundingBox())!;
    expect(box.width).toBeGreaterThan(600);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(img).toBeFocused();
    await img.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(img).toBeFocused();
  });

  test('works from the keyboard: Enter opens, focus stays in the dialog, the close button closes', async ({page}) => {
    const img = await contentImage(page);
    await expect(img).toHaveAttribute('role', 'button');
    await expect(img).toHaveAttribute('tabindex', '0');
    await img.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = dialog.getByRole('button', {name: 'Close enlarged view'});
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(img).toBeFocused();
  });

  test('a Mermaid diagram opens enlarged the same way', async ({page}) => {
    await page.goto('/docs/features');
    // Diagrams are drawn as they come near the screen (src/theme/Mermaid).
    await page.locator('[data-diagram-pending], .docusaurus-mermaid-container').first().scrollIntoViewIfNeeded();
    const diagram = page.locator('.docusaurus-mermaid-container[data-zoomable]').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).toHaveAttribute('role', 'button');
    await expect(diagram).toHaveAttribute('aria-label', 'Enlarge diagram');
    const small = (await diagram.locator('svg').boundingBox())!;
    await diagram.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Enlarged diagram'});
    const svg = dialog.locator('svg');
    await expect(svg).toBeVisible();
    expect((await svg.boundingBox())!.width).toBeGreaterThan(small.width);
    await expect(svg.locator('text, foreignObject').first()).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(diagram).toBeFocused();
  });
});

test('the open states of the reader tools have no serious accessibility violations', async ({page}) => {
  // Several axe passes over a full doc page (about 15 s alone on a 2-core machine).
  test.slow();
  const serious = async (include: string) => {
    const {violations} = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .include(include)
      .analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  };
  await page.goto('/docs/features');
  await page.getByRole('button', {name: 'Page actions'}).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await serious('article')).toEqual([]);
  await page.keyboard.press('Escape');

  const feedback = page.locator('section').filter({hasText: 'Is this page helpful?'});
  await feedback.getByRole('button', {name: 'Yes'}).click();
  await expect(feedback.getByRole('status')).toBeVisible();
  expect(await serious('article')).toEqual([]);

  const img = page.locator('.theme-doc-markdown img[data-zoomable]').first();
  await img.scrollIntoViewIfNeeded();
  await img.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await serious('[role=dialog]')).toEqual([]);
});

test('a Mermaid diagram far down the page loads its library only when scrolled near', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/__test__/far-diagram');
  const pending = page.locator('[data-diagram-pending]');
  await expect(pending).toHaveCount(1);
  await page.waitForTimeout(500);
  const beforeScroll = scripts.length;
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);

  await pending.scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 15_000});
  await expect(page.locator('.docusaurus-mermaid-container svg')).toContainText('Catalogue');
  expect(scripts.length, 'the diagram library is fetched on scroll, not with the page').toBeGreaterThan(beforeScroll);
});
