import {test, expect} from '@playwright/test';
import {gettingStartedAndCommunityPaths, sectionEntryPaths} from '../support/doc-paths';

for (const [area, paths] of [
  ['Getting Started, Features, concepts and Community', gettingStartedAndCommunityPaths],
  ['section entry pages', sectionEntryPaths],
] as const) {
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
        const text = (html.split('<article')[1] ?? '').replace(/<[^>]+>/g, ' ');
        const words = text.split(/\s+/).filter(Boolean).length;
        if (words < 250) problems.push(`${path}: only ${words} words`);
      }
    }
    expect(problems).toEqual([]);
  });
}
