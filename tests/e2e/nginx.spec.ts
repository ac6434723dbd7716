import {request as httpRequest, type IncomingHttpHeaders} from 'node:http';
import {type APIRequestContext, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync} from 'node:zlib';
import {test, expect} from '../support/test';

/**
 * The site served by Debian's nginx with deploy/nginx/datahub-docs.conf (project "nginx", see
 * playwright.config.ts): the headers, caching, the precompressed copies, paths with and without a
 * trailing slash, the 404 page, Markdown for agents, and pages and search working under the
 * Content-Security-Policy.
 */

/** The build nginx serves (playwright.config.ts). */
const BUILD = '.test-build/root';

/** Console messages about the Content-Security-Policy or the Permissions-Policy (a violation, a bad feature). */
function collectPolicyMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** A response as nginx sent it: status, headers and the body bytes, not decoded. */
function raw(
  baseURL: string,
  path: string,
  headers: Record<string, string>,
): Promise<{status: number; headers: IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** deploy/security-headers.json (read here: Playwright cannot import the .mjs scripts that read it). */
const securityHeaders = (): {headers: Record<string, string>} =>
  JSON.parse(readFileSync('deploy/security-headers.json', 'utf8'));

/** The headers the build wrote into its _headers file (src/plugins/security-headers). */
function buildHeaders(): Record<string, string> {
  const text = readFileSync(`${BUILD}/_headers`, 'utf8');
  return Object.fromEntries([...text.matchAll(/^ {2}([A-Za-z-]+): (.*)$/gm)].map((m) => [m[1], m[2]]));
}

/** The tokens of a Vary header ("Accept-Encoding, Accept": nginx sends one line each, Node joins them). */
const varies = (value: string | string[] | undefined) =>
  [value ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

/** What Chrome sends for a page. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';

/** Doc pages of each kind and their Markdown copies (src/plugins/markdown-copies/urls.ts). */
const DOC_PAGES: [path: string, copy: string][] = [
  ['/docs/quickstart', '/docs/quickstart.md'],
  ['/docs/quickstart/', '/docs/quickstart.md'],
  ['/docs/1.1.0/quickstart', '/docs/1.1.0/quickstart.md'],
  ['/docs/category/features', '/docs/category/features.md'],
  // A doc whose address ends with a slash has its copy inside its folder.
  ['/docs/graphql/objects/', '/docs/graphql/objects/index.md'],
  ['/docs/graphql/objects', '/docs/graphql/objects/index.md'],
];

/** The HTML file nginx answers a page's address with. */
const pageFile = (path: string) => `${BUILD}${path.replace(/\/$/, '')}/index.html`;

/**
 * What scripts/precompress.mjs writes: gzip at level 9, brotli (text mode, size hint) at quality 10 under
 * assets/ and 5 for pages.
 */
const precompressed = {
  br: (data: Buffer, path: string) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: path.startsWith('/assets/') ? 10 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data: Buffer, _path: string) => gzipSync(data, {level: 9}),
};

/** The path of main.js, from the home page's HTML. */
async function mainScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const path = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)?.[0];
  expect(path, 'main.js in the home page').toBeTruthy();
  return path!;
}

test("security headers on pages, assets, the 404 and 403 answers, as the build's _headers sets them", async ({
  request,
}) => {
  // The build's headers (its policy put into the config as scripts/serve-nginx.mjs does) are the JSON's:
  // this build configures no outside service, so its policy is the default the committed config sets.
  const expected = buildHeaders();
  expect(expected).toEqual(securityHeaders().headers);
  for (const path of [
    '/',
    '/docs/quickstart',
    '/docs/quickstart.md',
    '/no/such/page',
    '/.env',
    await mainScript(request),
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toMatch(/(^|, )camera=\(\)/);
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    // The server names itself without its version (server_tokens off).
    expect(headers['server'], path).toBe('nginx');
  }
});

for (const [encoding, suffix, decode] of [
  ['br', '.br', brotliDecompressSync],
  ['gzip', '.gz', gunzipSync],
] as const) {
  test(`Accept-Encoding: ${encoding} gets the build's precompressed ${suffix} copy of main.js and of a page`, async ({
    request,
    baseURL,
  }) => {
    for (const path of [await mainScript(request), '/docs/quickstart']) {
      const plain = await raw(baseURL!, path, {'Accept-Encoding': 'identity'});
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      const response = await raw(baseURL!, path, {'Accept-Encoding': encoding});
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe(encoding);
      expect(response.headers['vary'], path).toMatch(/Accept-Encoding/i);
      // A file sent as it is has a Content-Length; compressing on the fly would send chunks.
      expect(Number(response.headers['content-length']), path).toBe(response.body.length);
      expect(decode(response.body).equals(plain.body), `${path}: decodes to the file`).toBe(true);
      // The very bytes the post-build step writes, not nginx's own.
      expect(response.body.equals(precompressed[encoding](plain.body, path)), `${path}: the ${suffix} file`).toBe(true);
      expect(response.body.length, path).toBeLessThan(plain.body.length / 3);
    }
  });
}

test('a request for many byte ranges gets the whole file, one range still works', async ({request, baseURL}) => {
  const path = await mainScript(request);
  const ranges = Array.from({length: 201}, (_, i) => `${i * 10}-${i * 10}`).join(',');
  const many = await raw(baseURL!, path, {Range: `bytes=${ranges}`, 'Accept-Encoding': 'identity'});
  expect(many.status).toBe(200);
  expect(many.headers['content-type']).not.toMatch(/multipart/);
  const one = await raw(baseURL!, path, {Range: 'bytes=0-9', 'Accept-Encoding': 'identity'});
  expect(one.status).toBe(206);
  expect(one.body.length).toBe(10);
});

test('dotfiles and dot-folders are refused, /.well-known/ is not', async ({request}) => {
  for (const path of ['/.env', '/.git/config', '/docs/.DS_Store', '/assets/js/.main.js.br.tmp', '/%2eenv']) {
    expect((await request.get(path, {maxRedirects: 0})).status(), path).toBe(403);
  }
  // Not refused: there is simply no such file.
  expect((await request.get('/.well-known/security.txt', {maxRedirects: 0})).status()).toBe(404);
});

test('hashed assets are cached for a year, HTML is revalidated', async ({page, request}) => {
  await page.goto('/docs/quickstart');
  const script = await page.locator('script[src*="/assets/js/"]').first().getAttribute('src');
  const css = await page.locator('link[rel="stylesheet"][href*="/assets/css/"]').first().getAttribute('href');
  for (const asset of [script!, css!]) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  expect((await request.get('/docs/quickstart')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/sitemap.xml')).headers()['cache-control']).toBe('no-cache');
});

test('JavaScript and CSS are sent compressed when the browser accepts gzip', async ({page, request}) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/assets/js/main"]').first().getAttribute('src');
  const response = await request.get(script!, {headers: {'Accept-Encoding': 'gzip'}});
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['vary']).toMatch(/Accept-Encoding/i);
});

test('a page answers with and without a trailing slash, and an unknown path gets the 404 page', async ({request}) => {
  for (const path of ['/docs/quickstart', '/docs/quickstart/', '/integrations', '/integrations/']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<link data-rh="?true"? rel="?canonical/);
  }
  const missing = await request.get('/docs/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
  const markdown = await request.get('/docs/quickstart.md');
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toMatch(/^text\/markdown/);
});

test('pages render, navigate and search under the Content-Security-Policy and the Permissions-Policy', async ({
  page,
}) => {
  test.slow(); // three full page loads, the search index and Mermaid: 10-27 s on a busy 2-core machine
  // No violation, and no feature the browser does not know in the Permissions-Policy (it logs each one).
  const violations = collectPolicyMessages(page);
  await page.goto('/');
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  await page.locator('.DocSearch-Input').fill('snowflake');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await page.keyboard.press('Escape');
  await page.goto('/docs/generated/metamodel/entities/dataset');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000});
  expect(violations).toEqual([]);
});

test('the client redirect works from nginx', async ({page}) => {
  await page.goto('/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor');
  await expect(page).toHaveURL(/\/docs\/managed-datahub\/remote-executor\/about$/);
});

test('Markdown for agents: Accept: text/markdown at a doc page gets its Markdown copy, with Vary: Accept', async ({
  baseURL,
}) => {
  for (const [path, copy] of DOC_PAGES) {
    const response = await raw(baseURL!, path, {Accept: 'text/markdown', 'Accept-Encoding': 'identity'});
    expect(response.status, path).toBe(200);
    expect(response.headers['content-type'], path).toBe('text/markdown; charset=utf-8');
    expect(varies(response.headers['vary']), path).toContain('accept');
    expect(response.headers['link'], `${path}: the copy names no alternate`).toBeUndefined();
    expect(response.body.equals(readFileSync(`${BUILD}${copy}`)), `${path}: the body is ${copy}`).toBe(true);
    // The security headers are on this answer too.
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
  }
  // An agent's usual Accept lists HTML too; a refusal with q=0 does not ask for Markdown.
  const listed = await raw(baseURL!, '/docs/quickstart', {Accept: 'text/markdown, text/html;q=0.9, */*;q=0.8'});
  expect(listed.headers['content-type']).toBe('text/markdown; charset=utf-8');
  const refused = await raw(baseURL!, '/docs/quickstart', {Accept: 'text/markdown;q=0, text/html'});
  expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
  // Compressed as any Markdown copy: the build's .br file.
  const compressed = await raw(baseURL!, '/docs/quickstart', {Accept: 'text/markdown', 'Accept-Encoding': 'br'});
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(varies(compressed.headers['vary'])).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
  expect(compressed.body.equals(readFileSync(`${BUILD}/docs/quickstart.md.br`))).toBe(true);
});

test('a browser at a doc page gets the HTML, with a Link header to the Markdown copy and Vary: Accept', async ({
  baseURL,
}) => {
  for (const [path, copy] of DOC_PAGES) {
    for (const accept of [BROWSER_ACCEPT, '*/*']) {
      const response = await raw(baseURL!, path, {Accept: accept, 'Accept-Encoding': 'identity'});
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['link'], path).toBe(`<${copy}>; rel="alternate"; type="text/markdown"`);
      expect(varies(response.headers['vary']), path).toContain('accept');
      expect(response.body.equals(readFileSync(pageFile(path))), `${path}: the page's HTML`).toBe(true);
    }
    // No Accept at all (curl, most crawlers): the page too.
    const none = await raw(baseURL!, path, {});
    expect(none.headers['content-type'], path).toBe('text/html; charset=utf-8');
  }
});

test("a doc page's head names its Markdown copy, as the Link header does", async ({page, request}) => {
  for (const [path, copy] of DOC_PAGES.filter(([path]) =>
    ['/docs/quickstart', '/docs/1.1.0/quickstart', '/docs/category/features', '/docs/graphql/objects/'].includes(path),
  )) {
    await page.goto(path);
    const links = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(links, path).toHaveCount(1);
    expect(await links.getAttribute('href'), path).toBe(copy);
    const header = (await request.get(path)).headers()['link'];
    expect(header, path).toBe(`<${copy}>; rel="alternate"; type="text/markdown"`);
  }
  await page.goto('/integrations');
  await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
});

test('a page without a Markdown copy has no Link header and answers Accept: text/markdown with its HTML', async ({
  baseURL,
}) => {
  for (const path of ['/', '/integrations', '/integrations/', '/learn/data-pipeline', '/docs/', '/search']) {
    for (const accept of ['text/markdown', BROWSER_ACCEPT]) {
      const response = await raw(baseURL!, path, {Accept: accept, 'Accept-Encoding': 'identity'});
      expect(response.status, `${path} (${accept})`).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['link'], path).toBeUndefined();
      expect(varies(response.headers['vary']), path).not.toContain('accept');
    }
  }
  // An unknown doc address: the 404 page, whatever the Accept.
  for (const accept of ['text/markdown', BROWSER_ACCEPT]) {
    const missing = await raw(baseURL!, '/docs/no-such-page', {Accept: accept});
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['link']).toBeUndefined();
  }
  // The copy's own address: Markdown, naming no alternate, not varying with Accept.
  const copy = await raw(baseURL!, '/docs/quickstart.md', {Accept: BROWSER_ACCEPT, 'Accept-Encoding': 'identity'});
  expect(copy.headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect(copy.headers['link']).toBeUndefined();
  expect(varies(copy.headers['vary'])).not.toContain('accept');
});
