import {request as httpRequest, type IncomingHttpHeaders} from 'node:http';
import {type APIRequestContext, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync} from 'node:zlib';
import {test, expect} from '../support/test';

/**
 * The site served by Debian's nginx with deploy/nginx/datahub-docs.conf (project "nginx", see
 * playwright.config.ts): the headers, caching, the precompressed copies, paths with and without a
 * trailing slash, the 404 page, and pages and search working under the Content-Security-Policy.
 */

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

test('security headers on pages, assets, the 404 and 403 answers, as deploy/security-headers.json sets them', async ({
  request,
}) => {
  const {headers: expected} = securityHeaders();
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
    expect(await response.text(), path).toContain('<link data-rh=true rel=canonical');
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
