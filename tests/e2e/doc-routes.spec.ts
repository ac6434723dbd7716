import {test, expect} from '../support/test';
import {
  apiAndDeveloperPaths,
  cloudPaths,
  cloudReleaseNotePaths,
  gettingStartedAndCommunityPaths,
  integrationsAdminDeploymentPaths,
} from '../support/doc-paths';

const areas = [
  ['Getting Started, Features, concepts and Community', gettingStartedAndCommunityPaths, 250],
  ['Integrations, Admin and Deployment', integrationsAdminDeploymentPaths, 250],
  ['API & SDKs and Developers', apiAndDeveloperPaths, 250],
  ['DataHub Cloud', cloudPaths, 250],
  // Release notes follow DataHub's published notes: a release that changed little has a short page.
  ['DataHub Cloud release notes', cloudReleaseNotePaths, 100],
] as const;

for (const [area, paths, minWords] of areas) {
  test(`every ${area} page is built with a title, a description and real content`, async ({request}) => {
    const problems: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      if (response.status() !== 200) {
        problems.push(`${path}: HTTP ${response.status()}`);
        continue;
      }
      const html = await response.text();
      if (html.includes('Page Not Found')) problems.push(`${path}: not-found page`);
      // Minified HTML: attribute values may be unquoted.
      if (!/<meta[^>]*\bname="?description"?[^>]*\bcontent=("[^"]{20,}"|[^\s>"]{20,})/.test(html)) {
        problems.push(`${path}: no description`);
      }
      if (!/<h1[^>]*>[^<]+/.test(html)) problems.push(`${path}: no h1`);
      if (!path.startsWith('/docs/category/')) {
        const article = (html.split('<article')[1] ?? '').split('</article>')[0];
        const words = article
          .replace(/<script[\s\S]*?<\/script>/g, ' ')
          .replace(/<style[\s\S]*?<\/style>/g, ' ')
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length;
        if (words < minWords) problems.push(`${path}: only ${words} words`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('release notes: newest first in the sidebar, each with its release date and what it is built on', async ({
  page,
  request,
}) => {
  await page.goto(cloudReleaseNotePaths[0]);
  const sidebarOrder = await page
    // Not the category's own link: before hydration the framework gives it its first page's address.
    .locator('.theme-doc-sidebar-menu a.menu__link:not(.menu__link--sublist)[href*="/release-notes/v_"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(sidebarOrder).toEqual([...cloudReleaseNotePaths]);
  expect(cloudReleaseNotePaths[0]).toMatch(/v_0_3_12$/);
  expect(cloudReleaseNotePaths.at(-1)).toMatch(/v_0_1_69$/);
  const dates: number[] = [];
  for (const path of cloudReleaseNotePaths) {
    const text = (await (await request.get(path)).text()).replace(/<[^>]+>/g, ' ');
    const date = /Release date:?\s*(\d{1,2} [A-Z][a-z]+ \d{4})/.exec(text)?.[1];
    // The oldest release's public note gives no date; its page says so instead of guessing one.
    if (!date) {
      expect(text, `${path} states its release date or that none is published`).toMatch(/Release date:?\s*not given/);
    } else {
      dates.push(Date.parse(`${date} UTC`));
    }
    // What the release is built on: the open-source base, or the CLI it recommends.
    expect(text, `${path} states its open-source base or recommended CLI`).toMatch(
      /Open-source base:|Recommended CLI\/SDK:/,
    );
  }
  expect(dates.length, 'dated releases').toBeGreaterThan(cloudReleaseNotePaths.length - 2);
  // Newest first: each release is dated after the one below it.
  expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
});
