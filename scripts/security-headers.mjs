// The security headers of every answer come from one file, deploy/security-headers.json; only the
// Content-Security-Policy changes with the build's configuration (config/csp.ts adds the sources of each
// outside service turned on):
// - the build writes them as build/_headers (src/plugins/security-headers, with the build's policy), the file
//   Netlify, Cloudflare Pages and similar hosts read; it is the record of the build's headers;
// - deploy/nginx/datahub-docs.conf repeats the JSON as add_header lines (the default policy), so that the
//   config stays one file a deployer can copy; nginxHeaderDrift lists every difference,
//   tests/unit/security-headers.test.ts fails on any and scripts/serve-nginx.mjs refuses to serve a config
//   that has one;
// - for a build with outside services, nginxConfigFor(buildDir) is that config with the build's headers
//   (`node scripts/nginx-config.mjs build` prints it; the tests' nginx serves the same).
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {writeAtomic} from './precompress.mjs';

/** Headers the nginx config sets that are not security headers (caching, content negotiation). */
const NOT_SECURITY_HEADERS = new Set(['cache-control', 'vary', 'link']);

const CSP = 'Content-Security-Policy';

function checkHeaders(source, entries) {
  for (const [name, value] of entries) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || typeof value !== 'string' || /["\n\r\\]/.test(value)) {
      throw new Error(`${source}: ${name} cannot be written into nginx's add_header "...";`);
    }
  }
}

/**
 * deploy/security-headers.json, with the given Content-Security-Policy in place of the default one (the
 * policy config/csp.ts derives for a build).
 * @returns {{headers: Record<string, string>, httpsOnly: Record<string, string>}}
 */
export function securityHeaders({contentSecurityPolicy} = {}) {
  const {headers, httpsOnly} = JSON.parse(
    readFileSync(new URL('../deploy/security-headers.json', import.meta.url), 'utf8'),
  );
  checkHeaders('deploy/security-headers.json', Object.entries({...headers, ...httpsOnly}));
  if (contentSecurityPolicy === undefined) return {headers, httpsOnly};
  checkHeaders('the Content-Security-Policy given', [[CSP, contentSecurityPolicy]]);
  return {headers: {...headers, [CSP]: contentSecurityPolicy}, httpsOnly};
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

/** Every way the nginx config's add_header lines differ from the headers given (by default the JSON's), one line each. */
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
    "# Written by the build: deploy/security-headers.json with the Content-Security-Policy of this build's",
    '# configuration (config/csp.ts). For nginx: node scripts/nginx-config.mjs <this folder>.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '# Served over HTTPS only: add these lines under /* as well.',
    ...Object.entries(httpsOnly).map(([name, value]) => `#  ${name}: ${value}`),
    '',
  ].join('\n');
}

/** Reads back what headersFile wrote: {headers, httpsOnly}. */
export function parseHeadersFile(text) {
  const headers = {};
  const httpsOnly = {};
  let inRule = false;
  for (const line of text.split('\n')) {
    if (line === '/*') inRule = true;
    const header = /^(#)? {2}([A-Za-z][A-Za-z0-9-]*): (.*)$/.exec(line);
    if (header && inRule) (header[1] ? httpsOnly : headers)[header[2]] = header[3];
  }
  return {headers, httpsOnly};
}

/** Writes outDir/_headers (atomically). */
export async function writeHeadersFile(outDir, headers = securityHeaders()) {
  await writeAtomic(join(outDir, '_headers'), headersFile(headers));
}

/**
 * The headers a build was made with, from its _headers file: deploy/security-headers.json's, with the
 * build's own Content-Security-Policy. Anything else differing from the JSON is an error (a stale file
 * or a hand edit). Null for a folder without _headers (a build of another site, such as the bench's
 * blank site).
 */
export function buildHeaders(dir) {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return null;
  const found = parseHeadersFile(readFileSync(file, 'utf8'));
  const policy = found.headers[CSP];
  if (!policy) throw new Error(`${file} sets no ${CSP}.`);
  const expected = securityHeaders({contentSecurityPolicy: policy});
  for (const kind of ['headers', 'httpsOnly']) {
    const names = (record) => Object.keys(record).sort().join(', ');
    if (names(found[kind]) !== names(expected[kind])) {
      throw new Error(`${file} names other headers than deploy/security-headers.json: build again.`);
    }
    for (const [name, value] of Object.entries(expected[kind])) {
      if (found[kind][name] !== value) {
        throw new Error(`${file}: ${name} differs from deploy/security-headers.json: build again.`);
      }
    }
  }
  return expected;
}

/**
 * An nginx config with the given headers in its add_header lines (the build's Content-Security-Policy in
 * place of the default). The config must set the JSON's headers first (nginxHeaderDrift).
 */
export function withHeaders(config, headers) {
  const drift = nginxHeaderDrift(config);
  if (drift.length > 0) {
    throw new Error(
      `the nginx config does not set the headers of deploy/security-headers.json:\n  ${drift.join('\n  ')}`,
    );
  }
  let result = config;
  for (const [name, value] of Object.entries(headers.headers)) {
    const pattern = new RegExp(`^(\\s*add_header\\s+${name}\\s+)"[^"]*"(\\s+always\\s*;)`, 'm');
    result = result.replace(pattern, (_line, before, after) => `${before}"${value}"${after}`);
  }
  const left = nginxHeaderDrift(result, headers);
  if (left.length > 0)
    throw new Error(`could not set the build's headers in the nginx config:\n  ${left.join('\n  ')}`);
  return result;
}

/** deploy/nginx/datahub-docs.conf as committed (it sets the default headers of the JSON). */
export function committedNginxConfig() {
  return readFileSync(new URL('../deploy/nginx/datahub-docs.conf', import.meta.url), 'utf8');
}

/**
 * deploy/nginx/datahub-docs.conf with the security headers of the build in dir (its _headers file); the
 * config as committed for a folder without one.
 */
export function nginxConfigFor(dir) {
  return withHeaders(committedNginxConfig(), buildHeaders(dir) ?? securityHeaders());
}
