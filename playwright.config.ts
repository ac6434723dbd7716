import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs} from './scripts/find-browser.mjs';
import type {ConsoleErrorOptions} from './tests/support/test';

/**
 * Browser tests run against production builds served on localhost:
 * - "root": the site at "/", built with the test-only routes (scripts/test.mjs builds it);
 * - "subpath": the same site built for "/sub/" with a closeable announcement bar.
 * CHROMIUM_PATH is resolved by scripts/test.mjs (see scripts/find-browser.mjs).
 */
const rootPort = 4173;
const subPort = 4174;
const nginxPort = 4175;
// scripts/test.mjs sets NGINX_UNAVAILABLE when it finds no nginx (and counts that as a failure with
// instructions), so the other projects still run.
const withNginx = !process.env.NGINX_UNAVAILABLE;
const executablePath = process.env.CHROMIUM_PATH;

const launchOptions = {executablePath, args: chromiumArgs};

// The sub-path build turns on every outside service (analytics, the Google tag, hosted search's insights
// script), and this machine reaches no outside host: the browser logs each failed load. Only those.
const OUTSIDE_SERVICES_UNREACHABLE = [
  /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/(analytics\.example\.invalid|www\.googletagmanager\.com|cdn\.jsdelivr\.net)\//,
  /\[Autocomplete\]: Could not load search-insights\.js/,
];

export default defineConfig<ConsoleErrorOptions>({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: '.test-build/playwright-results.json'}]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'root',
      testIgnore: /(subpath.*|nginx)\.spec\.ts/,
      use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${rootPort}`, launchOptions},
    },
    {
      name: 'subpath',
      testMatch: /subpath.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${subPort}/sub/`,
        launchOptions,
        consoleErrorsExpected: OUTSIDE_SERVICES_UNREACHABLE,
      },
    },
    // The root build behind Debian's nginx with deploy/nginx/datahub-docs.conf: its own checks plus a
    // subset of the suite (navigation, versions, search) to prove the site works there as it does here.
    ...(withNginx
      ? [
          {
            name: 'nginx',
            testMatch: /(^|[\\/])(nginx|navbar|versions|search)\.spec\.ts$/,
            use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${nginxPort}`, launchOptions},
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `npx docusaurus serve --dir .test-build/root --port ${rootPort} --host 127.0.0.1 --no-open`,
      env: {BASE_URL: '/'},
      url: `http://127.0.0.1:${rootPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --dir .test-build/sub --port ${subPort} --host 127.0.0.1 --no-open`,
      // Same configuration as the build (scripts/test.mjs), so `serve` resolves the same base URL.
      env: {BASE_URL: '/sub/', DOCSEARCH_APP_ID: 'TESTAPPID', DOCSEARCH_API_KEY: 'public-search-only-key'},
      url: `http://127.0.0.1:${subPort}/sub/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(withNginx
      ? [
          {
            command: `node scripts/serve-nginx.mjs .test-build/root ${nginxPort}`,
            url: `http://127.0.0.1:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
