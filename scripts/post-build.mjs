#!/usr/bin/env node
// The steps after `docusaurus build` has finished, plugins' postBuild hooks included:
//   node scripts/post-build.mjs <build dir>
// 1. _headers: the security headers for CDNs that read one. The build writes it with the Content-Security-
//    Policy of its configuration (src/plugins/security-headers); this step checks it against
//    deploy/security-headers.json, says when the policy differs from the nginx config's default, and writes
//    the default for a build of another site that has no _headers (the bench's blank site).
// 2. .gz and .br beside every compressible file (scripts/precompress.mjs), with the copies of earlier
//    builds kept in node_modules/.cache/precompress (a file whose bytes did not change is not compressed again).
// Run by `npm run build` (npm's postbuild), scripts/test.mjs and the bench. Not a plugin: Docusaurus starts
// every plugin's postBuild at once (Promise.all in @docusaurus/core/lib/commands/build/buildLocale.js),
// so a plugin cannot run after the Markdown copies and the search index, whatever its place in the list.
import {existsSync} from 'node:fs';
import {join, relative} from 'node:path';
import {DEFAULT_CACHE_DIR, precompress, summary} from './precompress.mjs';
import {buildHeaders, securityHeaders, writeHeadersFile} from './security-headers.mjs';

async function checkHeadersFile(dir) {
  const where = `${relative(process.cwd(), dir) || '.'}/_headers`;
  let headers;
  try {
    headers = buildHeaders(dir);
  } catch (error) {
    throw new Error(`Post-build: ${error.message}`);
  }
  if (!headers) {
    await writeHeadersFile(dir).catch((error) => {
      throw new Error(`Post-build: could not write ${where}: ${error.message}`);
    });
  }
  const policy = headers?.headers['Content-Security-Policy'];
  if (policy && policy !== securityHeaders().headers['Content-Security-Policy']) {
    console.log(
      `${where}: this build's Content-Security-Policy allows the outside services it is configured with. ` +
        `For nginx, write the config with it: node scripts/nginx-config.mjs ${relative(process.cwd(), dir) || '.'}`,
    );
  }
}

export async function postBuild(dir) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`Post-build: ${dir} holds no built site (no index.html)`);
  await checkHeadersFile(dir);
  // The cache lives with the installed packages, as the bundler's does; without node_modules, no cache.
  return precompress(dir, {cacheDir: existsSync('node_modules') ? DEFAULT_CACHE_DIR : undefined});
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
