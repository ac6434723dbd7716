// Finds a Chromium-family browser for the browser tests, in this order:
// an explicit CHROMIUM_PATH, the system Chromium or Chrome, then Playwright's
// own download. Playwright cannot download browsers on every machine (for
// example behind a registry-only network), so the system package comes first.
import {existsSync} from 'node:fs';
import {execFileSync} from 'node:child_process';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function works(path) {
  try {
    execFileSync(path, ['--version'], {stdio: 'pipe', timeout: 20_000});
    return true;
  } catch {
    return false;
  }
}

/** @returns {Promise<{path: string, source: string}>} */
export async function findBrowser() {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (!existsSync(explicit) || !works(explicit)) {
      throw new Error(`CHROMIUM_PATH is set to "${explicit}", but no working browser is there.`);
    }
    return {path: explicit, source: 'CHROMIUM_PATH'};
  }
  for (const candidate of systemCandidates) {
    if (existsSync(candidate) && works(candidate)) return {path: candidate, source: 'system'};
  }
  try {
    const {chromium} = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return {path: own, source: 'playwright'};
  } catch {
    // Playwright has no browser of its own here; fall through to the instruction.
  }
  throw new Error(
    [
      'No Chromium browser found for the browser tests.',
      'Install one of:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  macOS:          install Google Chrome',
      '  anywhere with internet access:  npx playwright install chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

/** Flags that keep Chromium quiet on a closed network and usable as root in CI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
