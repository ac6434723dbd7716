// The security headers of every answer come from one file, deploy/security-headers.json:
// - the build writes them as build/_headers, the file Netlify, Cloudflare Pages and similar hosts read
//   (headersFile, writeHeadersFile; run by scripts/post-build.mjs);
// - deploy/nginx/datahub-docs.conf repeats them as add_header lines, so that the config stays one file a
//   deployer can copy; nginxHeaderDrift lists every difference, tests/unit/security-headers.test.ts
//   fails on any and scripts/serve-nginx.mjs refuses to serve a config that has one.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {writeAtomic} from './precompress.mjs';

/** Headers the nginx config sets that are not security headers (caching, content negotiation). */
const NOT_SECURITY_HEADERS = new Set(['cache-control', 'vary']);

/** @returns {{headers: Record<string, string>, httpsOnly: Record<string, string>}} */
export function securityHeaders() {
  const {headers, httpsOnly} = JSON.parse(
    readFileSync(new URL('../deploy/security-headers.json', import.meta.url), 'utf8'),
  );
  for (const [name, value] of Object.entries({...headers, ...httpsOnly})) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /["\n\\]/.test(value)) {
      throw new Error(`deploy/security-headers.json: ${name} cannot be written into nginx's add_header "...";`);
    }
  }
  return {headers, httpsOnly};
}

/**
 * The add_header lines of an nginx config, commented-out ones included:
 * [{name, value, always, commented, line}].
 */
export function nginxAddHeaders(config) {
  const found = [];
  config.split('\n').forEach((text, index) => {
    const match = /^\s*(#\s*)?add_header\s+([A-Za-z0-9-]+)\s+(?:"([^"]*)"|(\S+?))(\s+always)?\s*;/.exec(text);
    if (match) {
      found.push({
        name: match[2],
        value: match[3] ?? match[4],
        always: Boolean(match[5]),
        commented: Boolean(match[1]),
        line: index + 1,
      });
    }
  });
  return found;
}

/** Every way the nginx config's add_header lines differ from deploy/security-headers.json, one line each. */
export function nginxHeaderDrift(config, {headers, httpsOnly} = securityHeaders()) {
  const lines = nginxAddHeaders(config);
  const problems = [];
  const check = (name, value, commented) => {
    const matches = lines.filter((l) => l.name.toLowerCase() === name.toLowerCase() && l.commented === commented);
    const what = commented ? `a commented-out "# add_header ${name} ..." line` : `one "add_header ${name} ..." line`;
    if (matches.length !== 1) problems.push(`expected ${what}, found ${matches.length}`);
    else if (matches[0].value !== value) problems.push(`line ${matches[0].line}: ${name} differs from the JSON`);
    else if (!matches[0].always)
      problems.push(`line ${matches[0].line}: ${name} lacks "always" (the 404 page needs it)`);
  };
  for (const [name, value] of Object.entries(headers)) check(name, value, false);
  for (const [name, value] of Object.entries(httpsOnly)) check(name, value, true);
  const known = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  for (const line of lines) {
    const name = line.name.toLowerCase();
    if (!line.commented && !known.has(name) && !NOT_SECURITY_HEADERS.has(name)) {
      problems.push(`line ${line.line}: ${line.name} is not in deploy/security-headers.json (add it there)`);
    }
  }
  return problems;
}

/** The _headers file (Netlify and Cloudflare Pages syntax): every header on every path. */
export function headersFile({headers, httpsOnly} = securityHeaders()) {
  return [
    '# Security headers for hosts that read a _headers file (Netlify, Cloudflare Pages).',
    '# Written by the build from deploy/security-headers.json; deploy/nginx/datahub-docs.conf sets the same.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '# Served over HTTPS only: add these lines under /* as well.',
    ...Object.entries(httpsOnly).map(([name, value]) => `#  ${name}: ${value}`),
    '',
  ].join('\n');
}

/** Writes outDir/_headers (atomically). */
export async function writeHeadersFile(outDir) {
  await writeAtomic(join(outDir, '_headers'), headersFile());
}
