import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page, Route} from '@playwright/test';
import {test, expect, expectConsoleErrors} from './test';

/**
 * The Content-Security-Policy of a build, checked in the browser: every route type and the features that
 * reach out (search, the docs assistant, diagrams, the configured outside scripts) run with the policy the
 * build wrote into its _headers (src/plugins/security-headers, derived from its configuration by
 * config/csp.ts), and any violation fails the test. `docusaurus serve` sends no such header, so the test
 * adds it to the server's real answers; nginx sends it itself (tests/e2e/nginx.spec.ts).
 */

/** The policy in a build's _headers file (read here: Playwright cannot import the .mjs scripts). */
export function buildPolicy(buildDir: string): string {
  const text = readFileSync(join(buildDir, '_headers'), 'utf8');
  const policy = /^ {2}Content-Security-Policy: (.+)$/m.exec(text)?.[1];
  if (!policy) throw new Error(`${buildDir}/_headers sets no Content-Security-Policy: build again.`);
  return policy;
}

export interface Violation {
  directive: string;
  blocked: string;
  page: string;
  sourceFile: string;
  line: number;
  column: number;
}

export interface PolicyWatch {
  /** Each violation the page reported (securitypolicyviolation events). */
  violations: Violation[];
  /** The console's "Refused to ..." messages (a violation in a worker, a style refused), but eval's, which
   * the events report with their place. */
  console: string[];
  /** Requests to other origins: the policy let them through (a blocked request never leaves the page). */
  outside: string[];
}

const describeViolation = (v: Violation) =>
  `${v.directive} refused ${v.blocked || '(inline)'} on ${v.page}` +
  (v.sourceFile ? ` (from ${v.sourceFile}:${v.line}:${v.column})` : '');

/**
 * A refused eval that is a library's capability probe, `try { return Function(""), true } catch { ... }`
 * (zod's allowsEval, in the search modal's code): the library sees eval is refused and works without it.
 * Read at the very place the browser reports.
 */
async function isCaughtEvalProbe(page: Page, violation: Violation): Promise<boolean> {
  if (violation.blocked !== 'eval' || !violation.sourceFile) return false;
  const text = await (await page.request.get(violation.sourceFile)).text();
  const line = text.split('\n')[violation.line - 1] ?? '';
  const around = line.slice(Math.max(0, violation.column - 40), violation.column + 40);
  return /try\s*\{\s*(?:return\s+)?(?:new\s+)?Function\(""\)[^}]*\}\s*catch/.test(around);
}

/** The violations that count: all but caught eval probes, described one per line. */
export async function unexpectedViolations(page: Page, watch: PolicyWatch): Promise<string[]> {
  const found: string[] = [];
  for (const violation of watch.violations) {
    if (!(await isCaughtEvalProbe(page, violation))) found.push(describeViolation(violation));
  }
  return [...found, ...watch.console.map((text) => `console: ${text}`)];
}

/** One page of each kind the site has, relative to the base URL. */
export const ROUTE_TYPES = [
  './',
  './docs/quickstart',
  './docs/cli',
  './docs/1.1.0/quickstart',
  './docs/category/features',
  './docs/graphql/objects/',
  './docs/graphql/objects/datasets',
  './docs/generated/ingestion/sources/snowflake',
  './docs/generated/metamodel/entities/dataset',
  './docs/features',
  './docs/',
  './learn',
  './learn/data-pipeline',
  './integrations',
  './search?q=kafka',
  './adoption-stories',
  './customer-stories-survey',
  './events',
  './champions',
  './slack',
  './docs/no-such-page',
];

/** Answers for other origins (there is no network here), shaped as the services answer. */
async function answerOutside(route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  if (/algolia(net)?\.(net|com)$/.test(url.hostname) && request.method() === 'POST') {
    const body = (request.postDataJSON() ?? {}) as {requests?: {indexName?: string}[]};
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: (body.requests ?? []).map((r) => ({
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 20,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          query: '',
          params: '',
          index: r.indexName,
        })),
      }),
    });
  } else if (request.resourceType() === 'script') {
    await route.fulfill({contentType: 'text/javascript', body: ''});
  } else {
    await route.fulfill({status: 204});
  }
}

/**
 * Sends policy with every answer from origin (the site), answers other origins, and records violations.
 * Set up before the first navigation.
 */
export async function applyPolicy(page: Page, origin: string, policy: string): Promise<PolicyWatch> {
  const watch: PolicyWatch = {violations: [], console: [], outside: []};
  await page.exposeBinding('__reportPolicyViolation', (_source, violation: Violation) => {
    watch.violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportPolicyViolation: (v: Violation) => void}).__reportPolicyViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: event.documentURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        column: event.columnNumber,
      });
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text) && !/Refused to evaluate a string/i.test(text)) {
      watch.console.push(text);
    }
  });
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) {
      watch.outside.push(url.href);
      return answerOutside(route);
    }
    const response = await route.fetch({maxRedirects: 0});
    const headers: Record<string, string> = {...response.headers(), 'content-security-policy': policy};
    // The body comes decoded: send it as it is.
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({response, headers, body: await response.body()});
  });
  return watch;
}

/** What a page does beyond loading: the features that load code or data on use. */
async function exercise(page: Page, path: string): Promise<void> {
  if (path === './docs/quickstart') {
    // Search (the embedded index's WebAssembly, or the hosted service) and the docs assistant.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('lineage');
    await expect(page.locator('.DocSearch-Dropdown, .DocSearch-NoResults').first()).toBeVisible({timeout: 15_000});
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+j');
    const dialog = page.getByRole('dialog', {name: 'Ask the docs'});
    await dialog.getByLabel('Your question').fill('How do I ingest metadata?');
    await dialog.getByLabel('Your question').press('Enter');
    // Passages, none, or "not available": the answer has come back, whatever it is.
    await expect(dialog.getByRole('status')).toContainText(/Search results|No passage|not available/, {
      timeout: 15_000,
    });
  }
  if (path === './docs/generated/metamodel/entities/dataset') {
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000});
  }
  await page.waitForLoadState('networkidle');
}

/**
 * The policy tests of one build: each route type loads and runs with no violation, and a request the
 * policy does not allow is reported (so a test that sees none is one where the policy was applied).
 */
export function policyTests(buildDir: string, expectOutside: RegExp[] = []): void {
  test.describe(`Content-Security-Policy of ${buildDir}/_headers`, () => {
    for (const path of ROUTE_TYPES) {
      test(`${path} runs with no violation`, async ({page, baseURL}) => {
        const watch = await applyPolicy(page, new URL(baseURL!).origin, buildPolicy(buildDir));
        if (path.includes('no-such-page')) expectConsoleErrors(page, /status of 404 .*no-such-page/);
        await page.goto(path);
        await exercise(page, path);
        expect(await unexpectedViolations(page, watch)).toEqual([]);
      });
    }

    test('the policy is applied: a request it does not allow is refused and reported', async ({page, baseURL}) => {
      const watch = await applyPolicy(page, new URL(baseURL!).origin, buildPolicy(buildDir));
      await page.goto('./docs/quickstart');
      expectConsoleErrors(page, /csp-probe\.invalid/);
      await page.evaluate(() => fetch('https://csp-probe.invalid/x').catch(() => undefined));
      await expect
        .poll(() => unexpectedViolations(page, watch).then((found) => found.join('\n')))
        .toMatch(/connect-src refused https:\/\/csp-probe\.invalid/);
      expect(watch.outside.filter((url) => url.includes('csp-probe'))).toEqual([]);
    });

    if (expectOutside.length > 0) {
      test("the build's outside services are reached, under the policy, with no violation", async ({page, baseURL}) => {
        const watch = await applyPolicy(page, new URL(baseURL!).origin, buildPolicy(buildDir));
        await page.goto('./docs/quickstart');
        await exercise(page, './docs/quickstart');
        for (const service of expectOutside) {
          await expect
            .poll(() => watch.outside.some((url) => service.test(url)), {message: `a request matching ${service}`})
            .toBe(true);
        }
        expect(await unexpectedViolations(page, watch)).toEqual([]);
      });
    }
  });
}
