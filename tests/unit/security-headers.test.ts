import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  buildHeaders,
  headersFile,
  nginxAddHeaders,
  nginxConfigFor,
  nginxHeaderDrift,
  parseHeadersFile,
  securityHeaders,
  withHeaders,
  writeHeadersFile,
} from '../../scripts/security-headers.mjs';
import {siteConfig} from '../../scripts/serve-nginx.mjs';
import {postBuild} from '../../scripts/post-build.mjs';
import securityHeadersPlugin from '../../src/plugins/security-headers';
import {contentSecurityPolicy} from '../../config/csp';
import {readSiteEnv} from '../../config/env';
import type {LoadContext, Plugin} from '@docusaurus/types';

// One source for the security headers (deploy/security-headers.json): the nginx config's add_header lines
// and the _headers file the build writes for CDNs cannot drift apart. Only the Content-Security-Policy
// changes with the build's configuration (config/csp.ts, tests/unit/csp.test.ts): the build writes it into
// _headers, and the nginx config for that build (scripts/nginx-config.mjs, the tests' nginx) takes it from there.

const nginxConfig = readFileSync('deploy/nginx/datahub-docs.conf', 'utf8');

test("the nginx config's add_header lines are exactly deploy/security-headers.json", () => {
  assert.deepEqual(nginxHeaderDrift(nginxConfig), []);
  const {headers, httpsOnly} = securityHeaders();
  const set = nginxAddHeaders(nginxConfig).filter((line) => !line.commented);
  for (const [name, value] of Object.entries(headers)) {
    assert.deepEqual(
      set.filter((line) => line.name === name).map(({value, always}) => ({value, always})),
      [{value, always: true}],
      name,
    );
  }
  // HSTS is in the config as a commented line for TLS deployments.
  for (const [name, value] of Object.entries(httpsOnly)) {
    assert.ok(nginxConfig.includes(`# add_header ${name} "${value}" always;`), `commented ${name}`);
  }
});

test('the headers include the ones a reader of the issue expects, with nothing dangerous granted', () => {
  const {headers} = securityHeaders();
  assert.match(headers['Content-Security-Policy'], /frame-ancestors 'self'/);
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort']) {
    assert.match(headers['Permissions-Policy'], new RegExp(`(^|, )${feature}=\\(\\)(,|$)`), feature);
  }
  // The copy buttons write to the clipboard.
  assert.doesNotMatch(headers['Permissions-Policy'], /clipboard/);
});

test('any drift is reported by line: a changed value, a missing header, a header set only in nginx', () => {
  const changed = nginxConfig.replace(
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header X-Content-Type-Options "sniff" always;',
  );
  assert.deepEqual(
    nginxHeaderDrift(changed).map((problem) => problem.replace(/^line \d+/, 'line N')),
    ['line N: X-Content-Type-Options differs from the JSON'],
  );
  const missing = nginxConfig.replace(/^\s*add_header Permissions-Policy .*\n/m, '');
  assert.deepEqual(nginxHeaderDrift(missing), ['expected one "add_header Permissions-Policy ..." line, found 0']);
  const extra = nginxConfig.replace(
    'server_tokens off;',
    'server_tokens off;\n    add_header X-Frame-Options "DENY" always;',
  );
  assert.match(nginxHeaderDrift(extra).join('\n'), /X-Frame-Options is not in deploy\/security-headers\.json/);
  const notAlways = nginxConfig.replace(
    '"strict-origin-when-cross-origin" always;',
    '"strict-origin-when-cross-origin";',
  );
  assert.match(nginxHeaderDrift(notAlways).join('\n'), /Referrer-Policy lacks "always"/);
  // The tests' nginx (scripts/serve-nginx.mjs) runs the same check before serving the committed config.
  assert.doesNotThrow(() => siteConfig('/tmp/site', 4999));
});

test('the _headers file sets every header on every path, HSTS commented', async () => {
  const {headers, httpsOnly} = securityHeaders();
  const text = headersFile();
  const lines = text.split('\n');
  const rules = lines.filter((line) => !line.startsWith('#') && line.trim() !== '');
  assert.deepEqual(rules, ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]);
  for (const [name, value] of Object.entries(httpsOnly)) assert.ok(lines.includes(`#  ${name}: ${value}`), name);
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  try {
    await writeHeadersFile(dir);
    assert.equal(readFileSync(join(dir, '_headers'), 'utf8'), text);
    assert.deepEqual(readdirSync(dir), ['_headers']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

/** A folder holding a build's _headers, removed after fn. */
async function withFolder(fn: (dir: string) => Promise<void> | void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  try {
    await fn(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The policy of the configured test build (scripts/test.mjs's configuredSiteEnv, in part). */
const configuredPolicy = contentSecurityPolicy(
  readSiteEnv({
    DOCSEARCH_APP_ID: 'TESTAPPID',
    DOCSEARCH_API_KEY: 'public-search-only-key',
    GTAG_ID: 'G-TEST12345',
    FEEDBACK_ENDPOINT: 'https://feedback.example.com/api',
  }),
);

test('the build writes _headers with its own policy (src/plugins/security-headers); the file reads back', async () => {
  await withFolder(async (dir) => {
    const plugin = securityHeadersPlugin({} as LoadContext, {contentSecurityPolicy: configuredPolicy}) as Plugin;
    await plugin.postBuild!({outDir: dir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const written = readFileSync(join(dir, '_headers'), 'utf8');
    const expected = securityHeaders({contentSecurityPolicy: configuredPolicy});
    assert.equal(written, headersFile(expected));
    assert.deepEqual(parseHeadersFile(written), expected);
    assert.deepEqual(buildHeaders(dir), expected);
    assert.match(
      written,
      /connect-src 'self' https:\/\/TESTAPPID-dsn\.algolia\.net .*https:\/\/feedback\.example\.com;/,
    );
  });
  // A policy that could break out of nginx's quotes or the header stops the build at once.
  for (const bad of ['default-src "self"', "default-src 'self'\nX-Evil: 1"]) {
    assert.throws(() => securityHeadersPlugin({} as LoadContext, {contentSecurityPolicy: bad}), /cannot be written/);
  }
});

test("a build's _headers that differs from the JSON in anything but the policy is refused; none means none", async () => {
  await withFolder((dir) => {
    assert.equal(buildHeaders(dir), null);
    const changed = headersFile(securityHeaders()).replace('nosniff', 'sniff');
    writeFileSync(join(dir, '_headers'), changed);
    assert.throws(() => buildHeaders(dir), /X-Content-Type-Options differs from deploy\/security-headers\.json/);
    writeFileSync(join(dir, '_headers'), headersFile(securityHeaders()).replace(/^ {2}Permissions-Policy: .*\n/m, ''));
    assert.throws(() => buildHeaders(dir), /names other headers/);
  });
});

test("the nginx config for a build carries the build's policy and is otherwise the committed file", async () => {
  await withFolder(async (dir) => {
    await writeHeadersFile(dir, securityHeaders({contentSecurityPolicy: configuredPolicy}));
    const config: string = nginxConfigFor(dir);
    const changed = config.split('\n').filter((line, index) => line !== nginxConfig.split('\n')[index]);
    assert.deepEqual(changed, [`    add_header Content-Security-Policy "${configuredPolicy}" always;`]);
    assert.equal(config.split('\n').length, nginxConfig.split('\n').length);
    assert.deepEqual(nginxHeaderDrift(config, buildHeaders(dir)!), []);
    // The tests' nginx serves exactly that, with its own root and port.
    const served = siteConfig(dir, 4999);
    assert.ok(served.includes(`add_header Content-Security-Policy "${configuredPolicy}" always;`));
    assert.equal(
      served.replace(/^\s*listen .*$/m, '').replace(/^\s*root .*$/m, ''),
      config.replace(/^\s*listen .*$/m, '').replace(/^\s*root .*$/m, ''),
    );
  });
  // A folder without _headers (a build of another site): the committed headers.
  await withFolder((dir) => assert.equal(nginxConfigFor(dir), nginxConfig));
  // The committed config must set the JSON's headers before anything is swapped in.
  assert.throws(
    () => withHeaders(nginxConfig.replace('"nosniff"', '"sniff"'), securityHeaders()),
    /does not set the headers of deploy\/security-headers\.json/,
  );
});

test("post-build keeps the build's _headers, and writes the default one for a folder that has none", async () => {
  await withFolder(async (dir) => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    await postBuild(dir);
    assert.equal(readFileSync(join(dir, '_headers'), 'utf8'), headersFile(securityHeaders()));
    const configured = headersFile(securityHeaders({contentSecurityPolicy: configuredPolicy}));
    writeFileSync(join(dir, '_headers'), configured);
    await postBuild(dir);
    assert.equal(readFileSync(join(dir, '_headers'), 'utf8'), configured);
    writeFileSync(join(dir, '_headers'), configured.replace('nosniff', 'sniff'));
    await assert.rejects(postBuild(dir), /^Error: Post-build: \S*_headers: X-Content-Type-Options differs/);
  });
});
