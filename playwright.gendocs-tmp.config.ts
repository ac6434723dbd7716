import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs} from './scripts/find-browser.mjs';
const launchOptions = {executablePath: process.env.CHROMIUM_PATH, args: chromiumArgs};
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: /generated-reference\.spec\.ts/,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  outputDir: '/tmp/gendocs-pw-results',
  use: {...devices['Desktop Chrome'], baseURL: 'http://127.0.0.1:4190', launchOptions, screenshot: 'only-on-failure'},
  webServer: {
    command: 'npx docusaurus serve --dir /tmp/gendocs-build --port 4190 --host 127.0.0.1 --no-open',
    url: 'http://127.0.0.1:4190/',
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
