#!/usr/bin/env node
// React nodes (fibers) on a page once it has hydrated on a phone-sized screen, counted per region of the
// page (navbar, footer, the article's Markdown...): which parts a page load makes React build.
//   node scripts/react-nodes.mjs <url>...     (serve a build first: node scripts/serve-nginx.mjs build 4181)
import {chromium} from '@playwright/test';
import {findBrowser, chromiumArgs} from './find-browser.mjs';

/** The page regions counted, first match wins (an element's nearest region). */
const REGIONS = [
  ['markdown body', 'article .markdown'],
  ['footer', 'footer.footer'],
  ['navbar', 'nav.navbar'],
  ['aside', 'aside'],
  ['breadcrumbs', '.theme-doc-breadcrumbs'],
  ['toc-mobile', '.theme-doc-toc-mobile'],
  ['article other', 'article'],
  ['main other', 'main'],
];

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('Usage: node scripts/react-nodes.mjs <url>...');
  process.exit(2);
}
const browser = await chromium.launch({executablePath: (await findBrowser()).path, args: chromiumArgs});
for (const url of urls) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  // A stand-in for React DevTools' hook: React hands it each committed root.
  await page.addInitScript(() => {
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer) {
          this.renderers.set(1, renderer);
          return 1;
        },
        onCommitFiberRoot(_id, root) {
          window.__reactRoot = root;
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
  await page.waitForTimeout(500);
  const counts = await page.evaluate((regions) => {
    const regionOf = (element) => {
      for (let el = element; el && el !== document.body; el = el.parentElement) {
        const found = regions.find(([, selector]) => el.matches(selector));
        if (found) return found[0];
      }
      return 'other';
    };
    const result = {total: 0};
    const walk = (first, region) => {
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const here = fiber.stateNode instanceof Element ? regionOf(fiber.stateNode) : region;
        result.total += 1;
        result[here] = (result[here] ?? 0) + 1;
        walk(fiber.child, here);
      }
    };
    walk(window.__reactRoot.current.child, 'other');
    return result;
  }, REGIONS);
  console.log(url, JSON.stringify(counts));
  await context.close();
}
await browser.close();
