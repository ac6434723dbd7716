#!/usr/bin/env node
// The steps after `docusaurus build` has finished, plugins' postBuild hooks included:
//   node scripts/post-build.mjs <build dir>
// 1. _headers: the security headers for CDNs that read one (scripts/security-headers.mjs).
// 2. .gz and .br beside every compressible file (scripts/precompress.mjs).
// Run by `npm run build` (npm's postbuild), scripts/test.mjs and the bench. Not a plugin: Docusaurus starts
// every plugin's postBuild at once (Promise.all in @docusaurus/core/lib/commands/build/buildLocale.js),
// so a plugin cannot run after the Markdown copies and the search index, whatever its place in the list.
import {existsSync} from 'node:fs';
import {join, relative} from 'node:path';
import {precompress, summary} from './precompress.mjs';
import {writeHeadersFile} from './security-headers.mjs';

export async function postBuild(dir) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`Post-build: ${dir} holds no built site (no index.html)`);
  await writeHeadersFile(dir).catch((error) => {
    throw new Error(`Post-build: could not write ${relative(process.cwd(), dir)}/_headers: ${error.message}`);
  });
  return precompress(dir);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    console.error('Usage: node scripts/post-build.mjs <build dir>');
    process.exit(2);
  }
  postBuild(dir).then(
    (totals) => console.log(summary(dir, totals)),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
