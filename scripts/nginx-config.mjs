#!/usr/bin/env node
// Prints deploy/nginx/datahub-docs.conf with the security headers of a build: the Content-Security-Policy
// of the build's configuration (hosted search, analytics, outside scripts, endpoints on other origins: see
// config/csp.ts), read from the _headers file the build writes. Everything else is the committed config.
//   node scripts/nginx-config.mjs build > /etc/nginx/conf.d/datahub-docs.conf
// then adjust server_name, root and the TLS lines as for the committed file. scripts/serve-nginx.mjs (the
// tests' nginx) serves a build with the same config.
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {nginxConfigFor} from './security-headers.mjs';

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    console.error('Usage: node scripts/nginx-config.mjs <build dir>');
    process.exit(2);
  }
  if (!existsSync(join(dir, '_headers'))) {
    console.error(`${join(dir, '_headers')} not found: give the folder \`docusaurus build\` wrote (build/).`);
    process.exit(1);
  }
  try {
    process.stdout.write(nginxConfigFor(dir));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
